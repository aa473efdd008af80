import TestSupport
import Testing
import ViewGraph
@testable import Workloads
@testable import Screens

@Suite("differential fuzzing")
struct FuzzTests {
    @Test(arguments: 0..<60)
    func seededScriptFindsNoDifference(seed: UInt64) {
        let script = FuzzScript(seed: seed, workloads: builtInFuzzCatalogue)
        #expect(Fuzzer.check(script, in: builtInFuzzCatalogue) == nil, "\(script)")
    }

    @Test func aSeedNamesOneScript() {
        #expect(FuzzScript(seed: 7, workloads: builtInFuzzCatalogue).description == FuzzScript(seed: 7, workloads: builtInFuzzCatalogue).description)
        #expect(FuzzScript(seed: 7, workloads: builtInFuzzCatalogue).description != FuzzScript(seed: 8, workloads: builtInFuzzCatalogue).description)
    }

    @Test func burstsEqualAssignmentsAndRemovalsAllRun() {
        // A hand-written script with every kind of guide action, bursts included.
        let script = FuzzScript(workload: "guide-list", size: 5, transactions: [
            [.rename(2), .rename(2)],
            [.renameSame(1)],
            [.remove(0), .append, .remove(9)],
            [.append, .append, .rename(6)],
        ])
        #expect(Fuzzer.check(script, in: builtInFuzzCatalogue) == nil)
        let tally = FuzzScript(workload: "tally", size: 1, transactions: [
            [.addRobins(1), .addSparrows(2), .robinsSame], [.addRobins(0)], [.robinsSame],
        ])
        #expect(Fuzzer.check(tally, in: builtInFuzzCatalogue) == nil)
    }
}

@Suite("the fuzzer's checks can fail")
struct FuzzCheckTests {
    /// The flushes of a guide-list session at size 3: launch, then a rename of the middle guide.
    static func flushes(_ combination: Combination) -> [Flush] {
        let session = Workload.guideList().session(combination, size: 3)
        let launch = session.launch()
        session.apply(.rename(1))
        return [launch, session.flush()]
    }

    static func runs() -> [Combination: [Flush]] {
        Dictionary(uniqueKeysWithValues: Combination.all.map { ($0, flushes($0)) })
    }

    @Test func agreeingRunsPass() {
        #expect(Fuzzer.compare(Self.runs()) == nil)
    }

    @Test func observationRunningAnotherRowIsADifference() throws {
        var runs = Self.runs()
        var flush = runs[Combination(.observation, .class)]![1]
        let run = try #require(flush.runs.first)
        flush.runs = [BodyRun(view: run.view, key: .int(2), causes: run.causes)]
        runs[Combination(.observation, .class)]![1] = flush
        let failure = try #require(Fuzzer.compare(runs))
        #expect(failure.transaction == 1)
        #expect(failure.problem.contains("GuideRow[id 1]"))
        #expect(failure.problem.contains("GuideRow[id 2]"))
    }

    @Test func aDifferentCauseIsADifference() throws {
        var runs = Self.runs()
        let flush = runs[Combination(.observation, .class)]![1]
        runs[Combination(.observation, .class)]![1].runs = flush.runs.map { BodyRun(view: $0.view, key: $0.key, causes: [.inputs]) }
        #expect(Fuzzer.compare(runs)?.problem.contains("@self") == true)
    }

    @Test(arguments: ["compared", "skipped", "tore down"])
    func aDifferentDiffCountIsADifference(count: String) throws {
        var runs = Self.runs()
        switch count {
        case "compared": runs[Combination(.observation, .struct)]![1].compared += 1
        case "skipped": runs[Combination(.observation, .struct)]![1].skipped += 1
        default: runs[Combination(.observation, .struct)]![1].removed += 1
        }
        let failure = try #require(Fuzzer.compare(runs))
        #expect(failure.problem.hasPrefix("property·struct \(count)"))
    }

