import Foundation

// The markdown format: a page of tables under their titles.

extension Report where Row: TableRow {
    /// The report as markdown, section by section; with `trace`, every run.
    func markdown(trace: Bool) -> ReportFormat<Section, Report, Never>? {
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

    /// The whole report, measured already, as markdown tables.
    var markdownText: String { markdown(trace: false)!.text(self, sections) }
}

extension MicroResults {
    /// The results as markdown tables; the targets' verdict and description
    /// are words, the figure a number.
    func markdown(trace: Bool) -> ReportFormat<MicroResults, MicroResults, Never>? {
        ReportFormat(section: { results in
            let targets = Grid(title: "targets", header: ["", "target", "measured"], rows: results.targetRows, textColumns: 2)
            return (results.grids + [targets]).map(markdownTable).joined(separator: "\n\n") + "\n"
        })
    }
}

extension FindingsList {
    /// The findings as a numbered markdown list, under a heading that names
    /// the executable that measured them.
    func markdown(trace: Bool) -> ReportFormat<FindingsList, FindingsList, Never>? {
        ReportFormat(section: { list in
            var lines = ["### Findings, measured by `\(list.name) findings`"]
            for (number, finding) in list.findings.enumerated() {
                lines.append("")
                lines.append("\(number + 1). **\(finding.title).** Folklore: \(finding.folklore). Measured: \(finding.measured). "
                    + "Pinned by `swift test --filter \(finding.pinnedBy)`.")
            }
            return lines.joined(separator: "\n") + "\n"
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
