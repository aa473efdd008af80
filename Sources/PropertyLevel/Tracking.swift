import Synchronization

/// One observer, installed in every registrar that a tracked closure touched,
/// that fires at most once (P3) and can be cancelled.
///
/// It holds the registrars' observer lists, never the models, and they hold it
/// only until it fires or is cancelled, or the model is freed (P10): tracking
/// keeps no model alive. Which registrars it waits in is fixed before it is
/// installed anywhere, so firing needs no lock of its own: one atomic
/// compare-and-exchange decides the one caller that fires.
public final class Tracking: Sendable {
    /// The registrars it waits in; the first inline, since most wait in one.
    private let first: Registrar.Context?
    private let others: [Registrar.Context]
    /// 0 while it waits; then 1 if it fired, 2 if it was cancelled first; 3
    /// between a will-set and the did-set an event observer waits for.
    private let finished = Atomic(0)
    private let onChange: Handler
    /// What it is told of, as ``ObservationTracking/Options`` bits, 0x80 for
    /// an event observer and 0x40 for a handler told the ``Change``: read on
    /// every install and fire, where testing the handler's case would copy it.
    private let kinds: UInt8

    /// What to call when it fires: a plain closure needs no wrapper that drops
    /// the change, and a small observer value needs no closure at all.
    enum Handler: Sendable {
        case plain(@Sendable () -> Void)
        case told(@Sendable (Change) -> Void)
        case observer(any ChangeObserver)
        case events(ObservationTracking.Options, @Sendable (borrowing ObservationTracking.Event) -> Void)

        /// 0x40 for a handler told the ``Change``, else 0.
        var toldBit: UInt8 {
            switch self {
            case .told, .observer: 0x40
            case .plain, .events: 0
            }
        }
    }

    /// Whether a property's set concerns it: all but a deinit-only observer.
    var watchesSets: Bool { kinds & 3 != 0 }

    /// Whether it is told when an object it read is freed.
    var watchesDeinit: Bool { kinds & 4 != 0 }

    private var isEventObserver: Bool { kinds & 0x80 != 0 }

    /// Whether its handler is told the key path's name: a plain closure is
    /// not, so firing it copies no name.
    var isToldName: Bool { kinds & 0x40 != 0 }

    init(waitingIn accessed: AccessList, onChange: Handler, events: ObservationTracking.Options?) {
        first = accessed.firstContext
        others = accessed.others.isEmpty ? [] : accessed.others.map(\.context)
        kinds = onChange.toldBit | (events.map { 0x80 | $0.bits } ?? ObservationTracking.Options.willSet.bits)
        self.onChange = onChange
    }

    /// Whether this tracking has fired or been cancelled.
    public var isDone: Bool {
        finished.load(ordering: .acquiring) != 0
    }

    /// Whether this tracking fired: a change came before any cancel.
    public var hasFired: Bool {
        finished.load(ordering: .acquiring) == 1
    }

    /// Whether this tracking was cancelled before it fired.
    var isCancelled: Bool {
        finished.load(ordering: .acquiring) == 2
    }

    /// Removes this observer from every registrar, so that it never fires.
    ///
    /// Safe to call from any thread, more than once, and after it has fired.
    public func cancel() {
        _ = finish(releasedBy: nil, as: 2)
    }

    /// P3: the first will-set of a recorded key path calls `onChange`; any later
    /// one, on any thread, finds it done. `context` has already let go of it.
    /// The ``Change`` is made only for a handler that is told it.
    func fire(_ keyPath: AnyKeyPath, named name: String?, releasedBy context: Registrar.Context) {
        if isEventObserver, case .events(let options, let onChange) = onChange {
            return willSet(keyPath, options, onChange, releasedBy: context)
        }
        if finish(releasedBy: context, as: 1) {
            switch onChange {
            case .plain(let onChange): onChange()
            case .told(let onChange): onChange(Change(keyPath: keyPath, name: name ?? ""))
            case .observer(let observer): observer.willChange(Change(keyPath: keyPath, name: name ?? ""))
            case .events: break
            }
        }
    }

