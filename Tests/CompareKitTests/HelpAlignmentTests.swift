@testable import CompareKit
@testable import Measurements
import Screens
import Testing

/// Every help page lays its names out in a column: each option's or
/// workload's help starts at its section's column, or, when the name is as
/// wide as the column, on the next line under it; and every line but an
/// example's fits 80 columns.
@Suite("compare: help pages aligned")
struct HelpAlignmentTests {
    static let pages: [(String, String)] =
        [("--help", helpText(builtInWorkloads))]
        + [Options.Command.micro, .report, .fuzz, .findings, .watch].map {
            ("help \($0)", helpText(for: $0, builtInWorkloads, builtInMeasures))
        }

    @Test(arguments: pages.map(\.0))
    func everyNameHasItsHelpInItsSectionsColumn(page: String) {
        let text = Self.pages.first { $0.0 == page }!.1
        var section = ""
        var checked = 0
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for (index, line) in lines.enumerated() {
            if let header = line.firstMatch(of: /^([A-Z ]+):/) { section = String(header.1) }
            if section != "EXAMPLES" { #expect(line.count <= 80, "\(page): \(line)") }
            // A name: two spaces, then a workload, or an option (a list of options
            // is the watch page's sentence, not a name).
            let column = section == "ARGUMENTS" ? 14 : section == "OPTIONS" ? 22 : 0
            let body = line.dropFirst(2)
            guard column > 0, line.hasPrefix("  "), let first = body.first, first != " ",
                section == "ARGUMENTS" || first == "-", !line.contains(", --")
            else { continue }
            let characters = Array(line)
            if !body.contains(" ") {
                // Alone on its line: its help is on the next, in the column.
                let next = Array(lines[index + 1])
                #expect(next.prefix(column).allSatisfy { $0 == " " } && next.count > column && next[column] != " ", "\(page): \(line)")
            } else {
                #expect(characters.count > column && characters[column - 1] == " " && characters[column] != " ", "\(page): \(line)")
            }
            checked += 1
        }
        #expect(checked > 0, "\(page)")
    }
}

/// An option's knowledge is declared once (``Options/table``): each
/// subcommand's help lists exactly the options its parser takes.
@Suite("compare: options declared once")
struct OptionTableTests {
    /// A value each option takes, for a command line that only parses.
    static let values = [
        "--notify": "property", "--kind": "class", "--steps": "launch", "--size": "3", "--sizes": "10", "--format": "table",
        "--output": "x.txt", "--view": "GuideRow", "--objects": "port", "--samples": "3", "--min-time": "1ms",
        "--expect": "x.csv", "--chart": "x.svg", "--output-dir": "x", "--operations": "send-0", "--seeds": "3", "--seed": "1",
    ]

    @Test(arguments: [Options.Command.micro, .report, .fuzz, .findings])
    func eachSubcommandsHelpListsTheOptionsItsParserTakes(command: Options.Command) throws {
        let help = helpText(for: command, builtInWorkloads, builtInMeasures)
        let operations = builtInMeasures.micro?.operations ?? []
        for spec in Options.table where spec.name != "--help" && spec.name != "--version" {
            let arguments = ["\(command)", spec.name] + (spec.value == nil ? [] : [try #require(Self.values[spec.name], "\(spec.name)")])
            let parsed = Result { () throws(Failure) in try Options.parse(arguments, catalogue: builtInWorkloads, operations: operations) }
            let listed = help.contains("\n  \(spec.label)")
            switch parsed {
            case .success: #expect(listed, "\(command) takes \(spec.name) and its help does not list it")
            case .failure(let failure):
                #expect(!listed, "\(command)'s help lists \(spec.name), which its parser refuses: \(failure.message)")
                #expect(failure.message.hasPrefix("\(command) takes only "), "\(failure.message)")
            }
        }
    }
}
