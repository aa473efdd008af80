import Foundation
import ViewGraph
import Workloads

// The JSON format: every figure with the machine and the settings, for a
// program to read.

/// A row JSON writes, and where a section puts the rows.
protocol JSONRow: ReportRow {
    /// The row as JSON; with `trace`, with what it recorded one by one.
    func jsonObject(trace: Bool) -> [String: Any]
    /// Where the rows go in a JSON section, with what else it has beside
    /// them: `results`, or `watchers`.
    static func jsonFields(_ section: Report<Self>.Section, trace: Bool) -> [String: Any]
}

extension Report where Row: JSONRow {
    /// The report as JSON, section by section: a schema version, the machine,
    /// the settings and every figure; what each row recorded one by one (each
    /// body run, with its view's id and causes; each value) only when `trace` asks.
    func json(trace: Bool) throws(Failure) -> ReportFormat<Section, Report, Failure>? {
        try .json(documentHeader(machine, timed: timed, samples: samples, minTime: minTime)) { section in
            ["workload": section.workload.name, "size": section.size].merging(Row.jsonFields(section, trace: trace)) { $1 }
        }
    }
}

extension MicroResults {
    /// The results as JSON: the machine, each operation's figure under each
    /// strategy, and the targets.
    func json(trace: Bool) throws(Failure) -> ReportFormat<MicroResults, MicroResults, Failure>? {
        ReportFormat(section: { results throws(Failure) in
            try encodeJSON([
                // 2: timings under the names every other document gives them (median_ns, not median).
                "schema": 2,
                "machine": machineObject(results.machine),
                "operations": results.results.map { result -> [String: Any] in
                    var object: [String: Any] = ["operation": result.operation, "notify": result.notify.rawValue, "unit": result.unit]
                    if let timing = result.timing { object.merge(timingObject(timing)) { $1 } }
                    if let note = result.note { object["note"] = note }
                    return object
                },
                "targets": results.targets.map {
                    ["target": $0.description, "ratio": $0.measured, "limit": $0.limit, "met": $0.met] as [String: Any]
                },
            ])
        })
    }
}

extension StepResult: JSONRow {
    func jsonObject(trace: Bool) -> [String: Any] {
        var object: [String: Any] = [
            "notify": combination.notify.rawValue,
            "kind": combination.kind.rawValue,
            "step": step,
            "recomputes": counts.recomputes,
            "bodies": counts.bodySummary,
            "views": counts.views.map { ["view": $0.view, "runs": $0.runs, "causes": $0.causes] as [String: Any] },
            "skipped": counts.skipped,
            "compared": counts.compared,
            "dropped_callbacks": counts.dropped,
            "stale": stale.map(\.description),
            "port_stale": portStale.map(\.description),
            "actions": counts.actions,
            // The count under CSV's name, and each stopped action's line.
            "actions_stopped": counts.stoppedActions.count,
            "stopped_actions": counts.stoppedActions,
            "tasks_started": counts.tasksStarted,
            "tasks_cancelled": counts.tasksCancelled,
            "models_initialised": counts.modelsInitialised,
        ]
        if trace {
            object["runs"] = (runs ?? []).map { run in
                ["view": run.view, "id": run.key.id, "causes": run.causes.map(\.description)]
            }
        }
        if let timing {
            var fields = timingObject(timing)
            if let alone { fields["alone_ns"] = alone }
            object["timing"] = fields
        }
        if let timingFailure { object["timing_failure"] = timingFailure }
        return object
    }

    static func jsonFields(_ section: BodyReport.Section, trace: Bool) -> [String: Any] {
        var fields: [String: Any] = ["timing_notes": section.timingNotes, "results": section.rows.map { $0.jsonObject(trace: trace) }]
        if section.objectReading != nil {
            fields["object_reading"] =
                section.isMixed ? "mixed" : section.holdsClassicModels || section.workload.readsObjectsAsWritten ? "as-written" : "port"
        }
        fields["state_declaration"] = "\(section.workload.stateDeclaration)"
        if section.propertyReading != nil { fields["property_reading"] = "observable-port" }
        if let rule = section.workload.equality { fields["equality"] = rule.rawValue }
        return fields
    }
}

extension WatchRow: JSONRow {
    func jsonObject(trace: Bool) -> [String: Any] {
        var object: [String: Any] = [
            "notify": combination.notify.rawValue, "kind": combination.kind.rawValue,
            "step": step, "watcher": watcher, "values": values, "duplicates": duplicates,
        ]
        if let unavailable {
            object["values"] = NSNull()
            object["duplicates"] = NSNull()
            object["unavailable"] = unavailable
        } else if deliveries.contains(where: { $0.event != nil }) {
            object["events"] = events
        }
        if trace {
            object["delivered"] = deliveries.map { delivery -> [String: Any] in
                var delivered: [String: Any] = ["value": delivery.value, "duplicate": delivery.isDuplicate]
                if let event = delivery.event { delivered["event"] = event }
                return delivered
            }
        }
        if let timing { object["timing"] = timingObject(timing) }
        return object
    }

    static func jsonFields(_ section: WatchReport.Section, trace: Bool) -> [String: Any] {
        ["watchers": section.rows.map { $0.jsonObject(trace: trace) }]
    }
}

extension ReportFormat where Failed == Failure {
    /// JSON written section by section: `document` with a "sections" array
    /// whose elements are `object(section)`, each encoded alone and indented
    /// into place, so that the text is the one the whole document encodes to.
    static func json(
        _ document: [String: Any], section object: @escaping (Section) -> [String: Any]
    ) throws(Failure) -> Self {
        let marker = "sections go here"
        var outline = document
        outline["sections"] = [marker]
        let text = try encodeJSON(outline)
        guard let place = text.range(of: "\"\(marker)\"") else {
            throw .failure("could not lay out the report as JSON; please report this")
        }
        let lineStart = text[..<place.lowerBound].lastIndex(of: "\n").map(text.index(after:)) ?? text.startIndex
        let indent = String(text[lineStart..<place.lowerBound])
        return ReportFormat(
            opening: String(text[..<lineStart]), separator: ",\n",
            section: { section throws(Failure) in
                try encodeJSON(object(section)).dropLast().split(separator: "\n", omittingEmptySubsequences: false)
                    .map { $0.isEmpty ? "" : indent + $0 }.joined(separator: "\n")
            },
            closing: { _ in String(text[place.upperBound...]) })
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
