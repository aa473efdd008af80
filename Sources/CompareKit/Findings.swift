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

/// The findings of one run, as a document: a numbered list, or markdown for
/// a page that names the executable `name` that measured them.
struct FindingsList: WholeDocument {
    let findings: [Finding]
    let name: String

    static func refusal(_ format: Options.Format) -> String {
        "findings prints a table or markdown, not \(format.rawValue); use --format table or --format markdown"
    }
}
