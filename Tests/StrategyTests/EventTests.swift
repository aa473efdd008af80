import TestSupport
@testable import PropertyLevel
import ViewGraph
import Workloads
@testable import Screens
import Testing

/// E1 to E4: the events of advanced observation tracking on this project's
/// registrar, and continuous observation.
@Suite("Advanced observation tracking: rules E1 to E4")
struct EventTests {
    /// E1, E2: with every option, one set gives two events, the will-set
    /// before the value is stored and the did-set after; observing then ends.
    @Test func everyOptionGivesTwoEventsPerSetWillSetBeforeTheStoreAndDidSetAfter() {
        let bird = Shared(Bird())
        let calls = Calls()
        let wings = withObservationTracking(options: [.willSet, .didSet, .deinit]) {
            bird.value.wings
        } onChange: { event in
            calls.record("\(event.kind) wings=\(bird.value.wings) matches=\(event.matches(\Bird.wings)),\(event.matches(\Bird.name))")
        }
        #expect(wings == 2)
        bird.value.wings = 5
        #expect(calls.all == ["willSet wings=2 matches=true,false", "didSet wings=5 matches=true,false"])
        bird.value.wings = 6
        #expect(calls.count == 2, "a one-shot observation ends after the did-set of its first set")
        #expect(bird.value.registrar.observerCount == 0)
    }

    /// E1: an in-place mutation (`+=`) gives the same two events as a set.
    @Test func anInPlaceMutationGivesWillSetThenDidSet() {
        let bird = Shared(Bird())
        let calls = Calls()
        _ = withObservationTracking(options: [.willSet, .didSet]) { bird.value.seen } onChange: { event in
            calls.record("\(event.kind) \(bird.value.seen)")
        }
        bird.value.seen.append(7)
        #expect(calls.all == ["willSet []", "didSet [7]"])
    }

    /// E1: cancelling at the will-set suppresses the did-set of that set.
    @Test func cancellingAtTheWillSetSuppressesTheDidSet() {
        let bird = Bird()
        let calls = Calls()
        let shared = Shared(bird)
        _ = withObservationTracking(options: [.willSet, .didSet]) { bird.wings } onChange: { event in
            event.cancel()
            // Cancelled before the store: nothing waits for the did-set any more.
            calls.record("\(event.kind) waiting=\(shared.value.registrar.observerCount)")
        }
        bird.wings = 5
        #expect(calls.all == ["willSet waiting=0"])
        #expect(bird.registrar.observerCount == 0)
    }

    /// E1: with `.didSet` alone, nothing comes before the store, one event after it.
    @Test func didSetAloneIsToldOnceAfterTheStore() {
        let bird = Shared(Bird())
        let calls = Calls()
        _ = withObservationTracking(options: [.didSet]) { bird.value.name } onChange: { event in
            calls.record("\(event.kind) \(bird.value.name)")
        }
        bird.value.wings = 3  // not read: no event
        bird.value.name = "wren"
        bird.value.name = "jay"
        #expect(calls.all == ["didSet wren"])
        #expect(bird.value.registrar.observerCount == 0)
    }

    /// E1: `[.willSet]` is the one-shot tracking the graph uses: once, before the store.
    @Test func willSetAloneIsTheOneShotTracking() {
        let bird = Shared(Bird())
        let calls = Calls()
        _ = withObservationTracking(options: [.willSet]) { bird.value.wings } onChange: { event in
            calls.record("\(event.kind) \(bird.value.wings)")
        }
        bird.value.wings = 4
        bird.value.wings = 5
        #expect(calls.all == ["willSet 2"])
        #expect(bird.value.registrar.observerCount == 0)
    }

    /// E2: a freed object gives one deinit event, however many of its
    /// properties were read; weak references to it are already nil, and the
    /// event matches no key path. A set gives nothing to a deinit-only observer.
    @Test func aFreedObjectGivesOneDeinitEventWithWeakReferencesAlreadyNil() {
        let weakly = Weakly<Bird>()
        let calls = Calls()
        var bird: Bird? = Bird()
        weakly.value = bird
        _ = withObservationTracking(options: [.deinit]) { (bird?.wings ?? 0) + (bird?.seen.count ?? 0) } onChange: { event in
            calls.record("\(event.kind) nil=\(weakly.value == nil) matches=\(event.matches(\Bird.wings))")
        }
        bird?.wings = 9
        #expect(calls.count == 0)
        bird = nil
        #expect(calls.all == ["deinit nil=true matches=false"])
    }

    /// E2: each freed object is one event; the observer goes on observing the others.
    @Test func eachFreedObjectIsOneEventAndTheOthersStayObserved() {
        let calls = Calls()
        var robin: Bird? = Bird()
        let wren = Bird(name: "wren")
        _ = withObservationTracking(options: [.willSet, .deinit]) { (robin?.wings ?? 0) + wren.wings } onChange: { event in
            calls.record("\(event.kind)")
        }
        robin = nil
        #expect(calls.all == ["deinit"])
        #expect(wren.registrar.observerCount == 2, "its wings and its deinit")
        wren.wings = 1
        #expect(calls.all == ["deinit", "willSet"])
        #expect(wren.registrar.observerCount == 0)
    }

