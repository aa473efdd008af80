import TestSupport
import CrashContext
import Foundation
import Testing
import SwiftUIVocabulary
import ViewGraph
import Workloads
@testable import Screens

// A body that crashes ends the run in one line naming the view, the workload,
// the step and the combination, exit 70, and leaves no temporary file.

/// Shows the name the crash line would give, read while its own body runs.
private struct SelfNaming: View {
    var body: some View {
        Text(crash_context_current_view().map { String(cString: $0) } ?? "none")
    }
}

private struct NamingParent: View {
    var body: some View {
        VStack {
            Text(crash_context_current_view().map { String(cString: $0) } ?? "none")
            SelfNaming()
        }
    }
}

@Suite("A body that crashes")
struct CrashTests {
    @Test func theViewWhoseBodyRunsIsTheOneACrashWouldName() {
        let graph = Graph(root: NamingParent(), tracker: Combination(.property, .class).tracker)
        _ = graph.launch()
        #expect(graph.rendered().map(\.text) == ["NamingParent", "SelfNaming"])
        // Between bodies, no view is named.
        #expect(crash_context_current_view() == nil)
        graph.tearDown()
    }

    @Test func aCrashEndsInOneLineExitSeventyAndLeavesNoFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("crash-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcome = try CompareCommand.run(
            ["tally", "--counts-only", "-o", folder.appendingPathComponent("tally.csv").path],
            environment: ["COMPARE_TEST_CRASH": "sparrow"])
        #expect(outcome.status == 70)
        let lines = outcome.stderr.split(separator: "\n")
        // A debug build's runtime says which check failed, on the line above.
        #expect(lines.last == "compare: the body of CrashingBody crashed (tally sparrow, property·class): a runtime check failed; the line above says which and where; fix the view or the step")
        #expect(lines.first?.contains("Index out of range") == true)
        #expect(lines.count <= 2)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [])
    }

    @Test func aCrashInAModelClosureNamesTheWorkloadAndTheSizeAskedForAndBlamesTheModel() throws {
        let outcome = try CompareCommand.run(["guide-list", "--size", "3", "--counts-only"], environment: ["COMPARE_TEST_CRASH": "model"])
        #expect(outcome.status == 70)
        #expect(outcome.stderr.split(separator: "\n").last
            == "compare: the model: closure of workload guide-list at size 3 crashed: a runtime check failed; the line above says which and where; fix the model")
    }
}
