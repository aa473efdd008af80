import Foundation
import Workloads

/// What one `compare micro` run measured, as a document: each operation's
/// figure under each strategy, the first runs left out of the samples, and
/// the targets the figures are held to.
struct MicroResults: WholeDocument {
    let results: [MicroResult]
    let suite: MicroSuite
    /// Samples per operation asked for.
    let samples: Int
    let machine: Machine

    /// The targets, checked against these figures.
    var targets: [MicroTarget] { suite.targets(results) }

    static func refusal(_ format: Options.Format) -> String {
        "micro prints a table, csv, json or markdown, not \(format.rawValue); a page shows the body counts and the watchers"
    }

    /// What a table and markdown show: a figure per operation and strategy,
    /// and the first runs left out of the samples, if any.
    var grids: [Grid] {
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
        // A timed figure with a note: the first run, left out of its samples.
        let noteRows = results.compactMap { result in
            result.timing != nil ? result.note.map { [result.operation, result.notify.rawValue, $0] } : nil
        }
        let screen = suite.screen.map { ", the operations on a screen of \($0.rows.formatted()) rows: \(min(samples, $0.samples))" }
        var grids = [Grid(title: "per operation (median of \(samples) samples\(screen ?? ""); min-max)", header: header, rows: rows)]
        if !noteRows.isEmpty {
            grids.append(Grid(title: "first runs", header: ["operation", "notify", "note"], rows: noteRows, textColumns: 3))
        }
        return grids
    }

    /// Each target as its verdict, its words and its fraction of the limit.
    var targetRows: [[String]] {
        targets.map { [$0.met ? "met" : "MISSED", $0.description, String(format: "%.2f of the limit", $0.measured / $0.limit)] }
    }
}
