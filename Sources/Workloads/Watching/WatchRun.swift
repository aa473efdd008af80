import ViewGraph
import Dispatch

/// A workload's watchers run beside its screen under one combination, step by
/// step: what `compare watch` and the tests measure.
///
/// Making it launches the screen and starts the watchers, which deliver their
/// first values on the first turn (W2). Each step makes its changes, turning
/// the pump at each suspension point inside it and once after it, then lets
/// the views catch up with one flush, outside what is timed.
package final class WatchRun {
    /// What one step gave the watchers.
    package struct Outcome {
        /// The values delivered, in order.
        package let deliveries: [WatchLog.Delivery]
        /// Nanoseconds from the step's first change to its last value
        /// delivered, or to the end of its last turn when none was.
        package let elapsed: UInt64
    }

    private let session: Session
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
    /// its watchers (or the one named `only`), and with `continuous` their
    /// continuous observations too (E3); `describes` false skips describing
    /// values, for timing.
    package init(
        _ workload: Workload, _ combination: Combination, size: Int, only: String? = nil, continuous: Bool = false,
        describes: Bool = true
    ) {
        session = workload.session(combination, size: size)
        let all = continuous ? workload.watchersAndContinuous : workload.watchers
        order = Dictionary(all.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        log = WatchLog(pump: clock, describes: describes)
        _ = session.launch()
        let start = DispatchTime.now().uptimeNanoseconds
        // Each watcher, then each one's continuous observation, by name.
        let started = workload.watchers.map { ($0, false) } + (continuous ? workload.watchers.map { ($0, true) } : [])
        let names = started.filter { name, continuous in only == nil || only == (continuous ? continuousName(name) : name) }
        let pumps = names.map { _ in Pump() }
        let (session, log) = (session, log)
        tasks = zip(names, pumps).flatMap { named, pump in
            session.startWatchers(only: named.0, continuous: named.1, on: pump, log: log)
        }
        self.pumps = pumps
        Self.turn(clock, pumps)
        launch = Self.outcome(log.take(), since: start, order: order)
    }

    /// One turn of the watchers.
    private func turnAll() { Self.turn(clock, pumps) }

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

    /// Makes `step`'s changes and gives the watchers their turns.
    package func perform(_ step: String) -> Outcome {
        let start = DispatchTime.now().uptimeNanoseconds
        session.mutate(step, suspending: turnAll)
        turnAll()
        let outcome = Self.outcome(log.take(), since: start, order: order)
        _ = session.flush()
        return outcome
    }

    /// Makes the changes `actions` describe, turning the pump after each action
    /// for which `suspends` says so and once at the end, then flushes the
    /// views; returns what the watchers received. For fuzz scripts.
    ///
    /// An action for which `duringDelivery` says so is made inside the loop
    /// body of the first watcher to take a value on the next turn, while it is
    /// busy; if none takes one, after the turn.
    package func apply(
        _ actions: [FuzzAction], suspendingAfter suspends: (Int) -> Bool, duringDelivery: (Int) -> Bool = { _ in false }
    ) -> [WatchLog.Delivery] {
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
        let deliveries = Self.sorted(log.take(), order)
        _ = session.flush()
        return deliveries
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

    private static func outcome(_ deliveries: [WatchLog.Delivery], since start: UInt64, order: [String: Int]) -> Outcome {
        let end = deliveries.last?.time ?? DispatchTime.now().uptimeNanoseconds
        return Outcome(deliveries: sorted(deliveries, order), elapsed: end - start)
    }

    /// Turn by turn, and in each turn in the workload's order of watchers. The
    /// order in which watchers told of one change take their turns is the
    /// registrar's: for Apple's a hash order, which differs from run to run.
    /// A watcher takes at most one value per turn, so nothing is lost.
    private static func sorted(_ deliveries: [WatchLog.Delivery], _ order: [String: Int]) -> [WatchLog.Delivery] {
        deliveries.sorted { ($0.turn, order[$0.watcher] ?? .max) < ($1.turn, order[$1.watcher] ?? .max) }
    }
}
