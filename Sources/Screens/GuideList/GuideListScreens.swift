import SwiftUIVocabulary
import ViewGraph
import Workloads

// guide-list's screen, for guides as objects and as values in one tracked
// array (docs/rules.md, The workloads). The store is an object in both kinds;
// only the rows differ: a row holds its guide object, or is handed a copy.

/// A guide, as an object with its own tracked name.
final class Guide: Model, Identifiable {
    let id: Int
    @Tracked var name: String

    init(id: Int, name: String) {
        self.id = id
        self.name = name
    }
}

/// A store of guide objects: renaming a guide changes the guide, not the array.
final class GuideStore: Model {
    @Tracked var guides: [Guide]

    init(guides: [Guide]) {
        self.guides = guides
    }
}

/// A guide as a value.
struct GuideValue: Identifiable, Equatable {
    let id: Int
    var name: String
}

/// A store of guide values: renaming a guide changes the array (P6: in
/// place, so always a change).
final class GuideValueStore: Model {
    @Tracked var guides: [GuideValue]

    init(guides: [GuideValue]) {
        self.guides = guides
    }
}

/// The root: holds the store and hands it to the count and the list.
struct GuideScreen<Shelf: GuideShelf>: View {
    @ObservedObject var store: Shelf
    /// Whether the list is a `List` (lazy) or a `ForEach` in a `VStack` (eager).
    let lazy: Bool
    var body: some View {
        GuideCount(store: store)
        GuideList(store: store, lazy: lazy)
    }
}

/// Shows "N guides": reads the count.
struct GuideCount<Shelf: GuideShelf>: View {
    @ObservedObject var store: Shelf
    var body: some View { Text("\(store.guides.count) guides") }
}

/// Reads the guides and makes one row per guide, keyed by its id.
struct GuideList<Shelf: GuideShelf>: View {
    @ObservedObject var store: Shelf
    let lazy: Bool
    var body: some View {
        if lazy {
            List { Shelf.guideRows(store.guides) }
        } else {
            VStack { Shelf.guideRows(store.guides) }
        }
    }
}

/// A row of guide objects: it holds its guide.
enum ObjectRows {
    /// Shows one guide's name.
    struct GuideRow: View {
        @ObservedObject var guide: Guide
        var body: some View { Text(guide.name) }
    }

    /// Shows one guide that matches the query.
    struct ResultRow: View {
        @ObservedObject var guide: Guide
        var body: some View { Text(guide.name) }
    }
}

/// A row of guide values: it is handed a copy.
enum ValueRows {
    struct GuideRow: View {
        let guide: GuideValue
        var body: some View { Text(guide.name) }
    }

    struct ResultRow: View {
        let guide: GuideValue
        var body: some View { Text(guide.name) }
    }
}
