@testable import CompareKit
import Foundation
import TestSupport
import Testing
import ViewGraph
import Workloads
@testable import Screens

// Expected staleness: a trap's stale view is what it measures; an undeclared
// one still fails the run, and a declared one that stays fresh is a difference.

/// A title kept where nothing notifies, shown by a view that holds its model.
private final class Board: Model {
    var plainTitle = "first"
    @Tracked var count = 0
}

private struct BoardTitle: View {
    @ObservedObject var board: Board
    var body: some View { Text("title: \(board.plainTitle) · \(board.count)") }
}

private func board(_ declared: (Workload) -> Workload) -> Workload {
    declared(
        Workload(
            "board", model: { _ in Board() }, screen: { BoardTitle(board: $0) },
            steps: [
                Step("retitle", "the plain title changes") { $0.plainTitle = "second" },
                Step("count", "the tracked count changes") { $0.count += 1 },
            ]))
}

@Suite("Expected staleness: a trap's stale views, declared by its workload")
struct ExpectedStaleTests {
    @Test func aDeclaredStaleViewIsCountedListedAndPasses() {
        let run = ran(["board", "--counts-only", "--format", "csv"], workloads: [board { $0.expectingStale("BoardTitle", after: ["retitle"]) }], name: "board")
        #expect(run.code == 0)
        let rows = run.output.split(separator: "\r\n").map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
        let stale = rows[0].firstIndex(of: "stale")!
        // After retitle it is stale; the count's send refreshes it.
        #expect(rows.filter { $0.count > 4 && $0[4] == "retitle" }.map { $0[stale] } == ["1", "1", "1"])
        #expect(rows.filter { $0.count > 4 && $0[4] == "count" }.map { $0[stale] } == ["0", "0", "0"])
    }

    @Test func aDeclaredStaleViewIsListedAsTheWorkloadExpectsIt() {
        let run = ran(["board", "--counts-only"], workloads: [board { $0.expectingStale("BoardTitle", after: ["retitle"]) }], name: "board")
        #expect(run.code == 0)
        #expect(run.output.contains("stale views the workload expects (the trap it measures):\n  board size 1 retitle property·class: BoardTitle shows"))
        #expect(!run.output.contains("stale views:\n"))
    }

    @Test func anUndeclaredStaleViewStillFailsTheRunWithExitOne() {
        let run = ran(["board", "--counts-only"], workloads: [board { $0 }], name: "board")
        #expect(run.code == 1)
        #expect(run.output.contains("stale views:\n  board size 1 retitle property·class: BoardTitle shows \"title: first · 0\""))
    }

    @Test func aDeclaredStaleViewThatStaysFreshExitsTwoNamingItsCell() {
        let run = ran(
            ["board", "--counts-only", "--notify", "property"],
            workloads: [board { $0.expectingStale("BoardTitle", after: ["retitle", "count"]) }], name: "board")
        #expect(run.code == 2)
        #expect(run.errors == "board: a view the workload expects stale stayed fresh: board size 1 property·class count BoardTitle; the trap no longer bites, so drop its expectingStale or find what changed\n")
    }

    /// Like a count that differs, and beside them: the counts are compared too.
    @Test func aDeclaredStaleViewThatStaysFreshIsListedWithTheCountsThatDiffer() throws {
        try withScratchFolder { folder in
            let declared = board { $0.expectingStale("BoardTitle", after: ["retitle"]) }
            let csv = ran(["board", "--counts-only", "--notify", "property", "--format", "csv"], workloads: [declared], name: "board").output
            // The count step's body count, made one too many.
            let expected = csv.replacingOccurrences(of: "board,1,property,class,count,1,", with: "board,1,property,class,count,2,")
            #expect(expected != csv)
            let file = folder.appendingPathComponent("board.csv")
            try expected.write(to: file, atomically: true, encoding: .utf8)
            let run = ran(
                ["board", "--counts-only", "--notify", "property", "--expect", file.path],
                workloads: [board { $0.expectingStale("BoardTitle", after: ["retitle", "count"]) }], name: "board")
            #expect(run.code == 2)
            let lines = run.errors.split(separator: "\n").map(String.init)
            #expect(lines.count == 3)
            #expect(lines.first == "board: 1 count differs from the expectations:")
            #expect(lines.dropFirst().first?.contains("count") == true)
            #expect(lines.last?.hasPrefix("board: a view the workload expects stale stayed fresh: board size 1 property·class count BoardTitle") == true)
        }
    }

    @Test func aDeclaredStepThatIsNoStepIsAProblemOfTheWorkload() {
        #expect(board { $0.expectingStale("BoardTitle", after: ["rename"]) }.problem
            == "workload board expects BoardTitle stale after rename, which is not one of its steps")
    }

    @Test func aWorkloadThatExpectsStaleViewsIsLeftOutOfFuzzing() {
        #expect(board { $0 }.isFuzzed)
        #expect(!board { $0.expectingStale("BoardTitle", after: ["retitle"]) }.isFuzzed)
        #expect(Fuzzer.catalogue([board { $0.expectingStale("BoardTitle", after: ["retitle"]) }, .tally]).map(\.name) == ["tally"])
    }
}

