import TestSupport
import Foundation
@testable import ObjectLevel
@testable import PropertyLevel
import Synchronization
@testable import Measurements
import Testing
import ValueVsReference
@testable import ViewGraph
@testable import Workloads
@testable import Screens

@Suite("Broadcast: rules O1 to O7")
struct BroadcastTests {
    @Test func everyWrappedPropertySendsThroughOneSignalBeforeItChanges() {
        // O1: the subscriber reads the old value during the send.
        nonisolated(unsafe) let nest = Nest()
        let seen = Calls()
        let subscription = nest.willChange.subscribe { seen.record("eggs \(nest.eggs), twigs \(nest.twigs.count)") }
        nest.eggs = 3
        nest.twigs.append("moss")
        #expect(seen.all == ["eggs 2, twigs 0", "eggs 3, twigs 0"])
        #expect(nest.twigs == ["moss"])
        subscription.cancel()
    }

    @Test func assigningTheSameValueSends() {
        // O2: no equality check.
        let nest = Nest()
        let calls = Calls()
        let subscription = nest.willChange.subscribe { calls.record() }
        nest.eggs = 2
        nest.eggs += 0
        #expect(calls.count == 2)
        subscription.cancel()
    }

    @Test func subscriberIsToldThatNotWhat() {
        // O3: two different properties reach the subscriber as the same bare call.
        let nest = Nest()
        let calls = Calls()
        let receive: @Sendable () -> Void = { calls.record() }
        let subscription = nest.willChange.subscribe(receive)
        nest.eggs = 5
        nest.twigs = ["straw"]
        #expect(calls.all == ["fired", "fired"])
        subscription.cancel()
    }

    @Test func viewHoldingAnObjectRunsOncePerFlushWhateverItReads() {
        // O4: NestLabel reads only `eggs`, but holds the nest: a twig runs it,
        // and three sends in one transaction run it once.
        let nest = Nest()
        let graph = Graph(root: NestLabel(nest: Ref(nest)), tracker: BroadcastTracker())
        _ = graph.launch()
        #expect(nest.willChange.subscriberCount == 1)
        nest.twigs.append("moss")
        #expect(graph.flush().runs.map(\.description) == ["NestLabel: _nest changed."])
        nest.eggs += 1
        nest.eggs += 1
        nest.unwatched = 1
        nest.eggs += 1
        #expect(graph.flush().bodies == ["NestLabel"])
        #expect(graph.rendered().map(\.text) == ["5 eggs"])
        graph.tearDown()
        #expect(nest.willChange.subscriberCount == 0)
    }

    @Test func aViewSubscribesOnceBeforeItsFirstBodyForAsLongAsItHoldsTheObject() {
        // O4 as @ObservedObject does it: the first body already finds the view
        // subscribed, runs again keep that one subscription, and a view handed
        // another object moves its subscription there.
        let first = Nest(), second = Nest()
        let graph = Graph(root: Perched(nest: Ref(first)), tracker: BroadcastTracker())
        _ = graph.launch()
        #expect(graph.rendered().map(\.text) == ["2 eggs, 1 subscriber"])
        for _ in 0..<3 {
            first.eggs += 1
            #expect(graph.flush().bodies == ["Perched"])
        }
        #expect(graph.rendered().map(\.text) == ["5 eggs, 1 subscriber"])
        #expect(first.willChange.subscriptionsMade.load(ordering: .relaxed) == 1)
        graph.firstView(Perched.self)?.moveTo.value = second
        first.eggs += 1
        #expect(graph.flush().bodies == ["Perched"])
        #expect(graph.rendered().map(\.text) == ["2 eggs, 1 subscriber"])
        #expect(first.willChange.subscriberCount == 0)
        #expect(second.willChange.subscriptionsMade.load(ordering: .relaxed) == 1)
        first.eggs += 1
        #expect(graph.flush().bodies == [])
        graph.tearDown()
        #expect(second.willChange.subscriberCount == 0)
    }

