import SwiftUIVocabulary
import ViewGraph
import Workloads

// A @State whose initial value takes work to make, in a child its parent makes
// again at every run: under the @State macro it is made once, when the child
// first appears; under the property wrapper of earlier toolchains, at every
// run of the parent, and thrown away (--state wrapper).

/// The visits to a bird table, which its screen shows.
final class BirdTable: Model {
    @Tracked var visits = 0
}

/// An index of species, which takes work to build: what a view keeps in its state.
final class SpeciesIndex: Model {
    @Tracked var entries: [String]

    init(count: Int = 200) {
        entries = (1...count).map { "species \($0)" }.sorted()
    }
}

struct BirdTableScreen: View {
    let table: BirdTable
    var body: some View {
        VStack {
            Text("Visits: \(table.visits)")
            IndexPanel()
        }
    }
}

/// Keeps an index in its state, made from an expression that does work.
struct IndexPanel: View {
    @State private var index = SpeciesIndex()
    var body: some View { Text("Index: \(index.entries.count) species") }
}

extension Workload {
    /// trap-state-initialiser: a @State's initial value made at every run of
    /// its parent under the property wrapper, once under the macro.
    package static let stateInitialiser = Workload(
        "trap-state-initialiser",
        summary: "a child keeps an index that takes work to build in @State, its parent run by every visit: made once under the @State macro, at each visit under --state wrapper",
        model: { _ in BirdTable() }, screen: { BirdTableScreen(table: $0) },
        steps: [Step("visit", "visits += 1: the screen runs, and makes its panel again") { $0.visits += 1 }]
    ).notFuzzed()
}
