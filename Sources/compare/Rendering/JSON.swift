import Foundation

/// The report as JSON: a schema version, the machine, the settings and every figure.
func json(_ report: Report) throws(Failure) -> String {
    let document: [String: Any] = [
        "schema": 1,
        "machine": [
            "cores": report.machine.cores,
            "os": report.machine.os,
            "swift": report.machine.swift,
            "configuration": report.machine.configuration,
            "date": report.machine.date,
        ],
        "settings": [
            "timed": report.timed,
            "samples": report.timed ? report.samples : 0,
            "min_time_ns": report.timed ? Int(report.minTime) : 0,
        ],
        "sections": report.sections.map { section in
            [
                "workload": section.workload.name,
                "size": section.size,
                "timing_notes": section.timingNotes,
                "results": section.results.map(resultObject),
            ] as [String: Any]
        },
    ]
    do {
        let data = try JSONSerialization.data(withJSONObject: document, options: [.prettyPrinted, .sortedKeys])
        return String(decoding: data, as: UTF8.self) + "\n"
    } catch {
        throw .failure("could not encode the report as JSON: \(error)")
    }
}

private func resultObject(_ result: StepResult) -> [String: Any] {
    var object: [String: Any] = [
        "notify": result.combination.notify.rawValue,
        "kind": result.combination.kind.rawValue,
        "step": result.step,
        "recomputes": result.flush.recomputes,
        "bodies": result.flush.bodies,
        "runs": result.flush.runs.map { ["view": $0.view, "causes": $0.causes.map(\.description)] },
        "skipped": result.flush.skipped,
        "compared": result.flush.compared,
        "stale": result.stale.map(\.description),
    ]
    if let timing = result.timing {
        object["timing"] = [
            "median_ns": timing.median, "min_ns": timing.min, "max_ns": timing.max,
            "mad_ns": timing.mad, "samples": timing.samples, "iterations": timing.iterations,
        ] as [String: Any]
    }
    return object
}
