import Synchronization

/// An object's one will-change signal: what `objectWillChange` is to an
/// `ObservableObject`, written from scratch (Linux has no Combine).
///
/// A subscriber learns only that something in the object will change, not
/// what (O3). Sends, subscribes and cancels may race on any threads.
public final class Broadcast: Sendable {
    struct Subscriber {
        let id: Int
        let receive: @Sendable () -> Void
    }

    private struct State {
        var nextID = 0
        /// In subscription order; replaced, not mutated in place, while a send
        /// iterates a snapshot of it.
        var subscribers: [Subscriber] = []
    }

    private let state = Locked.make(State())
    /// How many subscribers there are, read without the lock so that a send with
    /// none costs one atomic load (O7).
    private let count = Atomic(0)

    /// Creates a signal with no subscribers.
    public init() {}

    /// Calls `receive` on every later ``send()`` until the returned subscription
    /// is cancelled or released.
    ///
    /// - Complexity: amortised O(1).
    public func subscribe(_ receive: @escaping @Sendable () -> Void) -> BroadcastSubscription {
        let id = state.withLock { state in
            let id = state.nextID
            state.nextID += 1
            state.subscribers.append(Subscriber(id: id, receive: receive))
            count.store(state.subscribers.count, ordering: .releasing)
            return id
        }
        return BroadcastSubscription(broadcast: self, id: id)
    }

    /// Tells every subscriber that the object will change (O1).
    ///
    /// Subscribers are called outside the lock, in subscription order, so one
    /// may cancel itself or subscribe another during the send (O7); those
    /// changes take effect from the next send.
    ///
    /// - Complexity: O(1) with no subscriber; O(k) for k subscribers.
    public func send() {
        guard count.load(ordering: .acquiring) > 0 else { return }
        let subscribers = state.withLock { $0.subscribers }
        for subscriber in subscribers {
            subscriber.receive()
        }
    }

    /// How many subscriptions are live.
    public var subscriberCount: Int {
        count.load(ordering: .acquiring)
    }

    func remove(_ id: Int) {
        state.withLock { state in
            guard let index = state.subscribers.firstIndex(where: { $0.id == id }) else { return }
            state.subscribers.remove(at: index)
            count.store(state.subscribers.count, ordering: .releasing)
        }
    }
}
