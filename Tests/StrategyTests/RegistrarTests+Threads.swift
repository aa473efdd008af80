import TestSupport
import Foundation
@testable import PropertyLevel
import Synchronization
import Testing

// P9 and P10: threads at once, cancelling, and what tracking keeps alive.
extension RegistrarTests {
    @Test func threadsTrackingAndMutatingAtOnceFireEachTrackingOnce() {
        // P9: four threads track and mutate the same bird at once; every tracking
        // fires exactly once, and no observer is left.
        let feeder = Feeder()
        let fired = Atomic(0)
        let iterations = 2_000
        let threads = 4
        DispatchQueue.concurrentPerform(iterations: threads) { _ in
            for _ in 0..<iterations {
                withTracking { _ = feeder.seeds } onChange: { fired.add(1, ordering: .relaxed) }
                feeder.addSeed()
            }
        }
        #expect(fired.load(ordering: .relaxed) == threads * iterations)
        #expect(feeder.registrar.observerCount == 0)
        #expect(feeder.seeds == threads * iterations)
    }

    @Test func cancelRacingChangesFiresEachTrackingAtMostOnce() {
        // P3 and P9: one thread cancels trackings while two others mutate what
        // they read; whoever wins, no tracking calls onChange twice, and none is left.
        let feeder = Feeder()
        let trackings = 3_000
        let fired = TestLock<[Int: Int]>.make([:])
        let made = (0..<trackings).map { number in
            withCancellableTracking({ feeder.seeds }, onChange: { _ in
                fired.withLock { $0[number, default: 0] += 1 }
            }).tracking
        }
        DispatchQueue.concurrentPerform(iterations: 3) { worker in
            if worker == 0 {
                for tracking in made.reversed() { tracking.cancel() }
            } else {
                for _ in 0..<200 { feeder.addSeed() }
            }
        }
        let counts = fired.withLock { $0 }
        #expect(counts.values.allSatisfy { $0 == 1 })
        // Exactly the trackings that a change reached before their cancel called onChange.
        #expect(counts.count == made.filter(\.hasFired).count)
        #expect(Set(counts.keys) == Set(made.indices.filter { made[$0].hasFired }))
        #expect(made.filter { !$0.isDone }.isEmpty)
        #expect(feeder.registrar.observerCount == 0)
    }

    @Test func cancelRemovesTheObserverEverywhere() {
        // P10
        let robin = Bird(), wren = Bird()
        let calls = Calls()
        let (_, tracking) = withCancellableTracking({ robin.wings + wren.wings }, onChange: { _ in calls.record() })
        tracking.cancel()
        #expect(robin.registrar.observerCount == 0)
        #expect(wren.registrar.observerCount == 0)
        robin.wings = 9
        #expect(calls.count == 0)
        #expect(tracking.isDone)
    }

    @Test func trackingKeepsNoModelAlive() {
        // P10: a tracking that never fired does not keep its model.
        weak var gone: Bird?
        var tracking: Tracking?
        do {
            let bird = Bird()
            gone = bird
            tracking = withCancellableTracking({ bird.wings }, onChange: { _ in }).tracking
        }
        #expect(gone == nil)
        #expect(tracking?.isDone == false)
    }

    @Test(arguments: [2, 3, 15, 16, 40])
    func liveObserversOfOneKeyPathAreToldTogetherInTheOrderInstalled(count: Int) {
        // P10: every observer of a key path is live and fires in one change, in
        // the order installed, in the list of a few (under 16) as in the list of many.
        let bird = Bird()
        let calls = Calls()
        let trackings = (0..<count).map { index in
            withCancellableTracking({ bird.wings }, onChange: { _ in calls.record(String(index)) }).tracking
        }
        bird.wings = 4
        #expect(calls.all == (0..<count).map(String.init))
        #expect(trackings.filter(\.hasFired).count == count)
    }

    /// Which of `count` observers to cancel, and in what order: every third in
    /// the order installed, then the rest of the second half from the last.
    static func cancelled(of count: Int) -> [Int] {
        let thirds = Array(stride(from: 0, to: count, by: 3))
        return thirds + (count / 2..<count).reversed().filter { $0 % 3 != 0 }
    }

    @Test(arguments: [5, 16, 17, 100, 1_000])
    func manyObserversOfOneKeyPathCancelledInAnyOrderLeaveTheRestToFireInOrder(count: Int) {
        // P10 with many observers of one key path: the list of a few is searched,
        // the list of many keeps positions and holes; both must keep the same ones.
        let bird = Bird()
        let calls = Calls()
        let trackings = (0..<count).map { index in
            withCancellableTracking({ bird.wings }, onChange: { _ in calls.record(String(index)) }).tracking
        }
        let cancelled = Self.cancelled(of: count)
        for index in cancelled { trackings[index].cancel() }
        let kept = (0..<count).filter { !Set(cancelled).contains($0) }
        #expect(bird.registrar.observerCount == kept.count)
        bird.wings = 3
        #expect(calls.all == kept.map(String.init))
        #expect(bird.registrar.observerCount == 0)
        #expect(trackings.enumerated().allSatisfy { $1.hasFired == kept.contains($0) })
    }
}
