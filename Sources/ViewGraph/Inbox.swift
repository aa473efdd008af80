import Synchronization

/// The invalidations posted since the last flush: which view, and why.
///
/// The one part of the graph reached from other threads: a strategy's callback
/// may fire on whichever thread made the change, so it is guarded by a lock.
/// The flush folds several posts for one view into one run (G3).
final class Inbox: Sendable {
    private let posted = Mutex<[(id: Int, cause: Cause)]>([])

    /// G3: marks view `id` invalid for `cause`.
    func post(_ id: Int, _ cause: Cause) {
        posted.withLock { $0.append((id, cause)) }
    }

    /// Takes every invalidation posted so far, in the order posted.
    func drain() -> [(id: Int, cause: Cause)] {
        posted.withLock { posted in
            defer { posted = [] }
            return posted
        }
    }
}
