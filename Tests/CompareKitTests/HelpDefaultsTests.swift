@testable import CompareKit
import Measurements
import Testing
import Workloads

@Suite("help says the defaults the parser uses")
struct HelpDefaultsTests {
    /// Each `(default: …)` a page gives for a number, against `Options()`.
    @Test func everyNumericDefaultInTheHelpIsTheParsersDefault() {
        let defaults = Options()
        let main = helpText(Workloads.workloads)
        #expect(main.contains("timing samples per step, 1 to 1000 (default: \(defaults.samples))"))
        #expect(defaults.minTime == 1_000_000)
        #expect(main.contains("500us, 1s (default: 1ms)"))
        let fuzz = helpText(for: .fuzz, Workloads.workloads)
        #expect(fuzz.contains("how many scripts, 1 to 1000000 (default: \(defaults.seeds))"))
        #expect(fuzz.contains("the seed of the first script (default: \(defaults.seed))"))
        let micro = helpText(for: .micro, Workloads.workloads, builtInMeasures)
        #expect(micro.contains("samples per operation, 1 to 1000 (default: \(defaults.samples))"))
        #expect(micro.contains("the shortest a sample may last (default: 1ms)"))
        let report = helpText(for: .report, Workloads.workloads)
        #expect(report.contains("timing samples per step (default: \(defaults.samples))"))
    }

    @Test func aDifferenceQuotesAnEmptyValueOrOneWithSpaces() {
        let key = Expectations.Key(workload: "tally", size: 1, notify: "property", kind: "class", step: "robin")
        #expect(Expectations.Difference(key: key, column: "bodies", expected: "RobinLine", actual: "").description
            == "tally size 1 property·class robin bodies: expected RobinLine, actual ''")
        #expect(Expectations.Difference(key: key, column: "bodies", expected: "(no expectation)", actual: "2").description
            == "tally size 1 property·class robin bodies: expected '(no expectation)', actual 2")
    }
}
