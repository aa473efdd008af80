import ValueVsReference
import ViewGraph
import Workloads

/// What guide-list's and search's steps change, in either kind: an array of
/// guides with increasing ids.
protocol GuideShelf: ElementList, SendableMetatype where Element: Identifiable, Element.ID == Int, Element: Named {
    associatedtype GuideRow: View
    associatedtype ResultRow: View
    var guides: [Element] { get set }
    /// guide-list's rows of `guides`, as this kind makes them: written where
    /// the row's type is known, so the list runs no generic code per row.
    @MainActor static func guideRows(_ guides: [Element]) -> ForEach<[Element], Int, GuideRow>
    /// search's rows of `guides`, as this kind makes them.
    @MainActor static func resultRows(_ guides: [Element]) -> ForEach<[Element], Int, ResultRow>
    /// A new guide, as this kind makes one.
    func makeGuide(id: Int, name: String) -> Element
}

/// A guide in either kind: a name a step changes.
protocol Named {
    var name: String { get set }
}

extension Guide: Named {}
extension GuideValue: Named {}

extension GuideShelf {
    /// The guides, as the list of either kind: changed in place through the
    /// tracked property's own in-place access.
    var elements: [Element] {
        get { guides }
        set { guides = newValue }
        _modify { yield &guides }
    }

    var count: Int { guides.count }

    /// The name of `guide`.
    static func name(of guide: Element) -> String { guide.name }
    /// The name of the guide at `index`.
    func name(at index: Int) -> String { guides[index].name }

    /// Gives the guide at `index` the name `name`: an object changes, and the
    /// array is only read; a value changes inside the array (P6: in place).
    func rename(at index: Int, to name: String) { update(at: index) { $0.name = name } }

    /// A new guide after the last, one id past it: the last guide has the
    /// largest id while only `add` and `remove` change the list.
    func append() {
        let id = (guides.last?.id ?? -1) + 1
        guides.append(makeGuide(id: id, name: "Guide \(id)"))
    }

    /// A guide with an id no guide has, at `index` (O(N), for fuzz scripts).
    func insert(at index: Int) {
        let id = (guides.lazy.map(\.id).max() ?? -1) + 1
        guides.insert(makeGuide(id: id, name: "Guide \(id)"), at: index)
    }

    func remove(at index: Int) { guides.remove(at: index) }
}

extension GuideStore: GuideShelf {
    typealias Element = Guide

    static func guideRows(_ guides: [Guide]) -> ForEach<[Guide], Int, ObjectRows.GuideRow> {
        ForEach(guides) { ObjectRows.GuideRow(guide: $0) }
    }

    static func resultRows(_ guides: [Guide]) -> ForEach<[Guide], Int, ObjectRows.ResultRow> {
        ForEach(guides) { ObjectRows.ResultRow(guide: $0) }
    }

    func makeGuide(id: Int, name: String) -> Guide { Guide(id: id, name: name) }
}

extension GuideValueStore: GuideShelf {
    typealias Element = GuideValue

    static func guideRows(_ guides: [GuideValue]) -> ForEach<[GuideValue], Int, ValueRows.GuideRow> {
        ForEach(guides) { ValueRows.GuideRow(guide: $0) }
    }

    static func resultRows(_ guides: [GuideValue]) -> ForEach<[GuideValue], Int, ValueRows.ResultRow> {
        ForEach(guides) { ValueRows.ResultRow(guide: $0) }
    }

    func makeGuide(id: Int, name: String) -> GuideValue { GuideValue(id: id, name: name) }
}

/// How a list makes its rows.
package enum Container: String, CaseIterable, Sendable {
    /// Every row, as a `ForEach` in a `VStack` or a `ScrollView` does.
    case eager
    /// The rows on screen, as `List` and `LazyVStack` do.
    case lazy
}

extension Workload {
    /// guide-list: a store of guides, a count and a list (docs/rules.md, The
    /// workloads), its list eager unless told otherwise; `guide-list·lazy`
    /// for a lazy list, so that the two never share a row of a report or of
    /// the expected counts.
    package static func guideList(_ container: Container = .eager) -> Workload {
        let lazy = container == .lazy
        return Workload(
            lazy ? "guide-list·lazy" : "guide-list", summary: "a store of guides, a count (\"N guides\") and a list of rows keyed by id",
            size: 2, unit: "guides"
        )
        .kind(
            .class, model: { GuideStore(guides: (0..<$0).map { Guide(id: $0, name: "Guide \($0)") }) },
            screen: { GuideScreen(store: $0, lazy: lazy) },
            steps: guideSteps(), watchers: guideWatchers(), applying: applyToGuides)
        .kind(
            .struct, model: { GuideValueStore(guides: (0..<$0).map { GuideValue(id: $0, name: "Guide \($0)") }) },
            screen: { GuideScreen(store: $0, lazy: lazy) },
            steps: guideSteps(), watchers: guideWatchers(), applying: applyToGuides)
        .fuzzing(size: lazy ? 80 : 40) { random in drawForGuides(&random, lazy: lazy) }
        .offering(
            Variants(
                option: "container", values: Container.allCases.map(\.rawValue), chooses: "how guide-list makes its rows",
                help: "guide-list's list: eager (default: every row made) or lazy (the 20 rows on screen, as List), or both"
            ) { value in guideList(Container(rawValue: value) ?? .eager) })
        .objectRunsNoFewerBodies()
    }
}

