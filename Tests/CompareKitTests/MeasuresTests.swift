@testable import CompareKit
import Foundation
import Testing
import Workloads
@testable import Screens

/// What `body` throws, if it throws a ``Failure``.
func failure(_ body: () throws -> Void) -> Failure? {
    do {
        try body()
        return nil
    } catch {
        return error as? Failure
    }
}

/// A package's own micro-benchmark: one operation that adds to a count.
private let suite = MicroSuite(
    summary: "One addition.", operations: ["add", "skipped"],
    targets: { results in
        results.filter { $0.operation == "add" }.map { MicroTarget(description: "\($0.notify.rawValue) add", measured: 1, limit: 2) }
    }
) { operation, notify in
    guard operation == "add", notify != .object else { return .notApplicable("not here") }
    return .timed(operations: 4) { iterations, sink in
        for index in 0..<iterations { sink.consume(index) }
        return 40 * UInt64(iterations)
    }
}

@Suite("compare micro and findings run the measures they are given")
struct MeasuresTests {
    @Test func aPackagesSuiteIsMeasuredOperationByOperationUnderEachStrategyAsked() throws {
        let results = measureMicro(suite, ["add"], notify: [.property, .object], samples: 3, minTime: 1_000)
        #expect(results.map(\.operation) == ["add", "add"])
        #expect(results.map(\.notify) == [.property, .object])
        // 40 ns an iteration of 4 operations: 10 ns each, whatever the calibration chose.
        #expect(results[0].median == 10)
        #expect(results[0].timing?.samples == 3)
        #expect(results[1].timing == nil && results[1].note == "not here")
    }

    @Test func itsTableListsItsOperationsAndItsTargets() throws {
        let results = measureMicro(suite, nil, notify: [.property], samples: 1, minTime: 1_000)
        let text = try MicroResults(results: results, suite: suite, samples: 1, machine: .current()).text(.table)
        #expect(text.hasPrefix("per operation (median of 1 samples; min-max)\n"))
        #expect(text.contains("\nadd        10 ns (10-10)\n"))
        #expect(text.contains("\nskipped    n/a: not here\n"))
        #expect(text.contains("property add  0.50 of the limit  met"))
    }

    @Test(arguments: [
        ("micro", "this compare has no micro-benchmarks; the harness's own are in its compare: swift run -c release compare micro"),
        ("findings", "this compare has no findings; the harness's own are in its compare: swift run -c release compare findings"),
        ("report", "this compare has no reference run; the harness's own is in its compare: swift run -c release compare report --output-dir results"),
    ])
    func aCompareWithNoMeasuresRefusesTheirSubcommandsWithAUsageError(command: String, message: String) {
        #expect(failure { _ = try CompareKit.run([command], workloads: builtInWorkloads, measures: Measures()) }
            == Failure(message: message, code: .usage))
        #expect(helpText(for: .micro, builtInWorkloads).contains("--operations        (none in this compare)\n"))
    }

    @Test func theHelpNamesTheSuitesOwnOperations() {
        let help = helpText(for: .micro, builtInWorkloads, Measures(micro: suite))
        #expect(help.hasPrefix("OVERVIEW: One addition.\n"))
        #expect(help.contains("  --operations        add, skipped\n"))
    }
}

@Suite("compare report writes the reference run it is given")
struct ReferenceRunTests {
    /// A reference run of one untimed tally, with a page that quotes a figure.
    private let run = ReferenceRun(
        runs: [.bodies("counter", Workload.tally, sizes: [1], timed: false)],
        files: [("counter.md", .markdown("counter")), ("expected/counter.csv", .counts(["counter"])), ("README.md", .page)]
    ) { figures in
        let robin = figures.step("counter", "robin", Combination(.property, .class))
        return "a robin ran \(robin?.recomputes ?? -1) bodies (\(robin?.bodies ?? "?"))\n"
    }

