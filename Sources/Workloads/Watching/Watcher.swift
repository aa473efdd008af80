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
    /// For a count the model keeps (``init(counting:_:)``), what reads it; nil for a watcher.
    private let readCount: (@Sendable (Model) -> Int)?
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
        readCount = nil
        start = { model, notify, pump, log in
            let model = Confined(model)
            return Task(executorPreference: pump) {
                var last: Value?
                func deliver(_ value: Value) {
                    log.record(name, value, duplicate: last == value)
                    last = value
                }
                switch notify {
                case .property, .observation:
                    // Apple's Observations needs macOS 26: said, not left as a sequence that ends at once.
                    if notify == .observation, !Self.observationsAvailable {
                        log.unavailable()
                        break
                    }
                    // The sequence a view's task iterates, under the watcher's strategy.
                    let values = notify.run {
                        Observations<Value, Never>.untilFinished {
                            switch emit(model.value) {
                            case .next(let value): .next(value)
                            case .finish: .finish
                            }
                        }
                    }
                    for await value in values { deliver(value) }
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

    /// A count the model keeps of what its own code does, shown beside the
    /// watchers: `compare watch` reads it once each step, its flush and its
    /// watchers' turns are done, and gives as the step's values how much it
    /// grew (at launch, what it stood at). A `didSet` that saves runs on every
    /// write, where no watcher sees it; counted in the model, each save is
    /// counted as it runs:
    ///
    /// ```swift
    /// final class Feeder: Model {
    ///     @Tracked var robins = 0 { didSet { savesInDidSet += 1 } }
    ///     private(set) var savesInDidSet = 0
    /// }
    ///
    /// Watcher(counting: "saves by didSet") { $0.savesInDidSet }
    /// ```
    public init(counting name: String, _ count: @escaping @Sendable (Model) -> Int) {
        self.name = name
        readCount = count
        // A count is read, never started: its tasks end at once.
        start = { _, _, pump, _ in Task(executorPreference: pump) {} }
        startContinuous = start
    }

    /// Whether it is a count the model keeps, read after each step, not a watcher.
    var isCount: Bool { readCount != nil }

    /// Reads the count on `model`, under its session's strategy, into `log`.
    func count(_ model: Model, into log: WatchLog) {
        if let readCount { log.count(name, readCount(model)) }
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

extension Watcher {
    /// Whether Apple's `Observations` runs here: macOS 26 and later.
    static var observationsAvailable: Bool {
        if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) { return true }
        return false
    }
}