    @Test func aViewHoldingTwoObjectsKeepsBothSubscriptionsUntilHandedAnotherAndLetsBothGo() {
        // O4 with two objects: each send names the one it came from; runs again
        // with the same two keep both subscriptions; handed another second
        // object, the view subscribes to the two it now holds; torn down, it
        // leaves neither subscribed.
        let left = Nest(), right = Nest(), other = Nest()
        let graph = Graph(root: TwoPerches(left: Ref(left), right: Ref(right)), tracker: BroadcastTracker())
        _ = graph.launch()
        #expect([left, right].map(\.willChange.subscriberCount) == [1, 1])
        right.eggs += 1
        #expect(graph.flush().runs.map(\.description) == ["TwoPerches: _right changed."])
        left.eggs += 1
        #expect(graph.flush().runs.map(\.description) == ["TwoPerches: _left changed."])
        #expect([left, right].map { $0.willChange.subscriptionsMade.load(ordering: .relaxed) } == [1, 1])
        graph.firstView(TwoPerches.self)?.moveTo.value = other
        right.eggs += 1
        #expect(graph.flush().bodies == ["TwoPerches"])
        #expect([left, right, other].map(\.willChange.subscriberCount) == [1, 0, 1])
        #expect([left, other].map { $0.willChange.subscriptionsMade.load(ordering: .relaxed) } == [2, 1])
        other.eggs += 1
        #expect(graph.flush().runs.map(\.description) == ["TwoPerches: _right changed."])
        graph.tearDown()
        #expect([left, right, other].map(\.willChange.subscriberCount) == [0, 0, 0])
    }

    @Test func propertyWithoutTheWrapperNeverSends() {
        // O5
        let nest = Nest()
        let calls = Calls()
        let subscription = nest.willChange.subscribe { calls.record() }
        nest.unwatched = 7
        #expect(calls.count == 0)
        subscription.cancel()
    }

    @Test func renamingAGuideObjectDoesNotMakeTheStoreSend() {
        // O6
        let guide = Twin.BroadcastGuide(id: 0, name: "Birds of Britain")
        let store = Twin.BroadcastGuideStore(guides: [guide])
        let storeCalls = Calls(), guideCalls = Calls()
        let storeSubscription = store.willChange.subscribe { storeCalls.record() }
        let guideSubscription = guide.willChange.subscribe { guideCalls.record() }
        store.guides[0].name = "Birds of Europe"
        #expect(storeCalls.count == 0)
        #expect(guideCalls.count == 1)
        storeSubscription.cancel()
        guideSubscription.cancel()
    }

    @Test func structStoreSendsWhenAnElementIsRenamed() {
        // The struct kind's counterpart of O6: the element is part of the array.
        let store = Twin.BroadcastGuideValueStore(guides: [Twin.GuideValue(id: 0, name: "Birds")])
        let calls = Calls()
        let subscription = store.willChange.subscribe { calls.record() }
        store.guides[0].name = "More birds"
        #expect(calls.count == 1)
        subscription.cancel()
    }

    /// Released one of several, from a list that holds them: the others stay
    /// and hear the next send, and the released one never does.
    @Test func releasingOneOfSeveralSubscriptionsLeavesTheOthersSubscribed() {
        let broadcast = Broadcast()
        let calls = Calls()
        var held = ["first", "second", "third"].map { name in broadcast.subscribe { calls.record(name) } }
        held.remove(at: 1)
        #expect(broadcast.subscriberCount == 2)
        broadcast.send()
        #expect(calls.all.sorted() == ["first", "third"])
        held.removeAll()
        #expect(broadcast.subscriberCount == 0)
        broadcast.send()
        #expect(calls.all.count == 2)
    }

