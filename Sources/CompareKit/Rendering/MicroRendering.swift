import Foundation
import Workloads

/// `compare micro` as a table, CSV, JSON or markdown.
func renderMicro(
    _ results: [MicroResult], of suite: MicroSuite, format: Options.Format, samples: Int, machine: Machine
) throws(Failure) -> String {
    let targets = suite.targets(results)
    switch format {
    case .html:
        throw .usage("micro prints a table, csv, json or markdown, not html; a page shows the body counts and the watchers")
    case .csv:
        let header = ["operation", "notify", "unit"] + CSV.timingColumns + ["note"]
        return CSV.text([header] + results.map { result in
            [result.operation, result.notify.rawValue, result.unit] + CSV.timingCells(result.timing) + [result.note ?? ""]
        })
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
        return try encodeJSON(document)
    case .table, .markdown:
        let columns = Notify.allCases.filter { notify in results.contains { $0.notify == notify } }
        let header = ["operation"] + columns.map(\.rawValue)
        let measured = suite.operations.filter { operation in results.contains { $0.operation == operation } }
        let rows = measured.map { operation in
            [operation] + columns.map { notify in
                guard let result = results.first(where: { $0.operation == operation && $0.notify == notify }) else { return "-" }
                guard let timing = result.timing else { return "n/a: \(result.note ?? "")" }
                return result.unit == "ns" ? timingCell(timing) : "\(Int(timing.median.rounded())) \(result.unit)"
            }
        }
        let targetRows = targets.map { [$0.met ? "met" : "MISSED", $0.description, String(format: "%.2f of the limit", $0.measured / $0.limit)] }
        // A timed figure with a note: the first run, left out of its samples.
        let noteRows = results.compactMap { result in
            result.timing != nil ? result.note.map { [result.operation, result.notify.rawValue, $0] } : nil
        }
        let screen = suite.screen.map { ", the operations on a screen of \($0.rows.formatted()) rows: \(min(samples, $0.samples))" }
        var grids = [Grid(title: "per operation (median of \(samples) samples\(screen ?? ""); min-max)", header: header, rows: rows)]
        if !noteRows.isEmpty {
            grids.append(Grid(title: "first runs", header: ["operation", "notify", "note"], rows: noteRows, textColumns: 3))
        }
        if format == .markdown {
            // The verdict and the target are words, the figure a number.
            let targets = Grid(title: "targets", header: ["", "target", "measured"], rows: targetRows, textColumns: 2)
            return (grids + [targets]).map(markdownTable).joined(separator: "\n\n") + "\n"
        }
        // A terminal reads the targets without a header, the verdict last.
        let first = "\(grids[0].title)\n\(align([grids[0].header] + grids[0].rows))"
        let notes = grids.dropFirst().map { "\n\n\($0.title)\n\(align($0.rows))" }.joined()
        return first + notes + "\n\ntargets\n\(align(targetRows.map { [$0[1], $0[2], $0[0]] }))\n"
    }
}
