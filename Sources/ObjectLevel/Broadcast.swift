internal import Locking
import Synchronization

/// An object's one will-change signal: what `objectWillChange` is to an
/// `ObservableObject`, written from scratch (Linux has no Combine).
///
/// A subscriber learns only that something in the object will change, not
/// what (O3). Sends, subscribes and cancels may race on any threads.
public final class Broadcast: @unchecked Sendable {  // Sendable by the lock: `state` is reached only holding it
    struct Subscriber {
        let id: Int
        /// Nil once cancelled: a hole, closed when holes are three quarters of the list.
        var receiver: Receiver? {
            didSet { borrowed = receiver.map(Unmanaged.passUnretained) }
        }
        /// The same receiver, unretained: what a send calls through, so that reading it
        /// is a plain load, not a copy that must be retained across the call.
        private(set) var borrowed: Unmanaged<Receiver>?

        init(id: Int, receiver: Receiver) {
            self.id = id
            self.receiver = receiver
            self.borrowed = Unmanaged.passUnretained(receiver)
        }
    }

    /// A subscriber's closure in an object of its own: a send calls it through
    /// a reference it borrows from the snapshot it holds, so a delivery pays no
    /// retain and release of the closure's context (the two atomic operations
    /// that were most of a send's cost).
    final class Receiver: Sendable {
        let receive: @Sendable () -> Void

        init(_ receive: @escaping @Sendable () -> Void) {
            self.receive = receive
        }
    }

    private struct State {
        var nextID = 0
        /// In subscription order, so by increasing id; copied, not mutated in
        /// place, while a send iterates a snapshot of it.
        var subscribers: [Subscriber] = []
        /// How many subscribers are live (not holes).
        var live = 0
    }

    /// Held while `state` is read or changed: a one-byte flag in this object,
    /// not a mutex of its own allocation. Each model has one, and a list of a million has a million.
    private let lock = FlagLock()
    @exclusivity(unchecked) private var state = State()
    /// How many subscribers there are, read without the lock so that a send with
    /// none costs one atomic load (O7).
    private let count = Atomic(0)
    /// How many subscriptions were ever made here: what shows that a view
    /// subscribes once for as long as it holds the object.
    let subscriptionsMade = Atomic(0)

    /// Creates a signal with no subscribers.
    public init() {}

    /// Calls `receive` on every later ``send()`` until the returned subscription
    /// is cancelled or released.
    ///
    /// - Complexity: amortised O(1).
    public func subscribe(_ receive: @escaping @Sendable () -> Void) -> BroadcastSubscription {
        BroadcastSubscription(broadcast: self, id: add(receive))
    }

    /// Adds a subscriber that `receive` is, and returns its id for
    /// ``remove(_:)``: a subscription without its object, for a caller that
    /// keeps the signal and the id itself (a view's tracking, one per row).
    package func add(_ receive: @escaping @Sendable () -> Void) -> Int {
        subscriptionsMade.add(1, ordering: .relaxed)
        return lock.withLock {
            let id = state.nextID
            state.nextID += 1
            state.subscribers.append(Subscriber(id: id, receiver: Receiver(receive)))
            state.live += 1
            count.store(state.live, ordering: .releasing)
            return id
        }
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
        let subscribers = lock.withLock { state.subscribers }
        // The snapshot holds every receiver until the loop ends: each is borrowed, not retained.
        // Taking the lock again once the loop is done puts this send's reads before any
        // change a cancel or subscribe then makes to the list in place. The array's reference
        // count already orders them, but the thread sanitizer cannot see that; it sees the lock.
        withExtendedLifetime(subscribers) {
            subscribers.withUnsafeBufferPointer { subscribers in
                for index in subscribers.indices {
                    subscribers[index].borrowed?._withUnsafeGuaranteedRef { $0.receive() }
                }
            }
            lock.withLock {}
        }
    }

    /// How many subscriptions are live.
    public var subscriberCount: Int {
        count.load(ordering: .acquiring)
    }

    /// Removes the subscriber `id`: found by binary search (ids increase along
    /// the list), it leaves a hole; the holes are closed once they are three quarters of the
    /// list, so removing each of k subscribers costs amortised O(log k), not O(k).
    /// Removing one already removed does nothing: ids are never reused.
    package func remove(_ id: Int) {
        let removed: Receiver? = lock.withLock {
            var low = 0, high = state.subscribers.count
            while low < high {
                let middle = (low + high) / 2
                if state.subscribers[middle].id < id { low = middle + 1 } else { high = middle }
            }
            guard low < state.subscribers.count, state.subscribers[low].id == id,
                let receiver = state.subscribers[low].receiver
            else { return nil }
            state.subscribers[low].receiver = nil
            state.live -= 1
            if state.live == 0 {
                state.subscribers.removeAll(keepingCapacity: true)
            } else if state.live * 4 < state.subscribers.count {
                state.subscribers.removeAll { $0.receiver == nil }
            }
            count.store(state.live, ordering: .releasing)
            return receiver
        }
        // The subscriber's closure, and what it captured, are released outside the lock.
        _ = removed
    }
}
