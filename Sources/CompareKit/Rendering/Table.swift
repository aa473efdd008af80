import Workloads

extension ReportFormat where Section == Report.Section, Whole == Report, Failed == Never {
    /// The report as a terminal reads it: aligned tables, then stale views and
    /// notes; with `trace`, every body run instead of the tables. `report`
    /// gives the settings; its sections come one by one.
    static func table(_ report: Report, trace: Bool) -> Self {
        ReportFormat(
            separator: "\n\n",
            section: { section in
                if trace { return traceText(section, report) }
                var parts = Grid.all(section, report: report).map { "\($0.title)\n" + align([$0.header] + $0.rows) }
                if !section.timingNotes.isEmpty {
                    parts.append("how steps were timed:\n" + section.timingNotes.map { "  " + $0 }.joined(separator: "\n"))
                }
                return parts.joined(separator: "\n\n")
            },
            closing: { "\n\n" + staleSummary($0) + "\n" })
    }
}

/// Lines up `rows` in columns: the first left-aligned, the rest right-aligned.
func align(_ rows: [[String]]) -> String {
    guard let width = rows.first?.count else { return "" }
    let widths = (0..<width).map { column in rows.map { $0[column].count }.max() ?? 0 }
    return rows.map { row in
        row.enumerated().map { column, cell in
            let pad = String(repeating: " ", count: widths[column] - cell.count)
            return column == 0 ? cell + pad : pad + cell
        }.joined(separator: "  ")
    }.joined(separator: "\n")
}

/// `stale views: none`, or each stale view with its step and combination.
func staleSummary(_ report: Report) -> String {
    let stale = report.results.filter { !$0.stale.isEmpty }
    guard !stale.isEmpty else { return "stale views: none" }
    return "stale views:\n" + stale.flatMap { result in
        result.stale.map { "  \(result.workload) size \(result.size) \(result.step) \(result.combination): \($0)" }
    }.joined(separator: "\n")
}

/// Every body run with its causes, grouped by step and then by combination.
func traceText(_ section: Report.Section, _ report: Report) -> String {
    var lines = ["\(section.workload.name)\(section.workload.isSized ? " (size \(section.size))" : ""): every body run, with its causes"]
    for step in [launchStep] + section.steps {
        lines.append(step)
        for combination in section.combinations {
            guard let result = section.result(step, combination) else { continue }
            lines.append("  \(combination)")
            let runs = result.runs ?? []
            if runs.isEmpty { lines.append(report.traceView.map { "    (no \($0) ran)" } ?? "    (no body ran)") }
            lines += runs.map { "    \($0)" }
        }
    }
    return lines.joined(separator: "\n")
}
