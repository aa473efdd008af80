@testable import CompareKit
import Testing
import ViewGraph
import Workloads
@testable import Screens

// --equality: the property columns' setters under the @Observable macro's rule
// since Swift 6.2 (the default) or before it (P6); observation stays Apple's.

/// The CSV rows of tally's robin steps under `rule`, each without its workload and size.
private func tallyRows(_ rule: String) -> [String] {
    let run = ran(
        ["tally", "--steps", "robin,robin-same,robin-zero", "--counts-only", "--format", "csv", "--equality", rule],
        workloads: [.tally], name: "compare")
    #expect(run.code == 0)
    return run.output.split(whereSeparator: \.isNewline).dropFirst().map { $0.split(separator: ",", maxSplits: 2)[2...].joined() }
}

/// The classic perch (A12), whose step assigns the count it has.
private let classicPerch = Workload(
    "classic-perch", model: { _ in ClassicPerch() }, screen: { ClassicPerchLine(perch: $0) },
    steps: [Step("land-same") { $0.birds = $0.birds }])

@Suite("--equality: the @Observable setter's rule before and since Swift 6.2")
struct EqualityRuleTests {
    @Test func beforeSixTwoRobinSameRunsTheRobinsReadersInThePropertyClassColumnAlone() {
        let since = tallyRows("6.2"), before = tallyRows("before-6.2")
        #expect(since.contains("property,class,robin-same,0,,0,0,0,0,0,0,0,0,0"))
        #expect(before.contains("property,class,robin-same,2,RobinLine TotalLine,0,0,0,0,0,0,0,0,0"))
        // Every other row is the same under both rules: robin and robin-zero
        // (in place, through _modify) in every column, robin-same in the
        // struct columns (in place on the store), in observation and in object.
        #expect(zip(since, before).filter { $0 != $1 }.map(\.1) == ["property,class,robin-same,2,RobinLine TotalLine,0,0,0,0,0,0,0,0,0"])
        #expect(since.count == 24 && before.count == 24)
        #expect(before.contains("observation,class,robin-same,0,,0,0,0,0,0,0,0,0,0"))
        #expect(before.contains("property,class,robin-zero,2,RobinLine TotalLine,0,0,0,0,0,0,0,0,0"))
        #expect(before.contains("property,class,robin,2,RobinLine TotalLine,0,0,0,0,0,0,0,0,0"))
    }

    @Test func theTableSaysWhichRuleEachColumnTookAndTheJSONNamesIt() {
        let run = ran(["tally", "--steps", "robin-same", "--counts-only", "--equality", "before-6.2"], workloads: [.tally], name: "compare")
        #expect(run.code == 0)
        #expect(run.output.contains("\nrobin-same               2                1                  0                   1             4              1\n"))
        #expect(run.output.contains("\nproperty·class, property·struct: the @Observable setter's rule as before Swift 6.2: every assignment notifies, an equal one too (--equality before-6.2)\n"))
        #expect(run.output.contains("\nobservation·class, observation·struct: Apple's Observation, its setters as Swift 6.2 and later write them, whatever --equality says\n"))
        #expect(run.output.contains("stale views: none"))
        let since = ran(["tally", "--counts-only", "--notify", "property", "--equality", "6.2"], workloads: [.tally], name: "compare")
        #expect(since.output.contains("\nproperty·class, property·struct: the @Observable setter's rule as Swift 6.2 and later: an assignment of an equal value tells no one (--equality 6.2)\n"))
        #expect(!since.output.contains("observation·class"))
        let json = ran(["tally", "--counts-only", "--format", "json", "--equality", "before-6.2"], workloads: [.tally], name: "compare")
        #expect(json.output.contains("\"equality\" : \"before-6.2\""))
        let unsaid = ran(["tally", "--counts-only", "--format", "json"], workloads: [.tally], name: "compare")
        #expect(!unsaid.output.contains("\"equality\""))
        #expect(!ran(["tally", "--counts-only"], workloads: [.tally], name: "compare").output.contains("--equality"))
    }

    @Test func aClassicModelsPortTakesTheRuleInThePropertyColumnsAlone() {
        let before = ran(["classic-perch", "--counts-only", "--format", "csv", "--equality", "before-6.2"], workloads: [classicPerch], name: "perch")
        #expect(before.output.contains("classic-perch,1,property,class,land-same,1,ClassicPerchLine,0,0,0,0,0,0,0"))
        #expect(before.output.contains("classic-perch,1,observation,class,land-same,0,,0,0,0,0,0,0,0"))
        let since = ran(["classic-perch", "--counts-only", "--format", "csv"], workloads: [classicPerch], name: "perch")
        #expect(since.output.contains("classic-perch,1,property,class,land-same,0,,0,0,0,0,0,0,0"))
        // The port's line no longer names the property column, whose equal assignment tells.
        let table = ran(["classic-perch", "--counts-only", "--equality", "before-6.2"], workloads: [classicPerch], name: "perch")
        #expect(table.output.contains("\nobservation·class: the screen's @Observable port: each @Published property tracked, an equal assignment and objectWillChange.send() telling no one\n"))
    }

    @Test func anUnknownRuleIsAUsageErrorAndOtherSubcommandsRefuseIt() {
        let run = ran(["tally", "--equality", "6.1"], workloads: [.tally], name: "compare")
        #expect(run.code == 64)
        #expect(run.output.isEmpty)
        #expect(run.errors == "compare: --equality takes 6.2 (an equal assignment tells no one, the default) or before-6.2 (every assignment notifies), not '6.1'\n")
        let fuzz = ran(["fuzz", "--equality", "before-6.2"], workloads: [.tally], name: "compare")
        #expect(fuzz.code == 64)
        #expect(fuzz.output.isEmpty)
    }
}
