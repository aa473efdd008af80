@testable import CompareKit
@testable import Measurements
import Testing
import Workloads
@testable import Screens

@Suite("help says the defaults the parser uses")
struct HelpDefaultsTests {
    /// Each `(default: …)` a page gives for a number, against `Options()`.
    @Test func everyNumericDefaultInTheHelpIsTheParsersDefault() {
        let defaults = Options()
        // The words of each page, however its lines wrap.
        func flat(_ page: String) -> String { page.replacing(/\s+/, with: " ") }
        let main = flat(helpText(builtInWorkloads))
        #expect(main.contains("timing samples per step, 1 to 1000 (default: \(defaults.samples))"))
        #expect(defaults.minTime == 1_000_000)
        #expect(main.contains("500us, 1s (default: 1ms)"))
        let fuzz = flat(helpText(for: .fuzz, builtInWorkloads))
        #expect(fuzz.contains("how many scripts, 1 to 1000000 (default: \(defaults.seeds))"))
        #expect(fuzz.contains("the seed of the first script (default: \(defaults.seed))"))
        let micro = flat(helpText(for: .micro, builtInWorkloads, builtInMeasures))
        #expect(micro.contains("samples per operation, 1 to 1000 (default: \(defaults.samples))"))
        #expect(micro.contains("the shortest a sample may last (default: 1ms)"))
        let report = flat(helpText(for: .report, builtInWorkloads, builtInMeasures))
        #expect(report.contains(" --sizes <list> the sizes of the guide-list sweep (default: 10...100000) "))
        #expect(report.contains("timing samples per step (default: \(defaults.samples))"))
    }

    /// Each range a help page names for an option (`--samples <n> ... 1 to
    /// 1000`) is the parser's: both ends accepted, one beyond either refused.
    @Test(arguments: [
        (Options.Command.run, ["guide-list"]), (.fuzz, ["fuzz"]), (.micro, ["micro"]),
    ])
    func everyRangeAHelpPageNamesIsTheParsers(page: Options.Command, command: [String]) throws {
        let text = page == .run ? helpText(builtInWorkloads) : helpText(for: page, builtInWorkloads, builtInMeasures)
        let ranges = text.split(separator: "\n").compactMap { line -> (String, Int, Int)? in
            guard let match = line.firstMatch(of: /^  (--[a-z-]+) <n>.*?(\d+) to (\d+)/) else { return nil }
            return (String(match.1), Int(match.2)!, Int(match.3)!)
        }
        #expect(ranges.count == (page == .run ? 2 : 1))
        for (option, low, high) in ranges {
            func parses(_ value: Int) -> Bool {
                (try? Options.parse(command + [option, String(value)], catalogue: builtInWorkloads,
                    operations: builtInMeasures.micro?.operations ?? [])) != nil
            }
            #expect(parses(low) && parses(high), "\(option) \(low) to \(high)")
            #expect(!parses(low - 1) && !parses(high + 1), "\(option) beyond \(low) to \(high)")
        }
    }

    @Test func aDifferenceQuotesAnEmptyValueOrOneWithSpaces() {
        let key = Expectations.Key(workload: "tally", size: 1, notify: "property", kind: "class", step: "robin")
        #expect(Expectations.Difference(key: key, column: "bodies", expected: "RobinLine", actual: "").description
            == "tally size 1 property·class robin bodies: expected RobinLine, actual ''")
        #expect(Expectations.Difference(key: key, column: "bodies", expected: "(no expectation)", actual: "2").description
            == "tally size 1 property·class robin bodies: expected '(no expectation)', actual 2")
    }
}
