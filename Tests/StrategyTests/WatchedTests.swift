import TestSupport
import Testing
@testable import PropertyLevel

/// A roost with a count, its registrar called by hand.
private final class CountedPerch: Trackable, @unchecked Sendable {
    let registrar = Registrar()
    private var stored = 0
    var count: Int {
        get {
            registrar.access(self, keyPath: \.count)
            return stored
        }
        set { registrar.withMutation(of: self, keyPath: \.count) { stored = newValue } }
    }
}

@Suite("Watched: this project's Observations, until finished (W5a)")
struct WatchedTests {
    @Test func untilFinishedEndsAtTheFirstFinishAndObservesNothingMore() async {
        let roost = CountedPerch()
        var values = Watched.untilFinished { roost.count < 2 ? .next(roost.count) : .finish }.makeAsyncIterator()
        #expect(await values.next() == 0)
        roost.count = 1
        #expect(await values.next() == 1)
        roost.count = 2
        #expect(await values.next() == nil)
        // Finished, it observes nothing: no observer is left, and it stays ended.
        #expect(roost.registrar.observerCount == 0)
        roost.count = 0
        #expect(await values.next() == nil)
    }

    @Test func aClosureThatFinishesAtOnceEndsBeforeAnyValue() async {
        let roost = CountedPerch()
        var values = Watched<Int>.untilFinished { .finish }.makeAsyncIterator()
        #expect(await values.next() == nil)
        #expect(roost.registrar.observerCount == 0)
    }
}