private func guideSteps<Shelf: GuideShelf>() -> [Step<Shelf>] {
    [
        Step("rename", "the middle guide gets a new name") { shelf in
            let middle = shelf.count / 2
            shelf.rename(at: middle, to: renamed(shelf.name(at: middle)))
        },
        Step("rename-same", "the middle guide is given the name it has") { shelf in
            let middle = shelf.count / 2
            shelf.rename(at: middle, to: shelf.name(at: middle))
        },
        Step("rename-top", "the first guide on screen gets a new name") { shelf, screen in
            guard shelf.count > 0 else { return }
            let top = min(screen.firstRowOnScreen, shelf.count - 1)
            shelf.rename(at: top, to: renamed(shelf.name(at: top)))
        },
        Step("add", "a guide is appended", undo: "remove") { $0.append() },
        Step("remove", "the last guide is removed", undo: "add") { $0.remove(at: $0.count - 1) },
        .scroll(1, as: "scroll", undo: "scroll-back", "the list scrolls down a screen (20 rows)"),
        .scroll(-1, as: "scroll-back", undo: "scroll", "the list scrolls back up a screen"),
    ]
}

/// What `compare watch guide-list` watches: the number of guides, and the
/// middle guide's name; under object-level, the store and the guide in the middle now.
private func guideWatchers<Shelf: GuideShelf>() -> [Watcher<Shelf>] {
    [
        Watcher("count") { $0.count },
        Watcher("middle-name", holding: { shelf in [shelf] + (middle(shelf).map { shelf.holdings(at: $0) } ?? []) }) {
            shelf in middle(shelf).map { shelf.name(at: $0) } ?? ""
        },
    ]
}

/// The middle guide's index, or nil when there is no guide.
private func middle(_ shelf: some GuideShelf) -> Int? {
    shelf.count == 0 ? nil : shelf.count / 2
}

/// A rename, an equal rename, an append, an insert (in the middle as often
/// as not) or a removal; a lazy list also scrolls, a screen at a time.
private func drawForGuides(_ random: inout FuzzRandom, lazy: Bool) -> FuzzAction? {
    if lazy && random.next(upTo: 5) == 0 { return .scroll(random.next(upTo: 2) == 0 ? 1 : -1) }
    return switch random.next(upTo: 6) {
    case 0: .rename(random.next(upTo: 64))
    case 1: .renameSame(random.next(upTo: 64))
    case 2: .append
    case 3: .remove(random.next(upTo: 64))
    case 4: .insert(random.next(upTo: 64))
    default: .rename(random.next(upTo: 64))
    }
}

/// A fuzz action on the store; positions wrap around the count, and an
/// empty list ignores all but `append`.
@Sendable private func applyToGuides<Shelf: GuideShelf>(_ shelf: Shelf, _ action: FuzzAction) {
    let count = shelf.count
    let at = action.argument
    switch action.kind {
    case FuzzAction.rename(0).kind where count > 0:
        shelf.rename(at: at % count, to: renamed(shelf.name(at: at % count)))
    case FuzzAction.renameSame(0).kind where count > 0:
        shelf.rename(at: at % count, to: shelf.name(at: at % count))
    case FuzzAction.append.kind:
        shelf.insert(at: count)
    case FuzzAction.insert(0).kind:
        shelf.insert(at: at % (count + 1))
    case FuzzAction.remove(0).kind where count > 0:
        shelf.remove(at: at % count)
    default:
        break
    }
}

/// A name that differs from `name`, and turns back into it when renamed again,
/// so that repeated renames neither repeat a name nor grow it.
func renamed(_ name: String) -> String {
    name.hasSuffix(" (renamed)") ? String(name.dropLast(" (renamed)".count)) : name + " (renamed)"
}

extension FuzzAction {
    /// guide-list and search: the guide at this position (modulo the count) gets a new name.
    static func rename(_ at: Int) -> FuzzAction { FuzzAction("rename", at, "rename #\(at)") }
    /// guide-list and search: the guide at this position is assigned the name it has.
    static func renameSame(_ at: Int) -> FuzzAction { FuzzAction("rename-same", at, "rename-same #\(at)") }
    /// guide-list: a guide with a new id is appended.
    static let append = FuzzAction("append", 0, "append")
    /// guide-list: a guide with a new id is inserted at this position (modulo
    /// the count plus one), in the middle as often as not.
    static func insert(_ at: Int) -> FuzzAction { FuzzAction("insert", at, "insert #\(at)") }
    /// guide-list: the guide at this position (modulo the count) is removed.
    static func remove(_ at: Int) -> FuzzAction { FuzzAction("remove", at, "remove #\(at)") }
}