    /// The count of subscribers is the live ones after every subscribe and
    /// cancel, in any order: a cancelled subscriber's place is not counted.
    @Test func theSubscriberCountIsTheLiveSubscriptionsAfterEveryChange() {
        let broadcast = Broadcast()
        var live: [Int: BroadcastSubscription] = [:]
        var random = UInt64(7)
        for step in 0..<200 {
            random = random &* 6364136223846793005 &+ 1442695040888963407
            if live.isEmpty || random >> 62 != 0 {
                live[step] = broadcast.subscribe {}
            } else {
                let key = live.keys.sorted()[Int(random >> 33) % live.count]
                live.removeValue(forKey: key)!.cancel()
            }
            #expect(broadcast.subscriberCount == live.count, "after step \(step)")
        }
        live.values.forEach { $0.cancel() }
        #expect(broadcast.subscriberCount == 0)
    }

    @Test func releasingASubscriptionCancelsIt() {
        let broadcast = Broadcast()
        let calls = Calls()
        do {
            let subscription = broadcast.subscribe { calls.record() }
            #expect(broadcast.subscriberCount == 1)
            broadcast.send()
            _ = subscription
        }
        #expect(broadcast.subscriberCount == 0)
        broadcast.send()
        #expect(calls.count == 1)
    }

    @Test(arguments: [5, 100, 1_000])
    func manySubscribersCancelledInAnyOrderLeaveTheRestToBeToldInOrder(count: Int) {
        let signal = Broadcast()
        let calls = Calls()
        let subscriptions = (0..<count).map { index in signal.subscribe { calls.record(String(index)) } }
        let cancelled = RegistrarTests.cancelled(of: count)
        for index in cancelled { subscriptions[index].cancel() }
        let kept = (0..<count).filter { !Set(cancelled).contains($0) }
        #expect(signal.subscriberCount == kept.count)
        signal.send()
        #expect(calls.all == kept.map(String.init))
        // The holes closed, a subscriber added after them is told after the rest.
        let late = signal.subscribe { calls.record("late") }
        signal.send()
        #expect(calls.all == kept.map(String.init) + kept.map(String.init) + ["late"])
        withExtendedLifetime((subscriptions, late)) {}
    }

    @Test func cancellingOrSubscribingInsideASendTakesEffectFromTheNextSend() {
        // O7
        let broadcast = Broadcast()
        let calls = Calls()
        let held = TestLock<[BroadcastSubscription]>.make([])
        let selfCancelling = TestLock<BroadcastSubscription?>.make(nil)
        let first = broadcast.subscribe {
            calls.record("first")
            selfCancelling.withLock { $0?.cancel() }
            let late = broadcast.subscribe { calls.record("late") }
            held.withLock { $0.append(late) }
        }
        selfCancelling.withLock { $0 = first }
        broadcast.send()
        #expect(calls.all == ["first"])
        #expect(broadcast.subscriberCount == 1)
        broadcast.send()
        #expect(calls.all == ["first", "late"])
        held.withLock { $0.forEach { $0.cancel() } }
        #expect(broadcast.subscriberCount == 0)
    }

    @Test func aViewHoldingItsObjectThroughObservedObjectRunsOnItsSendsAndAPlainLetGoesStale() {
        // A4: @ObservedObject is found by reflection and subscribed to; a plain
        // `let` subscribes to nothing as written, so under object-level its view
        // goes stale. Its ObservableObject port holds it as `_nest` (A10).
        let nest = Nest()
        #expect(holdings(of: ObservingNest(nest: nest)).map(\.name) == ["_nest"])
        #expect(holdings(of: ObservingNest(nest: nest)).first?.object === nest)
        #expect(holdings(of: ObservingNest(nest: nest)).first?.onlyInThePort == false)
        #expect(holdings(of: UnheldNest(nest: nest)).map { "\($0.name) \($0.onlyInThePort)" } == ["_nest true"])
        #expect(holdings(of: UnheldNest(nest: nest)).first?.object === nest)
        // @Bindable holds as @ObservedObject does (the object-level form of `$nest.eggs`).
        #expect(holdings(of: BindableNest(nest: nest)).map(\.name) == ["_nest"])
        #expect(holdings(of: BindableNest(nest: nest)).first?.object === nest)
        let graph = Graph(root: onTheGraphThread(nest) { TwoNests(nest: $0) }, tracker: BroadcastTracker(asWritten: true))
        _ = graph.launch()
        #expect(nest.willChange.subscriberCount == 1)
        nest.eggs = 3
        #expect(graph.flush().runs.map(\.description) == ["ObservingNest: _nest changed."])
        let stale = graph.staleViews()
        #expect(stale.map(\.view) == ["UnheldNest"])
        #expect(stale.first?.description == #"UnheldNest shows "2 eggs" but should show "3 eggs""#)
    }

