@testable import CompareKit
@testable import Measurements
import Testing
import Workloads
@testable import Screens

@Suite("compare micro: targets and the verdict")
struct MicroTargetTests {
    /// A result whose every sample took `nanoseconds`, and whose first run,
    /// for an operation on a screen of rows, took as long.
    static func result(_ operation: String, _ notify: Notify, _ nanoseconds: Double) -> MicroResult {
        MicroResult(
            operation: operation, notify: notify, timing: Timing([nanoseconds], iterations: 1), unit: "ns", note: nil,
            firstRun: screenOperations.contains(operation) ? nanoseconds : nil)
    }

    @Test func aRatioIsOursOverTheirs() throws {
        let targets = microTargets([Self.result("read-untracked", .property, 10), Self.result("read-untracked", .observation, 40)])
        let target = try #require(targets.first { $0.description.hasPrefix("property read-untracked") })
        #expect(target.measured == 0.25)
        #expect(target.limit == 0.25)
        #expect(target.met)
    }

    @Test func aFirstRunSaysHowMuchOfItWasTheKernelsFreshMemory() {
        let use = ResourceUse(pageFaults: 3, kernelNanoseconds: 3_000, userNanoseconds: 2_000)
        // Its own code's share and the kernel's add up to the processor time; the wall time holds the machine's load too.
        #expect(firstRunNote(700, (use, 10)) == "first run (left out of the samples): 700 ns; of the processor 200 ns in its own code and 300 ns in the kernel (3 page faults on fresh memory): 500 ns in all")
        #expect(firstRunNote(700, (ResourceUse(pageFaults: 0, kernelNanoseconds: 0, userNanoseconds: 7_000), 10)) == "first run (left out of the samples): 700 ns; of the processor 700 ns in its own code and 0 ns in the kernel: 700 ns in all")
        #expect(firstRunNote(700, nil) == "first run (left out of the samples): 700 ns")
    }

    @Test func aRatioOverItsLimitIsMissed() throws {
        let targets = microTargets([Self.result("track-cycle", .property, 50), Self.result("track-cycle", .observation, 100)])
        let target = try #require(targets.first { $0.description.hasPrefix("property track-cycle") })
        #expect(target.measured == 0.5)
        #expect(!target.met)
    }

    @Test func anAbsoluteTargetIsTheFigureOverItsLimit() throws {
        let targets = microTargets([Self.result("launch-per-row", .property, 240)])
        let target = try #require(targets.first { $0.description.contains("launch-per-row (eager") })
        #expect(target.measured == 0.8)
        #expect(target.met)
    }

    /// Each target, as its description words it: the figures that put it
    /// exactly at its limit. A limit changed in the code and not in the words
    /// (or the words and not the code) moves its target off 1.
    static let boundaries: [String: [(String, Notify, Double)]] = [
        "property read-untracked at most a quarter of observation's": [("read-untracked", .property, 25), ("read-untracked", .observation, 100)],
        "property write-unobserved at most half of observation's": [("write-unobserved", .property, 50), ("write-unobserved", .observation, 100)],
        "property track-cycle at most 0.15 of observation's": [("track-cycle", .property, 15), ("track-cycle", .observation, 100)],
        "property bytes-per-model (tracked) at most a fifth of observation's": [("bytes-per-model", .property, 20), ("bytes-per-model", .observation, 100)],
        "property tally-robin (a step, class) at most 0.4 of observation's": [("tally-robin", .property, 40), ("tally-robin", .observation, 100)],
        "graph-body-run (the graph's own body run) at most 250 ns": [("graph-body-run", .property, 250)],
        "property send-1 at most half of observation's": [("send-1", .property, 50), ("send-1", .observation, 100)],
        "object send-1 at most a quarter of Combine's 300 ns": [("send-1", .object, 75)],
        "property launch-per-row (eager, a million guides) at most 0.3 µs": [("launch-per-row", .property, 300)],
        "property launch-per-row, the process's first launch, at most 0.4 µs in its own code (user time)": [("launch-per-row", .property, 400)],
        "property bytes-per-row (eager, a million guides) at most 400 bytes": [("bytes-per-row", .property, 400)],
        "property lazy launch of a million guides under 50 ms": [("lazy-launch-per-row", .property, 50)],
        "property lazy rename off screen under 10 µs": [("lazy-rename-off-screen", .property, 10_000)],
        "property cancel-many: 40,000 cancelled in under 10 ms": [("cancel-many", .property, 250)],
        "object cancel-many: 40,000 cancelled in under 10 ms": [("cancel-many", .object, 250)],
        "object send-100 under 20 ns per subscriber": [("send-100", .object, 2_000)],
        "property diff-per-row within 10 times compare-per-row": [("diff-per-row", .property, 30), ("compare-per-row", .property, 3)],
        "observation lazy launch of a million guides under 50 ms": [("lazy-launch-per-row", .observation, 50)],
        "observation lazy rename off screen under 10 µs": [("lazy-rename-off-screen", .observation, 10_000)],
        "observation diff-per-row within 10 times compare-per-row": [("diff-per-row", .observation, 30), ("compare-per-row", .observation, 3)],
        "object lazy launch of a million guides under 50 ms": [("lazy-launch-per-row", .object, 50)],
        "object lazy rename off screen under 10 µs": [("lazy-rename-off-screen", .object, 10_000)],
        "object diff-per-row within 10 times compare-per-row": [("diff-per-row", .object, 30), ("compare-per-row", .object, 3)],
    ]

    /// With a figure for every operation under every strategy, the targets are
    /// exactly the ones above: none is left unchecked.
    @Test func everyTargetHasItsWordsChecked() {
        let all = microOperations.flatMap { operation in Notify.allCases.map { Self.result(operation, $0, 1) } }
        #expect(Set(microTargets(all).map(\.description)) == Set(Self.boundaries.keys))
    }

    @Test(arguments: boundaries.keys.sorted())
    func eachTargetsLimitIsTheOneItsWordsSay(description: String) throws {
        let results = Self.boundaries[description]!.map { Self.result($0.0, $0.1, $0.2) }
        let target = try #require(microTargets(results).first { $0.description == description })
        // A million guides on screen (the lazy launch is per row): 50 ns a row is 50 ms.
        #expect(abs(target.measured / target.limit - 1) < 1e-9, "\(target.measured) against \(target.limit)")
        #expect(target.met)
        let over = Self.boundaries[description]!.enumerated().map { index, figure in
            Self.result(figure.0, figure.1, index == 0 ? figure.2 * 1.01 : figure.2)
        }
        #expect(microTargets(over).first { $0.description == description }?.met == false)
    }

    @Test func aMissedTargetExitsTwoAndAllMetExitsZero() {
        let met = MicroTarget(description: "met", measured: 0.4, limit: 0.5)
        let missed = MicroTarget(description: "missed", measured: 0.6, limit: 0.5)
        #expect(microVerdict([met], as: "compare") == .success)
        #expect(microVerdict([], as: "compare") == .success)
        #expect(microVerdict([met, missed], as: "compare") == .countsDiffer)
    }
}