    @Test func objectRunningFewerBodiesThanPropertyIsAFailure() throws {
        var runs = Self.runs()
        runs[Combination(.object, .struct)]![1].runs.removeAll()
        let failure = try #require(Fuzzer.compare(runs))
        #expect(failure.problem == "object·struct ran 0 bodies, fewer than property·struct's 3")
    }

    @Test(arguments: ["runs", "compared", "skipped", "removed"])
    func referenceWalkReportsAFlushThatDiffersFromIt(part: String) throws {
        let session = Workload.guideList().session(Combination(.property, .struct), size: 4)
        _ = session.launch()
        let reference = session.reference()
        session.apply(.rename(1))
        var flush = session.flush()
        let account = reference.account()
        #expect(account.difference(from: flush) == nil)
        #expect(account.runs.map(\.description) == [
            #"GuideCount: \GuideValueStore.guides changed."#, #"GuideList: \GuideValueStore.guides changed."#,
            "GuideRow[id 1]: @self changed.",
        ])
        #expect((account.compared, account.skipped, account.removed) == (4, 3, 0))
        switch part {
        case "runs": flush.runs.removeLast()
        case "compared": flush.compared = 0
        case "skipped": flush.skipped = 4
        default: flush.removed = 1
        }
        #expect(account.difference(from: flush) != nil)
    }

    @Test func shrinkingKeepsOnlyWhatTheFailureNeeds() {
        // A stand-in failure: any script that renames position 7 fails.
        let script = FuzzScript(workload: "guide-list", size: 40, transactions: [
            [.append, .rename(3)], [.remove(1), .rename(7), .insert(2)], [.renameSame(0)],
        ])
        let shrunk = Fuzzer.shrink(script) { $0.transactions.joined().contains(.rename(7)) }
        #expect(shrunk.transactions == [[.rename(7)]])
        #expect(shrunk.size == 1)
    }

    @Test func middleInsertsAndRemovesAgreeWithTheReference() {
        let script = FuzzScript(workload: "guide-list", size: 6, transactions: [
            [.insert(2), .insert(2)], [.remove(3)], [.rename(2), .rename(4)], [.insert(0), .remove(5), .append],
            [.rename(1), .rename(6), .renameSame(3)],
        ])
        #expect(Fuzzer.check(script, in: builtInFuzzCatalogue) == nil)
    }
}

@Suite("the bodies summary")
struct BodySummaryTests {
    @Test func consecutiveRunsOfOneViewAreCountedAndOrderIsKept() {
        #expect(Flush.summary(of: ["A", "B", "B", "A"]) == "A B×2 A")
        #expect(Flush.summary(of: ["GuideCount", "GuideList"] + Array(repeating: "GuideRow", count: 1000))
            == "GuideCount GuideList GuideRow×1000")
        #expect(Flush.summary(of: []) == "")
    }

    @Test func aSummaryReadsBackAsTheNamesItStandsFor() {
        let names = ["A", "B", "B", "A", "C", "C", "C"]
        #expect(Flush.names(inSummary: Flush.summary(of: names)) == names)
        #expect(Flush.names(inSummary: "A×0") == nil)
        #expect(Flush.names(inSummary: "A×x") == nil)
        #expect(Flush.names(inSummary: "×3") == nil)
    }

    @Test func anInterleavedListTooLongForACellIsGivenByView() {
        // Rows with a child each alternate names: kept in order, the cell would pass the limit.
        let names = (0..<20_000).flatMap { _ in ["Row", "Badge"] }
        let summary = Flush.summary(of: names)
        #expect(summary == "Row×20000 Badge×20000 (by view)")
        #expect(summary.count < 32_767)
    }
}

