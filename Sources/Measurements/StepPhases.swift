import CompareKit
import Foundation
import Screens
import ViewGraph
import Workloads

/// One phase of a step's breakdown: its name, what it holds, and its
/// nanoseconds per step under each strategy, in ``Notify/allCases`` order.
package struct StepPhase {
    /// The phase's name in the breakdown's table.
    package let name: String
    /// What the phase holds, in a clause.
    package let holds: String
    /// Nanoseconds per step, one per strategy.
    package var nanoseconds: [Double]
}

/// Where a step's time goes, phase by phase (issue 41): `steps` steps of
/// `step` on `workload`'s screen of objects, under each strategy, clocked
/// by a ``PhaseClock`` on the session's graph, with the step's time unclocked
/// beside them. Each figure is the median of `rounds` rounds, the strategies
/// interleaved round by round.
///
/// The clock's reads are taken off each phase (``PhaseClock/readCost`` per
/// boundary). The split of the body phase runs each body again, 32 times
/// hot, outside any tracking: the view's own body and its expansion read
/// lower there than in the step, and the difference stays with the tracker.
package func stepPhases(_ workload: Workload, _ step: String, steps: Int, rounds: Int = 5) -> [StepPhase] {
    var rows: [[[Double]]] = Array(repeating: [], count: Notify.allCases.count)
    for _ in 0..<rounds {
        for (index, notify) in Notify.allCases.enumerated() {
            rows[index].append(clockedRound(workload, step, Combination(notify, .class), steps: steps))
        }
    }
    let names = [
        ("step, unclocked", "the whole step: the change and the flush through the session, as tally's timing runs it"),
        ("write", "the change: the model's set, the strategy's callbacks, the invalidations posted"),
        ("mark", "the invalidations drained, marked and put in tree order"),
        ("flush", "the flush's own walk and bookkeeping: the record made and handed back, reactions"),
        ("session", "the session around the flush: its strategy's settings, the models it counts"),
        ("body: around it", "the run prepared, the tracker's scope, the crash context: the body phase less the body and its expansion"),
        ("body: the view's", "the view's body alone (`view.body`), run again outside tracking"),
        ("expansion", "what the body made expanded into the graph's content (`_render` less `body`)"),
        ("reconcile", "the content applied to the view: text, controls, environment, reactions, children"),
        ("record", "the run written into the flush's record (`BodyRun`)"),
        ("sum of the phases", "write to record, clocked, less the clock's reads"),
        ("clocked steps, whole", "the clocked steps timed as one, from before the first write to after the last flush, less the clock's reads: what the phases divide"),
    ]
    return names.enumerated().map { row, name in
        StepPhase(name: name.0, holds: name.1, nanoseconds: rows.map { rounds in median(rounds.map { $0[row] }) })
    }
}

