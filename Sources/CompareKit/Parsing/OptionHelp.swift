import Workloads

/// What one page of the help says of an option: its words, or nothing when
/// the page leaves it out, and how the page's usage line shows it.
struct OptionHelp {
    /// The words, made for the executable the page describes; nil for an
    /// option the command takes and its page does not show (`watch --objects`).
    let words: ((Executable) -> HelpText)?
    /// Whether the page's options column shows the value's placeholder after the names.
    var labelsValue = true
    /// The value as the usage line shows it, when not the placeholder: `table|markdown`.
    var usageValue: String?
    /// On the `watch` page: the same as on the body counts' page, named in one list.
    var sameAsTheBodyCounts = false

    /// Words that do not change with the executable.
    static func text(_ text: String) -> OptionHelp {
        OptionHelp(words: { _ in HelpText(text) })
    }

    /// Words made for the executable: its name, its workloads, its measures.
    static func made(_ words: @escaping (Executable) -> HelpText) -> OptionHelp {
        OptionHelp(words: words)
    }

    /// What `watch` says of an option of the body counts: the same.
    static var asForTheBodyCounts: OptionHelp { OptionHelp(words: nil, sameAsTheBodyCounts: true) }
}

/// The executable a help page describes: its name, its workloads and its measures.
struct Executable {
    let name: String
    let catalogue: [Workload]
    let measures: Measures
}

/// Help words, with the line breaks they are written with: a unit is never
/// split across lines (`compare help <subcommand>`), and a line that runs
/// past the page's width goes on at its column.
struct HelpText {
    /// The units in order; `"\n"` ends a line.
    var units: [String]

    /// The words of `text`, its lines kept.
    init(_ text: String) {
        units = Array(text.split(separator: "\n").map { line in line.split(separator: " ").map(String.init) }
            .joined(separator: ["\n"]))
    }

    init(units: [String]) {
        self.units = units
    }

    static func + (a: HelpText, b: HelpText) -> HelpText {
        HelpText(units: a.units + b.units)
    }

    /// One unit, kept whole: `compare help <subcommand>`.
    static func whole(_ unit: String) -> HelpText {
        HelpText(units: [unit])
    }
}