    @Test func theObservableObjectPortHoldsAPlainLetAsObservedObjectDoes() {
        // A10: the port of `let nest` is `@ObservedObject var nest`: it runs on the
        // send and nothing is stale; TwoNests keeps the nest in a plain let too.
        let nest = Nest()
        let graph = Graph(root: onTheGraphThread(nest) { TwoNests(nest: $0) }, tracker: BroadcastTracker())
        _ = graph.launch()
        #expect(nest.willChange.subscriberCount == 3)
        nest.eggs = 3
        #expect(graph.flush().runs.map(\.description) == ["TwoNests: _nest changed.", "ObservingNest: _nest changed.", "UnheldNest: _nest changed."])
        #expect(graph.staleViews().isEmpty)
    }

    @Test func aStateObjectIsMadeOnceForItsIdentityHeldByItsViewAndMadeAgainForANewOne() throws {
        // A3 and A4: the parent runs again and hands OwnNest a new label; the
        // view runs with its new inputs, but its nest is not made again.
        nestsMade.store(0, ordering: .relaxed)
        let graph = Graph(root: NestRounds(), tracker: BroadcastTracker())
        _ = graph.launch()
        let nest = try #require(graph.views(OwnNest.self).first).nest
        #expect(holdings(of: OwnNest(label: "")).isEmpty, "no nest before the graph gives it storage")
        nest.eggs = 5
        #expect(graph.flush().runs.map(\.description) == ["OwnNest: _nest changed."])
        try #require(graph.views(NestRounds.self).first).round = 1
        let flush = graph.flush()
        #expect(flush.runs.map(\.description) == ["NestRounds: __round changed.", "OwnNest: @self changed."])
        #expect(try #require(graph.views(OwnNest.self).first).nest === nest)
        #expect(nestsMade.load(ordering: .relaxed) == 1)
        #expect(nest.willChange.subscriberCount == 1)
        #expect(graph.rendered().map(\.text) == ["round 1", "round 1: 5 eggs"])
        // Gone, the view lets its nest go; it is not told again.
        try #require(graph.views(NestRounds.self).first).round = 2
        _ = graph.flush()
        #expect(nest.willChange.subscriberCount == 0)
        // Back, it is a new identity with a nest of its own.
        try #require(graph.views(NestRounds.self).first).round = 0
        _ = graph.flush()
        #expect(nestsMade.load(ordering: .relaxed) == 2)
        #expect(try #require(graph.views(OwnNest.self).first).nest !== nest)
        #expect(graph.rendered().map(\.text) == ["round 0", "round 0: 2 eggs"])
        #expect(graph.staleViews() == [])
    }

    @Test func aCancelledSubscriptionStillHeldLetsItsBroadcastGo() {
        weak var freed: Broadcast?
        var subscription: BroadcastSubscription?
        do {
            let broadcast = Broadcast()
            freed = broadcast
            subscription = broadcast.subscribe {}
        }
        #expect(freed != nil, "held by its subscription until cancelled")
        subscription?.cancel()
        #expect(freed == nil)
        withExtendedLifetime(subscription) {}
    }

