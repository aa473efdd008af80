import Dispatch
import ObjectLevel
import Observation
import PropertyLevel
import Synchronization
import ViewGraph

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
    private let startContinuous: @Sendable (Model, Notify, Pump, WatchLog) -> Task<Void, Never>

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
        self.init(name, holding: holding, untilFinished: { .next(read($0)) })
    }

    /// A watcher named `name` of the values `emit` gives, until it says
    /// `.finish`, as `Observations.untilFinished` makes: the sequence then
    /// ends, under every strategy, and its end is counted in the step it came
    /// in (`finished:1`). Its continuous observation ends there too.
    ///
    /// ```swift
    /// Watcher("robins-until-3", untilFinished: { $0.robins < 3 ? .next($0.robins) : .finish })
    /// ```
    public init<Value: Equatable & Sendable>(
        _ name: String,
        holding: @escaping @Sendable (Model) -> [AnyObject] = { [$0 as AnyObject] },
        untilFinished emit: @escaping @Sendable (Model) -> WatchIteration<Value>
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
                    let values = Watched.untilFinished { () -> Watched<Value>.Iteration in
                        switch emit(model.value) {
                        case .next(let value): .next(value)
                        case .finish: .finish
                        }
                    }
                    for await value in values { deliver(value) }
                case .observation:
                    if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
                        let values = Observations.untilFinished { () -> Observations<Value, Never>.Iteration in
                            switch emit(model.value) {
                            case .next(let value): .next(value)
                            case .finish: .finish
                            }
                        }
                        for await value in values { deliver(value) }
                    } else {
                        log.unavailable()
                    }
                case .object:
                    guard case .next(let first) = emit(model.value) else { break }
                    deliver(first)
                    var held = Holdings(holding(model.value))
                    var signals = Broadcast.values(of: held.broadcasts).makeAsyncIterator()
                    while await signals.next() != nil {
                        guard case .next(let value) = emit(model.value) else { break }
                        deliver(value)
                        let now = Holdings(holding(model.value))
                        if now != held {
                            held = now
                            signals = Broadcast.values(of: held.broadcasts).makeAsyncIterator()
                        }
                    }
                }
                if !Task.isCancelled { log.finished(name) }
                log.ended(name)
            }
        }
        let continuous = continuousName(name)
        startContinuous = { model, notify, pump, log in
            let model = Confined(model)
            return Task(executorPreference: pump) {
                let last = Mutex(Value?.none)
                @Sendable func deliver(_ value: Value, _ event: String) {
                    let duplicate = last.withLock { last in
                        defer { last = value }
                        return last == value
                    }
                    log.record(continuous, value, duplicate: duplicate, event: event)
                }
                switch notify {
                case .property:
                    let token = PropertyLevel.withContinuousObservation(
                        options: Self.continuousOptions, executorPreference: pump
                    ) { event in
                        // A watcher until finished stops observing at its finish.
                        guard case .next(let value) = emit(model.value) else {
                            log.finished(continuous)
                            return event.cancel()
                        }
                        deliver(value, event.kind.description)
                    }
                    await untilCancelled()
                    token.cancel()
                case .observation:
                    if let reason = await observeWithApple(model, pump, emit, deliver, finished: { log.finished(continuous) }) {
                        log.unavailable(continuous, reason)
                    }
                case .object:
                    // objectWillChange's sink: told synchronously of every send,
                    // before the change, so it reads the value as it was.
                    guard case .next(let first) = emit(model.value) else {
                        log.finished(continuous)
                        break
                    }
                    deliver(first, "initial")
                    let ended = Mutex(false)
                    let subscriptions = Holdings(holding(model.value)).broadcasts.map { broadcast in
                        broadcast.subscribe {
                            guard !ended.withLock({ $0 }) else { return }
                            guard case .next(let value) = emit(model.value) else {
                                ended.withLock { $0 = true }
                                return log.finished(continuous)
                            }
                            deliver(value, "willChange")
                        }
                    }
                    await untilCancelled()
                    for subscription in subscriptions { subscription.cancel() }
                }
                log.ended(continuous)
            }
        }
    }

    /// What a continuous watcher is told of: every event a set gives, and a
    /// model's deinit; a burst is one run, with the latest.
    static var continuousOptions: PropertyLevel.ObservationTracking.Options { [.willSet, .didSet, .deinit] }


    /// Starts watching `model` under `notify`: a task on `pump`, which delivers
    /// its first value on the next turn (W2). `continuous` starts the
    /// watcher's continuous observation (E3) in place of its sequence.
    func start(_ model: Model, _ notify: Notify, on pump: Pump, log: WatchLog, continuous: Bool = false) -> Task<Void, Never> {
        (continuous ? startContinuous : start)(model, notify, pump, log)
    }
}

