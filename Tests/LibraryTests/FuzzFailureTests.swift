import CompareKit
import Testing
@_spi(Graph) import ViewGraph
import Workloads

// What `compare fuzz` reports when a user's screen is wrong, on two workloads
// written wrong on purpose against the public library.

/// A feeder whose `hidden` count is a plain `var`: no strategy is told of it.
final class LeakyFeeder: Model {
    let notifier: Notifier
    @Tracked var seeds = 0
    var hidden = 0

    init(_ notify: Notify) { notifier = Notifier(notify) }
}

/// Shows both counts: stale once `hidden` changes.
struct FeederLine: View, HoldsObjects {
    let feeder: Ref<LeakyFeeder>
    var holdings: [Holding] { [Holding("_feeder", feeder.object)] }
    var body: Content { Content(text: "\(feeder.object.seeds) seeds, \(feeder.object.hidden) hidden") }
}

/// Its fuzz actions add seeds (seen) or hide some (missed).
struct LeakyFeederWorkload: Workload {
    let name = "leaky-feeder"
    let steps = ["seed"]
    let views = ["FeederLine"]
    let defaultSize = 1
    let isSized = false

    func fuzzAction(_ random: inout FuzzRandom) -> FuzzAction? {
        random.next(upTo: 3) == 0 ? FuzzAction("hide", 1, "hidden += 1") : FuzzAction("seed", 1, "seeds += 1")
    }

    func session(_ combination: Combination, size: Int) -> Session {
        let feeder = LeakyFeeder(combination.notify)
        return ScreenSession(
            root: FeederLine(feeder: Ref(feeder)), model: feeder, steps: [Step("seed") { $0.seeds += 1 }],
            combination: combination
        ) { feeder, action in
            if action.kind == "hide" { feeder.hidden += action.argument } else { feeder.seeds += action.argument }
        }
    }
}

/// Shows the combination it runs under: each combination's screen differs.
struct CombinationLabel: View, HoldsObjects {
    let combination: String
    let feeder: Ref<LeakyFeeder>
    var holdings: [Holding] { [Holding("_feeder", feeder.object)] }
    var body: Content { Content(text: "\(combination): \(feeder.object.seeds)") }
}

struct TellingWorkload: Workload {
    let name = "telling"
    let steps = ["seed"]
    let views = ["CombinationLabel"]
    let defaultSize = 1
    let isSized = false

    func session(_ combination: Combination, size: Int) -> Session {
        let feeder = LeakyFeeder(combination.notify)
        return ScreenSession(
            root: CombinationLabel(combination: "\(combination)", feeder: Ref(feeder)), model: feeder,
            steps: [Step("seed") { $0.seeds += 1 }], combination: combination)
    }
}

@Suite("compare fuzz on a screen written wrong")
struct FuzzFailureTests {
    @Test func aChangeNoStrategyHearsIsAStaleViewAndShrinksToTheOneActionThatMadeIt() throws {
        let catalogue: [any Workload] = [LeakyFeederWorkload()]
        let failing = try #require((UInt64(0)..<50).lazy.map { FuzzScript(seed: $0, workloads: catalogue) }
            .first { $0.transactions.count > 1 && Fuzzer.check($0, in: catalogue) != nil })
        let shrunk = Fuzzer.shrink(failing, in: catalogue)
        #expect(shrunk.transactions.map { $0.map(\.kind) } == [["hide"]])
        let failure = try #require(Fuzzer.check(shrunk, in: catalogue))
        #expect(failure.description == #"after transaction 1: \#(Combination.all[0]): FeederLine shows "0 seeds, 0 hidden" but should show "0 seeds, 1 hidden""#)
    }

    @Test func screensThatDifferByCombinationAreADifferenceNamingBoth() throws {
        let catalogue: [any Workload] = [TellingWorkload()]
        let failure = try #require(Fuzzer.check(FuzzScript(seed: 0, workloads: catalogue), in: catalogue))
        let first = Combination.all[0], second = Combination.all[1]
        #expect(failure.description == #"after transaction 0: \#(second) shows CombinationLabel "\#(second): 0" where \#(first) shows CombinationLabel "\#(first): 0" (view 1 in tree order)"#)
    }

    @Test func compareFuzzExitsOneOnTheFirstSeedThatFails() {
        #expect(runCompare(["fuzz", "--seeds", "20"], workloads: [LeakyFeederWorkload()]) == 1)
        #expect(runCompare(["fuzz", "--seeds", "20"], workloads: [PerchWorkload()]) == 0)
    }
}
