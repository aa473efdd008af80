@testable import CompareKit
import Workloads
@testable import Screens
import Testing

@Suite("Parsing: sizes, durations and names")
struct ParsingTests {
    @Test(arguments: [
        ("10...1000", [10, 100, 1000]),
        ("10...100000", [10, 100, 1000, 10000, 100000]),
        ("3...500", [3, 30, 300, 500]),
        ("7...7", [7]),
        ("10,100,10", [10, 100]),
        ("1_000,2", [1000, 2]),
    ])
    func sizesListEachSizeOnceInOrder(text: String, sizes: [Int]) throws {
        #expect(try Options.sizes(text) == sizes)
    }

    @Test(arguments: [
        ("5s", 5_000_000_000 as UInt64), ("500us", 500_000), ("500µs", 500_000), ("2ms", 2_000_000),
        ("0.01s", 10_000_000), ("2000000ns", 2_000_000),
    ])
    func aDurationIsReadInItsUnit(text: String, nanoseconds: UInt64) throws {
        #expect(try Options.duration(text) == nanoseconds)
    }

    @Test(arguments: [("5", "--min-time 5 has no unit; give one: 5ms, 5us or 5s"), ("5 min", "not '5 min'"), ("61s", "not '61s'")])
    func aDurationWithoutAUnitOrOutOfRangeIsRefused(text: String, message: String) {
        #expect {
            _ = try Options.duration(text)
        } throws: { error in
            (error as? Failure)?.code == .usage && (error as? Failure)?.message.contains(message) == true
        }
    }

    @Test(arguments: [("wach", "watch"), ("talyy", "tally"), ("guidelist", "guide-list"), ("mikro", "micro"), ("fuz", "fuzz")])
    func theNearestNameIsSuggested(typed: String, meant: String) {
        let names = ["tally", "guide-list", "search", "all", "help", "list", "report", "micro", "fuzz", "findings", "watch"]
        #expect(nearest(typed, among: names) == meant)
    }

    /// A name is offered only when it is close: a third of the typed name's
    /// characters edited at most, or the typed name its start.
    @Test(arguments: ["nosuch", "frobnicate", "xyz", "t"])
    func aNameFarFromEveryOneIsOfferedNone(typed: String) {
        let names = ["tally", "guide-list", "search", "all", "help", "list", "report", "micro", "fuzz", "findings", "watch"]
        #expect(nearest(typed, among: names) == nil)
    }

    @Test func compareNosuchOffersNoNameAndATypoOfTallyOffersTally() {
        // Of a long catalogue, the first six names, all, and how to see the rest.
        let names = builtInWorkloads.prefix(6).map(\.name).joined(separator: ", ") + ", all, and \(builtInWorkloads.count - 6) more (compare list names them)"
        let nosuch = ran(["nosuch"], workloads: builtInWorkloads, name: "compare")
        #expect(nosuch.code == 64)
        #expect(nosuch.errors == "compare: unknown workload 'nosuch'; use one of: \(names), or a subcommand (see compare --help)\n")
        let tallly = ran(["tallly"], workloads: builtInWorkloads, name: "compare")
        #expect(tallly.code == 64)
        #expect(tallly.errors == "compare: unknown workload 'tallly'; did you mean 'tally'? use one of: \(names), or a subcommand (see compare --help)\n")
        let help = ran(["help", "nosuch"], workloads: builtInWorkloads, name: "compare")
        #expect(help.errors == "compare: compare help has no page for 'nosuch'; name a subcommand: findings, fuzz, help, list, micro, report, watch\n")
    }

    @Test func editDistanceCountsSingleCharacterEdits() {
        #expect(editDistance("kitten", "sitting") == 3)
        #expect(editDistance("", "abc") == 3)
        #expect(editDistance("same", "same") == 0)
    }

    @Test(arguments: [
        (["tally", "--size", "50"], "tally takes no size"),
        (["tally", "--format", "csv", "-o", "x.json"], "--format csv contradicts the file name 'x.json', which names json"),
        (["tally", "-o", "same.svg", "--chart", "./same.svg"], "--output and --chart both name './same.svg'"),
        (["help", "frobnicate"], "compare help has no page for 'frobnicate'"),
        (["help", "tally"], "compare list says what tally and its steps are"),
        (["watch", "tally", "--size", "5"], "tally takes no size"),
        (["watch", "tally", "--sizes", "5,6"], "tally takes no size"),
        (["guide-list", "--size", "\(maximumSize + 1)"], "above the largest supported size, \(maximumSize)"),
        (["wach"], "did you mean the subcommand 'watch' (compare watch --help)?"),
    ])
    func aRequestThatCannotBeWhatWasMeantIsAUsageError(arguments: [String], message: String) {
        #expect {
            _ = try Options.parse(arguments, catalogue: builtInWorkloads)
        } throws: { error in
            (error as? Failure)?.code == .usage && (error as? Failure)?.message.contains(message) == true
        }
    }

    /// The help's range, `1 to N`, is what the parser takes, both ends.
    @Test func theLargestSizeTheHelpNamesIsAccepted() throws {
        #expect(helpText(builtInWorkloads).contains("the size of the screen, 1 to \(maximumSize)"))
        #expect(try Options.parse(["guide-list", "--size", "\(maximumSize)", "--counts-only"], catalogue: builtInWorkloads).sizes == [maximumSize])
        #expect(try Options.parse(["guide-list", "--size", "1", "--counts-only"], catalogue: builtInWorkloads).sizes == [1])
    }

    @Test func allRunsAWorkloadWithNoSizeAtItsOwnWhateverTheSizeAsked() throws {
        let options = try Options.parse(["all", "--sizes", "50,60", "--counts-only"], catalogue: builtInWorkloads)
        let planned = plannedSizes(options, nil).map { "\($0.workload.name) \($0.sizes)" }
        #expect(planned == ["tally [1]", "guide-list [50, 60]", "search [50, 60]", "pantry [1]"] + Workload.traps.filter { !$0.failsOnPurpose }.map { "\($0.name) [1]" })
    }

    @Test func theFileNamePicksTheFormatWhenNoFormatIsGiven() throws {
        #expect(try Options.parse(["tally", "-o", "x.json"], catalogue: builtInWorkloads).format == .json)
        #expect(try Options.parse(["tally", "--format", "json", "-o", "x.json"], catalogue: builtInWorkloads).format == .json)
        #expect(try Options.parse(["tally", "--format", "table", "-o", "x.txt"], catalogue: builtInWorkloads).format == .table)
    }

    /// An empty item in a list of steps is an unknown step, not no step at all.
    @Test(arguments: [["tally", "--steps", "robin,"], ["tally", "--steps", ","], ["tally", "--steps", ",robin"]])
    func anEmptyStepInTheListIsRefused(arguments: [String]) {
        #expect(failure { _ = try Options.parse(arguments + ["--counts-only"], catalogue: builtInWorkloads) }
            == Failure(message: "unknown step '' for tally; use one of: launch, robin, sparrow, robin-same, robin-zero, burst", code: .usage))
    }

    /// The steps run in the workload's order, each once, whatever order and
    /// repeats `--steps` names them in.
    @Test(arguments: [["sparrow,robin"], ["robin,sparrow"], ["robin,robin,sparrow"], ["sparrow,robin,sparrow"]])
    func stepsRunInTheWorkloadsOrderEachOnce(list: [String]) throws {
        let options = try Options.parse(["tally", "--steps"] + list + ["--counts-only"], catalogue: builtInWorkloads)
        let tally = try #require(options.workloads.first)
        #expect(options.steps(of: tally) == ["robin", "sparrow"])
    }

    /// A file name's extension picks its format whatever its case: OUT.CSV is CSV.
    @Test(arguments: [
        ("OUT.CSV", Options.Format.csv), ("Report.Json", .json), ("T.MD", .markdown), ("notes.Markdown", .markdown),
        ("out.csv", .csv), ("table.TXT", .table),
    ])
    func anExtensionPicksItsFormatInAnyCase(file: String, format: Options.Format) throws {
        #expect(try Options.parse(["tally", "-o", file], catalogue: builtInWorkloads).format == format)
        // Saying the same format again is no contradiction.
        #expect(try Options.parse(["tally", "--format", format.rawValue, "-o", file], catalogue: builtInWorkloads).format == format)
    }
}
