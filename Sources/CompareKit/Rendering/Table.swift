import Foundation
import Workloads

// The table format: what a terminal reads, columns aligned.

extension Report where Row: TableRow {
    /// The report as a terminal reads it: aligned tables, then notes, then
    /// what the rows sum up to (stale views); with `trace`, every run instead
    /// of the tables. The report gives the settings; its sections come one by one.
    func table(trace: Bool) -> ReportFormat<Section, Report, Never>? {
        ReportFormat(
            separator: "\n\n",
            section: { section in
                if trace { return Row.traceText(section, self) }
                var parts = Row.grids(section, self).map { "\($0.title)\n" + align([$0.header] + $0.rows) }
                parts += Row.notes(section)
                if !section.timingNotes.isEmpty {
                    parts.append("how steps were timed:\n" + section.timingNotes.map { "  " + $0 }.joined(separator: "\n"))
                }
                return parts.joined(separator: "\n\n")
            },
            closing: { report in Row.summary(report).map { "\n\n" + $0 + "\n" } ?? "\n" })
    }
}

extension MicroResults {
    /// The results as a terminal reads them: a figure per operation and
    /// strategy, the first runs left out, and the targets without a header,
    /// the verdict last.
    func table(trace: Bool) -> ReportFormat<MicroResults, MicroResults, Never>? {
        ReportFormat(section: { results in
            let grids = results.grids
            let first = "\(grids[0].title)\n\(align([grids[0].header] + grids[0].rows))"
            let notes = grids.dropFirst().map { "\n\n\($0.title)\n\(align($0.rows))" }.joined()
            return first + notes + "\n\ntargets\n\(align(results.targetRows.map { [$0[1], $0[2], $0[0]] }))\n"
        })
    }
}

extension FindingsList {
    /// The findings as a numbered list.
    func table(trace: Bool) -> ReportFormat<FindingsList, FindingsList, Never>? {
        ReportFormat(section: { list in
            var lines = ["findings: where the folklore and the frameworks differ, measured now"]
            for (number, finding) in list.findings.enumerated() {
                lines.append("")
                lines.append("\(number + 1). \(finding.title)")
                lines.append("   folklore:  \(finding.folklore)")
                lines.append("   measured:  \(finding.measured)")
                lines.append("   pinned by: swift test --filter \(finding.pinnedBy)")
            }
            return lines.joined(separator: "\n") + "\n"
        })
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
