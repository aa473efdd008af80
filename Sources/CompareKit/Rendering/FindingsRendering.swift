/// One place where what SwiftUI engineers are told differs from what the
/// frameworks do, with the figures measured by this run.
package struct Finding: Sendable {
    /// The finding, in a sentence.
    package let title: String
    /// What is commonly said.
    package let folklore: String
    /// What this run measured, in a sentence with its numbers.
    package let measured: String
    /// The test that pins the behaviour, for `swift test --filter`.
    package let pinnedBy: String

    /// A finding titled `title`: `folklore` says one thing, this run `measured` another, and `pinnedBy` pins it.
    package init(title: String, folklore: String, measured: String, pinnedBy: String) {
        self.title = title
        self.folklore = folklore
        self.measured = measured
        self.pinnedBy = pinnedBy
    }
}

/// The findings as text: a numbered list, or markdown for a page that names
/// the executable `name` that measured them.
func renderFindings(_ findings: [Finding], markdown: Bool, name: String) -> String {
    var lines = [markdown
        ? "### Findings, measured by `\(name) findings`"
        : "findings: where the folklore and the frameworks differ, measured now"]
    for (number, finding) in findings.enumerated() {
        lines.append("")
        if markdown {
            lines.append("\(number + 1). **\(finding.title).** Folklore: \(finding.folklore). Measured: \(finding.measured). "
                + "Pinned by `swift test --filter \(finding.pinnedBy)`.")
        } else {
            lines.append("\(number + 1). \(finding.title)")
            lines.append("   folklore:  \(finding.folklore)")
            lines.append("   measured:  \(finding.measured)")
            lines.append("   pinned by: swift test --filter \(finding.pinnedBy)")
        }
    }
    return lines.joined(separator: "\n") + "\n"
}
