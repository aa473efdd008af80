@testable import CompareKit
import Foundation
import TestSupport
import Testing

// --state: the @State macro by default, the property wrapper one option away;
// each step counts the models it initialised, in every format and --expect.

@Suite("--state and models_initialised")
struct StateOptionTests {
    /// The table shows the models initialised when a step made one, and says
    /// which declaration ran; the CSV has the column in every row.
    @Test(arguments: [("macro", "visit                0                  0             0"), ("wrapper", "visit                1                  1             1")])
    func theModelsInitialisedAreShownUnderEachDeclaration(declaration: String, visit: String) throws {
        let table = try CompareCommand.run(["trap-state-initialiser", "--counts-only", "--state", declaration])
        #expect(table.status == 0)
        let grid = table.stdout.components(separatedBy: "models initialised per step\n").last ?? ""
        #expect(grid.split(separator: "\n").prefix(3).map(String.init) == [
            "step    property·class  observation·class  object·class",
            "launch               1                  1             1", visit,
        ])
        #expect(table.stdout.contains("\n@State: the property wrapper") == (declaration == "wrapper"))
        let csv = try CompareCommand.run(["trap-state-initialiser", "--counts-only", "--format", "csv", "--state", declaration])
        let rows = csv.stdout.split(separator: "\r\n").map { $0.split(separator: ",", omittingEmptySubsequences: false) }
        let column = try #require(rows.first?.firstIndex(of: "models_initialised"))
        #expect(rows.first?.last == "port_stale")
        #expect(rows.dropFirst().map { "\($0[4]) \($0[column])" } == Array(repeating: ["launch 1", "visit \(declaration == "wrapper" ? 1 : 0)"], count: 3).flatMap { $0 })
        let json = try CompareCommand.run(["trap-state-initialiser", "--counts-only", "--format", "json", "--state", declaration])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let section = try #require((document["sections"] as? [[String: Any]])?.first)
        #expect(section["state_declaration"] as? String == declaration)
    }

    /// --expect checks the column: the macro's counts fail the wrapper's file.
    @Test func expectChecksTheModelsInitialised() throws {
        try withScratchFolder { folder in
            let file = folder.appendingPathComponent("expected.csv")
            _ = try CompareCommand.run(["trap-state-initialiser", "--counts-only", "--format", "csv", "--state", "wrapper", "-o", file.path])
            let outcome = try CompareCommand.run(["trap-state-initialiser", "--counts-only", "--expect", file.path])
            #expect(outcome.status == 2)
            #expect(outcome.stderr.contains("trap-state-initialiser size 1 property·class visit models_initialised: expected 1, actual 0"))
        }
    }

    @Test func anUnknownDeclarationIsOneLineAndExit64() throws {
        let outcome = try CompareCommand.run(["tally", "--state", "classic"])
        #expect(outcome.status == 64)
        #expect(outcome.stderr == "compare: --state takes macro (the @State macro, the default) or wrapper (the property wrapper of earlier toolchains), not 'classic'\n")
    }
}
