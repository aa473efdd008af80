import Workloads

/// What to run: which workloads at which sizes, under which combinations, and
/// whether and how to time.
struct Plan {
    var workloads: [(workload: Workload, sizes: [Int])]
    var combinations: [Combination]
    var steps: (Workload) -> [String] = { $0.steps }
    var timed: Bool
    var samples = 15
    var minTime: UInt64 = 1_000_000
    /// Whether to keep quiet about progress on a terminal.
    var quiet = false
    /// Whether to keep each step's body runs for a trace, and of which view
    /// alone (nil for every view).
    var trace = false
    var traceView: String?
    /// Whether to keep each step's tree for a page (`--format html`).
    var pages = false
}

/// Counts every step of every workload and size in `plan`, times them if asked,
/// and gathers the figures into a report.
func measure(_ plan: Plan) -> BodyReport {
    measure(plan, into: BodyReport(plan)) { _ in }
}

/// Measures `plan` into `report` (made by ``Report/init(_:)``), handing each
/// section to `finished` as soon as it is measured, with its body runs if
/// traced; the report keeps the section without them, so that a long run
/// writes its output as it goes and holds no run it has already written.
func measure<Failed: Error>(
    _ plan: Plan, into report: BodyReport, finished: (BodyReport.Section) throws(Failed) -> Void
) throws(Failed) -> BodyReport {
    try measureSections(of: plan, into: report, finished: finished) { workload, size, steps, progress throws(Failed) in
        // A workload runs only the columns of the kinds it has.
        let combinations = workload.combinations(of: plan.combinations)
        var section = BodyReport.Section(
            workload: workload, size: size, combinations: combinations, steps: steps,
            rows: count(
                workload, size: size, combinations: combinations, steps: steps,
                keepingRuns: plan.trace, of: plan.traceView, keepingPages: plan.pages, progress: progress))
        section.heldModels = workload.heldModels(size: size)
        // A step that broke (A11, a missing environment) fails the run: nothing of it is timed.
        let broke = section.rows.contains { !$0.counts.unfoundControls.isEmpty || !$0.counts.missingEnvironment.isEmpty }
        if plan.timed && !broke { time(&section, samples: plan.samples, minTime: plan.minTime, progress: progress) }
        return section
    }
}

/// The pipeline every report runs through: a section made by `measure` for
/// each workload of `plan` at each of its sizes (its default alone, if it
/// has no size), with the steps the plan runs of it, handed to `finished`,
/// then kept without what only its trace shows.
func measureSections<Row, Failed: Error>(
    of plan: Plan, into report: Report<Row>, finished: (Report<Row>.Section) throws(Failed) -> Void,
    _ measure: (Workload, Int, [String], RunProgress) throws(Failed) -> Report<Row>.Section
) throws(Failed) -> Report<Row> {
    var report = report
    let progress = RunProgress(quiet: plan.quiet)
    defer { progress.finish() }
    for (workload, sizes) in plan.workloads {
        for size in workload.isSized ? sizes : [workload.defaultSize] {
            var section = try measure(workload, size, plan.steps(workload), progress)
            progress.finish()
            try finished(section)
            for index in section.rows.indices { section.rows[index].dropTrace() }
            report.sections.append(section)
        }
    }
    return report
}
