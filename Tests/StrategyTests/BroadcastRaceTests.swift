import Foundation
@testable import ObjectLevel
import Synchronization
import Testing

// O7 under real threads started at once: subscriptions made together on
// several threads are each kept, with an id of its own. A subscribe that
// skipped the lock loses some or crashes here, and the thread sanitizer
// reports it in every run (.ci/run runs this alone under it).

/// What the threads share: held by a class, as a value captured by an
/// escaping closure is boxed, and a box's accesses are checked for
/// exclusivity. The ids are guarded by a pthread mutex (NSLock), which the
/// thread sanitizer sees, where it does not see Synchronization's Mutex.
private final class Race: @unchecked Sendable {
    let heard = Atomic(0), ready = Atomic(0)
    private let lock = NSLock()
    private var ids: [Int] = []

    func keep(_ made: [Int]) { lock.withLock { ids += made } }
    var kept: [Int] { lock.withLock { ids } }
}

@Suite("Broadcast under threads that subscribe at once")
struct BroadcastRaceTests {
    @Test func subscriptionsMadeAtOnceOnFourThreadsAreEachKeptWithAnIDOfTheirOwn() {
        let broadcast = Broadcast(), race = Race()
        let threads = 4, each = 2_000
        let done = DispatchGroup()
        for _ in 0..<threads {
            done.enter()
            Thread {
                // Each thread waits for the others, so that all four subscribe at once.
                race.ready.add(1, ordering: .acquiringAndReleasing)
                while race.ready.load(ordering: .acquiring) < threads {}
                var mine: [Int] = []
                for _ in 0..<each { mine.append(broadcast.add { race.heard.add(1, ordering: .relaxed) }) }
                race.keep(mine)
                done.leave()
            }.start()
        }
        done.wait()
        let made = race.kept
        #expect(Set(made).count == threads * each)
        #expect(broadcast.subscriberCount == threads * each)
        broadcast.send()
        #expect(race.heard.load(ordering: .relaxed) == threads * each)
        for id in made { broadcast.remove(id) }
        #expect(broadcast.subscriberCount == 0)
    }
}
