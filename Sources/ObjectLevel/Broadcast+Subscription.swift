import Synchronization

/// A subscriber's place on a ``Broadcast``: cancelling it, or releasing it,
/// stops its notifications.
///
/// It holds the broadcast until cancelled (not weakly: a weak reference would
/// move the broadcast's reference count to a side table and slow every retain).
/// The broadcast never holds the subscription, so there is no cycle.
public final class BroadcastSubscription: Sendable {
    /// The broadcast, retained, as its address; zero once cancelled. Taken
    /// by an exchange, so that of racing cancels one alone removes the
    /// subscriber and releases the broadcast, with no lock to allocate.
    private let broadcast: Atomic<UInt>
    private let id: Int

    init(broadcast: Broadcast, id: Int) {
        self.broadcast = Atomic(UInt(bitPattern: Unmanaged.passRetained(broadcast).toOpaque()))
        self.id = id
    }

    /// Stops notifications. Safe to call more than once, from any thread, and
    /// from inside a send (O7).
    public func cancel() {
        let address = broadcast.exchange(0, ordering: .acquiringAndReleasing)
        guard let pointer = UnsafeRawPointer(bitPattern: address) else { return }
        Unmanaged<Broadcast>.fromOpaque(pointer).takeRetainedValue().remove(id)
    }

    deinit {
        cancel()
    }
}
