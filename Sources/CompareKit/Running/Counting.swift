internal import CrashContext
import Foundation
import ViewGraph
import Workloads

/// Runs `launch` and each of `steps` of `workload` under each combination,
/// recording what each did and checking for stale views after it (G6). Each result keeps its body
/// runs only when `keepingRuns`: every view's, or `view`'s alone if given.
func count(
    _ workload: Workload, size: Int, combinations: [Combination], steps: [String],
    keepingRuns: Bool = false, of view: String? = nil, keepingPages: Bool = false, progress: RunProgress? = nil
) -> [StepResult] {
    var results: [StepResult] = []
    for combination in combinations {
        progress?.report("\(workload.name) size \(size) · \(combination) · counting")
        // Runs kept, or a page's tree, are shown with their causes: Apple's Observation is
        // asked which property changed, at a cost a count of a million rows need not pay.
        let run = StepRun(workload, combination, size: size, namingKeyPaths: keepingRuns || keepingPages, keepingPages: keepingPages)
        func record(_ step: String, _ flush: Flush) {
            let runs = keepingRuns ? view.map { view in flush.runs.filter { $0.view == view } } ?? flush.runs : nil
            let found = run.session.staleViews(), expected = workload.expectedStale(after: step, in: combination)
            // A10: a view stale only in the ObservableObject port is the port's finding, not a failure.
            let stale = found.filter { !$0.inThePort }
            results.append(StepResult(
                workload: workload.name, size: size, combination: combination,
                step: step, counts: StepCounts(flush), runs: runs, stale: stale,
                unexpectedStale: stale.filter { !expected.contains($0.view) },
                staysFresh: expected.filter { view in !found.contains { $0.view == view } }.sorted(),
                portStale: found.filter(\.inThePort),
                page: keepingPages ? PageView(run.session.snapshot(), after: flush, facts: run.session.graph.takePageFacts()) : nil))
        }
        record(launchStep, run.launch.flush)
        for step in steps {
            if step == crashesForTesting {
                crash_context_set_step("\(workload.name) \(step), \(combination)")
                crashInABodyForTesting()
            }
            if skipsFlushForTesting {
                run.session.mutate(step)
                record(step, Flush())
            } else {
                record(step, run.perform(step).flush)
            }
        }
        run.stop()
    }
    crash_context_set_step(nil)
    return results
}

/// A broken strategy for the tests alone: with `COMPARE_TEST_SKIP_FLUSH` set in
/// the environment, a step makes its mutations and never flushes, so that the
/// tests can see a stale view make `compare` fail (G6, exit 1).
private let skipsFlushForTesting = ProcessInfo.processInfo.environment["COMPARE_TEST_SKIP_FLUSH"] != nil

/// A crash for the tests alone: with `COMPARE_TEST_CRASH` set to a step's name,
/// a body crashes when that step comes, so that the tests can see a crash end
/// in one line naming the view, the step, what failed and where, exit 70, with
/// no file left. `COMPARE_TEST_CRASH_KIND` chooses how it crashes: `index` (the
/// default), `nil`, `overflow` or `fatal`.
private let crashesForTesting = ProcessInfo.processInfo.environment["COMPARE_TEST_CRASH"]

/// Runs a body that crashes, in a graph of its own.
private func crashInABodyForTesting() {
    _ = Graph(root: CrashingBody(), tracker: Combination(.property, .class).tracker).launch()
}

/// A body that stops the process as a user's body might: an index out of range,
/// a nil unwrapped, an arithmetic overflow or a `fatalError`.
private struct CrashingBody: View {
    var body: some View {
        let process = ProcessInfo.processInfo
        let unknown = process.processIdentifier == 0 ? 0 : 1
        switch process.environment["COMPARE_TEST_CRASH_KIND"] {
        case "nil": return Text(process.environment["COMPARE_TEST_NO_SUCH_NAME"]!)
        case "overflow": return Text("\(Int.max - 1 + unknown * 2)")
        case "fatal": fatalError("CrashingBody has no row \(unknown)")
        default:
            let shown: [String] = []
            return Text(shown[unknown])
        }
    }
}
