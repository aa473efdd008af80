@testable import CompareKit
import Testing
import Workloads
@testable import Screens

// A workload named twice, or named and reached through `all`, runs once.

@Suite("A workload named twice runs once")
struct NamedTwiceTests {
    @Test func theOptionsHoldItOnce() throws {
        #expect(try Options.parse(["tally", "tally"], catalogue: [.tally, .search]).workloads.map(\.name) == ["tally"])
        #expect(try Options.parse(["search", "tally", "search"], catalogue: [.tally, .search]).workloads.map(\.name) == ["search", "tally"])
    }

    @Test func theReportHoldsItsRowsOnce() {
        let run = ran(["tally", "tally", "--counts-only", "--format", "csv"], workloads: [.tally], name: "compare")
        #expect(run.code == 0)
        // A header and six steps of six combinations.
        #expect(run.output.split(separator: "\r\n").count == 1 + 6 * 6)
    }
}
