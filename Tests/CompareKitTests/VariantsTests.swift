@testable import CompareKit
import Workloads
import Testing

/// A user's workload in two layouts, offered as `--layout grid,list`: it runs
/// no screen, since the command line only names and replaces it.
private struct Shelf: Workload {
    var layout = "grid"
    var name: String { layout == "grid" ? "shelf" : "shelf·\(layout)" }
    let steps = ["add"]
    let views = ["Shelf"]
    let defaultSize = 3
    let isSized = true
    func session(_ combination: Combination, size: Int) -> any Session { fatalError("not run") }
    var variants: Variants? {
        Variants(option: "layout", values: ["grid", "list"], chooses: "how the shelf lays out its books",
            help: "the shelf's books in a grid (default) or a list, or both") { Shelf(layout: $0) }
    }
}

private struct Plain: Workload {
    let name = "plain"
    let steps = ["add"]
    let views = ["Plain"]
    let defaultSize = 1
    let isSized = false
    func session(_ combination: Combination, size: Int) -> any Session { fatalError("not run") }
}

/// Whether `parse` fails as a usage error whose message is exactly `message`.
private func usageError(_ message: String, _ parse: () throws -> Void) -> Bool {
    do {
        try parse()
        return false
    } catch {
        return (error as? Failure)?.code == .usage && (error as? Failure)?.message == message
    }
}

@Suite("A workload's own option: its variants come from the workload, not the command line")
struct VariantsTests {
    @Test func theOptionPutsEachFormNamedInTheWorkloadsPlaceInTheOrderGiven() throws {
        let options = try Options.parse(["plain", "shelf", "--layout", "list,grid,list", "--counts-only"], catalogue: [Shelf(), Plain()])
        #expect(options.workloads.map(\.name) == ["plain", "shelf·list", "shelf"])
    }

    @Test func anUnknownValueNamesTheValuesTheWorkloadOffers() {
        #expect(usageError("unknown layout 'rows'; use one or more of: grid, list, separated by commas") {
            _ = try Options.parse(["shelf", "--layout", "rows"], catalogue: [Shelf()])
        })
    }

    @Test func theOptionWithoutAWorkloadThatOffersItSaysWhichDoes() {
        #expect(usageError("--layout chooses how the shelf lays out its books; name shelf, or drop --layout") {
            _ = try Options.parse(["plain", "--layout", "list"], catalogue: [Shelf(), Plain()])
        })
    }

    @Test func watchingAWorkloadWithNoWatchersNamesTheOnesThatHaveSome() {
        #expect(usageError("plain has no watchers, nor has any workload here; give a workload watchers to watch it") {
            _ = try Options.parse(["watch", "plain"], catalogue: [Shelf(), Plain()])
        })
        #expect(usageError("plain has no watchers; compare watch runs a workload that has some: tally, guide-list, search") {
            _ = try Options.parse(["watch", "plain"], catalogue: [Plain()] + Workloads.workloads)
        })
    }

    @Test func aCatalogueWhoseWorkloadsOfferNoOptionHasNone() {
        #expect(usageError("unknown option '--container'; see compare --help for the options") {
            _ = try Options.parse(["plain", "--container", "lazy"], catalogue: [Plain()])
        })
        #expect(!helpText([Plain()]).contains("--container"))
    }

    @Test func theHelpSaysWhatTheWorkloadSaysOfItsOption() {
        let help = helpText([Shelf(), Plain()])
        #expect(help.contains("  --layout <list>     the shelf's books in a grid (default) or a list, or both"))
        #expect(!help.contains("--container"))
        #expect(helpText(Workloads.workloads).contains("""
              --container <list>  guide-list's list: eager (default: every row made) or lazy
                                  (the 20 rows on screen, as List), or both
            """))
        // Offered by two workloads (eager and lazy guide-list), an option is shown once.
        let twice = helpText([GuideListWorkload(), GuideListWorkload(container: .lazy)])
        #expect(twice.components(separatedBy: "--container <list>").count == 2)
        #expect(helpText(for: .watch, [Shelf(), Plain()]).contains("--notify, --kind, --layout, --steps"))
    }
}

/// tally with one of its views left out of its list.
private struct ShortTally: Workload {
    let name = "short-tally"
    var steps: [String] { TallyWorkload().steps }
    let views = ["ContentView", "RobinLine", "SparrowLine"]
    let defaultSize = 1
    let isSized = false
    func session(_ combination: Combination, size: Int) -> any Session { TallyWorkload().session(combination, size: size) }
}

@Suite("A workload's views are the views its screen runs")
struct ListedViewsTests {
    @Test func aBodyOfAViewTheWorkloadDoesNotListFailsTheRun() {
        func plan(_ workload: any Workload) -> Plan {
            Plan(workloads: [(workload, [1])], combinations: [Combination(.property, .class)], timed: false, quiet: true)
        }
        let short = measure(plan(ShortTally()))
        #expect(short.unlistedViews.map { "\($0.workload) \($0.view)" } == ["short-tally TotalLine"])
        #expect(short.unlistedViewFailure?.message
            == "short-tally ran a body of TotalLine, which its views do not list; add TotalLine to its views")
        #expect(short.unlistedViewFailure?.code == .failure)
        #expect(measure(plan(TallyWorkload())).unlistedViewFailure == nil)
    }
}
