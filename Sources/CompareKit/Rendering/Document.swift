/// What `compare` writes, in the format asked: a report of body counts or of
/// watchers' values (``Report``, written section by section as it is
/// measured), `compare micro`'s results (``MicroResults``) and `compare
/// findings` (``FindingsList``). Each format is a file of its own (Table,
/// Markdown, CSVFormat, JSON, HTML), holding every document's rendering in
/// it; ``format(_:trace:)`` is the one place that picks among them, and
/// ``ReportWriter`` writes any of them.
protocol Document {
    /// What the document is written in, one after another: a report's
    /// sections, or the whole of a document that has one.
    associatedtype Section
    /// The sections measured so far.
    var sections: [Section] { get }
    /// The document as a terminal reads it; nil when it has no table.
    func table(trace: Bool) -> ReportFormat<Section, Self, Never>?
    /// The document as markdown; nil when it has none.
    func markdown(trace: Bool) -> ReportFormat<Section, Self, Never>?
    /// The document as CSV; nil when it has none.
    func csv(trace: Bool) -> ReportFormat<Section, Self, Never>?
    /// The document as JSON, whose encoding may fail; nil when it has none.
    func json(trace: Bool) throws(Failure) -> ReportFormat<Section, Self, Failure>?
    /// The document as a page; nil when it has none.
    func html() -> ReportFormat<Section, Self, Never>?
    /// Why `format` is not offered, in one line that names the formats that are.
    static func refusal(_ format: Options.Format) -> String
}

extension Document {
    func table(trace: Bool) -> ReportFormat<Section, Self, Never>? { nil }
    func markdown(trace: Bool) -> ReportFormat<Section, Self, Never>? { nil }
    func csv(trace: Bool) -> ReportFormat<Section, Self, Never>? { nil }
    func json(trace: Bool) throws(Failure) -> ReportFormat<Section, Self, Failure>? { nil }
    func html() -> ReportFormat<Section, Self, Never>? { nil }

    /// The format `format` names, to be written as the document is measured;
    /// a usage error when the document has none.
    func format(_ format: Options.Format, trace: Bool = false) throws(Failure) -> ReportFormat<Section, Self, Failure> {
        let chosen: ReportFormat<Section, Self, Failure>? =
            switch format {
            case .table: table(trace: trace)?.mayFail
            case .markdown: markdown(trace: trace)?.mayFail
            case .csv: csv(trace: trace)?.mayFail
            case .json: try json(trace: trace)
            case .html: html()?.mayFail
            }
        guard let chosen else { throw .usage(Self.refusal(format)) }
        return chosen
    }

    /// The whole document, its sections all measured, in `format`.
    func text(_ format: Options.Format) throws(Failure) -> String {
        try self.format(format).text(self, sections)
    }
}

/// A document of one section, itself: `compare micro`'s results, the findings.
protocol WholeDocument: Document where Section == Self {}

extension WholeDocument {
    var sections: [Self] { [self] }
}

extension Report: Document where Row: WrittenRow {
    /// A report is offered in every format.
    static func refusal(_ format: Options.Format) -> String {
        "a report is written in every format; \(format.rawValue) could not be made"
    }
}
