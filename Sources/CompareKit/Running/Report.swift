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
    let counts: StepCounts
    /// The body runs a trace shows (only `--view`'s, if given), kept only
    /// while tracing and only until the section is written; nil otherwise.
    var runs: [BodyRun]?
    var stale: [Stale]
    var timing: Timing?
}

/// What one step's flush counted, without its body runs: a run at millions of
/// rows keeps these few figures per step, not a record per body run.
struct StepCounts {
    /// How many bodies ran.
    let recomputes: Int
    /// The bodies run, in order, as ``Flush/bodySummary`` writes them.
    let bodySummary: String
    /// How many times each view ran, and for which causes, in the order the
    /// views first ran.
    let views: [ViewRuns]
    let skipped: Int
    let compared: Int
    /// Callbacks from observers left behind (``Flush/droppedCallbacks``).
    let dropped: Int

    /// One view's runs in a step: `GuideRow` ran 1,000 times, each for `@self`.
    struct ViewRuns {
        let view: String
        var runs: Int
        var causes: [String: Int]
    }

    /// The counts of `flush`.
    init(_ flush: Flush) {
        recomputes = flush.recomputes
        bodySummary = flush.bodySummary
        skipped = flush.skipped
        compared = flush.compared
        dropped = flush.droppedCallbacks
        var views: [ViewRuns] = []
        var position: [String: Int] = [:]
        for run in flush.runs {
            let index = position[run.view] ?? {
                views.append(ViewRuns(view: run.view, runs: 0, causes: [:]))
                position[run.view] = views.count - 1
                return views.count - 1
            }()
            views[index].runs += 1
            for cause in run.causes { views[index].causes[cause.description, default: 0] += 1 }
        }
        self.views = views
    }
}

/// Nanoseconds per step (or per operation) over several samples.
public struct Timing {
    public let median: Double
    public let min: Double
    public let max: Double
    /// The median absolute deviation from the median.
    public let mad: Double
    public let samples: Int
    /// Steps per sample.
    public let iterations: Int
}
