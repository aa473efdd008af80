import TestSupport
import Foundation
import Testing
import Workloads
@testable import Screens

@Suite("compare watch")
struct WatchCommandTests {
    /// The CSV has the columns, a row per step and watcher, and the counts.
    @Test func csvHasARowPerStepAndWatcher() throws {
        let outcome = try CompareCommand.run([
            "watch", "tally", "--counts-only", "--format", "csv", "--notify", "property", "--kind", "class",
        ])
        #expect(outcome.status == 0)
        let lines = outcome.stdout.split(separator: "\r\n").map(String.init)
        #expect(lines.first == "workload,size,notify,kind,step,watcher,values,duplicates,events")
        // Three watchers, then their three continuous observations, at each of seven steps.
        #expect(lines.count == 1 + 7 * 6)
        #expect(lines.contains("tally,1,property,class,burst,robins,1,0,"))
        #expect(lines.contains("tally,1,property,class,robin-twice,robins,2,0,"))
        #expect(lines.contains("tally,1,property,class,robin-zero,total,1,1,"))
        #expect(lines.contains("tally,1,property,class,launch,robins (continuous),1,0,initial:1"))
        #expect(lines.contains("tally,1,property,class,burst,robins (continuous),1,0,didSet:1"))
        #expect(lines.contains("tally,1,property,class,burst,sparrows (continuous),0,0,"))
    }

    /// Timed, each row gains the timing columns, every one measured.
    @Test func timedRowsCarryTheTimingColumns() throws {
        let outcome = try CompareCommand.run([
            "watch", "tally", "--format", "csv", "--notify", "object", "--kind", "class", "--steps", "robin",
            "--samples", "2", "--min-time", "50us",
        ])
        let rows = outcome.stdout.split(separator: "\r\n").map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
        #expect(rows.first?.suffix(6) == ["median_ns", "min_ns", "max_ns", "mad_ns", "samples", "iterations"])
        #expect(rows.count == 1 + 2 * 6)
        #expect(rows.dropFirst().allSatisfy { Double($0[9]) ?? 0 > 0 && $0[13] == "2" })
    }

    /// --expect passes on the committed counts and names a changed cell.
    @Test func expectChecksTheWatcherCounts() throws {
        let passed = try CompareCommand.run(["watch", "tally", "--counts-only", "--expect", "results/expected/watch/tally.csv"])
        #expect(passed.status == 0, "\(passed.stderr)")
        #expect(passed.stderr.contains("counts checked against the expectations: all as expected"))

        let changed = FileManager.default.temporaryDirectory.appendingPathComponent("watch-\(UUID()).csv")
        defer { try? FileManager.default.removeItem(at: changed) }
        let text = try String(contentsOfFile: "results/expected/watch/tally.csv", encoding: .utf8)
        try text.replacingOccurrences(of: "tally,1,property,class,burst,robins,1,0", with: "tally,1,property,class,burst,robins,3,0")
            .write(to: changed, atomically: true, encoding: .utf8)
        let failed = try CompareCommand.run(["watch", "tally", "--counts-only", "--expect", changed.path])
        #expect(failed.status == 2)
        #expect(failed.stderr.contains("tally size 1 property·class burst robins values: expected 3, actual 1"))
    }

    /// The body expectations are not watcher expectations: one line, exit 64.
    @Test func bodyExpectationsAreRefused() throws {
        let outcome = try CompareCommand.run(["watch", "tally", "--counts-only", "--expect", "results/expected/tally.csv"])
        #expect(outcome.status == 64)
        #expect(outcome.stderr == "compare: expectations file 'results/expected/tally.csv' lacks the columns watcher, values, duplicates, events; regenerate it with compare watch --counts-only --format csv\n")
    }

    @Test(arguments: [
        (["watch", "tally", "--steps", "add"], "unknown step 'add' for tally; use one of: launch, robin, sparrow, robin-same, robin-zero, burst, robin-twice"),
        (["tally", "--steps", "robin-twice"], "unknown step 'robin-twice' for tally; use one of: launch, robin, sparrow, robin-same, robin-zero, burst"),
        (["watch", "tally", "--chart", "a.svg"], "--chart goes with the body counts, not compare watch; drop it"),
        (["watch"], "no workload given; name one of: tally, guide-list, search, trap-until-finished, trap-didset-save, trap-two-windows, all (see compare list)"),
    ])
    func badInputIsOneLine(arguments: [String], message: String) throws {
        let outcome = try CompareCommand.run(arguments)
        #expect(outcome.status == 64)
        #expect(outcome.stderr == "compare: \(message)\n")
        #expect(outcome.stdout.isEmpty)
    }

    /// A trace lists every value, and says which repeat the one before.
    @Test func traceListsEveryValue() throws {
        let outcome = try CompareCommand.run([
            "watch", "tally", "--counts-only", "--trace", "--notify", "observation", "--kind", "class", "--steps", "robin-zero",
        ])
        let trace = """
            tally: every value each watcher received
            launch
              observation·class
                robins = 0
                sparrows = 0
                total = 0
            robin-zero
              observation·class
                robins = 0  (equal to the one before)
                total = 0  (equal to the one before)

            """
        #if compiler(>=6.4)
        #expect(outcome.stdout.hasPrefix(trace))
        #else
        // Apple's continuous observation is not in this toolchain: said once, after the trace.
        #expect(outcome.stdout == trace + "\nn/a: observation's continuous watchers: Apple's withContinuousObservation needs Swift 6.4\n")
        #endif
    }
}
