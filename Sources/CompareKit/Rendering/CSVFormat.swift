import Foundation
import ViewGraph
import Workloads

// The CSV format: a row per row of a report, or per figure of compare micro,
// for a spreadsheet or a chart.

/// A row CSV writes: its counts under the schema's columns, or its trace.
protocol CSVRow: ReportRow {
    /// The row's lines of a CSV trace, each after the row's key.
    var traceCells: [[String]] { get }
    /// The trace's own columns of a CSV trace, after the key.
    static var traceColumns: [String] { get }
}

extension Report where Row: CSVRow {
    /// The report as CSV, section by section: a row per row of the report,
    /// its key and counts (and timing, unless counts-only); with `trace`, a
    /// row per thing it recorded (a body run, a value delivered).
    func csv(trace: Bool) -> ReportFormat<Section, Report, Never>? {
        let schema = Row.schema
        let header =
            trace
            ? schema.keyColumns + Row.traceColumns
            : schema.keyColumns + schema.writtenColumns + (timed ? CSV.timingColumns : [])
        return ReportFormat(
            opening: CSV.text([header]),
            section: { section in
                CSV.text(section.rows.flatMap { row in
                    let key = row.keyCells
                    return trace
                        ? row.traceCells.map { key + $0 }
                        : [key + schema.writtenColumns.map { row.countCells[$0]! }
                            + (timed ? CSV.timingCells(row.timing) : [])]
                })
            })
    }

    /// The whole report, measured already, as CSV.
    var csvText: String { csv(trace: false)!.text(self, sections) }
}

extension MicroResults {
    /// The results as CSV: a row per operation and strategy.
    func csv(trace: Bool) -> ReportFormat<MicroResults, MicroResults, Never>? {
        ReportFormat(section: { results in
            let header = ["operation", "notify", "unit"] + CSV.timingColumns + ["note"]
            return CSV.text([header] + results.results.map { result in
                [result.operation, result.notify.rawValue, result.unit] + CSV.timingCells(result.timing) + [result.note ?? ""]
            })
        })
    }
}

extension StepResult: CSVRow {
    /// One line per body run, with the view's id (empty for a view in a fixed
    /// layout) and its causes, in the order run.
    var traceCells: [[String]] {
        (runs ?? []).enumerated().map { order, run in
            [String(order + 1), run.view, run.key.id, run.causes.map(\.description).joined(separator: "; ")]
        }
    }

    static let traceColumns = ["order", "view", "id", "causes"]
}

extension WatchRow: CSVRow {
    var traceCells: [[String]] {
        deliveries.enumerated().map { order, delivery in
            [String(order + 1), delivery.value, String(delivery.isDuplicate), delivery.event ?? ""]
        }
    }

    static let traceColumns = ["order", "value", "duplicate", "event"]
}
