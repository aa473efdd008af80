import Dispatch
import ObjectLevel
import Observation
import PropertyLevel
import Synchronization
@_spi(Graph) import ViewGraph

/// Code that watches a value of a model as an async sequence, beside the
/// views: `compare watch` counts the values each delivers per step
/// (docs/rules.md, W1 to W5).
///
/// Written once, it runs under every strategy: `property` iterates
/// PropertyLevel's ``Watched``, `observation` Apple's `Observations`, and
/// `object` waits on ``Broadcast/values`` of the objects it holds, reading the
/// model itself after each signal, as code on `objectWillChange.values` does.
public struct Watcher<Model>: Sendable {
    /// The name the tables use: `robins`.
    public let name: String
    private let start: @Sendable (Model, Notify, Pump, WatchLog) -> Task<Void, Never>

    /// A watcher named `name` of what `read` reads from the model.
    ///
    /// Under object-level notification it waits on the objects `holding`
    /// returns, asked again after each value (a watcher of the middle guide
    /// holds the guide that is in the middle now); by default, the model itself.
    public init<Value: Equatable & Sendable>(
        _ name: String,
        holding: @escaping @Sendable (Model) -> [AnyObject] = { [$0 as AnyObject] },
        _ read: @escaping @Sendable (Model) -> Value
    ) {
        self.name = name
        start = { model, notify, pump, log in
            let model = Confined(model)
            return Task(executorPreference: pump) {
                var last: Value?
                func deliver(_ value: Value) {
                    log.record(name, value, duplicate: last == value)
                    last = value
                }
                switch notify {
                case .property:
                    for await value in Watched({ read(model.value) }) { deliver(value) }
                case .observation:
                    if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
                        for await value in Observations({ read(model.value) }) { deliver(value) }
                    } else {
                        log.unavailable()
                    }
                case .object:
                    deliver(read(model.value))
                    var held = Holdings(holding(model.value))
                    var signals = Broadcast.values(of: held.broadcasts).makeAsyncIterator()
                    while await signals.next() != nil {
                        deliver(read(model.value))
                        let now = Holdings(holding(model.value))
                        if now != held {
                            held = now
                            signals = Broadcast.values(of: held.broadcasts).makeAsyncIterator()
                        }
                    }
                }
                log.ended(name)
            }
        }
    }

    /// Starts watching `model` under `notify`: a task on `pump`, which delivers
    /// its first value on the next turn (W2).
    func start(_ model: Model, _ notify: Notify, on pump: Pump, log: WatchLog) -> Task<Void, Never> {
        start(model, notify, pump, log)
    }
}

/// The objects an object-level watcher holds, equal when they are the same objects.
private struct Holdings: Equatable {
    let objects: [AnyObject]

    init(_ objects: [AnyObject]) { self.objects = objects }

    var broadcasts: [Broadcast] { objects.compactMap { ($0 as? BroadcastObject)?.willChange } }

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.objects.count == rhs.objects.count && zip(lhs.objects, rhs.objects).allSatisfy { $0 === $1 }
    }
}

/// A model handed to a watcher's task. Every part of that task runs on the
/// ``Pump``'s thread, the thread that makes the steps' changes, so the model is
/// never reached from two threads.
struct Confined<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

/// The values watchers delivered, in order, each with the turn that delivered it.
public final class WatchLog: Sendable {
    /// One value, as a watcher took it.
    public struct Delivery: Sendable {
        /// The watcher's name.
        public let watcher: String
        /// The value, described for a trace (shortened past 60 characters).
        public let value: String
        /// Whether it equals the value the watcher took before it.
        public let isDuplicate: Bool
        /// The pump's turn it came on.
        public let turn: Int
        /// When it came, in nanoseconds of the monotonic clock.
        public let time: UInt64

        /// `robins=3`, or `robins=3 (again)` for a duplicate: what a trace compares.
        public var traced: String { "\(watcher)=\(value)\(isDuplicate ? " (again)" : "")" }
    }

    private let state = Mutex(State())
    private let pump: Pump
    private let describes: Bool

    private struct State {
        var deliveries: [Delivery] = []
        var unavailable = false
        var ended: [String] = []
        /// What the next delivery makes happen inside the watcher's loop body.
        var duringNextDelivery: (@Sendable () -> Void)?
    }

    /// A log of the values delivered on `pump`'s turns; `describes` false skips
    /// describing each value (for timing).
    public init(pump: Pump, describes: Bool = true) {
        self.pump = pump
        self.describes = describes
    }

    func record(_ watcher: String, _ value: some Sendable, duplicate: Bool) {
        let time = DispatchTime.now().uptimeNanoseconds
        let turn = pump.turnCount
        let text = describes ? Self.describe(value) : ""
        let during = state.withLock { state in
            state.deliveries.append(Delivery(watcher: watcher, value: text, isDuplicate: duplicate, turn: turn, time: time))
            defer { state.duringNextDelivery = nil }
            return state.duringNextDelivery
        }
        // Inside the loop body that took the value: a change made here comes
        // while the watcher is busy, not waiting (W3).
        during?()
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

    func ended(_ watcher: String) { state.withLock { $0.ended.append(watcher) } }

    /// The watchers whose sequences have ended, in the order they ended (W5).
    public var endedWatchers: [String] { state.withLock { $0.ended } }

    /// Whether a watcher could not run: Apple's `Observations` needs macOS 26 or later.
    public var hadUnavailableWatcher: Bool { state.withLock { $0.unavailable } }

    /// Takes the deliveries logged since the last call.
    public func take() -> [Delivery] {
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
