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

/// The last figure named `key` in a JSON document.
private func figure(_ key: String, in json: String) -> Double? {
    json.components(separatedBy: "\"\(key)\" : ").dropFirst().last.flatMap { Double($0.prefix { $0.isNumber || $0 == "." }) }
}

@Suite("A step's time, held to one run timed alone", .loadIndependentTiming)
struct AloneCheckTests {
    @Test func aStepOfKnownCostIsReportedAtThatCostPerStep() throws {
        let run = ran(
            ["spinning", "--notify", "property", "--kind", "class", "--samples", "3", "--min-time", "2ms", "--format", "json", "--steps", "spin"],
            workloads: [spinning], name: "spinning")
        #expect(run.code == 0)
        // Each repetition spins 100 µs by the clock: a sample that kept only its
        // last repetition's time, or lost some, would read less. (That a sample
        // is divided by its iterations is pinned with given figures in
        // MeasuresTests; an upper bound here would hang on the machine's load.)
        let median = try #require(figure("median_ns", in: run.output))
        #expect(median >= 100_000, "\(median)")
        let alone = try #require(figure("alone_ns", in: run.output))
        #expect(alone >= 100_000, "\(alone)")
        #expect(!run.output.contains("timing_failure"))
    }

    /// Held within half its figure, a median is always disowned (it is over a
    /// half, or under twice, the run timed alone): the step's row loses its
    /// figures and says why, in the row and in the notes.
    @Test func aDisownedMedianIsWithheldAndItsRowSaysWhy() throws {
        let run = AloneCheck.$judgedWithin.withValue(0.5) {
            ran(
                ["spinning", "--notify", "property", "--kind", "class", "--samples", "2", "--min-time", "200us", "--format", "json", "--steps", "spin"],
                workloads: [spinning], name: "spinning")
        }
        #expect(run.code == 0)
        #expect(!run.output.contains("\"median_ns\""))
        #expect(run.output.components(separatedBy: "\"timing_failure\" : \"the median, ").count == 3)  // launch and spin
        #expect(run.output.contains("\"spin (property·class): the median, "))
    }

    @Test func aMedianFarFromOneRunTimedAloneIsAFailedMeasurement() {
        #expect(AloneCheck.problem(median: 4_000, alone: 4_300) == nil)
        #expect(AloneCheck.problem(median: 2_015_424, alone: 4_290) == "the median, 2015424 ns, is over 20 times the 4290 ns of one run timed alone: a failed measurement, not reported")
        #expect(AloneCheck.problem(median: 100, alone: 29_100) == "the median, 100 ns, is under a 20th of the 29100 ns of one run timed alone: a failed measurement, not reported")
        #expect(AloneCheck.problem(median: 85_000, alone: 4_290) == nil)
    }
}
