import TestSupport
import Foundation
import Testing

@Suite("compare findings")
struct FindingsCommandTests {
    @Test func eachFindingIsMeasuredWithTheFiguresThatShowIt() throws {
        let outcome = try CompareCommand.run(["findings"])
        #expect(outcome.status == 0)
        for measured in [
            "(Value = Int) called onChange 1 time; the same to a concrete `Int` property, 0 times",
            "robins += 0 called onChange 1 time; robins = robins, 0 times",
            "to `perch: Perch` called onChange 0 times; to `spare: Perch?`, 1 time",
            "a robin called the inner onChange 1 time and the outer 1 time",
            "was told of a later robins = 9 1 time",
            "under this project's registrar, 0 (",
            "robin-same ran 4 bodies under object·class and 0 under property·class",
            "ran 3 bodies and compared 1000 rows' inputs with struct elements; 1 body and 0 comparisons",
            "ran 1 body under object·class (ResultRow) and 2 under property·class (ResultList, ResultRow)",
            "ran 2 bodies (SearchScreen, ThemeBadge) and skipped 4 of the root's 5 children",
            "a child handed a closure that captures a value ran 10 times, one handed a closure that captures nothing 0 times, and one handed a title alone 0 times",
            "ran 10 times as its value changed ten times, and its `==` was called 0 times",
            "a field handed `$note` ran 0 times and one handed `Binding(get:set:)` over the same note 10 times",
            "a visit ran HideScreen, HeldVisits under object·class and left KeptVisits stale; under property·class it ran HeldVisits, KeptVisits",
            "was told 2 events by two sets of what it read, and 1 when it cancelled at the first .willSet",
            "a watcher until the second bird took 2 values and, finished, left 0 observers on the model",
        ] {
            #expect(outcome.stdout.contains(measured), "\(measured)")
        }
    }

    @Test func everyTestAFindingNamesExists() throws {
        let outcome = try CompareCommand.run(["findings", "--format", "markdown"])
        let source = try testSources()
        let filters = outcome.stdout.components(separatedBy: "swift test --filter ").dropFirst()
            .map { $0.prefix { $0 != "`" } }
        // One finding per section of docs/findings.md, each with its test.
        let page = try String(contentsOf: packageRoot.appendingPathComponent("docs/findings.md"), encoding: .utf8)
        let sections = page.split(separator: "\n").filter { $0.hasPrefix("## ") && $0.dropFirst(3).first?.isNumber == true }
        #expect(sections.count == 16)
        #expect(filters.count == sections.count)
        for filter in filters {
            let parts = filter.split(separator: "/")
            #expect(source.contains("struct \(parts[0])"), "\(filter)")
            if parts.count == 2 { #expect(source.contains("func \(parts[1])("), "\(filter)") }
        }
    }

    @Test func findingsTakeOnlyATableOrMarkdown() throws {
        let outcome = try CompareCommand.run(["findings", "--format", "csv"])
        #expect(outcome.status == 64)
        #expect(outcome.stderr.contains("findings prints a table or markdown, not csv"))
        let workload = try CompareCommand.run(["findings", "tally"])
        #expect(workload.status == 64)
    }
}
