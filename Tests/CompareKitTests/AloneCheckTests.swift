@testable import CompareKit
import Dispatch
import Testing
import ViewGraph
import Workloads
@testable import Screens

// A step's reported time is held to a second account: one run of it timed
// alone, outside the sampler. The sampler is tested on a step of known cost.

/// A count whose step spins for 100 µs before it changes, so that one step
/// costs at least that.
private final class Spinner: Model {
    @Tracked var turns = 0
}

private struct SpinLine: View {
    @ObservedObject var spinner: Spinner
    var body: some View { Text("\(spinner.turns) turns") }
}

private func spin(_ nanoseconds: UInt64) {
    let end = DispatchTime.now().uptimeNanoseconds + nanoseconds
    while DispatchTime.now().uptimeNanoseconds < end {}
}

private let spinning = Workload(
    "spinning", model: { _ in Spinner() }, screen: { SpinLine(spinner: $0) },
    steps: [Step("spin") { spin(100_000); $0.turns += 1 }])

@Suite("A step's time, held to one run timed alone")
struct AloneCheckTests {
    @Test func aStepOfKnownCostIsReportedAtThatCostPerStep() throws {
        let run = ran(
            ["spinning", "--notify", "property", "--kind", "class", "--samples", "3", "--min-time", "2ms", "--format", "json", "--steps", "spin"],
            workloads: [spinning], name: "spinning")
        #expect(run.code == 0)
        // 2 ms a sample is twenty steps or more: a time per sample would read 2 ms.
        let median = try #require(run.output.components(separatedBy: "\"median_ns\" : ").dropFirst().last.flatMap { Double($0.prefix { $0.isNumber || $0 == "." }) })
        #expect(median >= 100_000 && median < 1_000_000, "\(median)")
        #expect(run.output.contains("\"alone_ns\" : "))
        #expect(!run.output.contains("timing_failure"))
    }

    @Test func aMedianFarFromOneRunTimedAloneIsAFailedMeasurement() {
        #expect(AloneCheck.problem(median: 4_000, alone: 4_300) == nil)
        #expect(AloneCheck.problem(median: 2_015_424, alone: 4_290) == "the median, 2015424 ns, is over 20 times the 4290 ns of one run timed alone: a failed measurement, not reported")
        #expect(AloneCheck.problem(median: 100, alone: 29_100) == "the median, 100 ns, is under a 20th of the 29100 ns of one run timed alone: a failed measurement, not reported")
        #expect(AloneCheck.problem(median: 85_000, alone: 4_290) == nil)
    }
}
