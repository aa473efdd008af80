internal import Locking

/// Advanced observation tracking on this registrar: events after a value is
/// stored and when an observed object goes away, and observation that goes on
/// without being set up again (docs/rules.md, E1 to E4).
///
/// The names and labels are those of Swift 6.4's Observation, in this module:
///
/// ```swift
/// let robins = withObservationTracking(options: [.willSet, .didSet]) {
///     sightings.robins
/// } onChange: { event in
///     if event.kind == .didSet { print("stored") }
/// }
/// ```
public enum ObservationTracking {
    /// Which events an observer is told of: before a value is stored, after
    /// it is, and when an observed object is freed.
    public struct Options: SetAlgebra, Sendable, Hashable {
        // Bits as Observation numbers them: willSet 1, didSet 2, deinit 4.
        var bits: UInt8

        public init() { bits = 0 }
        private init(bits: UInt8) { self.bits = bits }

        public static var willSet: Options { Options(bits: 1) }
        public static var didSet: Options { Options(bits: 2) }
        public static var `deinit`: Options { Options(bits: 4) }

        public func contains(_ member: Options) -> Bool { bits & member.bits == member.bits }
        public func union(_ other: Options) -> Options { Options(bits: bits | other.bits) }
        public func intersection(_ other: Options) -> Options { Options(bits: bits & other.bits) }
        public func symmetricDifference(_ other: Options) -> Options { Options(bits: bits ^ other.bits) }

        @discardableResult
        public mutating func insert(_ member: Options) -> (inserted: Bool, memberAfterInsert: Options) {
            let inserted = !contains(member)
            bits |= member.bits
            return (inserted, member)
        }

        @discardableResult
        public mutating func remove(_ member: Options) -> Options? {
            defer { bits &= ~member.bits }
            return contains(member) ? member : nil
        }

        @discardableResult
        public mutating func update(with member: Options) -> Options? {
            defer { bits |= member.bits }
            return contains(member) ? member : nil
        }

        public mutating func formUnion(_ other: Options) { bits |= other.bits }
        public mutating func formIntersection(_ other: Options) { bits &= other.bits }
        public mutating func formSymmetricDifference(_ other: Options) { bits ^= other.bits }

    }

    /// What an observer is told: which kind of event, which property, and a
    /// way to stop observing.
    public struct Event: ~Copyable {
        /// The kinds of event.
        public struct Kind: Equatable, Sendable, CustomStringConvertible {
            private let code: UInt8
            private init(_ code: UInt8) { self.code = code }

            /// A continuous observation's first run.
            public static var initial: Kind { Kind(0) }
            /// A tracked property is about to be stored.
            public static var willSet: Kind { Kind(1) }
            /// A tracked property has been stored.
            public static var didSet: Kind { Kind(2) }
            /// A tracked object was freed.
            public static var `deinit`: Kind { Kind(3) }

            public var description: String { ["initial", "willSet", "didSet", "deinit"][Int(code)] }
        }

        /// The kind of this event.
        public let kind: Kind
        private let keyPath: AnyKeyPath?
        private let tracking: Tracking?
        private let continuous: Continuous?

        init(_ kind: Kind, keyPath: AnyKeyPath? = nil, tracking: Tracking? = nil, continuous: Continuous? = nil) {
            self.kind = kind
            self.keyPath = keyPath
            self.tracking = tracking
            self.continuous = continuous
        }

        /// Whether the property that changed is `keyPath`: never for an
        /// initial or deinit event, which name no property.
        public func matches<Subject: Trackable>(_ keyPath: PartialKeyPath<Subject>) -> Bool {
            guard kind == .willSet || kind == .didSet, let changed = self.keyPath else { return false }
            return changed == keyPath
        }

        /// Stops observing: no further event comes, not even the did-set of
        /// the set whose will-set this is.
        public func cancel() {
            tracking?.cancel()
            continuous?.cancel()
        }
    }

    /// Keeps a continuous observation going: it ends when the token is
    /// cancelled or dropped.
    public struct Token: ~Copyable, Sendable {
        let continuous: Continuous

        /// Ends the observation: its closure never runs again.
        public consuming func cancel() {
            continuous.cancel()
        }

        deinit {
            continuous.cancel()
        }
    }
}

/// Runs `apply` and returns its result; tells `onChange` of the events in
/// `options` for what `apply` read (E1, E2).
///
/// Events come on the thread making the change: `.willSet` before the value
/// is stored, `.didSet` after. Observing ends after the first set of anything
/// read (its did-set, when `options` has `.didSet`) or when an event is
/// cancelled; a `.deinit` event comes once for each object read that is freed
/// before then. `options: [.willSet]` is ``withTracking(_:onChange:)``.
public func withObservationTracking<Result>(
    options: ObservationTracking.Options,
    _ apply: () -> Result,
    onChange: consuming @escaping @Sendable (borrowing ObservationTracking.Event) -> Void
) -> Result {
    track(apply, EventTracking(options: options, onChange: onChange))
}

