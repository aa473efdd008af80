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
        let id: Int
    }

    private struct State {
        var done = false
        var installations: [Installation] = []
    }

    private let state = Mutex(State())
    /// Set once, when it fires or is cancelled; read without the lock so that
    /// cancelling a tracking that already fired costs one atomic load.
    private let finished = Atomic(false)
    private let onChange: @Sendable (Change) -> Void

    init(onChange: @escaping @Sendable (Change) -> Void) {
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
        for entry in accessed.entries {
            // The lock orders install before a racing fire: once done, nothing more is added.
            state.withLock { state in
                guard !state.done else { return }
                let id = entry.context.install(self, for: entry.keyPaths)
                state.installations.append(Installation(context: entry.context, id: id))
            }
        }
    }

    /// P3: the first will-set of a recorded key path calls `onChange`; any later
    /// one, on any thread, finds it done.
    func fire(_ change: Change) {
        if finish() {
            onChange(change)
        }
    }

    /// Marks this tracking done and removes it from every registrar; returns
    /// whether this call was the one that finished it.
    private func finish() -> Bool {
        guard !finished.load(ordering: .acquiring) else { return false }
        let installations: [Installation]? = state.withLock { state in
            guard !state.done else { return nil }
            state.done = true
            finished.store(true, ordering: .releasing)
            defer { state.installations = [] }
            return state.installations
        }
        guard let installations else { return false }
        for installation in installations {
            installation.context.remove(installation.id)
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
public func withTracking<T>(
    _ apply: () -> T,
    onChange: @escaping @Sendable () -> Void
) -> T {
    withCancellableTracking(apply, onChange: { _ in onChange() }).value
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
    let (value, accessed) = ScopeSlot.collect(apply)
    let tracking = Tracking(onChange: onChange)
    tracking.install(for: accessed)
    return (value, tracking)
}
