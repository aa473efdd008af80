import ViewGraph
import Workloads

/// Everything one run measured: what `compare` prints, writes and checks.
/// Its rows are body counts (``StepResult``) or what watchers received
/// (``WatchRow``); the pipeline that measures, writes and checks a report,
/// and each of its formats, is written once over them.
struct Report<Row: ReportRow> {
    /// One workload at one size, under every combination run.
    struct Section {
        let workload: Workload
        let size: Int
        let combinations: [Combination]
        let steps: [String]
        var rows: [Row]
        /// How each step was timed; empty when nothing was timed.
        var timingNotes: [String] = []
        /// Which ways of writing a model the screen holds (A12).
        var heldModels = HeldModels()
        /// Whether the screen holds a model written the classic way (A12).
        var holdsClassicModels: Bool { heldModels.classic }
        /// Whether the screen holds models of both ways, whose object
        /// columns read its `@Observable` models as their port, unless asked
        /// to read them as written.
        var isMixed: Bool { heldModels.classic && heldModels.observable && !workload.readsObjectsAsWritten }

        /// How the object columns read the screen (A10), in a line; nil when
        /// the section has no object column.
        var objectReading: String? {
            let columns = combinations.filter { $0.notify == .object }
            guard !columns.isEmpty else { return nil }
            let named = columns.map(\.description).joined(separator: ", ")
            if isMixed {
                return "\(named): its ObservableObject models as written, their @Published properties Broadcast; its @Observable models as their ObservableObject port: one a view keeps in let or var is held as @ObservedObject, one in @State as @StateObject (--objects as-written reads them as written)"
            }
            if holdsClassicModels {
                // Read as written, a mixed screen's @Observable models subscribe to nothing where no wrapper holds them.
                let observable = heldModels.observable ? "; an @Observable model a view keeps in a plain let or var, or in @State, subscribes to nothing (--objects port runs their ObservableObject port)" : ""
                return "\(named): the screen as written: its ObservableObject models and their @Published properties are Broadcast\(observable)"
            }
            return workload.readsObjectsAsWritten
                ? "\(named): the screen as written: a model a view keeps in a plain let or var, or in @State, subscribes to nothing (--objects port runs its ObservableObject port)"
                : "\(named): the screen's ObservableObject port: a model a view keeps in let or var is held as @ObservedObject, one in @State as @StateObject (--objects as-written reads it as written)"
        }

        /// How the screen's `@State` is declared, in a line, when it is the
        /// property wrapper; nil under the macro, the default.
        var stateReading: String? {
            guard workload.stateDeclaration == .wrapper else { return nil }
            return "@State: the property wrapper of earlier toolchains: each initial value made at every initialisation of its view, stored as _name (--state macro, the default, makes it once per identity)"
        }

        /// How the property-level columns read a screen of models written the
        /// classic way (A12), in a line; nil for a screen of `@Observable` models.
        var propertyReading: String? {
            // Before 6.2 the property columns tell of an equal assignment: the rule's own line says so.
            let columns = combinations.filter { $0.notify == .observation || ($0.notify == .property && workload.equality != .beforeSwift62) }
            guard holdsClassicModels, !columns.isEmpty else { return nil }
            let named = columns.map(\.description).joined(separator: ", ")
            return "\(named): the screen's @Observable port: each @Published property tracked, an equal assignment and objectWillChange.send() telling no one"
        }

        /// Which rule the property-level columns' setters took (P6), a line
        /// for each strategy, when `--equality` named one: `property` takes
        /// it, `observation`, Apple's, stays the reference.
        var equalityReading: [String] {
            guard let rule = workload.equality else { return [] }
            let property = combinations.filter { $0.notify == .property }.map(\.description).joined(separator: ", ")
            let observation = combinations.filter { $0.notify == .observation }.map(\.description).joined(separator: ", ")
            let setter = switch rule {
            case .swift62: "as Swift 6.2 and later: an assignment of an equal value tells no one"
            case .beforeSwift62: "as before Swift 6.2: every assignment notifies, an equal one too"
            }
            return (property.isEmpty ? [] : ["\(property): the @Observable setter's rule \(setter) (--equality \(rule.rawValue))"])
                + (observation.isEmpty ? [] : [
                    "\(observation): Apple's Observation, its setters as Swift 6.2 and later write them, whatever --equality says"
                ])
        }
    }

    var sections: [Section] = []
    /// The one view whose runs a trace shows (`--view`), or nil for every view.
    var traceView: String?
    let machine: Machine
    let samples: Int
    let minTime: UInt64
    let timed: Bool

    /// Every row, section by section.
    var rows: [Row] { sections.flatMap(\.rows) }
}

/// The body counts of a run: a row per step and combination.
typealias BodyReport = Report<StepResult>
/// What a run's watchers received: a row per step, watcher and combination.
typealias WatchReport = Report<WatchRow>

extension Report {
    /// A report of `plan`'s settings, measured on this machine, with no section yet.
    init(_ plan: Plan) {
        self.init(
            traceView: plan.traceView, machine: .current(), samples: plan.samples, minTime: plan.minTime,
            timed: plan.timed)
    }
}

extension Report<StepResult> {
    /// The first view that could not run for what no ancestor placed in its
    /// environment, or the first control a step acted on that was not on
    /// screen (A11), with its step and combination; nil when neither happened.
    var brokenStep: String? {
        for section in sections {
            for row in section.rows {
                if let broken = Self.broken(row, in: section) { return "\(broken) (\(row.workload) \(row.step), \(row.combination))" }
            }
        }
        return nil
    }