    /// E2: a deinit event's cancel stops every later event: the objects still
    /// alive are observed no more.
    @Test func cancellingAtADeinitEventStopsObservingTheRest() {
        let calls = Calls()
        var robin: Bird? = Bird()
        let wren = Bird(name: "wren")
        _ = withObservationTracking(options: [.willSet, .deinit]) { (robin?.wings ?? 0) + wren.wings } onChange: { event in
            calls.record("\(event.kind)")
            event.cancel()
        }
        robin = nil
        #expect(wren.registrar.observerCount == 0)
        wren.wings = 1
        #expect(calls.all == ["deinit"])
    }

    /// E3, E4: after a deinit event, the next run observes only what it reads:
    /// the last run's tracking leaves the objects still alive.
    @Test func aRunAfterADeinitEventObservesOnlyWhatItReads() {
        let pump = Pump()
        let calls = Calls()
        let robin = Weakly<Bird>()
        let wren = Shared(Bird(name: "wren"))
        var held: Bird? = Bird()
        robin.value = held
        let token = withContinuousObservation(options: [.didSet, .deinit], executorPreference: pump) { event in
            calls.record("\(event.kind) \((robin.value?.wings ?? 0) + wren.value.wings)")
        }
        pump.turn()
        #expect(wren.value.registrar.observerCount == 2, "its wings and its deinit")
        held = nil
        pump.turn()
        #expect(calls.all == ["initial 4", "deinit 2"])
        #expect(wren.value.registrar.observerCount == 2, "the run before it left")
        token.cancel()
        pump.turn()
        #expect(wren.value.registrar.observerCount == 0)
        _ = held
    }

    /// E3: the closure first runs on the caller's isolation at its next turn,
    /// then once for a burst of sets, with the latest event, re-arming each time.
    @Test func aBurstCoalescesToOneContinuousDelivery() {
        let pump = Pump()
        let bird = Shared(Bird())
        let calls = Calls()
        let token = withContinuousObservation(options: [.willSet, .didSet], executorPreference: pump) { event in
            calls.record("\(event.kind) \(bird.value.wings)")
        }
        #expect(calls.count == 0, "nothing runs inside the call")
        pump.turn()
        #expect(calls.all == ["initial 2"])
        bird.value.wings = 3
        bird.value.wings = 4
        bird.value.wings = 5
        pump.turn()
        #expect(calls.all == ["initial 2", "didSet 5"])
        bird.value.wings = 6
        pump.turn()
        #expect(calls.all == ["initial 2", "didSet 5", "didSet 6"], "re-armed after each run")
        token.cancel()
        pump.turn()
    }

    /// E3: an event's cancel ends a continuous observation.
    @Test func cancellingAnEventEndsAContinuousObservation() {
        let pump = Pump()
        let bird = Shared(Bird())
        let calls = Calls()
        let token = withContinuousObservation(options: [.didSet], executorPreference: pump) { event in
            calls.record("\(event.kind) \(bird.value.wings)")
            if event.kind == .didSet { event.cancel() }
        }
        pump.turn()
        bird.value.wings = 3
        pump.turn()
        bird.value.wings = 4
        pump.turn()
        #expect(calls.all == ["initial 2", "didSet 3"])
        #expect(bird.value.registrar.observerCount == 0)
        _ = consume token
    }

    /// E4: a dropped token leaves no observer, runs the closure no more, and
    /// frees what the closure held, the model included.
    @Test func aDroppedTokenLeavesNothingBehind() {
        let pump = Pump()
        let calls = Calls()
        let weakly = Weakly<Bird>()
        do {
            let bird = Shared(Bird())
            weakly.value = bird.value
            let token = withContinuousObservation(
                options: [.willSet, .didSet, .deinit], executorPreference: pump
            ) { event in
                calls.record("\(event.kind) \(bird.value.wings)")
            }
            pump.turn()
            #expect(bird.value.registrar.observerCount == 2, "its wings and its deinit")
            _ = consume token  // dropped, not cancelled
            pump.turn()
            #expect(bird.value.registrar.observerCount == 0)
            bird.value.wings = 3
            pump.turn()
        }
        #expect(calls.all == ["initial 2"])
        #expect(weakly.value == nil, "the model outlived its dropped observation")
    }

    /// E4: a cancelled token leaves no observer either.
    @Test func aCancelledTokenLeavesNoObserver() {
        let pump = Pump()
        let bird = Shared(Bird())
        let calls = Calls()
        let token = withContinuousObservation(options: [.didSet], executorPreference: pump) { event in
            calls.record("\(event.kind) \(bird.value.wings)")
        }
        pump.turn()
        token.cancel()
        pump.turn()
        bird.value.wings = 3
        pump.turn()
        #expect(calls.all == ["initial 2"])
        #expect(bird.value.registrar.observerCount == 0)
    }
}

/// A weak reference that a sendable closure may hold.
final class Weakly<Value: AnyObject>: @unchecked Sendable {
    weak var value: Value?
}
