/// A subscriber's place on a ``Broadcast``: cancelling it, or releasing it,
/// stops its notifications.
public final class BroadcastSubscription: Sendable {
    private weak let broadcast: Broadcast?
    private let id: Int

    init(broadcast: Broadcast, id: Int) {
        self.broadcast = broadcast
        self.id = id
    }

    /// Stops notifications. Safe to call more than once, from any thread, and
    /// from inside a send (O7).
    public func cancel() {
        broadcast?.remove(id)
    }

    deinit {
        cancel()
    }
}