/// One round of `steps` steps, unclocked and then clocked: the figures of
/// ``stepPhases(_:_:steps:rounds:)``'s rows, in its order, per step.
private func clockedRound(_ workload: Workload, _ step: String, _ combination: Combination, steps: Int) -> [Double] {
    let plain = workload.session(combination, size: 1)
    _ = plain.launch()
    for _ in 0..<steps { _ = plain.perform(step) }  // warm-up
    let unclockedStart = now()
    for _ in 0..<steps { _ = plain.perform(step) }
    let unclocked = Double(now() - unclockedStart) / Double(steps)
    plain.tearDown()

    let session = workload.session(combination, size: 1)
    _ = session.launch()
    for _ in 0..<steps { _ = session.perform(step) }  // warm-up
    // The bodies split in steps of their own: their replays would leave the
    // caches otherwise than the step does for the phases after them.
    let splitter = PhaseClock(splittingBodies: true)
    session.graph.phaseClock = splitter
    for _ in 0..<steps { _ = session.perform(step) }
    let clock = PhaseClock(splittingBodies: false)
    session.graph.phaseClock = clock
    var write: UInt64 = 0, flushed: UInt64 = 0
    let wholeStart = now()
    for _ in 0..<steps {
        let start = now()
        session.mutate(step)
        let changed = now()
        _ = session.flush()
        write += changed - start
        flushed += now() - changed
    }
    let whole = Double(now() - wholeStart) / Double(steps)
    session.graph.phaseClock = nil
    session.tearDown()

    let read = PhaseClock.readCost, perStep = Double(steps)
    func phase(_ phase: FlushPhase) -> Double {
        (Double(clock.nanoseconds[phase.rawValue]) - Double(clock.laps[phase.rawValue]) * read) / perStep
    }
    let inGraph = FlushPhase.allCases.reduce(0.0) { $0 + Double(clock.nanoseconds[$1.rawValue]) }
    let bodyAlone = splitter.bodiesAlone / perStep, rendered = splitter.rendered / perStep
    let figures = [
        (Double(write) - perStep * read) / perStep,
        phase(.mark),
        phase(.flush),
        (Double(flushed) - inGraph - perStep * read) / perStep,
        phase(.body) - rendered,
        bodyAlone,
        rendered - bodyAlone,
        phase(.reconcile),
        phase(.record),
    ]
    // Each boundary's read, and the three reads around each step's write and flush.
    let reads = Double(clock.laps.reduce(0, +)) / perStep + 3
    return [unclocked] + figures + [figures.reduce(0, +), whole - reads * read]
}

/// Where the breakdown `phases` disagrees with its second accounts, one line
/// each, or none. The phases are parts of the clocked steps, so their sum is
/// no more than the steps timed as one, the clock's reads taken off both (2%
/// over for rounding), and no less than 95% of it (a phase left out); and the clock's
/// reads slow the clocked steps, but by no more than 2.5 times the unclocked
/// step, nor make them faster than half of it. Whatever the machine's speed,
/// a phase clocked twice or not at all breaks the first two.
package func stepPhasesProblems(_ phases: [StepPhase]) -> [String] {
    func row(_ name: String) -> [Double] { phases.first { $0.name == name }?.nanoseconds ?? [] }
    let unclocked = row("step, unclocked"), sum = row("sum of the phases"), whole = row("clocked steps, whole")
    var problems: [String] = []
    for (index, notify) in Notify.allCases.enumerated() where index < sum.count && index < whole.count && index < unclocked.count {
        func ns(_ value: Double) -> String { String(format: "%.0f ns", value) }
        if sum[index] > whole[index] * 1.02 {
            problems.append("\(notify): the phases add up to \(ns(sum[index])), more than the clocked steps' \(ns(whole[index])): a phase is clocked twice")
        } else if sum[index] < whole[index] * 0.95 {
            problems.append("\(notify): the phases add up to \(ns(sum[index])), under 95% of the clocked steps' \(ns(whole[index])): a phase is left out")
        }
        if whole[index] > unclocked[index] * 2.5 || whole[index] < unclocked[index] * 0.5 {
            problems.append("\(notify): the clocked steps take \(ns(whole[index])), beyond half to 2.5 times the unclocked step's \(ns(unclocked[index]))")
        }
    }
    return problems
}

/// The middle of `values`, or the mean of the two middle ones.
private func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/// The breakdown as a markdown table: a row per phase, a column per strategy.
package func stepPhasesTable(_ phases: [StepPhase]) -> String {
    var lines = ["| phase | " + Notify.allCases.map(\.rawValue).joined(separator: " | ") + " | what it holds |"]
    lines.append("| --- |" + String(repeating: " ---: |", count: Notify.allCases.count) + " --- |")
    for phase in phases {
        let figures = phase.nanoseconds.map { $0 >= 1000 ? String(format: "%.2f µs", $0 / 1000) : String(format: "%.0f ns", $0) }
        lines.append("| \(phase.name) | " + figures.joined(separator: " | ") + " | \(phase.holds) |")
    }
    return lines.joined(separator: "\n")
}