@Suite("Expectations written before the reaction columns")
struct OlderExpectationsTests {
    @Test func aFileWithoutTheReactionColumnsChecksTheColumnsItHolds() throws {
        let text = "workload,size,notify,kind,step,recomputes,bodies,skipped,compared,stale\r\ntally,1,property,class,robin,2,RobinLine TotalLine,0,0,0\r\n"
        let rows = try Expectations.parse(text, file: "old.csv", name: "compare")
        #expect(rows.count == 1)
        #expect(rows[0].counts.keys.sorted() == ["bodies", "compared", "recomputes", "skipped", "stale"])
    }

    @Test func aFileWithTheReactionColumnsChecksThemToo() throws {
        let text = "workload,size,notify,kind,step,recomputes,bodies,skipped,compared,stale,actions,actions_stopped,tasks_started,tasks_cancelled\r\ntally,1,property,class,robin,2,RobinLine TotalLine,0,0,0,1,0,0,0\r\n"
        let rows = try Expectations.parse(text, file: "new.csv", name: "compare")
        #expect(rows[0].counts["actions"] == "1")
        #expect(rows[0].counts.count == 9)
    }
}

@Suite("R3: actions and tasks counted per step in every format")
struct ReactionCountsTests {
    /// The CSV's cells of `columns`, a row per step, for `combination`'s rows.
    private func cells(_ workload: Workload, _ columns: [String], notify: String = "property") -> [String: [String]] {
        let run = ran([workload.name, "--counts-only", "--format", "csv"], workloads: [workload], name: "compare")
        let rows = run.output.split(separator: "\r\n").map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
        let index = columns.map { rows[0].firstIndex(of: $0)! }
        return Dictionary(uniqueKeysWithValues: rows.dropFirst().filter { $0[2] == notify }.map { row in (row[4], index.map { row[$0] }) })
    }

    @Test func eachKeystrokeCancelsTheRequestUnderWayAndStartsAnother() {
        let counts = cells(.taskPerKeystroke, ["actions", "actions_stopped", "tasks_started", "tasks_cancelled"])
        #expect(counts["launch"] == ["0", "0", "1", "0"])
        for step in ["type-w", "type-wr", "type-wre", "type-wren"] { #expect(counts[step] == ["0", "0", "1", "1"], "\(step)") }
    }

    @Test func anOnChangeWritingBackWhatItWatchesIsStoppedAndOneWritingElsewhereIsNot() {
        let counts = cells(.onChangeLoop, ["recomputes", "bodies", "actions", "actions_stopped"], notify: "object")
        #expect(counts["type-name"] == ["2", "NameForm×2", "1", "1"])
        #expect(counts["type-mirror"] == ["3", "NameForm×2 Shout", "1", "0"])
    }

    @Test func theJSONHoldsTheCountsAndTheStoppedActionsInSwiftUIsWords() throws {
        let run = ran(["trap-onchange-loop", "--counts-only", "--format", "json", "--notify", "property"], workloads: [.onChangeLoop], name: "compare")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        let results = try #require((document["sections"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        let typed = try #require(results.first { $0["step"] as? String == "type-name" })
        #expect(typed["actions"] as? Int == 1)
        #expect(typed["stopped_actions"] as? [String] == ["NameForm: onChange(of: String) action tried to update multiple times per frame."])
        // The count under CSV's name, beside the lines.
        #expect(typed["actions_stopped"] as? Int == 1)
        #expect(typed["tasks_started"] as? Int == 0)
    }

    @Test func theTableShowsTheReactionsOnlyWhereAStepReacted() {
        let loop = ran(["trap-onchange-loop", "--counts-only", "--notify", "property"], workloads: [.onChangeLoop], name: "compare")
        #expect(loop.output.contains("trap-onchange-loop: onChange actions run (stopped), tasks started, cancelled\n"))
        #expect(loop.output.contains("onChange actions stopped:\n  trap-onchange-loop size 1 type-name property·class: NameForm: onChange(of: String) action tried to update multiple times per frame."))
        let tally = ran(["tally", "--counts-only"], workloads: [.tally], name: "compare")
        #expect(!tally.output.contains("onChange"))
    }
}

@Suite("A missing @Environment(Model.self): one line, exit 1, no crash")
struct MissingEnvironmentTests {
    @Test func theRequiredFormEndsTheRunInOneLineNamingTheViewAndTheType() {
        let run = ran(["trap-missing-environment", "--counts-only", "--notify", "object"], workloads: [.missingEnvironment], name: "compare")
        #expect(run.code == 1)
        #expect(run.errors == "compare: RequiredLog reads @Environment(FieldLog.self), but no ancestor placed a FieldLog in the environment; add .environment(_:) with one to an ancestor (trap-missing-environment show-required, object·class)\n")
    }

    @Test func theOptionalFormReadsNilOutsideAndTheLogInside() {
        let run = ran(["trap-optional-environment", "--counts-only", "--trace", "--notify", "property"], workloads: [.optionalEnvironment], name: "compare")
        #expect(run.code == 0)
        #expect(run.output.contains("log-entry\n  property·class\n    OptionalLog: \\FieldLog.entries changed.\n"))
    }

    @Test func allLeavesOutAWorkloadThatFailsOnPurpose() {
        let run = ran(["all", "--counts-only", "--format", "csv"], workloads: [.optionalEnvironment, .missingEnvironment], name: "compare")
        #expect(run.code == 0)
        #expect(!run.output.contains("trap-missing-environment"))
        #expect(run.output.contains("trap-optional-environment,1,property,class,log-entry,1,OptionalLog,"))
    }
}
