import Foundation

/// The report as tables that paste into a README or a pull request.
func markdown(_ report: Report, trace: Bool) -> String {
    var parts: [String] = []
    for section in report.sections {
        if trace {
            parts.append("```\n\(traceText(section, report))\n```")
            continue
        }
        parts += Grid.all(section, report: report).map(markdownTable)
        if !section.timingNotes.isEmpty {
            parts.append("How steps were timed:\n\n" + section.timingNotes.map { "- " + $0 }.joined(separator: "\n"))
        }
    }
    parts.append(staleSummary(report).replacingOccurrences(of: "\n  ", with: "\n- "))
    return parts.joined(separator: "\n\n") + "\n"
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
