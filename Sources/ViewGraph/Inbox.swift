import Synchronization

/// The invalidations posted since the last flush, by view, with their causes.
///
/// The one part of the graph reached from other threads: a strategy's callback
/// may fire on whichever thread made the change, so it is guarded by a lock.
final class Inbox: Sendable {
    private let posted = Mutex<[Int: [Cause]]>([:])

    /// G3: marks view `id` invalid; several posts before a flush make one run.
    func post(_ id: Int, _ cause: Cause) {
        posted.withLock { posted in
            if posted[id]?.contains(cause) != true {
                posted[id, default: []].append(cause)
            }
        }
    }

    /// Takes every invalidation posted so far.
    func drain() -> [Int: [Cause]] {
        posted.withLock { posted in
            defer { posted = [:] }
            return posted
        }
    }
}
