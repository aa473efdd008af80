@testable import CompareKit
import Foundation
import Testing
import ViewGraph
import Workloads
@testable import Screens

/// What one run printed, what it said on standard error, and its exit code.
struct Ran {
    let code: Int32
    let output: String
    let errors: String
}

/// Text a run writes, kept in the order it comes.
private final class Written: @unchecked Sendable {
    private let lock = NSLock()
    private var text = ""

    func append(_ more: String) { lock.withLock { text += more } }
    var all: String { lock.withLock { text } }
}

/// Runs `arguments` as the executable `name` on `workloads`, reading what it
/// prints and says instead of letting it reach this process's own output.
func ran(_ arguments: [String], workloads: [Workload], measures: Measures = Measures(), name: String) -> Ran {
    let output = Written(), errors = Written()
    let code = StandardOutput.$reader.withValue({ output.append($0) }) {
        StandardError.$reader.withValue({ errors.append($0) }) {
            runCompare(arguments, workloads: workloads, measures: measures, name: name)
        }
    }
    return Ran(code: code, output: output.all, errors: errors.all)
}

/// A feeder's count of birds.
private final class Feeder: Model {
    @Tracked var birds = 0
}

private struct BirdCount: View {
    @ObservedObject var feeder: Feeder
    var body: some View { Text("\(feeder.birds) birds") }
}

/// A package's workload, as its executable `feeder` gives it: sized, watched,
/// and offering an option of its own, `--side`.
private func perch(_ side: String = "left") -> Workload {
    Workload(side == "left" ? "perch" : "perch·\(side)", summary: "birds landing on a perch", size: 4)
        .kind(
            .class, model: { _ in Feeder() }, screen: { BirdCount(feeder: $0) }, steps: [Step("land") { $0.birds += 1 }],
            watchers: [Watcher("birds") { $0.birds }]
        )
        .offering(
            Variants(option: "side", values: ["left", "right"], chooses: "the side of the feeder", help: "left (default) or right") {
                perch($0)
            })
}

/// The lines of `text` from the line `heading` to the next blank line, without it.
private func section(_ heading: String, of text: String) -> [Substring] {
    Array(text.split(separator: "\n", omittingEmptySubsequences: false)
        .drop { $0 != heading }.dropFirst().prefix { !$0.isEmpty })
}

