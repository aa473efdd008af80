import TestSupport
import Testing
import SwiftUIVocabulary
import ViewGraph
import Workloads
@testable import Screens

// Two G11 cases fuzz now draws on its panels screen, pinned here on their
// own: what a view owns is never an input, and plain data is compared bit for
// bit whatever `==` it declares.

private final class Taps: Model {
    @Tracked var count = 0
}

private nonisolated struct OwnedCounter: View {
    let label: String
    @StateObject private var taps = Taps()
    var body: some View { Text("\(label): \(taps.count)") }
}

private nonisolated struct PlainScore: View, Equatable {
    let place: Int
    let score: Int
    var body: some View { Text("score \(place): \(score)") }
    nonisolated static func == (lhs: PlainScore, rhs: PlainScore) -> Bool { lhs.place == rhs.place }
}

private nonisolated struct Board: View {
    @State private var round = 0
    let scores: [Int]
    var body: some View {
        VStack {
            Text("round \(round)")
            Button("Next") { round += 1 }
            OwnedCounter(label: "taps")
            ForEach(0..<scores.count, id: \.self) { PlainScore(place: $0, score: scores[$0]) }
        }
    }
}

private final class Scores: Model {
    @Tracked var scores = [0, 0, 0]
}

private nonisolated struct ScoreScreen: View {
    @ObservedObject var scores: Scores
    var body: some View { Board(scores: scores.scores) }
}

@Suite("What a view owns is no input; plain data is compared bit for bit")
struct OwnedAndPlainInputsTests {
    @Test(arguments: Combination.all.filter { $0.kind == .class })
    func aStateObjectChildHandedTheSameLabelIsSkippedWhenItsParentRuns(combination: Combination) {
        let scores = combination.notify.run { Scores() }
        let graph = combination.notify.run { Graph(root: ScoreScreen(scores: scores), tracker: combination.tracker) }
        _ = combination.notify.run { graph.launch() }
        Screen(graph).tap("Next")
        let flush = combination.notify.run { graph.flush() }
        #expect(flush.bodies == ["Board"])
        #expect(flush.skipped == 1 + 3)
        graph.tearDown()
    }

    @Test(arguments: Combination.all.filter { $0.kind == .class })
    func aPlainDataRowWhoseEqualityIgnoresItsScoreRunsWhenItsScoreChanges(combination: Combination) {
        let scores = combination.notify.run { Scores() }
        let graph = combination.notify.run { Graph(root: ScoreScreen(scores: scores), tracker: combination.tracker) }
        _ = combination.notify.run { graph.launch() }
        scores.scores[1] += 1
        let flush = combination.notify.run { graph.flush() }
        #expect(flush.runs.map(\.identified) == ["ScoreScreen", "Board", "PlainScore[id 1]"])
        #expect(graph.staleViews().isEmpty)
        graph.tearDown()
    }
}
