import Synchronization
internal import Locking

/// The invalidations posted since the last flush: which view, and why.
///
/// The one part of the graph reached from other threads: a strategy's callback
/// may fire on whichever thread made the change, so it is guarded by a lock.
/// The flush folds several posts for one view into one run (G3).
package final class Inbox: @unchecked Sendable {  // Sendable by the lock: `state` is reached only holding it
    private struct State {
        /// Exchanged, at each drain, for the flush's emptied array: the
        /// storage of the one is reused for the next posts, of the other for
        /// the next drain.
        var posted: [(id: Int, cause: Cause)] = []
    }

    /// Held while `state` is read or changed: a flag set by compare-and-
    /// exchange, as a registrar's is. Every body a flush runs posts once and
    /// each flush drains once, almost always on one thread: a mutex's lock
    /// and unlock cost more than the few instructions they guard. A thread
    /// that finds it taken spins, then yields.
    private let lock = FlagLock()
    @exclusivity(unchecked) private var state = State()
    /// How many posts wait, read without the lock so that a flush with nothing
    /// to do takes no lock.
    private let waiting = Atomic(0)
    /// Callbacks from subscriptions already cancelled, since the last flush took them.
    private let dropped = Atomic(0)

    /// Runs `body` holding the lock.
    private func withLock<Result>(_ body: (inout State) -> Result) -> Result {
        lock.withLock { body(&state) }
    }

    /// Counts a callback that arrived from a subscription already cancelled.
    package func drop() {
        dropped.add(1, ordering: .relaxed)
    }

    /// The callbacks dropped since the last call.
    func takeDropped() -> Int {
        // Every flush asks: a load when there are none, not a read-modify-write.
        guard dropped.load(ordering: .relaxed) > 0 else { return 0 }
        return dropped.exchange(0, ordering: .relaxed)
    }

    /// G3: marks view `id` invalid for `cause`.
    package func post(_ id: Int, _ cause: Cause) {
        withLock { state in
            state.posted.append((id, cause))
            waiting.store(state.posted.count, ordering: .releasing)
        }
    }

    /// Whether view `id` has been marked invalid since the last flush: what it
    /// shows may no longer match what it reads.
    package func holds(_ id: Int) -> Bool {
        guard waiting.load(ordering: .acquiring) > 0 else { return false }
        return withLock { $0.posted.contains { $0.id == id } }
    }

    /// Takes every invalidation posted so far, in the order posted, into
    /// `drained`, an empty array whose storage takes the next posts: one lock,
    /// and no array made or copied. False, and `drained` left empty, if
    /// nothing was posted.
    package func drain(into drained: inout [(id: Int, cause: Cause)]) -> Bool {
        guard waiting.load(ordering: .acquiring) > 0 else { return false }
        withLock { state in
            swap(&state.posted, &drained)
            waiting.store(0, ordering: .releasing)
        }
        return true
    }

    /// Takes every invalidation posted so far, in the order posted.
    package func drain() -> [(id: Int, cause: Cause)] {
        var drained: [(id: Int, cause: Cause)] = []
        _ = drain(into: &drained)
        return drained
    }
}
