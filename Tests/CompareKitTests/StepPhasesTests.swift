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
            "reconcile", "record", "sum of the phases",
        ])
        #expect(phases.allSatisfy { $0.nanoseconds.count == Notify.allCases.count })
        #expect(phases[0].nanoseconds.allSatisfy { $0 > 0 })
    }
}
