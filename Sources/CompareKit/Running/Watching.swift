import Workloads

/// What one watcher received in one step under one combination: a row of
/// `compare watch`'s report.
struct WatchRow {
    let workload: String
    let size: Int
    let combination: Combination
    let step: String
    let watcher: String
    let deliveries: [WatchLog.Delivery]
    /// Why the watcher could not run here, if it could not: Apple's continuous
    /// observation needs Swift 6.4 and macOS 27.
    var unavailable: String?
    var timing: Timing?
    var timingFailure: String?

    /// The values delivered; an until-finished watcher's end is an event, not a value.
    var values: Int { deliveries.count { !$0.isFinish } }
    var duplicates: Int { deliveries.filter(\.isDuplicate).count }

    /// A continuous watcher's runs by the event each came with, in the order
    /// first seen: `initial:1`, `didSet:1`; empty for a sequence.
    var events: String {
        var counts: [(String, Int)] = []
        for event in deliveries.compactMap(\.event) {
            if let index = counts.firstIndex(where: { $0.0 == event }) { counts[index].1 += 1 } else { counts.append((event, 1)) }
        }
        return counts.map { "\($0):\($1)" }.joined(separator: " ")
    }
}

extension Report<WatchRow>.Section {
    /// What `watcher` received in `step` under `combination`.
    func row(_ step: String, _ watcher: String, _ combination: Combination) -> WatchRow? {
        rows.first { $0.step == step && $0.watcher == watcher && $0.combination == combination }
    }
}

/// Runs every watch step of every workload and size in `plan`, and times
/// them if asked: each watcher alone, from the step's first change to its last value.
func measureWatch(_ plan: Plan) throws(Failure) -> WatchReport {
    try measureWatch(plan, into: WatchReport(plan)) { _ in }
}

/// Measures `plan` into `report` as ``measureWatch(_:)`` does, handing each
/// section to `finished` as soon as it is measured.
func measureWatch(
    _ plan: Plan, into report: WatchReport, finished: (WatchReport.Section) throws(Failure) -> Void
) throws(Failure) -> WatchReport {
    try measureSections(of: plan, into: report, finished: finished) { workload, size, steps, progress throws(Failure) in
        let combinations = workload.combinations(of: plan.combinations)
        var section = WatchReport.Section(workload: workload, size: size, combinations: combinations, steps: steps, rows: [])
        section.heldModels = workload.heldModels(size: size)
        for combination in combinations {
            progress.report("\(workload.name) size \(size) · \(combination) · counting values")
            let run = StepRun(workload, combination, size: size, watching: .all(continuous: true))
            if run.hadUnavailableWatcher {
                run.stop()
                throw .failure("the observation column needs Apple's Observations, in macOS 26 and later; run with --notify property,object")
            }
            let unavailable = run.unavailableWatchers
            func record(_ step: String, _ outcome: StepRun.Outcome) {
                for watcher in workload.watchersAndContinuous {
                    section.rows.append(WatchRow(
                        workload: workload.name, size: size, combination: combination, step: step,
                        watcher: watcher, deliveries: outcome.deliveries.filter { $0.watcher == watcher },
                        unavailable: unavailable[watcher]))
                }
            }
            record(launchStep, run.launch)
            for step in steps { record(step, run.perform(step)) }
            run.stop()
        }
        if plan.timed { timeWatchers(&section, samples: plan.samples, minTime: plan.minTime, progress: progress) }
        return section
    }
}

/// Times each watcher of `section` alone, step by step, combinations
/// interleaved sample by sample as the body timings are.
private func timeWatchers(_ section: inout WatchReport.Section, samples: Int, minTime: UInt64, progress: RunProgress) {
    let workload = section.workload
    let size = section.size
    let combinations = section.combinations
    // A count the model keeps delivers no value to time: its cells say so ("-").
    for watcher in workload.watchersAndContinuous where !workload.counts.contains(watcher) {
        let runs = section.combinations.map {
            StepRun(workload, $0, size: size, watching: .only(watcher, describes: false))
        }
        defer { for run in runs { run.stop() } }
        for step in [launchStep] + section.steps {
            func sample(_ index: Int, _ iterations: Int) -> UInt64 {
                var elapsed: UInt64 = 0
                for _ in 0..<iterations {
                    if step == launchStep {
                        let fresh = StepRun(workload, combinations[index], size: size, watching: .only(watcher, describes: false))
                        elapsed += fresh.launch.elapsed
                        fresh.stop()
                    } else {
                        elapsed += runs[index].perform(step).elapsed
                        if let inverse = workload.inverse(of: step) { _ = runs[index].perform(inverse) }
                    }
                }
                return elapsed
            }
            let timed = runs.indices.map { index in Timed.calibrated(minTime: minTime) { sample(index, $0) } }
            let timings = sampleInterleaved(timed, samples: samples) { number in
                progress.report("\(workload.name) size \(size) · \(watcher) · \(step) · sample \(number + 1) of \(samples)")
            }
            for (index, combination) in section.combinations.enumerated() {
                // A watcher that could not run here has no time to show.
                guard let position = section.rows.firstIndex(where: {
                    $0.step == step && $0.watcher == watcher && $0.combination == combination
                }), section.rows[position].unavailable == nil else { continue }
                section.rows[position].timing = timings[index]
            }
        }
    }
}
