import TestSupport
import Testing
@testable import ViewGraph
@testable import Workloads
@testable import Screens

/// A tally that starts at zero each time its identity appears.
private nonisolated struct Tally: View {
    @State var count = 0
    var body: BodyContent { BodyContent(text: "count \(count)") }
}

/// Shows its round and a tally identified by it: `.id(round)`.
private nonisolated struct Rounds: View {
    @State var round = 0
    @State var label = "rounds"
    var body: BodyContent {
        BodyContent(text: "\(label) \(round)", children: [Child(Tally().id(round))])
    }
}

@Suite("G12: explicit identity")
struct IdentityTests {
    @Test func aNewIdTearsDownTheViewAndMakesAnotherThatStartsAgainWithCauseIdentity() throws {
        let graph = Graph(root: Rounds(), tracker: PropertyTracker())
        _ = graph.launch()
        try #require(graph.views(IdentifiedView<Tally, Int>.self).first).content.count = 5
        #expect(graph.flush().runs.map(\.description) == ["Tally: __count changed."])
        #expect(graph.rendered().map(\.text) == ["rounds 0", "count 5"])

        // The same id: the tally is compared, skipped, and keeps its state.
        let reference = graph.reference()
        try #require(graph.views(Rounds.self).first).label = "round"
        var flush = graph.flush()
        #expect(reference.account().difference(from: flush) == nil)
        #expect(flush.runs.map(\.description) == ["Rounds: __label changed."])
        #expect((flush.compared, flush.skipped, flush.removed) == (1, 1, 0))

        // Another id: torn down and made, not compared; its state starts again.
        let next = graph.reference()
        try #require(graph.views(Rounds.self).first).round = 1
        flush = graph.flush()
        #expect(next.account().difference(from: flush) == nil)
        #expect(flush.runs.map(\.description) == ["Rounds: __round changed.", "Tally: @self, @identity, __count changed."])
        #expect((flush.compared, flush.skipped, flush.removed) == (0, 0, 1))
        #expect(graph.rendered().map(\.text) == ["round 1", "count 0"])
        #expect(graph.staleViews() == [])
    }
}