    /// Why `row`'s step broke, if it did, with what to do about it.
    private static func broken(_ row: StepResult, in section: Section) -> String? {
        let counts = row.counts
        if let missing = counts.missingEnvironment.first { return missing }
        if let unfound = counts.unfoundControls.first {
            return "\(unfound); act on a control the screen shows\(leftOut(before: row.step, in: section))"
        }
        if let stopped = counts.stoppedUpdates.first {
            return "\(stopped), and the update never settled; change state in an action, an onChange or a task, not in a body"
        }
        return counts.mainActorUnsettled.map { "\($0); work that sends more work forever never lets the step end" }
    }

    /// What `--steps` left out before `step`, which may be what brings its
    /// control on screen: a step runs on the screen the steps before it leave.
    static func leftOut(before step: String, in section: Section) -> String {
        let all = section.workload.steps
        guard let index = all.firstIndex(of: step) else { return "" }
        let skipped = all[..<index].filter { !section.steps.contains($0) }
        guard !skipped.isEmpty else { return "" }
        return ", or run the steps before it that --steps left out (\(Options.listed(Array(skipped.prefix(5))))\(skipped.count > 5 ? " and \(skipped.count - 5) more" : ""))"
    }

    /// Whether any view the workload does not expect stale was stale after any step (G6).
    var hasStaleViews: Bool { rows.contains { !$0.unexpectedStale.isEmpty } }

    /// The failure of a run in which a view the workload does not expect
    /// stale was stale after a step (G6), in a line that ends with what follows
    /// from it, `consequence`; nil when none was. The stale views go to
    /// standard error first, above the line, when `listing` (a table written
    /// to standard output has listed them already).
    func staleFailure(listing: Bool, _ consequence: String) -> Failure? {
        guard hasStaleViews else { return nil }
        if listing { StandardError.write(staleSummary(self) + "\n") }
        // Each explained by what the screen read and did not hold (A4, A12):
        // the screen misses the change, as it would in SwiftUI, not the harness.
        if rows.allSatisfy({ $0.unexpectedStale.allSatisfy { $0.reason != nil } }) {
            return .failure("a view was stale after a step (listed above, each with what its screen read and did not hold); the screen misses a change under object-level, as it would in SwiftUI")
        }
        return .failure("a view was stale after a step (listed above); \(consequence)")
    }

    /// Each view a workload expects stale after a step that stayed fresh, with
    /// its cell: `trap size 1 property·class edit NoteField`.
    var staleExpectedButFresh: [String] {
        rows.flatMap { row in row.staysFresh.map { "\(row.workload) size \(row.size) \(row.combination) \(row.step) \($0)" } }
    }
}

extension Report<StepResult>.Section {
    /// The result of `step` under `combination`.
    func result(_ step: String, _ combination: Combination) -> StepResult? {
        rows.first { $0.step == step && $0.combination == combination }
    }
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
    /// Every view stale after the step (G6), those the workload expects included.
    var stale: [Stale]
    /// The stale views the workload does not expect: each fails the run.
    var unexpectedStale: [Stale]
    /// The views the workload expects stale after the step that were not.
    var staysFresh: [String]
    /// The views stale only in the screen's `ObservableObject` port (A10): a
    /// finding of the port, which the screen's author did not write; never a failure.
    var portStale: [Stale] = []
    /// The screen's tree after the step, kept for a page until its section is written.
    var page: PageView?
    var timing: Timing?
    /// Why the step has no timing though one was asked for: refused, or a
    /// repetition that ran other bodies than the counted run (a failed measurement).
    var timingFailure: String?
    /// The fastest of a few runs of the step timed alone, outside the sampler
    /// (``AloneCheck``), in nanoseconds; nil when not timed.
    var alone: Double?
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
    /// `onChange` actions run, and those stopped (R1, R3).
    let actions: Int
    let stoppedActions: [String]
    /// Jobs run on the main actor, and of them the passes that found blocks
    /// on the main dispatch queue (A14).
    let mainActorJobs: Int
    let mainQueueBlocks: Int
    /// Tasks started, and cancelled before they finished (R2, R3).
    let tasksStarted: Int
    let tasksCancelled: Int
    /// Models initialised by the step (a `@State` of a model class under the
    /// property wrapper makes one each time its view is made).
    let modelsInitialised: Int
    /// Views that could not run for what no ancestor placed in the environment.
    let missingEnvironment: [String]
    /// Bodies that kept changing what they read until the flush stopped them (A15).
    let stoppedUpdates: [String]
    /// Why the main actor's work was stopped, if it never settled (A14).
    let mainActorUnsettled: String?
    /// The controls the step acted on that were not on screen (A11).
    let unfoundControls: [String]
    /// What the step did, as timing compares each repetition with it.
    let footprint: Footprint

    /// Whether the step ran an action or started or cancelled a task.
    var reacted: Bool { actions > 0 || !stoppedActions.isEmpty || tasksStarted > 0 || tasksCancelled > 0 }

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
        actions = flush.actions
        stoppedActions = flush.stoppedActions
        mainActorJobs = flush.mainActorJobs
        mainQueueBlocks = flush.mainQueueBlocks
        tasksStarted = flush.tasksStarted
        tasksCancelled = flush.tasksCancelled
        modelsInitialised = flush.modelsInitialised
        missingEnvironment = flush.missingEnvironment
        stoppedUpdates = flush.stoppedUpdates
        mainActorUnsettled = flush.mainActorUnsettled
            ? "the work sent to the main actor was still coming after \(flush.mainActorJobs) jobs" : nil
        unfoundControls = flush.unfoundControls
        footprint = Footprint(flush)
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
package struct Timing: Sendable {
    /// The middle sample.
    package let median: Double
    /// The fastest sample.
    package let min: Double
    /// The slowest sample.
    package let max: Double
    /// The median absolute deviation from the median.
    package let mad: Double
    /// How many samples were taken.
    package let samples: Int
    /// Steps per sample.
    package let iterations: Int
}
