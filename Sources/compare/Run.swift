import ViewGraph
import Workloads

/// The counts of one step of one workload under one combination.
struct StepResult {
    let workload: String
    let size: Int
    let combination: Combination
    let step: String
    let flush: Flush
    let stale: [Stale]
}

/// Runs every step of `workload` under each combination, checking for stale
/// views after every step (G6).
func run(_ workload: any Workload, size: Int, combinations: [Combination]) -> [StepResult] {
    var results: [StepResult] = []
    for combination in combinations {
        let session = workload.session(combination, size: size)
        func record(_ step: String, _ flush: Flush) {
            results.append(StepResult(
                workload: workload.name, size: size, combination: combination,
                step: step, flush: flush, stale: session.staleViews()))
        }
        record(launchStep, session.launch())
        for step in workload.steps {
            record(step, session.perform(step))
        }
        session.tearDown()
    }
    return results
}
