import Foundation
import Workloads

// compare watch's report in every format: the same shapes as the body counts,
// a row per step and watcher.

extension Grid {
    /// The grids of a watch section: values received, and timings if taken.
    static func watch(_ section: WatchReport.Section, report: WatchReport) -> [Grid] {
        let name = section.workload.name
        let sized = section.workload.isSized ? " (size \(section.size))" : ""
        func grid(_ title: String, cell: (WatchReport.Row) -> String) -> Grid {
            Grid(
                title: title, header: ["step · watcher"] + section.combinations.map(\.description),
                rows: ([launchStep] + section.steps).flatMap { step in
                    section.workload.watchers.map { watcher in
                        ["\(step) · \(watcher)"] + section.combinations.map {
                            section.row(step, watcher, $0).map(cell) ?? "-"
                        }
                    }
                })
        }
        var grids = [
            grid("\(name): values each watcher received per step (of them, equal to the one before)\(sized)") {
                "\($0.values) (\($0.duplicates))"
            }
        ]
        if report.timed {
            grids.append(grid(
                "\(name): time from the step's first change to its last value\(sized) (median of \(report.samples) samples; min-max)"
            ) { timingCell($0.timing) })
        }
        return grids
    }
}

/// Every value delivered, step by step, under each combination.
func watchTraceText(_ section: WatchReport.Section) -> String {
    let sized = section.workload.isSized ? " (size \(section.size))" : ""
    var lines = ["\(section.workload.name)\(sized): every value each watcher received"]
    for step in [launchStep] + section.steps {
        lines.append(step)
        for combination in section.combinations {
            lines.append("  \(combination)")
            let deliveries = section.rows.filter { $0.step == step && $0.combination == combination }.flatMap(\.deliveries)
            if deliveries.isEmpty { lines.append("    (no value)") }
            lines += deliveries.sorted { $0.turn < $1.turn }.map { delivery in
                "    \(delivery.watcher) = \(delivery.value)\(delivery.isDuplicate ? "  (equal to the one before)" : "")"
            }
        }
    }
    return lines.joined(separator: "\n")
}

extension ReportFormat where Section == WatchReport.Section, Whole == WatchReport, Failed == Never {
    /// The watch report as a terminal reads it, section by section.
    static func watchTable(_ report: WatchReport, trace: Bool) -> Self {
        ReportFormat(
            separator: "\n\n",
            section: { section in
                trace
                    ? watchTraceText(section)
                    : Grid.watch(section, report: report).map { "\($0.title)\n" + align([$0.header] + $0.rows) }
                        .joined(separator: "\n\n")
            },
            closing: { _ in "\n" })
    }

    /// The watch report as markdown tables, section by section.
    static func watchMarkdown(_ report: WatchReport, trace: Bool) -> Self {
        ReportFormat(
            separator: "\n\n",
            section: { section in
                trace
                    ? "```\n\(watchTraceText(section))\n```"
                    : Grid.watch(section, report: report).map(markdownTable).joined(separator: "\n\n")
            },
            closing: { _ in "\n" })
    }

    /// The watch report as CSV, section by section: a row per step and
    /// watcher with its values and duplicates (and timing, unless counts-only);
    /// with `trace`, a row per value delivered.
    static func watchCSV(_ report: WatchReport, trace: Bool) -> Self {
        let header =
            trace
            ? CSV.watchKeyColumns + ["order", "value", "duplicate"]
            : CSV.watchKeyColumns + Expectations.watchers.countColumns + (report.timed ? CSV.timingColumns : [])
        return ReportFormat(
            opening: CSV.text([header]),
            section: { section in
                CSV.text(section.rows.flatMap { row in
                    trace
                        ? row.deliveries.enumerated().map { order, delivery in
                            CSV.watchKey(row) + [String(order + 1), delivery.value, String(delivery.isDuplicate)]
                        }
                        : [CSV.watchKey(row) + [String(row.values), String(row.duplicates)]
                            + (report.timed ? CSV.timingCells(row.timing) : [])]
                })
            })
    }
}

/// The watch report as markdown tables.
func watchMarkdown(_ report: WatchReport) -> String {
    ReportFormat.watchMarkdown(report, trace: false).text(report, report.sections)
}

extension CSV {
    /// The columns that name what a watch row is about.
    static let watchKeyColumns = ["workload", "size", "notify", "kind", "step", "watcher"]

    /// One row per workload, size, combination, step and watcher: its values
    /// and duplicates, and the timing columns unless the run was counts-only.
    static func watch(_ report: WatchReport) -> String {
        ReportFormat.watchCSV(report, trace: false).text(report, report.sections)
    }

    fileprivate static func watchKey(_ row: WatchReport.Row) -> [String] {
        [row.workload, String(row.size), row.combination.notify.rawValue, row.combination.kind.rawValue, row.step, row.watcher]
    }
}

extension ReportFormat where Section == WatchReport.Section, Whole == WatchReport, Failed == Failure {
    /// The watch report as JSON, in the body report's shape, section by section.
    static func watchJSON(_ report: WatchReport, trace: Bool) throws(Failure) -> Self {
        try json(documentHeader(report.machine, timed: report.timed, samples: report.samples, minTime: report.minTime)) {
            section in
            [
                "workload": section.workload.name,
                "size": section.size,
                "watchers": section.rows.map { row in
                    var object: [String: Any] = [
                        "notify": row.combination.notify.rawValue, "kind": row.combination.kind.rawValue,
                        "step": row.step, "watcher": row.watcher, "values": row.values, "duplicates": row.duplicates,
                    ]
                    if trace {
                        object["delivered"] = row.deliveries.map { ["value": $0.value, "duplicate": $0.isDuplicate] }
                    }
                    if let timing = row.timing { object["timing"] = timingObject(timing) }
                    return object
                },
            ]
        }
    }
}
