import Foundation
import ObservationHarness
import Testing
@testable import Workloads

// A watched step's time runs from its first change to the last value it gave
// a watcher, not to the first: a step that gives two values a wait apart
// takes at least the wait, whatever the machine's speed.

private final class Slow: Model {
    @Tracked var count = 0
}

private struct SlowCount: View {
    @ObservedObject var slow: Slow
    var body: some View { Text("\(slow.count)") }
}

@Suite("compare watch: a watched step's time")
struct WatchTimingTests {
    @Test(arguments: [Notify.property, .observation, .object])
    func aStepThatGivesTwoValuesAWaitApartIsTimedToTheSecond(notify: Notify) {
        let workload = Workload("slow", summary: "two values 5 ms apart").kind(
            .class, model: { _ in Slow() }, screen: { SlowCount(slow: $0) }, steps: [],
            watchers: [Watcher("count") { $0.count }],
            watchSteps: [Step("twice", suspendingBetween: [{ $0.count += 1 }, { usleep(5_000); $0.count += 1 }])])
        let run = StepRun(workload, Combination(notify, .class), size: 1, watching: .only("count", describes: true))
        defer { run.stop() }
        let outcome = run.perform("twice")
        let values = outcome.deliveries.filter { $0.watcher == "count" }
        #expect(values.map(\.value) == ["1", "2"])
        guard values.count == 2 else { return }
        let apart = values[1].time - values[0].time
        #expect(apart >= 5_000_000)
        #expect(outcome.elapsed >= apart, "timed \(outcome.elapsed) ns; the values came \(apart) ns apart")
    }
}
