import TestSupport
@testable import CompareKit
import Foundation
import Testing
import Workloads
@testable import Screens

// A count in an expectations file that is no number is a bad input (exit 64),
// not a difference (exit 2): the run did not change, the file is wrong.

/// The committed expectations file `name` of results/expected.
private func committed(_ name: String) throws -> String {
    try String(contentsOf: packageRoot.appendingPathComponent("results/expected/\(name)"), encoding: .utf8)
}

/// `text` with the cell in `column` of line `line` (1 is the header) replaced by `value`.
private func replacing(_ text: String, line: Int, column: String, with value: String) throws -> String {
    var lines = text.components(separatedBy: "\r\n")
    let header = lines[0].components(separatedBy: ",")
    let at = try #require(header.firstIndex(of: column))
    var cells = lines[line - 1].components(separatedBy: ",")
    cells[at] = value
    lines[line - 1] = cells.joined(separator: ",")
    return lines.joined(separator: "\r\n")
}

@Suite("An expectations file whose counts are not numbers is refused")
struct ExpectationsFileTests {
    @Test(arguments: [("recomputes", "two"), ("skipped", ""), ("stale", "-1"), ("tasks_cancelled", "n/a")])
    func aCountThatIsNoWholeNumberExits64NamingTheFileTheLineTheColumnAndTheValue(column: String, value: String) throws {
        try withScratchFolder { folder in
            let file = folder.appendingPathComponent("tally.csv")
            try replacing(try committed("tally.csv"), line: 3, column: column, with: value).write(to: file, atomically: true, encoding: .utf8)
            let output = folder.appendingPathComponent("out.csv")
            let run = ran(["tally", "--counts-only", "--expect", file.path, "-o", output.path], workloads: builtInWorkloads, name: "compare")
            #expect(run.code == 64)
            #expect(run.output.isEmpty)
            #expect(run.errors == "compare: expectations file '\(file.path)' line 3 has '\(value)' in column \(column), not a whole number; fix it or regenerate it with --counts-only --format csv\n")
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["tally.csv"])
        }
    }

    @Test func theCommittedFileAsItIsPasses() throws {
        try withScratchFolder { folder in
            let file = folder.appendingPathComponent("tally.csv")
            try committed("tally.csv").write(to: file, atomically: true, encoding: .utf8)
            let run = ran(["tally", "--counts-only", "--expect", file.path], workloads: builtInWorkloads, name: "compare")
            #expect(run.code == 0)
            #expect(run.errors == "compare: 396 counts checked against the expectations: all as expected\n")
        }
    }

    /// A watcher's count is a whole number, or n/a where it cannot watch; anything else is refused.
    @Test func aWatchersCountIsAWholeNumberOrNotAvailable() throws {
        let text = try committed("watch/tally.csv")
        #expect(text.contains(",n/a,n/a,n/a"))
        try withScratchFolder { folder in
            let file = folder.appendingPathComponent("tally.csv")
            try text.write(to: file, atomically: true, encoding: .utf8)
            #expect(ran(["watch", "tally", "--counts-only", "--expect", file.path], workloads: builtInWorkloads, name: "compare").code == 0)
            try replacing(text, line: 2, column: "values", with: "many").write(to: file, atomically: true, encoding: .utf8)
            let run = ran(["watch", "tally", "--counts-only", "--expect", file.path], workloads: builtInWorkloads, name: "compare")
            #expect(run.code == 64)
            #expect(run.errors == "compare: expectations file '\(file.path)' line 2 has 'many' in column values, not a whole number; fix it or regenerate it with compare watch --counts-only --format csv\n")
        }
    }
}
