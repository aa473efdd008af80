@testable import CompareKit
import Testing
import ViewGraph
import Workloads
@testable import Screens

/// A feeder whose `hidden` count is a plain `var`: no strategy is told of it.
private final class HidingFeeder: Model {
    @Tracked var seeds = 0
    var hidden = 0
}

/// Shows both counts: stale once `hidden` changes.
private struct HidingLine: View {
    @ObservedObject var feeder: HidingFeeder
    var body: some View { Text("\(feeder.seeds) seeds, \(feeder.hidden) hidden") }
}

/// A workload with no fuzz actions of its own: its scripts are its steps, and
/// `hide` leaves the line stale.
private let hiding = Workload(
    "hiding", model: { _ in HidingFeeder() }, screen: { HidingLine(feeder: $0) },
    steps: [Step("seed") { $0.seeds += 1 }, Step("hide") { $0.hidden += 1 }])

@Suite("A failing fuzz script as the executable prints it")
struct FuzzFailureOutputTests {
    @Test func aFailingScriptNamesItsStepsByTheirNamesAndTheCommandThatRepeatsIt() throws {
        let run = ran(["fuzz", "--seeds", "50"], workloads: [hiding], name: "feeder")
        #expect(run.code == 1)
        let shrunk = try #require(run.output.split(separator: "\n").drop { !$0.hasPrefix("shrunk to") }.dropFirst().first)
        #expect(shrunk.firstMatch(of: /^hiding at size \d+:$/) != nil, "\(shrunk)")
        #expect(run.output.hasSuffix(":\n  1. step hide\n"), "\(run.output)")
        #expect(!run.output.contains("step #"))
        let seed = try #require(run.output.firstMatch(of: /^fuzz: seed (\d+) fails/)?.1)
        #expect(run.errors == "feeder: seed \(seed) found a difference (printed above); run feeder fuzz --seeds 1 --seed \(seed) to repeat it\n")
    }

    @Test func aStepIsNamedByItsPositionModuloTheNumberOfSteps() {
        #expect(FuzzAction.step(3).description(steps: ["seed", "hide"]) == "step hide")
        #expect(FuzzAction.step(3).description(steps: []) == "step #3")
        #expect(FuzzAction.scroll(1).description(steps: ["seed", "hide"]) == "scroll 1 screen")
        let script = FuzzScript(workload: "hiding", size: 2, transactions: [[.step(0), .scroll(-1)], [.step(5)]])
        #expect(script.description(in: [hiding]) == "hiding at size 2:\n  1. step seed; scroll -1 screen\n  2. step hide")
        #expect(script.description(in: []) == script.description)
    }
}
