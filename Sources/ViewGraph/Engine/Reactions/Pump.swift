import Synchronization

/// The one thread that a screen's steps, its watchers and its views' tasks
/// share, turned by hand: an executor that runs the jobs given to it only when
/// ``turn()`` is called, on the calling thread.
///
/// A watcher's task, or a view's `.task`, prefers this executor, so its every
/// part, the wake-up after a will-set included, waits here until the next turn. A step's changes made
/// between two turns are one transaction, as changes made on the main actor
/// before it suspends are (W3); a turn is that suspension point. Runs are
/// deterministic: the same steps deliver the same values in the same order.
package final class Pump: SerialExecutor, TaskExecutor, Sendable {
    private let jobs = Mutex<[UnownedJob]>([])
    private let turns = Atomic(0)

    /// A pump with nothing to run.
    package init() {}

    package func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        jobs.withLock { $0.append(job) }
    }

    package func asUnownedSerialExecutor() -> UnownedSerialExecutor {
        UnownedSerialExecutor(ordinary: self)
    }

    /// Runs every job waiting, and every job those enqueue, until none is left:
    /// the watchers take what the changes since the last turn gave them, and
    /// wait again.
    package func turn() {
        turns.add(1, ordering: .relaxed)
        while let job = jobs.withLock({ $0.isEmpty ? nil : $0.removeFirst() }) {
            job.runSynchronously(isolatedTo: asUnownedSerialExecutor(), taskExecutor: asUnownedTaskExecutor())
        }
    }

    /// How many turns have been taken: the turn a value was delivered on.
    package var turnCount: Int { turns.load(ordering: .relaxed) }

    /// Whether a job waits for the next turn.
    package var hasJobs: Bool { jobs.withLock { !$0.isEmpty } }
}
