import Workloads

// A report's rows, as data: what each row is keyed by, its timing, what a
// section's expectations cover, and how a section is measured. How each format
// shows a row is in that format's file (Grids, CSVFormat, JSON, HTML).

/// One row of a report: the counts of a step under a combination
/// (``StepResult``), or what a watcher received in it (``WatchRow``).
protocol ReportRow {
    var timing: Timing? { get set }
    /// Why the row has no timing though one was asked for, or nil.
    var timingFailure: String? { get set }
    /// The row's cells as the expectations name them.
    var key: Expectations.Key { get }
    /// The count columns, by name, as the expectations compare them and CSV writes them.
    var countCells: [String: String] { get }
    /// Forgets what only a trace shows, once its section is written.
    mutating func dropTrace()

    /// The expectations' columns for these rows, and the command that writes them.
    static var schema: Expectations.Schema { get }
    /// What the expectations cover of `section`: the steps, and the watchers.
    static func scope(_ section: Report<Self>.Section) -> Expectations.Scope
    /// Measures `plan` into `report`, handing each section to `finished` as
    /// soon as it is measured.
    static func measure(
        _ plan: Plan, into report: Report<Self>, finished: (Report<Self>.Section) throws(Failure) -> Void
    ) throws(Failure) -> Report<Self>
}

/// A row every format can show.
typealias WrittenRow = TableRow & CSVRow & JSONRow & PageRow

extension ReportRow {
    /// The row's key cells under the schema's key columns, as CSV writes
    /// them: `tally,1,property,class,robin`.
    var keyCells: [String] {
        let key = key
        let cells = [
            "workload": key.workload, "size": String(key.size), "notify": key.notify, "kind": key.kind,
            "step": key.step, "watcher": key.watcher,
        ]
        return Self.schema.keyColumns.map { cells[$0]! }
    }
}

extension StepResult: ReportRow {
    var key: Expectations.Key {
        Expectations.Key(
            workload: workload, size: size, notify: combination.notify.rawValue, kind: combination.kind.rawValue,
            step: step)
    }

    /// The count columns of one result, as the CSV writes them.
    var countCells: [String: String] {
        [
            "recomputes": String(counts.recomputes),
            "bodies": counts.bodySummary,
            "skipped": String(counts.skipped),
            "compared": String(counts.compared),
            "stale": String(stale.count),
            "port_stale": String(portStale.count),
            "actions": String(counts.actions),
            "actions_stopped": String(counts.stoppedActions.count),
            "tasks_started": String(counts.tasksStarted),
            "tasks_cancelled": String(counts.tasksCancelled),
            "models_initialised": String(counts.modelsInitialised),
        ]
    }

    /// A run at millions of rows holds no body run it has already written.
    mutating func dropTrace() {
        runs = nil
        page = nil
    }

    static var schema: Expectations.Schema { Expectations.bodies }

    static func scope(_ section: BodyReport.Section) -> Expectations.Scope {
        Expectations.Scope(
            workload: section.workload.name, size: section.size, combinations: section.combinations,
            steps: section.workload.steps, watchers: [""])
    }

    static func measure(
        _ plan: Plan, into report: BodyReport, finished: (BodyReport.Section) throws(Failure) -> Void
    ) throws(Failure) -> BodyReport {
        try CompareKit.measure(plan, into: report, finished: finished)
    }
}

extension WatchRow: ReportRow {
    var key: Expectations.Key {
        Expectations.Key(
            workload: workload, size: size, notify: combination.notify.rawValue, kind: combination.kind.rawValue,
            step: step, watcher: watcher)
    }

    var countCells: [String: String] {
        guard unavailable == nil else { return ["values": "n/a", "duplicates": "n/a", "events": "n/a"] }
        return ["values": String(values), "duplicates": String(duplicates), "events": events]
    }

    /// Every delivery counts: nothing to forget.
    mutating func dropTrace() {}

    static var schema: Expectations.Schema { Expectations.watchers }

    static func scope(_ section: WatchReport.Section) -> Expectations.Scope {
        Expectations.Scope(
            workload: section.workload.name, size: section.size, combinations: section.combinations,
            steps: section.workload.watchSteps, watchers: section.workload.watchersAndContinuous)
    }

    static func measure(
        _ plan: Plan, into report: WatchReport, finished: (WatchReport.Section) throws(Failure) -> Void
    ) throws(Failure) -> WatchReport {
        try measureWatch(plan, into: report, finished: finished)
    }
}
