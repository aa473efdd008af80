internal import Locking

/// A subscriber's place on a ``Broadcast``: cancelling it, or releasing it,
/// stops its notifications.
///
/// It holds the broadcast until cancelled (not weakly: a weak reference would
/// move the broadcast's reference count to a side table and slow every retain).
/// The broadcast never holds the subscription, so there is no cycle.
public final class BroadcastSubscription: Sendable {
    private let broadcast: Locked<Broadcast?>
    private let id: Int

    init(broadcast: Broadcast, id: Int) {
        self.broadcast = Locked.make(broadcast)
        self.id = id
    }

    /// Stops notifications. Safe to call more than once, from any thread, and
    /// from inside a send (O7).
    public func cancel() {
        let broadcast = broadcast.withLock { broadcast in
            defer { broadcast = nil }
            return broadcast
        }
        broadcast?.remove(id)
    }

    deinit {
        cancel()
    }
}
