import Synchronization

/// One observer, installed in every registrar that a tracked closure touched,
/// that fires at most once (P3) and can be cancelled.
///
/// It holds the registrars' observer lists, never the models, and they hold it
/// only until it fires or is cancelled, or the model is freed (P10): tracking
/// keeps no model alive.
public final class Tracking: Sendable {
    private struct Installation {
        let context: Registrar.Context
        let slot: Int
    }

    private struct State {
        var done = false
        /// Where it waits; the first inline, since most trackings wait in one place.
        var first: Installation?
        var others: [Installation] = []

        mutating func append(_ installation: Installation) {
            if first == nil { first = installation } else { others.append(installation) }
        }
    }

    private let state = Mutex(State())
    /// Set once, when it fires or is cancelled; read without the lock so that
    /// cancelling a tracking that already fired costs one atomic load.
    private let finished = Atomic(false)
    private let onChange: Handler

    /// What to call when it fires: a plain closure needs no wrapper that drops the change.
    enum Handler: Sendable {
        case plain(@Sendable () -> Void)
        case told(@Sendable (Change) -> Void)
    }

    init(onChange: Handler) {
        self.onChange = onChange
    }

    /// Whether this tracking has fired or been cancelled.
    public var isDone: Bool {
        finished.load(ordering: .acquiring)
    }

    /// Removes this observer from every registrar, so that it never fires.
    ///
    /// Safe to call from any thread, more than once, and after it has fired.
    public func cancel() {
        _ = finish()
    }

    /// Installs this observer for what `accessed` read, unless it is already done.
    func install(for accessed: AccessList) {
        accessed.forEach { entry in
            // The lock orders install before a racing fire: once done, nothing more is added.
            state.withLock { state in
                guard !state.done else { return }
                entry.context.install(self, for: entry) { slot in
                    state.append(Installation(context: entry.context, slot: slot))
                }
            }
        }
    }

    /// P3: the first will-set of a recorded key path calls `onChange`; any later
    /// one, on any thread, finds it done. `context` has already let go of it in `slot`.
    func fire(_ change: Change, from context: Registrar.Context, slot: Int) {
        if finish(released: (context, slot)) {
            switch onChange {
            case .plain(let onChange): onChange()
            case .told(let onChange): onChange(change)
            }
        }
    }

    /// Marks this tracking done and removes it from every registrar but the one
    /// place that already `released` it; returns whether this call finished it.
    private func finish(released: (Registrar.Context, Int)? = nil) -> Bool {
        guard !finished.load(ordering: .acquiring) else { return false }
        let installations: State? = state.withLock { state in
            guard !state.done else { return nil }
            state.done = true
            finished.store(true, ordering: .releasing)
            defer { state.first = nil; state.others = [] }
            return state
        }
        guard let installations else { return false }
        func remove(_ installation: Installation) {
            if let released, released.0 === installation.context, released.1 == installation.slot { return }
            installation.context.remove(self, from: installation.slot)
        }
        if let first = installations.first { remove(first) }
        installations.others.forEach(remove)
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

private func track<T>(_ apply: () -> T, _ onChange: Tracking.Handler) -> (value: T, tracking: Tracking) {
    let (value, accessed) = ScopeSlot.collect(apply)
    let tracking = Tracking(onChange: onChange)
    tracking.install(for: accessed)
    return (value, tracking)
}