/// Runs `apply` at the next suspension point of the caller's isolation with
/// an `.initial` event, then again after each event in `options` for what it
/// read last time, until the returned token is cancelled or dropped (E3).
///
/// ```swift
/// let token = withContinuousObservation(options: [.didSet]) { event in
///     label.text = "\(sightings.robins)"
/// }
/// ```
///
/// Each run tracks afresh what `apply` reads. Events that come before the
/// next run are one run, with the latest event: a burst of sets coalesces.
/// `apply` runs on `isolation`, the caller's unless given, where Observation's
/// takes the closure's own; its task prefers `executorPreference` when given,
/// as `Task(executorPreference:)` does, so that each run is queued there
/// directly. Nothing here keeps a model alive once the token is gone (E4).
public func withContinuousObservation(
    options: ObservationTracking.Options,
    isolation: isolated (any Actor)? = #isolation,
    executorPreference: (any TaskExecutor)? = nil,
    apply: @escaping @Sendable (borrowing ObservationTracking.Event) -> Void
) -> ObservationTracking.Token {
    let continuous = Continuous(options: options, apply: apply)
    if let executorPreference {
        Task(executorPreference: executorPreference) { await continuous.run(isolation: isolation) }
    } else {
        // Capturing the isolated parameter queues the task on that isolation.
        Task { await continuous.run(isolation: isolation) }
    }
    return ObservationTracking.Token(continuous: continuous)
}

/// A continuous observation: the latest event since its closure last ran, and
/// the loop that runs it.
final class Continuous: Sendable {
    private struct State {
        var latest: (kind: ObservationTracking.Event.Kind, keyPath: AnyKeyPath?)?
        var waiting: UnsafeContinuation<Bool, Never>?
        var tracking: Tracking?
        var cancelled = false
    }

    private let options: ObservationTracking.Options
    private let apply: @Sendable (borrowing ObservationTracking.Event) -> Void
    private let state = Locked.make(State())

    init(options: ObservationTracking.Options, apply: @escaping @Sendable (borrowing ObservationTracking.Event) -> Void) {
        self.options = options
        self.apply = apply
    }

    /// Runs the closure, tracked, once now and once per coalesced change, until cancelled.
    func run(isolation: isolated (any Actor)?) async {
        var kind = ObservationTracking.Event.Kind.initial
        var keyPath: AnyKeyPath?
        while !state.withLock({ $0.cancelled }) {
            // The last run's tracking may still wait (a deinit event does not
            // end it): this run observes only what it reads itself.
            state.withLock { state in defer { state.tracking = nil }; return state.tracking }?.cancel()
            let event = ObservationTracking.Event(kind, keyPath: keyPath, continuous: self)
            // Re-armed each run: what it reads this time is what it observes next.
            let tracking = EventTracking(options: options) { [weak self] event in self?.record(event) }
            track({ apply(event) }, tracking)
            let cancelled = state.withLock { state in
                state.tracking = tracking
                return state.cancelled
            }
            if cancelled { tracking.cancel() }
            guard await next(isolation: isolation) else { break }
            guard let latest = state.withLock({ state in defer { state.latest = nil }; return state.latest }) else { break }
            (kind, keyPath) = latest
        }
        state.withLock { $0.tracking }?.cancel()
    }

    /// An event for the current run's tracking: kept as the latest, and the loop woken.
    private func record(_ event: borrowing ObservationTracking.Event) {
        let latest = (event.kind, event.changedKeyPath)
        state.withLock { state -> UnsafeContinuation<Bool, Never>? in
            guard !state.cancelled else { return nil }
            state.latest = latest
            defer { state.waiting = nil }
            return state.waiting
        }?.resume(returning: true)
    }

    /// Waits for an event since the last run; false once cancelled.
    private func next(isolation: isolated (any Actor)?) async -> Bool {
        await withUnsafeContinuation(isolation: isolation) { continuation in
            state.withLock { state -> (Bool)? in
                if state.cancelled { return false }
                if state.latest != nil { return true }
                state.waiting = continuation
                return nil
            }.map { continuation.resume(returning: $0) }
        }
    }

    /// Ends the observation: the loop stops, and its tracking leaves every registrar.
    func cancel() {
        let (waiting, tracking) = state.withLock { state in
            state.cancelled = true
            defer { state.waiting = nil; state.tracking = nil }
            return (state.waiting, state.tracking)
        }
        tracking?.cancel()
        waiting?.resume(returning: false)
    }
}

extension ObservationTracking.Event {
    /// The key path of the property set, for a will-set or did-set event.
    var changedKeyPath: AnyKeyPath? { keyPath }
}
