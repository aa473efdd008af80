import ObservationHarness
import Testing

// What `compare fuzz` reports when a user's screen is wrong, on two workloads
// written wrong on purpose against the public library.

/// A feeder whose `hidden` count is a plain `var`: no strategy is told of it.
final class LeakyFeeder: Model {
    @Tracked var seeds = 0
    var hidden = 0
}

/// Shows both counts: stale once `hidden` changes.
struct FeederLine: View {
    @ObservedObject var feeder: LeakyFeeder
    var body: some View { Text("\(feeder.seeds) seeds, \(feeder.hidden) hidden") }
}

/// Its fuzz actions add seeds (seen) or hide some (missed).
let leakyFeederWorkload = Workload("leaky-feeder")
    .kind(.class, model: { _ in LeakyFeeder() }, screen: { FeederLine(feeder: $0) }, steps: [Step("seed") { $0.seeds += 1 }]) {
        feeder, action in
        if action.kind == "hide" { feeder.hidden += action.argument } else { feeder.seeds += action.argument }
    }
    .fuzzing { random in
        random.next(upTo: 3) == 0 ? FuzzAction("hide", 1, "hidden += 1") : FuzzAction("seed", 1, "seeds += 1")
    }

/// Shows how many subscribe to its feeder's signal: one under object-level,
/// none under the others, so the screens of the strategies differ.
struct SubscriberLabel: View {
    @ObservedObject var feeder: LeakyFeeder
    var body: some View { Text("\(feeder.seeds): \(feeder.willChange.subscriberCount) subscribed") }
}

let tellingWorkload = Workload(
    "telling", model: { _ in LeakyFeeder() }, screen: { SubscriberLabel(feeder: $0) }, steps: [Step("seed") { $0.seeds += 1 }])

@Suite("compare fuzz on a screen written wrong")
struct FuzzFailureTests {
    @Test func aChangeNoStrategyHearsIsAStaleViewAndShrinksToTheOneActionThatMadeIt() throws {
        let catalogue: [Workload] = [leakyFeederWorkload]
        let failing = try #require((UInt64(0)..<50).lazy.map { FuzzScript(seed: $0, workloads: catalogue) }
            .first { $0.transactions.count > 1 && Fuzzer.check($0, in: catalogue) != nil })
        let shrunk = Fuzzer.shrink(failing, in: catalogue)
        #expect(shrunk.transactions.map { $0.map(\.kind) } == [["hide"]])
        let failure = try #require(Fuzzer.check(shrunk, in: catalogue))
        #expect(failure.description == #"after transaction 1: property·class: FeederLine shows "0 seeds, 0 hidden" but should show "0 seeds, 1 hidden""#)
    }

    @Test func screensThatDifferByCombinationAreADifferenceNamingBoth() throws {
        let catalogue: [Workload] = [tellingWorkload]
        let failure = try #require(Fuzzer.check(FuzzScript(seed: 0, workloads: catalogue), in: catalogue))
        #expect(failure.description == #"after transaction 0: object·class shows SubscriberLabel "0: 1 subscribed" where property·class shows SubscriberLabel "0: 0 subscribed" (view 1 in tree order)"#)
    }

    @Test func compareFuzzExitsOneOnTheFirstSeedThatFails() {
        #expect(runCompare(["fuzz", "--seeds", "20"], workloads: [leakyFeederWorkload]) == 1)
        #expect(runCompare(["fuzz", "--seeds", "20"], workloads: [perchWorkload]) == 0)
    }
}