@Suite("fuzz scripts cover every action")
struct FuzzCoverageTests {
    /// A generator that quietly stops making one kind of action loses what
    /// that kind checks: three hundred seeds of each workload make every kind it has.
    @Test(arguments: [
        ("tally", ["add-robins", "add-sparrows", "robins-same"]),
        ("guide-list", ["append", "insert", "remove", "rename", "rename-same"]),
        ("guide-list·lazy", ["append", "insert", "remove", "rename", "rename-same", "scroll"]),
        ("search", ["rename", "rename-same", "step", "toggle-units", "type"]),
        ("panels", ["step"]),
        ("voyage", ["step"]),
    ])
    func threeHundredSeedsMakeEveryKindOfAction(workload: String, kinds: [String]) throws {
        let chosen = try #require(builtInFuzzCatalogue.first { $0.name == workload })
        var made: Set<String> = []
        var steps: Set<Int> = []
        for seed in UInt64(0)..<300 {
            for action in FuzzScript(seed: seed, workloads: [chosen]).transactions.joined() {
                made.insert(action.kind)
                if action.kind == "step" { steps.insert(action.argument % max(chosen.steps.count, 1)) }
            }
        }
        #expect(made.sorted() == kinds)
        if ["panels", "voyage"].contains(workload) { #expect(steps.count == chosen.steps.count) }
    }
}

@Suite("fuzz's words")
struct FuzzWordingTests {
    @Test func aScriptNumbersItsTransactionsFromOneAsTheFailuresDo() {
        let script = FuzzScript(workload: "guide-list", size: 3, transactions: [[.append], [.rename(1), .scroll(-1)]])
        #expect(script.description == "guide-list at size 3:\n  1. append\n  2. rename #1; scroll -1 screen")
        #expect(Fuzzer.Failure(transaction: 2, problem: "x").description == "after transaction 2: x")
    }

    @Test func compareFuzzAtASizeRunsEveryScriptAtIt() throws {
        let outcome = try CompareCommand.run(["fuzz", "--seeds", "2", "--seed", "5", "--size", "30"])
        #expect(outcome.status == 0)
        #expect(outcome.stdout.contains(" actions, at size 30) under 6 combinations: no difference"))
        let bad = try CompareCommand.run(["fuzz", "--size", "0"])
        #expect(bad.status == 64)
        #expect(bad.stderr == "compare: --size takes a positive whole number, not '0'\n")
    }

    @Test func compareFuzzCountsTheActionsOfItsScripts() throws {
        let seeds = UInt64(1)...3
        let scripts = seeds.map { FuzzScript(seed: $0, workloads: builtInFuzzCatalogue) }
        let actions = scripts.map { $0.transactions.joined().count }.reduce(0, +)
        let transactions = scripts.map(\.transactions.count).reduce(0, +)
        #expect(actions != transactions)
        let outcome = try CompareCommand.run(["fuzz", "--seeds", "3", "--seed", "1"])
        #expect(outcome.status == 0)
        #expect(outcome.stdout.hasPrefix("fuzz: 3 scripts (seeds 1 to 3, \(actions) actions) under 6 combinations: no difference, in "))
    }
}

@Suite("a seed names a script")
struct FuzzSeedTests {
    /// The scripts that seeds make, pinned: checks.md and the failures a
    /// run prints name scripts by their seed, on any machine and after any
    /// change but one to the catalogue (voyage's coming drew every seed anew).
    @Test(arguments: [
        (160, """
            tally at size 1:
              1. robins = robins
              2. robins += 0; robins = robins
            """),
        (6, """
            guide-list·lazy at size 7:
              1. scroll 1 screen; rename #62; remove #20; rename-same #42
            """),
        (46, """
            search at size 16:
              1. rename #31
              2. type 'guide 1'
            """),
        (21, """
            guide-list at size 16:
              1. rename #6; rename #62
              2. rename-same #1
            """),
        (26, """
            panels at size 33:
              1. step #6; step #1; step #9
            """),
        (56, """
            voyage at size 1:
              1. step #18; step #9; step #8; step #9
              2. step #15; step #6; step #1; step #14
            """),
    ] as [(UInt64, String)])
    func aSeedMakesTheSameScriptEverywhere(seed: UInt64, script: String) {
        #expect(FuzzScript(seed: seed, workloads: builtInFuzzCatalogue).description == script)
    }
}
