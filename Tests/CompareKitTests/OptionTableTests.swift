import TestSupport
@testable import CompareKit
@testable import Measurements
import Testing
import Workloads
@testable import Screens

/// A value each option that takes one accepts, with what it needs beside it.
private let accepted: [String: [String]] = [
    "--seeds": ["3"], "--seed": ["5"], "--operations": ["send-0"], "--output-dir": ["x"], "--notify": ["property"],
    "--kind": ["class"], "--container": ["lazy"], "--steps": ["rename"], "--size": ["10"], "--sizes": ["10,100"],
    "--format": ["markdown"], "-o": ["x.md"], "--view": ["GuideRow", "--trace"], "--objects": ["port"], "--state": ["wrapper"], "--equality": ["before-6.2"], "--samples": ["3"],
    "--min-time": ["1ms"], "--expect": ["x.csv"], "--chart": ["x.svg"],
]

/// The options the OPTIONS section of `page` names, in its order, each by
/// the first name it shows: `-o` for `-o, --output`, and the names of
/// watch's "as for the body counts" sentence.
private func shownOptions(_ page: String) -> [String] {
    var lines = Array(
        page.split(separator: "\n", omittingEmptySubsequences: false)
            .drop { $0 != "OPTIONS:" }.dropFirst().prefix { !$0.isEmpty })
    // watch's sentence, however its lines wrap: "--notify, ..., --min-time as for the body counts, and:".
    var sentence: [String] = []
    if let end = lines.firstIndex(where: { $0.hasSuffix("counts, and:") }),
        let start = lines[...end].firstIndex(where: { $0.hasPrefix("  --") && $0.contains(", --") }) {
        let words = lines[start...end].map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        sentence = words.replacing(" as for the body counts, and:", with: "").split(separator: ",").map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        lines.removeSubrange(start...end)
    }
    return sentence + lines.flatMap { line -> [String] in
        guard line.hasPrefix("  -") else { return [] }
        return [String(line.dropFirst(2).prefix { $0 != " " && $0 != "," })]
    }
}

private func parsed(_ arguments: [String]) throws -> Options {
    try Options.parse(arguments, catalogue: builtInWorkloads, operations: builtInMeasures.micro?.operations ?? [])
}

@Suite("Each option is declared once: the pages, the parser and the refusals agree")
struct OptionTableTests {
    /// Each option a page shows is one its command takes: given alone with
    /// a value it accepts, it parses.
    @Test(arguments: [
        (Options.Command.run, ["guide-list"]), (.watch, ["watch", "guide-list"]), (.micro, ["micro"]),
        (.report, ["report"]), (.fuzz, ["fuzz"]), (.findings, ["findings"]),
    ])
    func everyOptionAPageShowsParsesUnderItsCommand(page: Options.Command, command: [String]) throws {
        let text = page == .run ? helpText(builtInWorkloads) : helpText(for: page, builtInWorkloads, builtInMeasures)
        let shown = shownOptions(text)
        #expect(shown.count == ["run": 21, "watch": 16, "micro": 6, "report": 4, "fuzz": 5, "findings": 1]["\(page)"])
        for option in shown {
            #expect(throws: Never.self, "\(option)") { _ = try parsed(command + [option] + (accepted[option] ?? [])) }
        }
    }

    /// A subcommand of its own refuses every other option by naming the
    /// options its page shows, in the page's order.
    @Test(arguments: [Options.Command.micro, .report, .fuzz, .findings])
    func aSubcommandsRefusalNamesWhatItsPageShowsInItsOrder(page: Options.Command) {
        let shown = shownOptions(helpText(for: page, builtInWorkloads, builtInMeasures)).map { $0 == "-o" ? "--output" : $0 }
        #expect(failure { _ = try parsed(["\(page)", "--quiet"]) }
            == .usage("\(page) takes only \(Options.listed(shown)), not --quiet; drop it"))
    }

    /// What a subcommand of its own lists is what the rows say apply to it.
    @Test(arguments: Subcommand.all.filter { $0.takes != nil }.map(\.word))
    func aSubcommandTakesExactlyTheOptionsWhoseRowsApplyToIt(word: String) throws {
        let subcommand = try #require(Subcommand.all.first { $0.word == word })
        let table = OptionTable(Executable(name: "compare", catalogue: builtInWorkloads, measures: builtInMeasures))
        #expect(subcommand.takes.map(Set.init) == Set(table.rows.filter { $0.applies(to: subcommand.command) }.map(\.name)))
    }

    /// Each name of each option is read by the parser, as the table says:
    /// given without a value, one that takes a value says it needs one, and
    /// a flag given a value says it takes none.
    @Test func everyNameOfEveryRowIsReadAsItsRowSays() {
        let table = OptionTable(Executable(name: "compare", catalogue: builtInWorkloads, measures: builtInMeasures))
        #expect(table.rows.flatMap(\.names).count == 27)
        for row in table.rows {
            for name in row.names {
                if row.placeholder != nil {
                    #expect(failure { _ = try parsed(["tally", name]) } == .usage("\(name) needs a value; see compare --help"))
                } else if name.hasPrefix("--") {
                    #expect(failure { _ = try parsed(["tally", name + "=yes"]) }
                        == .usage("\(name) is a flag and takes no value, not 'yes'; give \(name) alone, or leave it out"))
                }
            }
        }
    }

    /// The reference run's page quotes the command that makes it again:
    /// the folder always, each other option only when not at its default,
    /// in the order the help lists them.
    @Test func reportSpellsBackTheOptionsGivenThatAreNotTheirDefaults() throws {
        #expect(try parsed(["report"]).spelled(for: .report) == ["--output-dir", "results"])
        #expect(try parsed(["report", "--samples", "15", "--min-time", "1ms"]).spelled(for: .report) == ["--output-dir", "results"])
        let given = try parsed(["report", "--min-time", "2ms", "--samples", "3", "--output-dir", "/tmp/x", "--sizes", "10...1000"])
        let spelled = given.spelled(for: .report)
        #expect(spelled == ["--output-dir", "/tmp/x", "--sizes", "10,100,1000", "--samples", "3", "--min-time", "2000000ns"])
        // Given again, the words make the same run.
        let again = try parsed(["report"] + spelled)
        #expect(again.outputDir == given.outputDir && again.sizes == given.sizes)
        #expect(again.samples == given.samples && again.minTime == given.minTime)
    }
}
