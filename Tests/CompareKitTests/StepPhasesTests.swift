@testable import Measurements
import Testing
import ViewGraph
import Workloads
@testable import Screens

/// A phase clock on a session's graph charges each phase at its boundaries:
/// a tally `robin` step under property runs RobinLine and TotalLine, so two
/// bodies are charged, and two runs recorded, after one mark.
@Suite("a step's breakdown, phase by phase")
struct StepPhasesTests {
    @Test func aRobinStepUnderPropertyChargesTwoBodiesAndOneMark() {
        let session = Workload.tally.session(Combination(.property, .class), size: 1)
        _ = session.launch()
        let clock = PhaseClock()
        session.graph.phaseClock = clock
        let flush = session.perform("robin")
        session.graph.phaseClock = nil
        session.tearDown()
        #expect(flush.bodies == ["RobinLine", "TotalLine"])
        #expect(clock.laps[FlushPhase.mark.rawValue] == 1)
        #expect(clock.laps[FlushPhase.body.rawValue] == 2)
        #expect(clock.laps[FlushPhase.record.rawValue] == 2)
        #expect(clock.laps[FlushPhase.reconcile.rawValue] == 4)
        #expect(clock.bodyRuns == 2)
        #expect(clock.nanoseconds[FlushPhase.body.rawValue] > 0)
    }

    @Test func theBreakdownHasARowPerPhaseAndAColumnPerStrategy() {
        let phases = stepPhases(.tally, "robin", steps: 20, rounds: 1)
        #expect(phases.map(\.name) == [
            "step, unclocked", "write", "mark", "flush", "session", "body: around it", "body: the view's", "expansion",
            "reconcile", "record", "sum of the phases", "clocked steps, whole",
        ])
        #expect(phases.allSatisfy { $0.nanoseconds.count == Notify.allCases.count })
        #expect(phases[0].nanoseconds.allSatisfy { $0 > 0 })
    }

    /// The phases are parts of the clocked steps: they add up to the steps
    /// timed whole, whatever the machine's speed, as no phase is clocked
    /// twice and none is left out.
    @Test func thePhasesAddUpToTheClockedStepsTimedWhole() {
        let phases = stepPhases(.tally, "robin", steps: 200, rounds: 3)
        let sum = phases.first { $0.name == "sum of the phases" }?.nanoseconds ?? []
        let whole = phases.first { $0.name == "clocked steps, whole" }?.nanoseconds ?? []
        #expect(sum.count == 3 && whole.count == 3)
        for (part, all) in zip(sum, whole) {
            #expect(part <= all * 1.02 && part >= all * 0.95, "the phases \(part) ns, the whole \(all) ns")
        }
    }

    @Test func aBreakdownWhosePhasesExceedTheWholeIsAProblem() {
        func phase(_ name: String, _ figures: [Double]) -> StepPhase { StepPhase(name: name, holds: "", nanoseconds: figures) }
        let phases = [
            phase("step, unclocked", [1000, 1000, 1000]), phase("sum of the phases", [1500, 1000, 700]),
            phase("clocked steps, whole", [1400, 1010, 3000]),
        ]
        #expect(stepPhasesProblems(phases) == [
            "property: the phases add up to 1500 ns, more than the clocked steps' 1400 ns: a phase is clocked twice",
            "object: the phases add up to 700 ns, under 95% of the clocked steps' 3000 ns: a phase is left out",
            "object: the clocked steps take 3000 ns, beyond half to 2.5 times the unclocked step's 1000 ns",
        ])
    }
}