    @Test func itsFilesAndItsPageAreWrittenFromItsRuns() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("reference-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(runCompare(["report", "--output-dir", folder.path], workloads: [], measures: Measures(report: run)) == 0)
        let page = try String(contentsOf: folder.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(page == "a robin ran 2 bodies (RobinLine TotalLine)\n")
        let counts = try String(contentsOf: folder.appendingPathComponent("expected/counter.csv"), encoding: .utf8)
        #expect(counts.hasPrefix("workload,size,notify,kind,step,recomputes,bodies,skipped,compared,stale,actions,actions_stopped,tasks_started,tasks_cancelled,models_initialised,port_stale\r\n"))
        #expect(counts.contains("tally,1,property,class,robin,2,RobinLine TotalLine,0,0,0,0,0,0,0,0,0\r\n"))
        #expect(try String(contentsOf: folder.appendingPathComponent("counter.md"), encoding: .utf8).hasPrefix("### tally: bodies run per step"))
    }

    @Test(arguments: [
        ([("other.md", ReferenceRun.File.markdown("other"))], "other.md is made of a run named 'other', and the reference run has none; name one of its runs"),
        ([("c.svg", .chart("watched"))], "c.svg charts body counts, and 'watched' is a run of watchers; chart a run of bodies"),
        ([("e.csv", .counts(["counter", "watched"]))], "e.csv puts body counts and watchers' counts in one file; give each kind a file of its own"),
    ])
    func aReferenceRunMadeWrongFailsBeforeAnythingIsMeasuredAndWritesNothing(
        files: [(path: String, ReferenceRun.File)], message: String
    ) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("reference-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let broken = ReferenceRun(runs: run.runs + [.watchers("watched", Workload.tally, sizes: [1])], files: files, page: run.page)
        #expect(failure { _ = try CompareKit.run(["report", "--output-dir", folder.path], workloads: [], measures: Measures(report: broken)) }
            == Failure(message: message, code: .failure))
        #expect(!FileManager.default.fileExists(atPath: folder.path))
        let twice = ReferenceRun(runs: run.runs + run.runs, files: [], page: run.page)
        #expect(failure { try twice.check() }?.message == "the reference run names two runs 'counter'; give each run a name of its own")
    }
}

@Suite("compare micro's four formats agree")
struct MicroFormatsAgreeTests {
    /// Results with known figures, one not applicable, one an amount.
    static let results = [
        MicroResult(operation: "add", notify: .property, timing: Timing([10, 12, 30], iterations: 7)),
        MicroResult(operation: "add", notify: .object, timing: nil, note: "not here"),
        MicroResult(operation: "skipped", notify: .property, timing: Timing([464, 464, 464], iterations: 1), unit: "bytes"),
    ]

    @Test func csvJsonTableAndMarkdownSayTheSameFigures() throws {
        let csv = try MicroResults(results: Self.results, suite: suite, samples: 3, machine: .current()).text(.csv)
        #expect(csv == """
            operation,notify,unit,median_ns,min_ns,max_ns,mad_ns,samples,iterations,note\r
            add,property,ns,12.0,10.0,30.0,2.0,3,7,\r
            add,object,ns,,,,,,,not here\r
            skipped,property,bytes,464.0,464.0,464.0,0.0,3,1,\r

            """)
        let json = try MicroResults(results: Self.results, suite: suite, samples: 3, machine: .current()).text(.json)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let operations = try #require(document["operations"] as? [[String: Any]])
        #expect(operations.map { "\($0["operation"]!) \($0["notify"]!) \($0["median_ns"] ?? "-") \($0["min_ns"] ?? "-") \($0["max_ns"] ?? "-") \($0["mad_ns"] ?? "-") \($0["iterations"] ?? "-")" }
            == ["add property 12 10 30 2 7", "add object - - - - -", "skipped property 464 464 464 0 1"])
        #expect(operations[1]["note"] as? String == "not here")
        let table = try MicroResults(results: Self.results, suite: suite, samples: 3, machine: .current()).text(.table)
        #expect(table.contains("\nadd        12 ns (10-30)  n/a: not here\n"))
        #expect(table.contains("\nskipped        464 bytes              -\n"))
        let markdown = try MicroResults(results: Self.results, suite: suite, samples: 3, machine: .current()).text(.markdown)
        #expect(markdown.contains("\n| add | 12 ns (10-30) | n/a: not here |\n"))
        #expect(markdown.contains("\n| skipped | 464 bytes | - |\n"))
    }
}
