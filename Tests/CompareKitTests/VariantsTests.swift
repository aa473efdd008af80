@testable import CompareKit
import ViewGraph
import Workloads
@testable import Screens
import Testing

/// A user's workload in two layouts, offered as `--layout grid,list`: its
/// screen shows nothing, since the command line only names and replaces it.
private func shelf(_ layout: String = "grid") -> Workload {
    Workload(layout == "grid" ? "shelf" : "shelf·\(layout)", size: 3)
        .kind(.class, model: { _ in () }, screen: { _ in EmptyView() }, steps: [Step("add") { _ in }])
        .offering(
            Variants(
                option: "layout", values: ["grid", "list"], chooses: "how the shelf lays out its books",
                help: "the shelf's books in a grid (default) or a list, or both"
            ) { shelf($0) })
}

private let plain = Workload("plain").kind(.class, model: { _ in () }, screen: { _ in EmptyView() }, steps: [Step("add") { _ in }])

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
        let options = try Options.parse(["plain", "shelf", "--layout", "list,grid,list", "--counts-only"], catalogue: [shelf(), plain])
        #expect(options.workloads.map(\.name) == ["plain", "shelf·list", "shelf"])
    }

    @Test func anUnknownValueNamesTheValuesTheWorkloadOffers() {
        #expect(usageError("unknown layout 'rows'; use one or more of: grid, list, separated by commas") {
            _ = try Options.parse(["shelf", "--layout", "rows"], catalogue: [shelf()])
        })
    }

    @Test func theOptionWithoutAWorkloadThatOffersItSaysWhichDoes() {
        #expect(usageError("--layout chooses how the shelf lays out its books; name shelf, or drop --layout") {
            _ = try Options.parse(["plain", "--layout", "list"], catalogue: [shelf(), plain])
        })
    }

    @Test func watchingAWorkloadWithNoWatchersNamesTheOnesThatHaveSome() {
        #expect(usageError("plain has no watchers, nor has any workload here; give a workload watchers to watch it") {
            _ = try Options.parse(["watch", "plain"], catalogue: [shelf(), plain])
        })
        #expect(usageError("plain has no watchers; compare watch runs a workload that has some: tally, guide-list, search, trap-until-finished, trap-didset-save, trap-two-windows") {
            _ = try Options.parse(["watch", "plain"], catalogue: [plain] + builtInWorkloads)
        })
    }

    @Test func aCatalogueWhoseWorkloadsOfferNoOptionHasNone() {
        #expect(usageError("unknown option '--container'; see compare --help for the options") {
            _ = try Options.parse(["plain", "--container", "lazy"], catalogue: [plain])
        })
        #expect(!helpText([plain]).contains("--container"))
    }

    @Test func theHelpSaysWhatTheWorkloadSaysOfItsOption() {
        let help = helpText([shelf(), plain])
        #expect(help.contains("  --layout <list>     the shelf's books in a grid (default) or a list, or both"))
        #expect(!help.contains("--container"))
        #expect(helpText(builtInWorkloads).contains("""
              --container <list>  guide-list's list: eager (default: every row made) or lazy
                                  (the 20 rows on screen, as List), or both
            """))
        // Offered by two workloads (eager and lazy guide-list), an option is shown once.
        let twice = helpText([Workload.guideList(), Workload.guideList(.lazy)])
        #expect(twice.components(separatedBy: "--container <list>").count == 2)
        #expect(helpText(for: .watch, [shelf(), plain]).contains("--notify, --kind, --layout, --steps"))
    }
}
