import Foundation

/// The report as tables that paste into a README or a pull request.
func markdown(_ report: Report) -> String {
    ReportFormat.markdown(report, trace: false).text(report, report.sections)
}

extension ReportFormat where Section == Report.Section, Whole == Report, Failed == Never {
    /// The report as markdown, section by section; with `trace`, every body run.
    static func markdown(_ report: Report, trace: Bool) -> Self {
        ReportFormat(
            separator: "\n\n",
            section: { section in
                if trace { return "```\n\(traceText(section, report))\n```" }
                var parts = Grid.all(section, report: report).map(markdownTable)
                if !section.timingNotes.isEmpty {
                    parts.append("How steps were timed:\n\n" + section.timingNotes.map { "- " + $0 }.joined(separator: "\n"))
                }
                return parts.joined(separator: "\n\n")
            },
            closing: { "\n\n" + staleSummary($0).replacingOccurrences(of: "\n  ", with: "\n- ") + "\n" })
    }
}

/// A grid as a markdown table under its title.
func markdownTable(_ grid: Grid) -> String {
    let rows = [grid.header, grid.header.enumerated().map { $0.offset == 0 ? "---" : "---:" }] + grid.rows
    return "### \(grid.title)\n\n" + rows.map { "| " + $0.map(escape).joined(separator: " | ") + " |" }.joined(separator: "\n")
}

/// Escapes the characters that would break a markdown table cell.
private func escape(_ cell: String) -> String {
    cell.replacingOccurrences(of: "|", with: "\\|")
}
