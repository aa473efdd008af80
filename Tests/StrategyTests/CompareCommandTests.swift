import Foundation
import Testing

@Suite("compare command")
struct CompareCommandTests {
    @Test func csvHasOneRowPerStepAndCombinationWithTheCounts() throws {
        let outcome = try CompareCommand.run(["tally", "--format", "csv"])
        #expect(outcome.status == 0)
        let lines = outcome.stdout.split(separator: "\r\n").map(String.init)
        #expect(lines.first == "workload,size,notify,kind,step,recomputes,bodies,skipped,compared,stale")
        #expect(lines.count == 1 + 6 * 6)
        #expect(lines.contains("tally,1,property,class,robin,2,RobinLine TotalLine,0,0,0"))
        #expect(lines.contains("tally,1,observation,class,robin-same,0,,0,0,0"))
    }

    @Test func tableHasAColumnPerCombinationAndARowPerStep() throws {
        let outcome = try CompareCommand.run(["tally"])
        #expect(outcome.status == 0)
        let lines = outcome.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains(
            "step        property·class  property·struct  observation·class  observation·struct  object·class  object·struct"))
        #expect(lines.contains(
            "robin-same               0                1                  0                   1             4              1"))
        #expect(lines.contains("stale views: none"))
    }

    @Test func traceGroupsRunsByStepAndStrategy() throws {
        let outcome = try CompareCommand.run(["tally", "--trace", "--notify", "property", "--kind=class"])
        #expect(outcome.status == 0)
        #expect(outcome.stdout.contains("""
            robin
              property·class
                RobinLine: \\Sightings.robins changed.
                TotalLine: \\Sightings.robins changed.
            """))
        #expect(!outcome.stdout.contains("observation·class"))
        #expect(!outcome.stdout.contains("property·struct"))
    }

    @Test func kindAxisNarrowsTheColumnsAndFillsTheKindColumn() throws {
        let outcome = try CompareCommand.run(["guide-list", "--kind", "struct", "--format", "csv", "--size=3"])
        #expect(outcome.status == 0)
        let rows = outcome.stdout.split(separator: "\r\n").dropFirst()
        #expect(rows.count == 5 * 3)
        #expect(rows.allSatisfy { $0.split(separator: ",")[3] == "struct" })
        #expect(rows.contains("guide-list,3,property,struct,rename,3,GuideCount GuideList GuideRow,2,3,0"))
    }

    @Test(arguments: [
        (["birds"], "unknown workload 'birds'"),
        (["tally", "--colour"], "unknown option '--colour'"),
        (["tally", "--size"], "--size needs a value"),
        (["tally", "--size", "0"], "--size takes a positive whole number"),
        (["tally", "--notify", "combine"], "unknown notify 'combine'"),
        (["tally", "--kind", "enum"], "unknown kind 'enum'"),
        (["tally", "--format", "xml"], "unknown format 'xml'"),
        ([], "no workload given"),
    ])
    func badInputExits64WithOneLine(arguments: [String], message: String) throws {
        let outcome = try CompareCommand.run(arguments)
        #expect(outcome.status == 64)
        #expect(outcome.stdout.isEmpty)
        let lines = outcome.stderr.split(separator: "\n")
        #expect(lines.count == 1)
        #expect(outcome.stderr.contains(message))
    }

    @Test func helpDescribesEveryOption() throws {
        let outcome = try CompareCommand.run(["--help"])
        #expect(outcome.status == 0)
        for option in ["--notify", "--kind", "--size", "--format", "--trace", "--help"] {
            #expect(outcome.stdout.contains(option), "\(option)")
        }
    }
}
