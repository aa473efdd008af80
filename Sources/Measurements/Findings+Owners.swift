import Observation
import ObjectLevel
import PropertyLevel
import CompareKit
import ViewGraph
import Screens
import Workloads

// Finding 15: a watcher loop that captures its owner strongly keeps the
// model alive after the owner is let go; the [weak self] form frees both.

/// A model watched by its owner.
final class Feed: Model {
    @Tracked var visits = 0
}

/// An owner that watches its feed in a task, as a view model does, and
/// cancels the task when it goes. Touched by the measuring thread and the
/// pump it turns alone, one after the other.
final class FeedMonitor: @unchecked Sendable {
    let feed: Feed
    var seen = 0
    private(set) var task: Task<Void, Never>?

    /// A weak reference the loop may hold instead of its owner.
    private struct Weakly: @unchecked Sendable {
        weak var monitor: FeedMonitor?
    }

    /// Starts the loop under `notify`'s watcher, capturing the owner `strongly` or weakly.
    init(_ feed: Feed, _ notify: Notify, on pump: Pump, strongly: Bool) {
        self.feed = feed
        let signal = feed.willChange
        if strongly {
            // The loop holds its owner: the owner's deinit, which would cancel it, never comes.
            task = Task(executorPreference: pump) {
                await Self.watch(notify, signal, { self.feed.visits }) { visits in
                    self.seen = visits
                    return true
                }
            }
        } else {
            let weakly = Weakly(monitor: self)
            task = Task(executorPreference: pump) {
                await Self.watch(notify, signal, { weakly.monitor?.feed.visits ?? 0 }) { visits in
                    guard let monitor = weakly.monitor else { return false }
                    monitor.seen = visits
                    return true
                }
            }
        }
    }

    deinit { task?.cancel() }

    /// Iterates `read` as `notify`'s watcher does, handing each value to
    /// `take` until it says to stop or the task is cancelled.
    private static func watch(
        _ notify: Notify, _ signal: Broadcast, _ read: @escaping @Sendable () -> Int, _ take: (Int) -> Bool
    ) async {
        switch notify {
        case .property:
            for await value in Watched(read) where !take(value) { return }
        case .observation:
            if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
                for await value in Observation.Observations(read) where !take(value) { return }
            }
        case .object:
            guard take(read()) else { return }
            for await _ in Broadcast.values(of: [signal]) where !take(read()) { return }
        }
    }
}

/// How many feeds, and owners, are still alive once an owner that watched
/// its feed under `notify` is let go, its loop capturing it `strongly` or not.
func aliveAfterTheOwnerGoes(_ notify: Notify, strongly: Bool) -> (feeds: Int, owners: Int) {
    let pump = Pump()
    weak var feed: Feed?
    weak var owner: FeedMonitor?
    var task: Task<Void, Never>?
    do {
        let monitor = notify.run { FeedMonitor(Feed(), notify, on: pump, strongly: strongly) }
        (feed, owner, task) = (monitor.feed, monitor, monitor.task)
        pump.turn()
        notify.run { monitor.feed.visits += 1 }
        pump.turn()
    }
    // The owner is let go: its deinit cancels its loop, if it runs.
    pump.turn()
    let alive = (feeds: feed == nil ? 0 : 1, owners: owner == nil ? 0 : 1)
    // What the strong loop kept is ended here, so that the process keeps nothing.
    task?.cancel()
    pump.turn()
    return alive
}

func ownerCapture() -> Finding {
    let strong = Notify.allCases.map { aliveAfterTheOwnerGoes($0, strongly: true).feeds }
    let weak = Notify.allCases.map { aliveAfterTheOwnerGoes($0, strongly: false).feeds }
    let columns = Notify.allCases.map(\.rawValue).joined(separator: ", ")
    return Finding(
        title: "A watcher loop that captures its owner keeps the model alive after the owner is let go",
        folklore: "an owner that cancels its task in deinit cleans up after itself",
        measured: "an owner let go with its loop over the feed's values capturing it strongly left \(strong.map(String.init).joined(separator: ", ")) "
            + "feeds alive (\(columns)): the loop holds the owner, whose deinit, which cancels it, never runs; "
            + "with [weak self] it left \(weak.map(String.init).joined(separator: ", "))",
        pinnedBy: "TrapTests/aLoopThatCapturesItsOwnerKeepsTheModelAliveAndTheWeakFormFreesIt")
}
