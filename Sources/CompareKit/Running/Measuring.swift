import Workloads

/// What to run: which workloads at which sizes, under which combinations, and
/// whether and how to time.
struct Plan {
    var workloads: [(workload: any Workload, sizes: [Int])]
    var combinations: [Combination]
    var steps: (any Workload) -> [String] = { $0.steps }
    var timed: Bool
    var samples = 15
    var minTime: UInt64 = 1_000_000
    /// Whether to keep quiet about progress on a terminal.
    var quiet = false
}

/// Counts every step of every workload and size in `plan`, times them if asked,
/// and gathers the figures into a report.
func measure(_ plan: Plan) -> Report {
    var report = Report(machine: .current(), samples: plan.samples, minTime: plan.minTime, timed: plan.timed)
    let progress = RunProgress(quiet: plan.quiet)
    defer { progress.finish() }
    for (workload, sizes) in plan.workloads {
        for size in workload.isSized ? sizes : [workload.defaultSize] {
            let steps = plan.steps(workload)
            var section = Report.Section(
                workload: workload, size: size, combinations: plan.combinations, steps: steps,
                results: count(workload, size: size, combinations: plan.combinations, steps: steps, progress: progress))
            if plan.timed { time(&section, samples: plan.samples, minTime: plan.minTime, progress: progress) }
            report.sections.append(section)
        }
    }
    return report
}
