import ViewGraph
import Workloads

/// Everything one run measured: what `compare` prints, writes and checks.
struct Report {
    /// One workload at one size, under every combination run.
    struct Section {
        let workload: any Workload
        let size: Int
        let combinations: [Combination]
        let steps: [String]
        var results: [StepResult]
        /// How steps that change the size were timed; empty when nothing was timed.
        var timingNotes: [String] = []

        func result(_ step: String, _ combination: Combination) -> StepResult? {
            results.first { $0.step == step && $0.combination == combination }
        }
    }

    var sections: [Section] = []
    /// The one view whose runs a trace shows (`--view`), or nil for every view.
    var traceView: String?

    /// The runs of `result` a trace shows.
    func traced(_ result: StepResult) -> [BodyRun] {
        guard let traceView else { return result.flush.runs }
        return result.flush.runs.filter { $0.view == traceView }
    }
    let machine: Machine
    let samples: Int
    let minTime: UInt64
    let timed: Bool

    /// Every step result, section by section.
    var results: [StepResult] { sections.flatMap(\.results) }

    /// Whether any view was stale after any step (G6).
    var hasStaleViews: Bool { results.contains { !$0.stale.isEmpty } }
}

/// The counts, and the timing if one was taken, of one step of one workload
/// under one combination.
struct StepResult {
    let workload: String
    let size: Int
    let combination: Combination
    let step: String
    let flush: Flush
    var stale: [Stale]
    var timing: Timing?
}

/// Nanoseconds per step over several samples.
struct Timing {
    let median: Double
    let min: Double
    let max: Double
    /// The median absolute deviation from the median.
    let mad: Double
    let samples: Int
    /// Steps per sample.
    let iterations: Int
}
