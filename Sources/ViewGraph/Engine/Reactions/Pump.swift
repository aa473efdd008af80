internal import MainActorHooks
import Synchronization

/// The one thread that a screen's steps, its watchers and its views' tasks
/// share, turned by hand: an executor that runs the jobs given to it only when
/// ``turn(limit:)`` is called, on the calling thread.
///
/// A watcher's task, or a view's `.task`, prefers this executor, so its every
/// part, the wake-up after a will-set included, waits here until the next turn. A step's changes made
/// between two turns are one transaction, as changes made on the main actor
/// before it suspends are (W3); a turn is that suspension point. Runs are
/// deterministic: the same steps deliver the same values in the same order.
///
/// A graph's pump is also its main actor (A14): while the graph works on its
/// thread, the thread stands in for the main actor with the pump
/// (``standIn()``), so work its steps, bodies and tasks send to the main actor,
/// and the nonisolated work they start, waits here for the graph's next turn.
package final class Pump: SerialExecutor, TaskExecutor, Sendable {
    private let jobs = Mutex<[UnownedJob]>([])
    private let turns = Atomic(0)
    /// Whether a job waits: read without the lock at every pass of a flush.
    private let waiting = Atomic(false)

    /// A pump with nothing to run.
    package init() {}

    package func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        jobs.withLock { $0.append(job) }
        waiting.store(true, ordering: .releasing)
    }

    package func asUnownedSerialExecutor() -> UnownedSerialExecutor {
        UnownedSerialExecutor(ordinary: self)
    }

    /// A pump standing in for the main actor holds its isolation on the
    /// thread that stands in with it, as `MainActor.assumeIsolated` asks.
    package func checkIsolated() {
        guard main_actor_stands_in(Unmanaged.passUnretained(self).toOpaque()) else {
            preconditionFailure("code isolated to the main actor ran off the thread that runs the screen")
        }
    }

    /// Runs every job waiting, and every job those enqueue, until none is left
    /// or `limit` have run: the watchers take what the changes since the last
    /// turn gave them, and wait again. Returns how many jobs ran.
    @discardableResult
    package func turn(limit: Int = .max) -> Int {
        turns.add(1, ordering: .relaxed)
        var ran = 0
        while ran < limit, let job = jobs.withLock({ jobs -> UnownedJob? in
            guard !jobs.isEmpty else { return nil }
            let job = jobs.removeFirst()
            if jobs.isEmpty { waiting.store(false, ordering: .relaxed) }
            return job
        }) {
            job.runSynchronously(isolatedTo: asUnownedSerialExecutor(), taskExecutor: asUnownedTaskExecutor())
            ran += 1
        }
        return ran
    }

    /// How many turns have been taken: the turn a value was delivered on.
    package var turnCount: Int { turns.load(ordering: .relaxed) }

    /// Whether a job waits for the next turn.
    package var hasJobs: Bool { waiting.load(ordering: .acquiring) }

    /// Makes this thread stand in for the main actor with this pump until
    /// ``standDown(_:)`` is given what this returns (A14).
    package func standIn() -> StoodIn {
        _ = Self.takesMainQueueBlocks
        let (identity, implementation) = unsafeBitCast(asUnownedSerialExecutor(), to: (UnsafeRawPointer, UInt).self)
        return StoodIn(previous: main_actor_stand_in(main_actor_executor(identity: identity, implementation: implementation)))
    }

    /// A block sent to the main queue while a thread stands in runs on the
    /// main actor it stands in for, in order with the jobs sent there: set once.
    private static let takesMainQueueBlocks: Void = main_actor_take_main_queue_blocks { block in
        let block = MainQueueBlock(pointer: block)
        Task { @MainActor in main_actor_run_block(block.pointer) }
    }

    /// Ends what ``standIn()`` began, with what it returned.
    package func standDown(_ stood: StoodIn) {
        _ = main_actor_stand_in(stood.previous)
    }

    /// The executor a thread stood in for the main actor with before, if any.
    package struct StoodIn {
        fileprivate let previous: main_actor_executor
    }
}

/// A block copied from the main queue, run once on the main actor.
private struct MainQueueBlock: @unchecked Sendable {
    let pointer: UnsafeMutableRawPointer
}
