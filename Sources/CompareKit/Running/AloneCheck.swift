import Dispatch
import Foundation
import Workloads

/// A second account of a step's time: one run of the step, timed alone by a
/// clock of its own around it, apart from the sampler's loop. The median the
/// sampler reports must lie within ``factor`` of it either way, so that a
/// sample not divided by its iterations, or repetitions that did nothing, is
/// a failed measurement, never a number.
enum AloneCheck {
    /// How far the median may stand from a run timed alone: generous, since a
    /// warm loop runs faster than one run with a clock around it.
    static let factor = 20.0

    /// The factor a step's median is held to in this task: ``factor`` in
    /// every run of the command. A test whose subject is something else makes
    /// it nil, in its task or, for the executable it runs, by setting
    /// `COMPARE_TEST_KEEP_DISOWNED_TIMES`, so that a disowned median keeps its
    /// figures: the verdict hangs on the machine's load (one sample taken while
    /// the thread waited for a core is many times one run timed alone), and no
    /// test's verdict may. The run timed alone is still taken and reported.
    @TaskLocal package static var judgedWithin: Double? =
        ProcessInfo.processInfo.environment["COMPARE_TEST_KEEP_DISOWNED_TIMES"] == nil ? factor : nil

    /// The fastest of `runs` runs of `step`, each on the screen `method` times
    /// it from, made ready outside the clock, in nanoseconds.
    static func time(_ step: String, _ method: TimingMethod, on session: Session, _ replay: Replay, runs: Int = 5) -> Double {
        var fastest = UInt64.max
        for _ in 0..<runs {
            var screen = session
            var made = false
            switch method {
            case .launch:
                screen = replay.unlaunched()
                made = true
            case .rebuilt:
                screen = replay.session(through: nil)
                made = true
            case .undone, .repeated, .refused:
                break
            }
            let start = DispatchTime.now().uptimeNanoseconds
            let flush = step == launchStep ? screen.launch() : screen.perform(step)
            let took = DispatchTime.now().uptimeNanoseconds - start
            withExtendedLifetime(flush) { fastest = min(fastest, took) }
            if case .undone(let inverse) = method { _ = screen.perform(inverse) }
            if made { screen.tearDown() }
        }
        return Double(fastest)
    }

    /// Why `median` cannot be the time of one step that takes `alone` when
    /// timed alone, held within `factor`, or nil when it can.
    static func problem(median: Double, alone: Double, within factor: Double = AloneCheck.factor) -> String? {
        guard alone > 0 else { return nil }
        let ratio = median / alone
        guard ratio > factor || ratio < 1 / factor else { return nil }
        return "the median, \(Int(median.rounded())) ns, is \(ratio > 1 ? "over \(Int(factor)) times" : "under a \(Int(factor))th of") the \(Int(alone.rounded())) ns of one run timed alone: a failed measurement, not reported"
    }
}