/// What the closure of an until-finished watcher says: the next value, or
/// that the sequence is over, as `Observations.Iteration` does.
public enum WatchIteration<Value: Sendable>: Sendable {
    case next(Value)
    case finish
}

/// The name of `watcher`'s continuous observation: `robins (continuous)`.
package func continuousName(_ watcher: String) -> String { "\(watcher) (continuous)" }

/// Runs a continuous watcher on Apple's `withContinuousObservation`, where
/// the compiler and the platform have it; otherwise returns why not.
private func observeWithApple<Model, Value: Sendable>(
    _ model: Confined<Model>, _ pump: Pump, _ emit: @escaping @Sendable (Model) -> WatchIteration<Value>,
    _ deliver: @escaping @Sendable (Value, String) -> Void, finished: @escaping @Sendable () -> Void
) async -> String? {
    #if compiler(>=6.4)
    if #available(macOS 27, iOS 27, tvOS 27, watchOS 27, visionOS 27, *) {
        let observer = OnPump(pump)
        await observer.observe { kind in
            // A watcher until finished stops observing at its finish: its run delivers nothing more.
            guard case .next(let value) = emit(model.value) else { return finished() }
            deliver(value, kind)
        }
        await untilCancelled()
        await observer.stop()
        return nil
    }
    return "Apple's withContinuousObservation needs macOS 27"
    #else
    return "Apple's withContinuousObservation needs Swift 6.4"
    #endif
}

#if compiler(>=6.4)
/// An actor on the pump: a continuous observation started here runs its
/// closure on the pump's turns, as one started on the main actor runs on it.
@available(macOS 27, iOS 27, tvOS 27, watchOS 27, visionOS 27, *)
private actor OnPump {
    private let pump: Pump
    /// Kept here, where it was made: the observation lasts while it is held.
    private var token: Observation.ObservationTracking.Token?
    init(_ pump: Pump) { self.pump = pump }
    nonisolated var unownedExecutor: UnownedSerialExecutor { pump.asUnownedSerialExecutor() }

    func stop() { token = nil }

    func observe(_ told: @escaping @Sendable (String) -> Void) {
        // Capturing the actor isolates the closure to it, so that it runs on the pump.
        token = Observation.withContinuousObservation(options: [.willSet, .didSet, .deinit]) { [self] event in
            _ = self
            let kind: String =
                switch event.kind {
                case .initial: "initial"
                case .willSet: "willSet"
                case .didSet: "didSet"
                default: "deinit"
                }
            told(kind)
        }
    }
}
#endif

/// Returns once the task running it is cancelled.
func untilCancelled() async {
    let gate = Mutex((open: false, waiting: UnsafeContinuation<Void, Never>?.none))
    await withTaskCancellationHandler {
        await withUnsafeContinuation { continuation in
            let open = gate.withLock { gate in
                if !gate.open { gate.waiting = continuation }
                return gate.open
            }
            if open { continuation.resume() }
        }
    } onCancel: {
        gate.withLock { gate in
            gate.open = true
            defer { gate.waiting = nil }
            return gate.waiting
        }?.resume()
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
