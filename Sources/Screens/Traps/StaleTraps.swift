import SwiftUIVocabulary
import ViewGraph
import Workloads

// Traps that leave a view stale: a subclass of a tracked model whose own new
// properties are not tracked, and a computed property over storage that does
// not notify.

/// A bird at the feeder, its name tracked.
class FeederBird: Model {
    @Tracked var name = "robin"
}

/// A subclass whose own new property is plain: as an @Observable class's
/// subclass without the macro, nothing tracks it.
final class PlainRobin: FeederBird {
    var wingspan = 20
}

/// A subclass whose own new property is marked as the base's are.
final class TrackedRobin: FeederBird {
    @Tracked var wingspan = 20
}

/// Both robins, each shown by a view that holds it as SwiftUI subscribes.
final class Aviary: Model {
    let plain = PlainRobin()
    let tracked = TrackedRobin()
    /// A title kept in storage that notifies nothing, behind a computed property.
    private var plainTitle = "aviary"
    var title: String {
        get { plainTitle }
        set { plainTitle = newValue }
    }
    /// A title kept in tracked storage, behind a computed property (P5).
    @Tracked private var trackedTitle = "aviary"
    var trackedTitleShown: String {
        get { trackedTitle }
        set { trackedTitle = newValue }
    }
}

struct AviaryScreen: View {
    let aviary: Aviary
    var body: some View {
        VStack {
            PlainWing(robin: aviary.plain)
            TrackedWing(robin: aviary.tracked)
        }
    }
}

struct PlainWing: View {
    @ObservedObject var robin: PlainRobin
    var body: some View { Text("\(robin.name): \(robin.wingspan) cm") }
}

struct TrackedWing: View {
    @ObservedObject var robin: TrackedRobin
    var body: some View { Text("\(robin.name): \(robin.wingspan) cm") }
}

struct TitleScreen: View {
    let aviary: Aviary
    var body: some View {
        VStack {
            PlainTitle(aviary: aviary)
            TrackedTitle(aviary: aviary)
        }
    }
}

struct PlainTitle: View {
    @ObservedObject var aviary: Aviary
    var body: some View { Text("title: \(aviary.title)") }
}

struct TrackedTitle: View {
    @ObservedObject var aviary: Aviary
    var body: some View { Text("title: \(aviary.trackedTitleShown)") }
}

extension Workload {
    /// trap-subclass: a subclass's own new properties, plain or tracked.
    package static let subclass = Workload(
        "trap-subclass", summary: "two subclasses of a tracked model: one whose new property is plain, one whose is tracked",
        model: { _ in Aviary() }, screen: { AviaryScreen(aviary: $0) },
        steps: [
            Step("grow-plain", "the plain subclass's wingspan += 1") { $0.plain.wingspan += 1 },
            Step("grow-tracked", "the tracked subclass's wingspan += 1") { $0.tracked.wingspan += 1 },
            Step("rename-plain", "the plain subclass's name, tracked in its base, changes") { $0.plain.name = "plain robin" },
        ]
    ).expectingStale("PlainWing", after: ["grow-plain", "grow-tracked"])
    .readingObjectsAsWritten()

    /// trap-computed: a computed property over storage that does not notify.
    package static let computed = Workload(
        "trap-computed", summary: "a computed title over plain storage, beside one over tracked storage",
        model: { _ in Aviary() }, screen: { TitleScreen(aviary: $0) },
        steps: [
            Step("retitle-plain", "title = \"garden\", stored where nothing notifies") { $0.title = "garden" },
            Step("retitle-tracked", "the tracked title = \"garden\"") { $0.trackedTitleShown = "garden" },
        ]
    )
    .expectingStale("PlainTitle", after: ["retitle-plain"])
    // Under object-level the tracked title's send runs every view holding the
    // aviary, the stale one included, which then reads the plain title afresh.
    .expectingStale("PlainTitle", after: ["retitle-tracked"], under: [.property, .observation])
    .readingObjectsAsWritten()
}