@Suite("A package's executable calls itself by its own name and shows its own workloads")
struct ExecutableNameTests {
    @Test func theHelpOfFeederNamesFeederAndItsWorkloadInItsUsageAndExamples() {
        let help = helpText([perch()], name: "feeder")
        #expect(help.contains("""
            USAGE: feeder <workload>... [options]
                   feeder <subcommand> [options]
                   feeder help <subcommand>
            """))
        #expect(section("EXAMPLES:", of: help) == [
            "  swift run -c release feeder perch",
            "  swift run -c release feeder perch --trace --notify property --kind class",
            "  swift run -c release feeder perch --sizes 10...100000 -o sweep.csv",
            "  swift run -c release feeder perch --size 1000000 --side right",
            "  swift run -c release feeder all --counts-only --expect results/expected",
        ])
        #expect(help.contains("  --view <name>       with --trace: only that view's runs\n"))
        #expect(help.contains("  -h, --help          print this help; feeder help <subcommand> for one\n"))
        #expect(help.contains("      feeder micro missed a performance target"))
        // "the children it compares" is the only word of the kind.
        #expect(help.firstMatch(of: /\bcompare\b/) == nil)
        for builtIn in ["tally", "guide-list", "search", "GuideRow", "--container"] {
            #expect(!help.contains(builtIn), "\(builtIn)")
        }
        #expect(help.split(separator: "\n").allSatisfy { $0.count <= 80 })
    }

    @Test(arguments: [Options.Command.micro, .report, .fuzz, .findings, .watch, .list])
    func eachHelpPageOfFeederNamesFeederInItsUsageAndExamples(page: Options.Command) throws {
        let help = helpText(for: page, [perch()], Measures(), name: "feeder")
        let usage = try #require(help.split(separator: "\n").first { $0.hasPrefix("USAGE: ") })
        #expect(usage == "USAGE: feeder \(page)" || usage.hasPrefix("USAGE: feeder \(page) "), "\(usage)")
        let examples = section("EXAMPLES:", of: help)
        #expect(!examples.isEmpty)
        #expect(examples.allSatisfy { $0.hasPrefix("  swift run -c release feeder \(page)") }, "\(examples)")
        // The harness's own `compare` is named only as where its own measures are.
        let named = help.split(separator: "\n").filter { $0.firstMatch(of: /\bcompare\b/) != nil }
        #expect(named.allSatisfy { $0.contains("the harness's own") || $0 == "compare." }, "\(named)")
        #expect(help.split(separator: "\n").allSatisfy { $0.count <= 80 || $0.hasPrefix("  swift run") })
    }

    @Test func theWatchPageShowsTheWorkloadThatHasWatchers() {
        let help = helpText(for: .watch, [perch()], name: "feeder")
        #expect(section("EXAMPLES:", of: help) == [
            "  swift run -c release feeder watch perch", "  swift run -c release feeder watch perch --size 1000 --trace",
        ])
        #expect(help.contains("""
              --expect <path>     check against a CSV written by feeder watch
                                  --counts-only --format csv, or a folder of them
            """))
    }

    @Test func versionPrintsFeederAndTheVersion() {
        let run = ran(["--version"], workloads: [perch()], name: "feeder")
        #expect(run.code == 0)
        #expect(run.output == "feeder \(version)\n")
        #expect(run.errors == "")
    }

    @Test func theHelpFeederPrintsIsFeeders() {
        let run = ran(["--help"], workloads: [perch()], name: "feeder")
        #expect(run.code == 0)
        #expect(run.output == helpText([perch()], name: "feeder") + "\n")
        #expect(ran(["watch", "--help"], workloads: [perch()], name: "feeder").output
            == helpText(for: .watch, [perch()], name: "feeder") + "\n")
    }

    // Asked with one of its own options before it, a subcommand's help is still its page.
    @Test func aSubcommandsHelpAfterItsOwnOptionIsItsPage() {
        let run = ran(["fuzz", "--seeds", "3", "--help"], workloads: [perch()], name: "feeder")
        #expect(run.code == 0)
        #expect(run.errors == "")
        #expect(run.output == helpText(for: .fuzz, [perch()], name: "feeder") + "\n")
    }

    @Test func anUnknownOptionIsOneLineThatStartsWithFeederAndPointsAtFeedersHelp() {
        let run = ran(["perch", "--colour", "red"], workloads: [perch()], name: "feeder")
        #expect(run.code == 64)
        #expect(run.errors == "feeder: unknown option '--colour'; see feeder --help for the options\n")
        #expect(run.output == "")
    }

    @Test(arguments: [
        (["perch", "--size"], "feeder: --size needs a value; see feeder --help"),
        (["perch", "--size="], "feeder: --size needs a value after '='; see feeder --help"),
        (["perhc"], "feeder: unknown workload 'perhc'; did you mean 'perch'? use one of: perch, all, or a subcommand (see feeder --help)"),
        ([], "feeder: no workload given; name one of: perch, all (see feeder list)"),
        (["--seeds", "3"], "feeder: --seeds goes with feeder fuzz"),
        (["watch", "perch", "--view", "BirdCount"], "feeder: --view goes with the body counts, not feeder watch; drop it"),
        (["help", "perch"], "feeder: feeder help has pages for subcommands, not workloads; feeder list says what perch and its steps are"),
        (["help", "wach"], "feeder: feeder help has no page for 'wach'; did you mean 'watch'? name a subcommand: findings, fuzz, help, list, micro, report, watch"),
        (["watch", "perch", "--counts-only", "--expect", "/nonexistent"], "feeder: cannot read expectations '/nonexistent': no such file or folder; give a CSV written by feeder watch --counts-only --format csv"),
    ])
    func everyUsageErrorNamesFeeder(arguments: [String], line: String) {
        let run = ran(arguments, workloads: [perch()], name: "feeder")
        #expect(run.code == 64)
        #expect(run.errors == line + "\n")
    }

    @Test(arguments: [
        ("micro", "this feeder has no micro-benchmarks; the harness's own are in its compare: swift run -c release compare micro"),
        ("findings", "this feeder has no findings; the harness's own are in its compare: swift run -c release compare findings"),
        ("report", "this feeder has no reference run; the harness's own is in its compare: swift run -c release compare report --output-dir results"),
    ])
    func feederWithNoMeasuresRefusesTheirSubcommandsInItsOwnName(command: String, message: String) {
        let run = ran([command], workloads: [perch()], name: "feeder")
        #expect(run.code == 64)
        #expect(run.errors == "feeder: \(message)\n")
    }

    @Test func aDebugBuildsWarningSaysToRunFeederInRelease() {
        let counted = ran(["perch", "--steps", "land", "--samples", "1", "--min-time", "1us", "--quiet"], workloads: [perch()], name: "feeder")
        #expect(counted.code == 0)
        #expect(counted.errors == (isDebugBuild
            ? "feeder: warning: this is a debug build, so its timings are not meaningful; run swift run -c release feeder\n" : ""))
        let watched = ran(["watch", "perch", "--steps", "land", "--samples", "1", "--min-time", "1us", "--quiet"], workloads: [perch()], name: "feeder")
        #expect(watched.code == 0)
        #expect(watched.errors == (isDebugBuild
            ? "feeder: warning: this is a debug build, so its timings are not meaningful; run swift run -c release feeder watch\n" : ""))
    }
}
