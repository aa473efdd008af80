import Foundation

extension Report {
    /// The report as markdown, section by section; with `trace`, every run.
    func markdown(trace: Bool) -> ReportFormat<Section, Report, Never> {
        ReportFormat(
            separator: "\n\n",
            section: { section in
                if trace { return "```\n\(Row.traceText(section, self))\n```" }
                var parts = Row.grids(section, self).map(markdownTable)
                parts += Row.notes(section)
                if !section.timingNotes.isEmpty {
                    parts.append("How steps were timed:\n\n" + section.timingNotes.map { "- " + $0 }.joined(separator: "\n"))
                }
                return parts.joined(separator: "\n\n")
            },
            closing: { report in
                Row.summary(report).map { "\n\n" + $0.replacingOccurrences(of: "\n  ", with: "\n- ") + "\n" } ?? "\n"
            })
    }
}

/// A grid as a markdown table under its title.
/// Its text columns are aligned left, its figures right.
func markdownTable(_ grid: Grid) -> String {
    let rows = [grid.header, grid.header.indices.map { $0 < grid.textColumns ? "---" : "---:" }] + grid.rows
    return "### \(grid.title)\n\n" + rows.map { "| " + $0.map(escape).joined(separator: " | ") + " |" }.joined(separator: "\n")
}

/// Escapes the characters that would break a markdown table cell.
private func escape(_ cell: String) -> String {
    cell.replacingOccurrences(of: "|", with: "\\|")
}
