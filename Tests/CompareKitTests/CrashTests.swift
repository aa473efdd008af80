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
        // A debug build's runtime says which check failed, on the line above;
        // the backtracer names the line of code it stopped at.
        #expect(lines.first?.contains("Index out of range") == true)
        #expect(lines.count == 2)
        let said = try #require(lines.last.map(String.init))
        if asksBacktracer {
            #expect(crashedAt(said, "a runtime check failed (the line above says which) in CrashingBody.body.getter", "fix the view or the step")?
                .contains("return Text(shown[unknown])") == true)
        } else {
            #expect(said == Self.withoutBacktracer)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [])
    }

    @Test(arguments: [
        ("nil", "a runtime check failed (the line above says which)", "process.environment[\"COMPARE_TEST_NO_SUCH_NAME\"]!", "Unexpectedly found nil"),
        ("overflow", "a runtime check failed (arithmetic overflow)", "Int.max - 1 + unknown * 2", nil),
        ("fatal", "it stopped on a fatal error", "fatalError(\"CrashingBody has no row", "Fatal error: CrashingBody has no row 1"),
    ])
    func aCrashNamesWhatFailedAndTheLineOfCodeItStoppedAt(kind: String, failed: String, code: String, above: String?) throws {
        let outcome = try CompareCommand.run(
            ["tally", "--counts-only"], environment: ["COMPARE_TEST_CRASH": "sparrow", "COMPARE_TEST_CRASH_KIND": kind])
        #expect(outcome.status == 70)
        let lines = outcome.stderr.split(separator: "\n").map(String.init)
        #expect(lines.count == (above == nil ? 1 : 2) || !asksBacktracer)
        if let above { #expect(lines.first?.contains(above) == true) }
        guard asksBacktracer else {
            #expect(lines.last == Self.withoutBacktracer)
            return
        }
        let ending = kind == "fatal" ? "the line above says why; fix the view or the step" : "fix the view or the step"
        #expect(crashedAt(lines.last ?? "", "\(failed) in CrashingBody.body.getter", ending)?.contains(code) == true)
    }

    @Test func withNoBacktracerTheLineSaysWhatTheSignalTells() throws {
        // As on a Mac, where the runtime's backtracer is off by default.
        let outcome = try CompareCommand.run(
            ["tally", "--counts-only"], environment: ["COMPARE_TEST_CRASH": "sparrow", "SWIFT_BACKTRACE": "enable=no"])
        #expect(outcome.status == 70)
        #expect(outcome.stderr.split(separator: "\n").last.map(String.init) == Self.withoutBacktracer)
    }

    /// The line where no backtracer is asked (a Mac's default, or a sanitizer's build).
    static let withoutBacktracer =
        "compare: the body of CrashingBody crashed (tally sparrow, property·class): a runtime check failed; the line above says which and where; fix the view or the step"

    @Test func aCrashInAModelClosureNamesTheWorkloadAndTheSizeAskedForAndBlamesTheModel() throws {
        let outcome = try CompareCommand.run(["guide-list", "--size", "3", "--counts-only"], environment: ["COMPARE_TEST_CRASH": "model"])
        #expect(outcome.status == 70)
        let said = try #require(outcome.stderr.split(separator: "\n").last.map(String.init))
        #expect(said.hasPrefix("compare: the model: closure of workload guide-list at size 3 crashed: "))
        if asksBacktracer {
            #expect(crashedAt(
                said, "a runtime check failed (the line above says which) in makeModel<A>(of:size:_:)", "fix the model",
                crashed: "compare: the model: closure of workload guide-list at size 3 crashed")?
                .contains("_ = made[") == true)
        } else {
            #expect(said == "compare: the model: closure of workload guide-list at size 3 crashed: a runtime check failed; the line above says which and where; fix the model")
        }
    }
}

/// Whether a crash asks the runtime's backtracer what failed and where: on
/// Linux, but for a sanitizer's build, whose signal handling it does not survive.
private let asksBacktracer = crash_context_asks_backtracer() != 0

/// The line of code a crash line says it stopped at, read from its file: the
/// line must be `\(crashed): \(failed) at /…/File.swift:L:C; \(ending)`, of a
/// file in this package's Sources; nil otherwise.
private func crashedAt(
    _ said: String, _ failed: String, _ ending: String,
    crashed: String = "compare: the body of CrashingBody crashed (tally sparrow, property·class)"
) -> String? {
    let start = "\(crashed): \(failed) at "
    guard said.hasPrefix(start), said.hasSuffix("; \(ending)") else { return nil }
    let place = said.dropFirst(start.count).dropLast(ending.count + 2).split(separator: ":")
    let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources").path
    guard place.count == 3, place[0].hasPrefix(sources + "/"), let line = Int(place[1]), Int(place[2]) != nil,
          let text = try? String(contentsOfFile: String(place[0]), encoding: .utf8) else { return nil }
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    return lines.indices.contains(line - 1) ? String(lines[line - 1]) : nil
}
