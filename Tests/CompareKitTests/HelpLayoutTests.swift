import TestSupport
@testable import CompareKit
@testable import Measurements
import Testing
import ViewGraph
import Workloads
@testable import Screens

/// The column each section of a page starts its help at.
private let columns = ["SUBCOMMANDS:": 14, "ARGUMENTS:": 14, "OPTIONS:": 22, "EXIT CODES:": 6]

/// Each line of `page` that breaks its layout, with why: wider than 80
/// columns (an example may be), or, in a section of names (`names` are those
/// the page may show), a name whose help does not start at the section's
/// column, a further line not indented to it, or a name alone on its line
/// that would have fitted beside its help. `watch`'s OPTIONS may open with a
/// sentence at the names' margin that ends `and:`.
func layoutProblems(_ page: String, names: Set<String>) -> [String] {
    var problems: [String] = []
    let lines = page.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var column: Int?
    var named = false
    var sentence = false
    for (index, line) in lines.enumerated() {
        if line.count > 80 && !line.hasPrefix("  swift run") { problems.append("wider than 80: \(line)") }
        if !line.hasPrefix(" ") {
            column = columns[line]
            named = false
            sentence = line == "OPTIONS:" && index + 1 < lines.count && lines[index + 1].contains(", --")
            continue
        }
        guard let column else { continue }
        let indent = line.prefix { $0 == " " }.count
        if sentence {
            if indent != 2 { problems.append("sentence not at the names' margin: \(line)") }
            if line.hasSuffix(", and:") { sentence = false }
            continue
        }
        if indent == column {
            if !named { problems.append("a further line with no name before it: \(line)") }
            continue
        }
        guard indent == 2 else {
            problems.append("indented \(indent), not 2 (a name) or \(column) (its help): \(line)")
            continue
        }
        named = true
        let text = line.dropFirst(2)
        guard let name = names.filter({ text == $0 || text.hasPrefix($0 + " ") }).max(by: { $0.count < $1.count }) else {
            problems.append("no name the page may show: \(line)")
            continue
        }
        let fits = 2 + name.count < column
        if text == name {
            // Too long for its column: alone, its help on the next line.
            let nextIsHelp = index + 1 < lines.count && lines[index + 1].prefix { $0 == " " }.count == column
            if fits || !nextIsHelp { problems.append("help not at column \(column): \(line)") }
            continue
        }
        let gap = line.dropFirst(2 + name.count).prefix { $0 == " " }.count
        if !fits || 2 + name.count + gap != column { problems.append("help not at column \(column): \(line)") }
    }
    return problems
}

/// The names `page` may show for `catalogue`: subcommands, workloads, exit
/// codes, and each option as its page labels it, from the option table.
private func names(_ catalogue: [Workload], _ measures: Measures) -> Set<String> {
    let table = OptionTable(Executable(name: "compare", catalogue: catalogue, measures: measures))
    let options = table.rows.flatMap { row in
        let names = row.names.joined(separator: ", ")
        return [names] + (row.placeholder.map { [names + " " + $0] } ?? [])
    }
    return Set(Subcommand.all.map(\.word) + catalogue.map(\.name) + ["all", "0", "1", "2", "64", "70"] + options)
}

/// A package's workload whose name and option are too long for their
/// columns, as a user may name them.
private func gallery(_ arrangement: String = "wall") -> Workload {
    Workload(arrangement == "wall" ? "gallery-of-hanging-paintings" : "gallery-of-hanging-paintings·\(arrangement)", size: 3)
        .kind(.class, model: { _ in () }, screen: { _ in EmptyView() }, steps: [Step("hang") { _ in }])
        .offering(
            Variants(
                option: "arrangement-of-paintings", values: ["wall", "easel"], chooses: "how the gallery hangs its paintings",
                help: "the paintings on a wall (default) or on easels, or both"
            ) { gallery($0) })
}

@Suite("The help lays out each name and its help in columns, within 80 columns")
struct HelpLayoutTests {
    @Test(arguments: [Options.Command.run, .micro, .report, .fuzz, .findings, .watch, .list])
    func everyLineOfEachPageKeepsItsColumns(page: Options.Command) {
        for (catalogue, measures) in [(builtInWorkloads, builtInMeasures), ([gallery(), Workload.tally], Measures())] {
            let text = page == .run ? helpText(catalogue) : helpText(for: page, catalogue, measures)
            #expect(layoutProblems(text, names: names(catalogue, measures)) == [], "\(page)")
        }
    }

    /// As swift-argument-parser lays out a name too long for its column: alone,
    /// its help on the next line at the column.
    @Test func aNameTooLongForItsColumnHasItsHelpOnTheNextLineAtTheColumn() {
        let help = helpText(builtInWorkloads)
        #expect(help.contains("""

              trap-subclass
                          two subclasses of a tracked model: one whose new property is
                          plain, one whose is tracked

            """))
        #expect(help.contains("""

              guide-list  a store of guides, a count ("N guides") and a list of rows keyed
                          by id

            """))
        let gallery = helpText([gallery()], name: "feeder")
        #expect(gallery.contains("""

              --arrangement-of-paintings <list>
                                  the paintings on a wall (default) or on easels, or both

            """))
        // A name one short of its column still has its help beside it, after one space.
        #expect(helpText(builtInWorkloads).contains("\n  -o, --output <file> write the report to <file> instead of standard output\n"))
    }

    /// The checker itself finds each way a line can break the layout.
    @Test(arguments: [
        ("ARGUMENTS:\n  trap-subclass two subclasses\n", ["help not at column 14:   trap-subclass two subclasses"]),
        ("ARGUMENTS:\n  trap-subclass\n  two subclasses\n", [
            "help not at column 14:   trap-subclass", "no name the page may show:   two subclasses",
        ]),
        ("ARGUMENTS:\n  tally        a counter\n", ["help not at column 14:   tally        a counter"]),
        ("ARGUMENTS:\n  tally\n              a counter\n", ["help not at column 14:   tally"]),
        ("ARGUMENTS:\n  tally       a counter\n             for birds\n", [
            "indented 13, not 2 (a name) or 14 (its help):              for birds",
        ]),
        ("ARGUMENTS:\n  talley      a counter\n", ["no name the page may show:   talley      a counter"]),
        ("OPTIONS:\n                      orphan\n", ["a further line with no name before it:                       orphan"]),
        ("OPTIONS:\n  --view <name>      one short\n", ["help not at column 22:   --view <name>      one short"]),
        ("EXAMPLES:\n  " + String(repeating: "x", count: 79) + "\n", ["wider than 80:   " + String(repeating: "x", count: 79)]),
    ])
    func theLayoutCheckerFindsEachBrokenLine(page: String, problems: [String]) {
        #expect(layoutProblems(page, names: names(builtInWorkloads, builtInMeasures)) == problems)
    }
}
