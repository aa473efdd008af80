import Synchronization

/// One observer, installed in every registrar that a tracked closure touched,
/// that fires at most once (P3) and can be cancelled.
///
/// It holds the registrars' observer lists, never the models, and they hold it
/// only until it fires or is cancelled, or the model is freed (P10): tracking
/// keeps no model alive. It is made before its closure runs, so that its
/// handler is moved in, not copied; which registrars it waits in is set once,
/// after the closure ran and before it is installed anywhere (whose lock
/// publishes it), so firing needs no lock of its own: one atomic
/// compare-and-exchange decides the one caller that fires.
///
/// What it calls when it fires is a subclass's: a plain closure, a closure told
/// the ``Change``, an observer value, or an event observer. Each subclass holds
/// only its own handler, so a tracking with a plain closure is a small object
/// that copies no enum of every kind of handler to call it.
public class Tracking: @unchecked Sendable {  // Sendable: `finished` is an atomic, the rest set before it is shared
    // `waits` is written once, by `wait(in:)`, before any other thread can
    // reach the tracking, and only read after: no run-time exclusivity check
    // is needed.

    /// The registrars it waits in: one word, since the enum packs into a
    /// pointer's spare bits, so that a tracking with a view graph's
    /// three-word observer is seven words (56 bytes, 64 allocated).
    @exclusivity(unchecked) private var waits = Waits.nowhere

    /// The registrars a tracking waits in: most wait in one, held as it is,
    /// so one registrar's tracking holds no array and retains none when it
    /// finishes.
    private enum Waits {
        /// Not yet installed, or its closure read nothing.
        case nowhere
        /// The one registrar its closure read.
        case one(Registrar.Context)
        /// Every registrar its closure read, two or more.
        case several([Registrar.Context])
    }

    /// 0 while it waits; then 1 if it fired, 2 if it was cancelled first; 3
    /// between a will-set and the did-set an event observer waits for. One
    /// byte, beside `kinds` after `waits`, so that a plain closure's tracking
    /// is six words (48 bytes, 64 allocated).
    private let finished = Atomic<UInt8>(0)
    /// What it is told of, as ``ObservationTracking/Options`` bits, 0x80 for
    /// an event observer and 0x40 for a handler told the ``Change``: read on
    /// every install and fire without a call to the subclass.
    private let kinds: UInt8

    /// The bit of `kinds` for a handler told the ``Change``.
    static let toldBit: UInt8 = 0x40

    /// Whether a property's set concerns it: all but a deinit-only observer.
    var watchesSets: Bool { kinds & 3 != 0 }

    /// Whether it is told when an object it read is freed.
    var watchesDeinit: Bool { kinds & 4 != 0 }

    /// Whether its handler is told the key path's name: a plain closure is
    /// not, so firing it copies no name.
    var isToldName: Bool { kinds & Self.toldBit != 0 }

    /// A tracking that waits nowhere yet; `kinds` as the field says.
    @usableFromInline
    init(kinds: UInt8) {
        self.kinds = kinds
    }

    /// Sets the registrars it waits in, those that `accessed` read: once,
    /// after its closure ran and before it is installed.
    final func wait(in accessed: borrowing AccessList) {
        let first = accessed.takeFirstContext()
        if accessed.others.isEmpty {
            if let first { waits = .one(first) }
        } else {
            waits = .several((first.map { [$0] } ?? []) + accessed.others.map(\.context))
        }
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

    /// P3: the first will-set of a recorded key path calls the handler; any
    /// later one, on any thread, finds it done. `context` has already let go
    /// of it. An event observer's subclass does more (E1, E2).
    func fire(_ keyPath: AnyKeyPath, named name: String?, releasedBy context: Registrar.Context) {
        if finish(releasedBy: context, as: 1) { notify(keyPath, named: name) }
    }

    /// Calls the subclass's handler, once: `name` is nil unless ``isToldName``.
    func notify(_ keyPath: AnyKeyPath, named name: String?) {}

    /// E2: the did-set an event observer waited for; only an event observer
    /// ever waits for one.
    func didSet(_ keyPath: AnyKeyPath) {}

    /// E2: an object it read was freed; only an event observer is told.
    func freed() {}

    /// Marks this tracking done and removes it from every registrar but the one
    /// that `released` it; returns whether this call was the one that finished it.
    fileprivate final func finish(releasedBy released: Registrar.Context?, as outcome: UInt8) -> Bool {
        // Cancelling also ends the wait between a will-set and its did-set.
        let from = finished.load(ordering: .acquiring)
        guard from == 0 || (from == 3 && outcome == 2),
            finished.compareExchange(expected: from, desired: outcome, ordering: .acquiringAndReleasing).exchanged
        else { return false }
        switch waits {
        case .nowhere:
            break
        case .one(let context):
            if context !== released { context.remove(self) }
        case .several(let contexts):
            for context in contexts where context !== released {
                context.remove(self)
            }
        }
        return true
    }

    /// E2: moves an event observer that waited for a did-set to fired; returns
    /// whether it was still waiting (not cancelled meanwhile).
    fileprivate final func endWaitForDidSet() -> Bool {
        finished.compareExchange(expected: 3, desired: 1, ordering: .acquiringAndReleasing).exchanged
    }

    /// Whether it still waits: neither fired nor cancelled nor between a will-set and its did-set.
    fileprivate final var isWaiting: Bool {
        finished.load(ordering: .acquiring) == 0
    }
}

/// A tracking whose handler is a plain closure, told nothing: what
/// ``withTracking(_:onChange:)`` makes.
final class PlainTracking: Tracking, @unchecked Sendable {
    private let onChange: @Sendable () -> Void

