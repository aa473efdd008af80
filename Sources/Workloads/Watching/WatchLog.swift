import Dispatch
import Synchronization
import ViewGraph

/// The values watchers delivered, in order, each with the turn that delivered it.
package final class WatchLog: Sendable {
    /// One value, as a watcher took it.
    package struct Delivery: Sendable {
        /// The watcher's name.
        package let watcher: String
        /// The value, described for a trace (shortened past 60 characters).
        package let value: String
        /// Whether it equals the value the watcher took before it.
        package let isDuplicate: Bool
        /// For a continuous watcher, the event its run came with: `initial`,
        /// `didSet`, `deinit`, or `willChange` for an `objectWillChange` sink.
        package let event: String?
        /// The pump's turn it came on.
        package let turn: Int
        /// When it came, in nanoseconds of the monotonic clock.
        package let time: UInt64
        /// Whether it is no value but the sequence's end (`.finish`).
        package var isFinish = false

        /// `robins=3`, or `robins=3 (again)` for a duplicate: what a trace compares.
        package var traced: String {
            isFinish ? "\(watcher) finished" : "\(watcher)=\(value)\(isDuplicate ? " (again)" : "")\(event.map { " [\($0)]" } ?? "")"
        }
    }

    private let state = Mutex(State())
    private let pump: Pump
    private let describes: Bool

    private struct State {
        var deliveries: [Delivery] = []
        var unavailable = false
        var unavailableWatchers: [String: String] = [:]
        var ended: [String] = []
        /// What the next delivery makes happen inside the watcher's loop body.
        var duringNextDelivery: (@Sendable () -> Void)?
        /// Each count's total when it was last read.
        var counted: [String: Int] = [:]
    }

    /// A log of the values delivered on `pump`'s turns; `describes` false skips
    /// describing each value (for timing).
    package init(pump: Pump, describes: Bool = true) {
        self.pump = pump
        self.describes = describes
    }

    func record(_ watcher: String, _ value: some Sendable, duplicate: Bool, event: String? = nil) {
        let time = DispatchTime.now().uptimeNanoseconds
        let turn = pump.turnCount
        let text = describes ? Self.describe(value) : ""
        let during = state.withLock { state in
            state.deliveries.append(
                Delivery(watcher: watcher, value: text, isDuplicate: duplicate, event: event, turn: turn, time: time))
            defer { state.duringNextDelivery = nil }
            return state.duringNextDelivery
        }
        // Inside the loop body that took the value: a change made here comes
        // while the watcher is busy, not waiting (W3).
        during?()
    }

    /// A count the model keeps, read now at `total`: each unit it grew by
    /// since its last read is a value of `name`, the count it brought.
    func count(_ name: String, _ total: Int) {
        let turn = pump.turnCount
        let time = DispatchTime.now().uptimeNanoseconds
        state.withLock { state in
            let last = state.counted[name] ?? 0
            state.counted[name] = total
            guard total > last else { return }
            for reached in last + 1...total {
                state.deliveries.append(
                    Delivery(watcher: name, value: "\(reached)", isDuplicate: false, event: nil, turn: turn, time: time))
            }
        }
    }

    /// Runs `action` inside the loop body of the next watcher to take a
    /// value, after it logs the value: how a fuzz script changes the model
    /// while a watcher's body runs.
    func duringNextDelivery(_ action: @escaping @Sendable () -> Void) {
        state.withLock { $0.duringNextDelivery = action }
    }

    /// Takes back what ``duringNextDelivery(_:)`` left, if no delivery ran it.
    func takeUnrunDelivery() -> (@Sendable () -> Void)? {
        state.withLock { state in
            defer { state.duringNextDelivery = nil }
            return state.duringNextDelivery
        }
    }

    func unavailable() { state.withLock { $0.unavailable = true } }

    func unavailable(_ watcher: String, _ reason: String) { state.withLock { $0.unavailableWatchers[watcher] = reason } }

    /// The watchers that could not run here, each with why: Apple's
    /// continuous observation needs Swift 6.4 and macOS 27.
    package var unavailableWatchers: [String: String] { state.withLock { $0.unavailableWatchers } }

    func ended(_ watcher: String) { state.withLock { $0.ended.append(watcher) } }

    /// An until-finished watcher's closure said `.finish`: logged as an event
    /// of that step, `finished`, that delivers no value.
    func finished(_ watcher: String) {
        let turn = pump.turnCount
        state.withLock { state in
            state.deliveries.append(Delivery(
                watcher: watcher, value: "", isDuplicate: false, event: "finished", turn: turn,
                time: DispatchTime.now().uptimeNanoseconds, isFinish: true))
        }
    }

    /// The watchers whose sequences have ended, in the order they ended (W5).
    package var endedWatchers: [String] { state.withLock { $0.ended } }

    /// Whether a watcher could not run: Apple's `Observations` needs macOS 26 or later.
    package var hadUnavailableWatcher: Bool { state.withLock { $0.unavailable } }

    /// Takes the deliveries logged since the last call.
    package func take() -> [Delivery] {
        state.withLock { state in
            defer { state.deliveries = [] }
            return state.deliveries
        }
    }

    private static func describe(_ value: some Sendable) -> String {
        let text = String(describing: value)
        return text.count > 60 ? String(text.prefix(59)) + "…" : text
    }
}