    @Test func sendsSubscribesAndCancelsRaceSafely() {
        // O7 with real threads: a subscriber present throughout hears every send;
        // every subscription made during the race is gone at the end.
        let broadcast = Broadcast()
        let heard = Atomic(0)
        let steady = broadcast.subscribe { heard.add(1, ordering: .relaxed) }
        let threads = 4, iterations = 2_000
        DispatchQueue.concurrentPerform(iterations: threads) { _ in
            for _ in 0..<iterations {
                let subscription = broadcast.subscribe {}
                broadcast.send()
                subscription.cancel()
            }
        }
        #expect(heard.load(ordering: .relaxed) == threads * iterations)
        #expect(broadcast.subscriberCount == 1)
        steady.cancel()
        #expect(broadcast.subscriberCount == 0)
    }
}

/// Holds its nest through `@ObservedObject`: it lists no holdings.
nonisolated struct ObservingNest: View {
    @ObservedObject var nest: Nest
    var body: BodyContent { BodyContent(text: "\(nest.eggs) eggs") }
}

/// Edits a nest it holds through `@Bindable`.
nonisolated struct BindableNest: View {
    @Bindable var nest: Nest
    var body: BodyContent { BodyContent(text: "\(nest.eggs) eggs") }
}

/// Shows a nest it keeps in a plain `let`: it subscribes to nothing.
nonisolated struct UnheldNest: View {
    let nest: Nest
    var body: BodyContent { BodyContent(text: "\(nest.eggs) eggs") }
}

/// Hands one nest to a view of each kind.
struct TwoNests: View {
    let nest: Nest
    var body: BodyContent { BodyContent(children: [Child(ObservingNest(nest: nest)), Child(UnheldNest(nest: nest))]) }
}

/// How many nests `OwnNest` made.
let nestsMade = Atomic(0)

/// Owns its nest: made once for as long as the view's identity lasts.
nonisolated struct OwnNest: View {
    @StateObject var nest = { nestsMade.add(1, ordering: .relaxed); return Nest() }()
    let label: String
    var body: BodyContent { BodyContent(text: "\(label): \(nest.eggs) eggs") }
}

/// Makes an `OwnNest` on every run, while its round says to show one.
nonisolated struct NestRounds: View {
    @State var round = 0
    var body: BodyContent { BodyContent(text: "round \(round)", children: round < 2 ? [Child(OwnNest(label: "round \(round)"))] : []) }
}

/// Holds a nest and shows its eggs.
/// Shows its nest's eggs and how many subscribe to it; once `moveTo` is set,
/// its next body shows that nest instead, which it then holds.
nonisolated struct Perched: View, HoldsObjects {
    final class Move: Equatable, @unchecked Sendable {
        var value: Nest?
        static func == (lhs: Move, rhs: Move) -> Bool { lhs === rhs }
    }
    let nest: Ref<Nest>
    let moveTo = Move()
    var shown: Nest { moveTo.value ?? nest.object }
    nonisolated var holdings: [Holding] { [Holding("_nest", shown)] }
    var body: BodyContent {
        BodyContent(text: "\(shown.eggs) eggs, \(shown.willChange.subscriberCount) subscriber")
    }
}

/// Holds two nests and shows both; once `moveTo` is set, its next body
/// shows that nest on the right instead, which it then holds.
nonisolated struct TwoPerches: View, HoldsObjects {
    let left: Ref<Nest>
    let right: Ref<Nest>
    let moveTo = Perched.Move()
    var shownRight: Nest { moveTo.value ?? right.object }
    nonisolated var holdings: [Holding] { [Holding("_left", left.object), Holding("_right", shownRight)] }
    var body: BodyContent { BodyContent(text: "\(left.object.eggs) and \(shownRight.eggs) eggs") }
}

nonisolated struct NestLabel: View, HoldsObjects {
    let nest: Ref<Nest>
    nonisolated var holdings: [Holding] { [Holding("_nest", nest.object)] }
    var body: BodyContent { BodyContent(text: "\(nest.object.eggs) eggs") }
}
