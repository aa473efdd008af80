import Foundation
import ViewGraph

/// The report as JSON: ``ReportFormat/json(_:trace:)`` all at once.
func json(_ report: Report) throws(Failure) -> String {
    try ReportFormat.json(report, trace: false).text(report, report.sections)
}

extension ReportFormat where Section == Report.Section, Whole == Report, Failed == Failure {
    /// The report as JSON, section by section: a schema version, the machine,
    /// the settings and every figure; each body run, with its view's id and
    /// causes, only when `trace` asks.
    static func json(_ report: Report, trace: Bool) throws(Failure) -> Self {
        try json(documentHeader(report.machine, timed: report.timed, samples: report.samples, minTime: report.minTime)) {
            section in
            [
                "workload": section.workload.name,
                "size": section.size,
                "timing_notes": section.timingNotes,
                "results": section.results.map { resultObject($0, runs: trace ? $0.runs ?? [] : nil) },
            ]
        }
    }
}

/// What every JSON report opens with: the schema version, the machine and the settings.
func documentHeader(_ machine: Machine, timed: Bool, samples: Int, minTime: UInt64) -> [String: Any] {
    ["schema": 2, "machine": machineObject(machine), "settings": settingsObject(timed: timed, samples: samples, minTime: minTime)]
}

/// The machine a report was measured on, as JSON.
func machineObject(_ machine: Machine) -> [String: Any] {
    [
        "cores": machine.cores, "os": machine.os, "swift": machine.swift,
        "configuration": machine.configuration, "date": machine.date,
    ]
}

/// How a report was timed, as JSON: zeros when it was counts-only.
func settingsObject(timed: Bool, samples: Int, minTime: UInt64) -> [String: Any] {
    ["timed": timed, "samples": timed ? samples : 0, "min_time_ns": timed ? Int(minTime) : 0]
}

/// A timing, as JSON.
func timingObject(_ timing: Timing) -> [String: Any] {
    [
        "median_ns": timing.median, "min_ns": timing.min, "max_ns": timing.max,
        "mad_ns": timing.mad, "samples": timing.samples, "iterations": timing.iterations,
    ]
}

/// `document` as pretty-printed JSON with sorted keys.
func encodeJSON(_ document: [String: Any]) throws(Failure) -> String {
    do {
        let data = try JSONSerialization.data(withJSONObject: document, options: [.prettyPrinted, .sortedKeys])
        return String(decoding: data, as: UTF8.self) + "\n"
    } catch {
        throw .failure("could not encode the report as JSON: \(error)")
    }
}

private func resultObject(_ result: StepResult, runs: [BodyRun]?) -> [String: Any] {
    var object: [String: Any] = [
        "notify": result.combination.notify.rawValue,
        "kind": result.combination.kind.rawValue,
        "step": result.step,
        "recomputes": result.counts.recomputes,
        "bodies": result.counts.bodySummary,
        "views": result.counts.views.map { ["view": $0.view, "runs": $0.runs, "causes": $0.causes] as [String: Any] },
        "skipped": result.counts.skipped,
        "compared": result.counts.compared,
        "dropped_callbacks": result.counts.dropped,
        "stale": result.stale.map(\.description),
    ]
    if let runs {
        object["runs"] = runs.map { run in
            ["view": run.view, "id": run.key.id, "causes": run.causes.map(\.description)]
        }
    }
    if let timing = result.timing { object["timing"] = timingObject(timing) }
    return object
}
