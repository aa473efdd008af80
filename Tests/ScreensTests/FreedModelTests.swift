import Synchronization
import Testing
import ViewGraph
@testable import Workloads

// What becomes of a watcher loop whose model is freed under it.

/// A roost whose birds a loop watches.
private final class Roost: Model {
    @Tracked var birds = 0
}

/// A reference that does not keep its object alive.
private final class WeakRoost: @unchecked Sendable {
    weak var roost: Roost?
    init(_ roost: Roost) { self.roost = roost }
}

@Suite("a watcher loop whose model is freed")
struct FreedModelTests {
    /// The loop's closure holds its roost weakly and says `.finish` once it is
    /// gone; freed, the roost tells it nothing, so the loop waits for a change
    /// that cannot come, under every strategy, until its task is cancelled.
    @Test(arguments: Notify.allCases)
    func aLoopWhoseModelIsFreedWaitsUntilItsTaskIsCancelled(notify: Notify) {
        let pump = Pump()
        let values = Mutex<[Int]>([])
        let ended = Mutex(false)
        var roost: Roost? = notify.run { Roost() }
        let weak = WeakRoost(roost!)
        let task = Task(executorPreference: pump) {
            let birds = Observations<Int, Never>.untilFinished { weak.roost.map { .next($0.birds) } ?? .finish }
            for await count in birds { values.withLock { $0.append(count) } }
            ended.withLock { $0 = true }
        }
        notify.run { pump.turn() }
        notify.run { roost?.birds = 1 }
        notify.run { pump.turn() }
        roost = nil
        notify.run { pump.turn() }
        #expect(weak.roost == nil, "the loop keeps no model alive")
        #expect(values.withLock { $0 } == [0, 1])
        #expect(!ended.withLock { $0 }, "freeing the model ends nothing")
        task.cancel()
        pump.turn()
        #expect(ended.withLock { $0 })
    }
}
