import Foundation
import Workloads

/// `compare micro` as a table, CSV, JSON or markdown.
func renderMicro(
    _ results: [MicroResult], of suite: MicroSuite, format: Options.Format, samples: Int, machine: Machine
) throws(Failure) -> String {
    let targets = suite.targets(results)
    switch format {
    case .csv:
        var rows = [["operation", "notify", "unit", "median_ns", "min_ns", "max_ns", "mad_ns", "samples", "iterations", "note"]]
        for result in results {
            if let timing = result.timing {
                rows.append([result.operation, result.notify.rawValue, result.unit]
                    + [timing.median, timing.min, timing.max, timing.mad].map(nanoseconds)
                    + [String(timing.samples), String(timing.iterations), result.note ?? ""])
            } else {
                rows.append([result.operation, result.notify.rawValue, result.unit, "", "", "", "", "", "", result.note ?? ""])
            }
        }
        return CSV.text(rows)
    case .json:
        let document: [String: Any] = [
            // 2: timings under the names every other document gives them (median_ns, not median).
            "schema": 2,
            "machine": ["cores": machine.cores, "os": machine.os, "swift": machine.swift,
                "configuration": machine.configuration, "date": machine.date],
            "operations": results.map { result -> [String: Any] in
                var object: [String: Any] = ["operation": result.operation, "notify": result.notify.rawValue, "unit": result.unit]
                if let timing = result.timing { object.merge(timingObject(timing)) { $1 } }
                if let note = result.note { object["note"] = note }
                return object
            },
            "targets": targets.map { ["target": $0.description, "ratio": $0.measured, "limit": $0.limit, "met": $0.met] as [String: Any] },
        ]
        do {
            let data = try JSONSerialization.data(withJSONObject: document, options: [.prettyPrinted, .sortedKeys])
            return String(decoding: data, as: UTF8.self) + "\n"
        } catch {
            throw .failure("could not encode the micro results as JSON: \(error)")
        }
    case .table, .markdown:
        let columns = Notify.allCases.filter { notify in results.contains { $0.notify == notify } }
        let header = ["operation"] + columns.map(\.rawValue)
        let measured = suite.operations.filter { operation in results.contains { $0.operation == operation } }
        let rows = measured.map { operation in
            [operation] + columns.map { notify in
                guard let result = results.first(where: { $0.operation == operation && $0.notify == notify }) else { return "-" }
                guard let timing = result.timing else { return "n/a: \(result.note ?? "")" }
                if result.unit != "ns" { return "\(Int(timing.median.rounded())) \(result.unit)" }
                let unit = TimeUnit(for: timing.median)
                return "\(unit.format(timing.median)) (\(unit.format(timing.min, withUnit: false))-\(unit.format(timing.max, withUnit: false)))"
            }
        }
        let targetRows = targets.map { [$0.met ? "met" : "MISSED", $0.description, String(format: "%.2f of the limit", $0.measured / $0.limit)] }
        // A timed figure with a note: the first run, left out of its samples.
        let noteRows = results.compactMap { result in
            result.timing != nil ? result.note.map { [result.operation, result.notify.rawValue, $0] } : nil
        }
        let screen = suite.screen.map { ", the operations on a screen of \($0.rows.formatted()) rows: \(min(samples, $0.samples))" }
        let title = "per operation (median of \(samples) samples\(screen ?? ""); min-max)"
        if format == .markdown {
            func table(_ rows: [[String]]) -> String {
                rows.map { "| " + $0.joined(separator: " | ") + " |" }.joined(separator: "\n")
            }
            let notes = noteRows.isEmpty ? "" : "\n\n### first runs\n\n" + table([["operation", "notify", "note"], ["---", "---", "---"]] + noteRows)
            return "### \(title)\n\n" + table([header, header.map { _ in "---" }] + rows) + notes
                + "\n\n### targets\n\n" + table([["", "target", "measured"], ["---", "---", "---:"]] + targetRows) + "\n"
        }
        let notes = noteRows.isEmpty ? "" : "\n\nfirst runs\n\(align(noteRows))"
        return "\(title)\n\(align([header] + rows))\(notes)\n\ntargets\n\(align(targetRows.map { [$0[1], $0[2], $0[0]] }))\n"
    }
}
