import Foundation
import ViewGraph

extension Report {
    /// The report as JSON, section by section: a schema version, the machine,
    /// the settings and every figure; what each row recorded one by one (each
    /// body run, with its view's id and causes; each value) only when `trace` asks.
    func json(trace: Bool) throws(Failure) -> ReportFormat<Section, Report, Failure> {
        try .json(documentHeader(machine, timed: timed, samples: samples, minTime: minTime)) { section in
            ["workload": section.workload.name, "size": section.size].merging(Row.jsonFields(section, trace: trace)) { $1 }
        }
    }

    /// The format `format` names, to be written as the run goes.
    func format(_ format: Options.Format, trace: Bool) throws(Failure) -> ReportFormat<Section, Report, Failure> {
        switch format {
        case .table: table(trace: trace).mayFail
        case .markdown: markdown(trace: trace).mayFail
        case .csv: csv(trace: trace).mayFail
        case .json: try json(trace: trace)
        case .html: html().mayFail
        }
    }

    /// The whole report, measured already, as JSON.
    func jsonText() throws(Failure) -> String { try json(trace: false).text(self, sections) }
    /// The whole report, measured already, as markdown tables.
    var markdownText: String { markdown(trace: false).text(self, sections) }
    /// The whole report, measured already, as CSV.
    var csvText: String { csv(trace: false).text(self, sections) }
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
