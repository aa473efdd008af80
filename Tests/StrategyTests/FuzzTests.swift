import Testing
import Workloads

@Suite("differential fuzzing")
struct FuzzTests {
    @Test(arguments: 0..<60)
    func seededScriptFindsNoDifference(seed: UInt64) {
        let script = FuzzScript(seed: seed)
        #expect(Fuzzer.check(script) == nil, "\(script)")
    }

    @Test func aSeedNamesOneScript() {
        #expect(FuzzScript(seed: 7).description == FuzzScript(seed: 7).description)
        #expect(FuzzScript(seed: 7).description != FuzzScript(seed: 8).description)
    }

    @Test func burstsEqualAssignmentsAndRemovalsAllRun() {
        // A hand-written script with every kind of guide action, bursts included.
        let script = FuzzScript(workload: "guide-list", size: 5, transactions: [
            [.rename(2), .rename(2)],
            [.renameSame(1)],
            [.remove(0), .append, .remove(9)],
            [.append, .append, .rename(6)],
        ])
        #expect(Fuzzer.check(script) == nil)
        let tally = FuzzScript(workload: "tally", size: 1, transactions: [
            [.addRobins(1), .addSparrows(2), .robinsSame], [.addRobins(0)], [.robinsSame],
        ])
        #expect(Fuzzer.check(tally) == nil)
    }
}