    init(onChange: consuming @escaping @Sendable () -> Void) {
        self.onChange = onChange
        super.init(kinds: ObservationTracking.Options.willSet.bits)
    }

    override func notify(_ keyPath: AnyKeyPath, named name: String?) {
        onChange()
    }
}

/// A tracking whose handler is a closure told the ``Change``.
final class ToldTracking: Tracking, @unchecked Sendable {
    private let onChange: @Sendable (Change) -> Void

    init(onChange: consuming @escaping @Sendable (Change) -> Void) {
        self.onChange = onChange
        super.init(kinds: Tracking.toldBit | ObservationTracking.Options.willSet.bits)
    }

    override func notify(_ keyPath: AnyKeyPath, named name: String?) {
        onChange(Change(keyPath: keyPath, name: name ?? ""))
    }
}

/// A tracking whose handler is an observer value, told the ``Change``: the
/// value is stored as itself, neither boxed nor wrapped in a closure nor in
/// an existential's five words, so a view graph's three-word observer makes a
/// tracking of 56 bytes (64 allocated), and calling it needs no existential opened.
@usableFromInline
final class ObserverTracking<Observer: ChangeObserver>: Tracking, @unchecked Sendable {
    private let observer: Observer

    @usableFromInline
    init(observer: consuming Observer) {
        self.observer = observer
        super.init(kinds: Tracking.toldBit | ObservationTracking.Options.willSet.bits)
    }

    override func notify(_ keyPath: AnyKeyPath, named name: String?) {
        observer.willChange(Change(keyPath: keyPath, name: name ?? ""))
    }
}

/// An event observer (E1, E2): told of the events in its options, before and
/// after a set and when an object it read is freed.
final class EventTracking: Tracking, @unchecked Sendable {
    private let options: ObservationTracking.Options
    private let onChange: @Sendable (borrowing ObservationTracking.Event) -> Void

    init(
        options: ObservationTracking.Options,
        onChange: consuming @escaping @Sendable (borrowing ObservationTracking.Event) -> Void
    ) {
        self.options = options
        self.onChange = onChange
        super.init(kinds: 0x80 | options.bits)
    }

    /// E1, E2: an event observer's will-set. One that waits for the did-set
    /// leaves every other registrar and waits in `context` for that key path.
    override func fire(_ keyPath: AnyKeyPath, named name: String?, releasedBy context: Registrar.Context) {
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
    override func didSet(_ keyPath: AnyKeyPath) {
        guard endWaitForDidSet() else { return }
        onChange(ObservationTracking.Event(.didSet, keyPath: keyPath))
    }

    /// E2: an object it read was freed (weak references to it are already
    /// nil). It is told once for that object, and goes on observing the rest,
    /// unless it cancels: as the proposal has it, a cancel stops every later event.
    override func freed() {
        guard isWaiting else { return }
        onChange(ObservationTracking.Event(.deinit, tracking: self))
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
    onChange: consuming @escaping @Sendable () -> Void
) -> T {
    // Taken from the caller and moved into the tracking, not copied: a copy
    // retains what the closure holds, and the caller would release it after.
    track(apply, PlainTracking(onChange: onChange))
}

/// Runs `apply` and returns its result with the ``Tracking`` that watches what it
/// read; `onChange` is told which key path is about to change.
///
/// Cancelling the tracking removes it from every registrar; a view graph does
/// so when a view is torn down.
public func withCancellableTracking<T>(
    _ apply: () -> T,
    onChange: consuming @escaping @Sendable (Change) -> Void
) -> (value: T, tracking: Tracking) {
    let tracking = ToldTracking(onChange: onChange)
    return (track(apply, tracking), tracking)
}

/// Runs `apply` and returns its result with the ``Tracking`` that watches what it
/// read; `observer` is told which key path is about to change.
///
/// The same as ``withCancellableTracking(_:onChange:)`` with an observer value in
/// place of a closure: the value is stored inline, so tracking a body costs no
/// allocation for its callback (a view graph tracks every body it runs).
/// Inlined into the caller, so that the tracking's class is made for the
/// observer's own type there, found without a look-up of generic metadata.
@inlinable
public func withCancellableTracking<T>(
    _ apply: () -> T,
    observer: consuming some ChangeObserver
) -> (value: T, tracking: Tracking) {
    let tracking = ObserverTracking(observer: observer)
    return (track(apply, tracking), tracking)
}

/// What a tracking tells when something it read is about to change.
public protocol ChangeObserver: Sendable {
    /// Called once, on the thread making the change, before the value is stored.
    func willChange(_ change: Change)
}

/// Runs `apply` in a tracking scope, then has `tracking` wait in every
/// registrar read, for what it read there, and returns what `apply` returned.
@usableFromInline
func track<T>(_ apply: () -> T, _ tracking: Tracking) -> T {
    ScopeSlot.withScope(apply) { accessed in
        tracking.wait(in: accessed)
        accessed.install(tracking)
    }.value
}
