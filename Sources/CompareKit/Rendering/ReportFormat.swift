/// A report format written as the run goes: its opening, each section as soon
/// as it is measured (with `separator` between two), then its closing, which
/// may sum up the whole run. A run at millions of rows writes each section and
/// drops it; nothing waits for the whole document. Only JSON's encoding can
/// fail (`Failed` is ``Failure``); the text formats cannot (`Never`).
struct ReportFormat<Section, Whole, Failed: Error> {
    var opening = ""
    var separator = ""
    let section: (Section) throws(Failed) -> String
    var closing: (Whole) -> String = { _ in "" }

    /// The whole text of a report already measured.
    func text(_ whole: Whole, _ sections: [Section]) throws(Failed) -> String {
        var parts: [String] = []
        for section in sections { parts.append(try self.section(section)) }
        return opening + parts.joined(separator: separator) + closing(whole)
    }
}

extension ReportFormat where Failed == Never {
    /// The same format, typed as one that may fail, as a writer takes it.
    var mayFail: ReportFormat<Section, Whole, Failure> {
        ReportFormat<Section, Whole, Failure>(
            opening: opening, separator: separator, section: { section throws(Failure) in self.section(section) },
            closing: closing)
    }
}

/// Writes a report to its output as the run goes, in one format.
final class ReportWriter<Section, Whole> {
    private let format: ReportFormat<Section, Whole, Failure>
    private let output: ReportOutput
    private var written = 0

    /// Writes `format`'s opening to `output`.
    init(_ format: ReportFormat<Section, Whole, Failure>, to output: ReportOutput) throws(Failure) {
        self.format = format
        self.output = output
        try output.write(format.opening)
    }

    /// Writes one more section.
    func write(_ section: Section) throws(Failure) {
        let text = try format.section(section)
        try output.write(written == 0 ? text : format.separator + text)
        written += 1
    }

    /// Writes the closing, which sums up `whole`.
    func close(_ whole: Whole) throws(Failure) {
        try output.write(format.closing(whole))
    }
}