    /// E1, E2: an event observer's will-set. One that waits for the did-set
    /// leaves every other registrar and waits in `context` for that key path.
    private func willSet(
        _ keyPath: AnyKeyPath, _ options: ObservationTracking.Options,
        _ onChange: @Sendable (borrowing ObservationTracking.Event) -> Void, releasedBy context: Registrar.Context
    ) {
        if options.contains(.didSet) {
            guard finish(releasedBy: context, as: 3) else { return }
            context.awaitDidSet(self, of: keyPath)
        } else {
            guard finish(releasedBy: context, as: 1) else { return }
        }
        if options.contains(.willSet) { onChange(ObservationTracking.Event(.willSet, keyPath: keyPath, tracking: self)) }
    }

    /// E2: the did-set an event observer waited for, after the value is
    /// stored; `context` has already let go of it. Unless it was cancelled
    /// meanwhile (at its will-set, say), it is told, and observing ends.
    func didSet(_ keyPath: AnyKeyPath) {
        guard isEventObserver, case .events(_, let onChange) = onChange,
            finished.compareExchange(expected: 3, desired: 1, ordering: .acquiringAndReleasing).exchanged
        else { return }
        onChange(ObservationTracking.Event(.didSet, keyPath: keyPath))
    }

    /// E2: an object it read was freed (weak references to it are already
    /// nil). It is told once for that object, and goes on observing the rest,
    /// unless it cancels: as the proposal has it, a cancel stops every later event.
    func freed() {
        guard isEventObserver, case .events(_, let onChange) = onChange, finished.load(ordering: .acquiring) == 0 else { return }
        onChange(ObservationTracking.Event(.deinit, tracking: self))
    }

    /// Marks this tracking done and removes it from every registrar but the one
    /// that `released` it; returns whether this call was the one that finished it.
    private func finish(releasedBy released: Registrar.Context?, as outcome: Int) -> Bool {
        // Cancelling also ends the wait between a will-set and its did-set.
        let from = finished.load(ordering: .acquiring)
        guard from == 0 || (from == 3 && outcome == 2),
            finished.compareExchange(expected: from, desired: outcome, ordering: .acquiringAndReleasing).exchanged
        else { return false }
        if let first, first !== released { first.remove(self) }
        for context in others where context !== released {
            context.remove(self)
        }
        return true
    }
}

/// Runs `apply` and returns its result; calls `onChange` once, when anything
/// `apply` read is about to change.
///
/// The same shape as Observation's `withObservationTracking`. `onChange` runs on
/// the thread that makes the change, before the new value is stored, so it
/// still reads the old value (P3).
///
/// - Complexity: O(r) for the r key paths `apply` read, plus what `apply` costs.
public func withTracking<T>(
    _ apply: () -> T,
    onChange: @escaping @Sendable () -> Void
) -> T {
    track(apply, .plain(onChange)).value
}

/// Runs `apply` and returns its result with the ``Tracking`` that watches what it
/// read; `onChange` is told which key path is about to change.
///
/// Cancelling the tracking removes it from every registrar; a view graph does
/// so when a view is torn down.
public func withCancellableTracking<T>(
    _ apply: () -> T,
    onChange: @escaping @Sendable (Change) -> Void
) -> (value: T, tracking: Tracking) {
    track(apply, .told(onChange))
}

/// Runs `apply` and returns its result with the ``Tracking`` that watches what it
/// read; `observer` is told which key path is about to change.
///
/// The same as ``withCancellableTracking(_:onChange:)`` with an observer value in
/// place of a closure: a value of a few words is stored inline, so tracking a
/// body costs no allocation for its callback (a view graph tracks every body it runs).
public func withCancellableTracking<T>(
    _ apply: () -> T,
    observer: consuming some ChangeObserver
) -> (value: T, tracking: Tracking) {
    track(apply, .observer(observer))
}

/// What a tracking tells when something it read is about to change.
public protocol ChangeObserver: Sendable {
    /// Called once, on the thread making the change, before the value is stored.
    func willChange(_ change: Change)
}

func track<T>(
    _ apply: () -> T, _ onChange: consuming Tracking.Handler, events: ObservationTracking.Options? = nil
) -> (value: T, tracking: Tracking) {
    // Moved into the tracking, not copied: a copy retains what the handler holds.
    var handler: Tracking.Handler? = consume onChange
    let (value, tracking) = ScopeSlot.withScope(apply) { accessed in
        let tracking = Tracking(waitingIn: accessed, onChange: handler.take()!, events: events)
        accessed.install(tracking)
        return tracking
    }
    return (value, tracking)
}
