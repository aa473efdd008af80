internal import CrashContext
import Dispatch
import ViewGraph

/// A workload's screen run step by step under one combination, with its
/// watchers beside it when asked: the one runner of `compare` (which records
/// each step's bodies, stale views and page), `compare watch` (each watcher's
/// values) and the fuzz scripts (their checks after each transaction).
///
/// Making it launches the screen and starts the watchers, which deliver their
/// first values on the first turn (W2). Each step makes its changes, turning
/// the watchers' pumps at each suspension point inside it and once after it,
/// then lets the views catch up with one flush (G3), outside what a watcher's
/// time counts. With no watchers a step is its changes and one flush.
package final class StepRun {
    /// What one step did: the views' flush, and what it gave the watchers.
    package struct Outcome {
        /// The bodies the step's flush ran, and the children it diffed.
        package let flush: Flush
        /// The values delivered, in order.
        package let deliveries: [WatchLog.Delivery]
        /// Nanoseconds from the step's first change to its last value
        /// delivered, or to the end of its last turn when none was.
        package let elapsed: UInt64
    }

    /// What the watchers of a run are: none, every one, or the one named.
    package enum Watching {
        /// No watcher: each step is its changes and one flush.
        case none
        /// Every watcher, and with `continuous` their continuous observations too (E3).
        case all(continuous: Bool)
        /// The watcher or continuous observation named, alone; `describes`
        /// false skips describing its values, for timing.
        case only(String, describes: Bool)
    }

    /// The screen and its model.
    package let session: Session
    private let name: String
    private let combination: Combination
    private let watches: Bool
    /// The counts the model keeps that this run reads after each step.
    private let counts: [String]
    private let order: [String: Int]
    /// One pump per watcher, turned in the workload's order of watchers, so
    /// that which watcher runs first in a turn is the same under every
    /// registrar (Apple's wakes its observers in a hash order).
    private let pumps: [Pump]
    /// Counts the turns: a delivery's turn is this pump's count.
    private let clock = Pump()
    private let log: WatchLog
    private var tasks: [Task<Void, Never>]
    /// What launch gave: each watcher's first value.
    package let launch: Outcome

    /// Launches `workload`'s screen at `size` under `combination` and starts
    /// the watchers `watching` names; with `namingKeyPaths`, Apple's
    /// Observation is asked which property each change came from (G5); with
    /// `keepingPages`, each flush records what a page of the tree needs.
    package init(
        _ workload: Workload, _ combination: Combination, size: Int, watching: Watching = .none, namingKeyPaths: Bool = false,
        keepingPages: Bool = false
    ) {
        session = workload.session(combination, size: size, namingKeyPaths: namingKeyPaths, keepingPages: keepingPages)
        // A14: a counted run drains the main dispatch queue, where a step may send work.
        session.graph.drainsMainQueue = true
        name = workload.name
        self.combination = combination
        let continuous: Bool, only: String?, describes: Bool
        switch watching {
        case .none: (continuous, only, describes) = (false, nil, true)
        case .all(let all): (continuous, only, describes) = (all, nil, true)
        case .only(let name, let describing): (continuous, only, describes) = (true, name, describing)
        }
        let all = continuous ? workload.watchersAndContinuous : workload.watchers
        order = Dictionary(all.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        log = WatchLog(pump: clock, describes: describes)
        crash_context_set_step("\(workload.name) \(launchStep), \(combination)")
        let flush = session.launch()
        let start = DispatchTime.now().uptimeNanoseconds
        // Each watcher, then each one's continuous observation, by name.
        let looping = workload.watchers.filter { !workload.counts.contains($0) }
        let started = looping.map { ($0, false) } + (continuous ? looping.map { ($0, true) } : [])
        let names = started.filter { name, continuous in
            if case .none = watching { return false }
            return only == nil || only == (continuous ? continuousName(name) : name)
        }
        if case .none = watching { counts = [] } else { counts = workload.counts.filter { only == nil || only == $0 } }
        watches = !names.isEmpty || !counts.isEmpty
        let pumps = names.map { _ in Pump() }
        let (session, log) = (session, log)
        tasks = zip(names, pumps).flatMap { named, pump in
            session.startWatchers(only: named.0, continuous: named.1, on: pump, log: log)
        }
        self.pumps = pumps
        Self.turn(clock, pumps)
        let counts = counts
        launch = Self.outcome(log.take(), since: start, order: order, then: { flush }) {
            session.count(counts, into: log)
            return log.take()
        }
    }

    /// One turn of the watchers.
    private func turnAll() { Self.turn(clock, pumps) }

    /// Reads the counts the model keeps: what the step's writes, its flush
    /// and its views' tasks made them.
    private func readCounts() { session.count(counts, into: log) }

    /// One turn: `clock` counts it, then each pump turns in order, again
    /// while any has a job left (a watcher's body may wake another).
    private static func turn(_ clock: Pump, _ pumps: [Pump]) {
        clock.turn()
        repeat {
            for pump in pumps { pump.turn() }
        } while pumps.contains(where: \.hasJobs)
    }

    /// Whether a watcher could not run here: Apple's `Observations` needs macOS 26.
    package var hadUnavailableWatcher: Bool { log.hadUnavailableWatcher }

    /// The continuous watchers that could not run here, each with why.
    package var unavailableWatchers: [String: String] { log.unavailableWatchers }

    /// The pump's turns so far: a value delivered on the watcher's next turn
    /// has a turn later than the change's.
    package var turn: Int { clock.turnCount }

    /// Makes `step`'s changes, gives the watchers their turns, and flushes.
    package func perform(_ step: String) -> Outcome {
        crash_context_set_step("\(name) \(step), \(combination)")
        let start = DispatchTime.now().uptimeNanoseconds
        guard watches else { return Outcome(flush: session.perform(step), deliveries: [], elapsed: 0) }
        session.mutate(step, suspending: turnAll)
        turnAll()
        return Self.outcome(log.take(), since: start, order: order, then: session.flush) {
            self.readCounts()
            return self.log.take()
        }
    }

    /// Makes the changes `actions` describe, named `label` in a crash's line,
    /// turning the pump after each action
    /// for which `suspends` says so and once at the end, then flushes the
    /// views: a transaction of a fuzz script.
    ///
    /// An action for which `duringDelivery` says so is made inside the loop
    /// body of the first watcher to take a value on the next turn, while it is
    /// busy; if none takes one, after the turn.
    package func apply(
        _ actions: [FuzzAction], as label: String = "fuzz transaction", suspendingAfter suspends: (Int) -> Bool = { _ in false },
        duringDelivery: (Int) -> Bool = { _ in false }
    ) -> Outcome {
        // A crash names the transaction, not the launch it follows.
        crash_context_set_step("\(name) \(label), \(combination)")
        guard watches else {
            for action in actions { session.apply(action) }
            return Outcome(flush: session.flush(), deliveries: [], elapsed: 0)
        }
        let confined = Confined(session)
        for (index, action) in actions.enumerated() {
            if duringDelivery(index) {
                log.duringNextDelivery { confined.value.apply(action) }
                turnAll()
                log.takeUnrunDelivery()?()
            } else {
                session.apply(action)
            }
            if suspends(index) { turnAll() }
        }
        turnAll()
        let taken = log.take()
        let flush = session.flush()
        readCounts()
        return Outcome(flush: flush, deliveries: Self.sorted(taken + log.take(), order), elapsed: 0)
    }

    /// Makes `step`'s changes and nothing else: for a test that looks between
    /// a change and the watcher's turn.
    package func mutate(_ step: String) { session.mutate(step) }

    /// The watchers' next turn, and what it delivered.
    package func turnPump() -> [WatchLog.Delivery] {
        turnAll()
        return Self.sorted(log.take(), order)
    }

    /// Cancels the watchers, lets them end, and tears the screen down.
    package func stop() {
        for task in tasks { task.cancel() }
        turnAll()
        tasks = []
        session.tearDown()
    }

    deinit {
        if !tasks.isEmpty { stop() }
    }

    /// What a step gave the watchers, timed from `start` to its last value or
    /// to now, and then the views' `flush` and the counts the model keeps,
    /// read once it is done (`counting`), outside that time.
    private static func outcome(
        _ deliveries: [WatchLog.Delivery], since start: UInt64, order: [String: Int], then flush: () -> Flush,
        counting: () -> [WatchLog.Delivery]
    ) -> Outcome {
        let end = deliveries.last?.time ?? DispatchTime.now().uptimeNanoseconds
        let flushed = flush()
        return Outcome(flush: flushed, deliveries: sorted(deliveries + counting(), order), elapsed: end - start)
    }

    /// Turn by turn, and in each turn in the workload's order of watchers. The
    /// order in which watchers told of one change take their turns is the
    /// registrar's: for Apple's a hash order, which differs from run to run.
    /// A watcher takes at most one value per turn, so nothing is lost.
    private static func sorted(_ deliveries: [WatchLog.Delivery], _ order: [String: Int]) -> [WatchLog.Delivery] {
        deliveries.sorted { ($0.turn, order[$0.watcher] ?? .max) < ($1.turn, order[$1.watcher] ?? .max) }
    }
}
