import ObjectLevel
import Observation
@testable import PropertyLevel
@testable import ValueVsReference
import Testing
@testable @_spi(Graph) import ViewGraph
@testable import Workloads

/// An @Observable bird, for the observation tracker's lifetime rules.
@Observable
final class ObservedBird {
    var name = "robin"
    var wings = 2
}

/// Shows an observed bird's name.
struct ObservedTag: View {
    let bird: Ref<ObservedBird>
    var body: Content { Content(text: bird.object.name) }
}

@Suite("lifetimes")
struct LifetimeTests {
    @Test(arguments: [(Notify.property, 0), (.observation, 100), (.object, 0)])
    func aRowRunAgainForItsInputsLeavesObserversBehindOnlyUnderObservation(notify: Notify, left: Int) {
        // Each of 100 @self re-runs replaces the row's subscription: ours cancel
        // the last, Apple's cannot, so one change then fires every one left.
        let probe = RerunProbe(notify)
        probe.rerun(100)
        let flush = probe.change()
        #expect(flush.bodies == ["ProbeRow"])
        #expect(flush.droppedCallbacks == left)
        probe.tearDown()
    }

    @Test func droppedScreenFreesModelsViewsAndObservers() {
        weak var gone: Roster?
        weak var goneBird: Bird?
        weak var goneGraph: Graph?
        do {
            let bird = Bird(name: "wren")
            let roster = Roster([Bird(name: "robin"), bird])
            gone = roster
            goneBird = bird
            let graph = Graph(root: RosterView(roster: Ref(roster)), tracker: PropertyTracker())
            goneGraph = graph
            _ = graph.launch()
            #expect(bird.registrar.observerCount == 1)
        }
        // Nothing was torn down by hand: the trackings left in the registrars
        // hold neither the graph nor the models.
        #expect(goneGraph == nil)
        #expect(gone == nil)
        #expect(goneBird == nil)
    }

    @Test func removedRowsTrackingNeverReachesTheGraph() {
        let wren = Bird(name: "wren")
        let roster = Roster([Bird(name: "robin"), wren])
        let graph = Graph(root: RosterView(roster: Ref(roster)), tracker: PropertyTracker())
        _ = graph.launch()
        roster.birds.removeLast()
        _ = graph.flush()
        wren.name = "jenny"
        wren.name = "jen"
        let flush = graph.flush()
        #expect(flush.runs == [])
        #expect(flush.lateCallbacks == 0)
    }

    @Test func unfiredObservationKeepsNoViewAliveAndReachesNothingAfterTeardown() {
        let bird = ObservedBird()
        weak var goneGraph: Graph?
        do {
            let graph = Graph(root: ObservedTag(bird: Ref(bird)), tracker: ObservationTracker())
            goneGraph = graph
            _ = graph.launch()
            graph.tearDown()
        }
        // Apple's one-shot observation is still installed in the bird's registrar:
        // it holds a switched-off subscription and the inbox, not the graph.
        #expect(goneGraph == nil)
        bird.name = "wren"  // fires into a switched-off subscription
        #expect(bird.name == "wren")
    }

    @Test func tornDownObservationPostsNothing() {
        let bird = ObservedBird()
        let graph = Graph(root: ObservedTag(bird: Ref(bird)), tracker: ObservationTracker())
        _ = graph.launch()
        graph.tearDown()
        bird.name = "wren"
        let flush = graph.flush()
        #expect(flush.runs == [])
        #expect(flush.lateCallbacks == 0)
    }

    @Test(arguments: Kind.allCases)
    func tornDownScreenLeavesNoObserverInAnyModel(kind: Kind) {
        // Every registrar of the store and of each guide is empty after tearDown().
        let guides = (0..<50).map { Guide(id: $0, name: "Guide \($0)") }
        let store = GuideStore(guides: guides)
        let values = GuideValueStore(guides: (0..<50).map { GuideValue(id: $0, name: "Guide \($0)") })
        let graph = kind == .class
            ? Graph(root: GuideScreen(store: Ref(store)), tracker: PropertyTracker())
            : Graph(root: GuideScreen(store: Ref(values)), tracker: PropertyTracker())
        _ = graph.launch()
        let observers = { store.registrar.observerCount + values.registrar.observerCount + guides.map(\.registrar.observerCount).reduce(0, +) }
        // GuideCount and GuideList read the store; under class, each row reads its guide.
        #expect(observers() == (kind == .class ? 2 + 50 : 2))
        graph.tearDown()
        #expect(observers() == 0)
        #expect(graph.viewCount == 0)
    }

    @Test(arguments: Kind.allCases)
    func tornDownScreenLeavesNoBroadcastSubscriber(kind: Kind) {
        let guides = (0..<50).map { BroadcastGuide(id: $0, name: "Guide \($0)") }
        let store = BroadcastGuideStore(guides: guides)
        let values = BroadcastGuideValueStore(guides: (0..<50).map { GuideValue(id: $0, name: "Guide \($0)") })
        let graph = kind == .class
            ? Graph(root: GuideScreen(store: Ref(store)), tracker: BroadcastTracker())
            : Graph(root: GuideScreen(store: Ref(values)), tracker: BroadcastTracker())
        _ = graph.launch()
        let subscribers = {
            store.willChange.subscriberCount + values.willChange.subscriberCount
                + guides.map(\.willChange.subscriberCount).reduce(0, +)
        }
        // The three views that hold the store; under class, each row holds its guide.
        #expect(subscribers() == (kind == .class ? 3 + 50 : 3))
        graph.tearDown()
        #expect(subscribers() == 0)
    }

    @Test func tornDownTallyLeavesNoObserverOrSubscriber() {
        let sightings = Sightings(), store = SightingsStore()
        let broadcast = BroadcastSightings(), broadcastStore = BroadcastSightingsStore()
        let graphs = [
            Graph(root: ContentView(source: Ref(sightings)), tracker: PropertyTracker()),
            Graph(root: ContentView(source: Ref(store)), tracker: PropertyTracker()),
            Graph(root: ContentView(source: Ref(broadcast)), tracker: BroadcastTracker()),
            Graph(root: ContentView(source: Ref(broadcastStore)), tracker: BroadcastTracker()),
        ]
        for graph in graphs { _ = graph.launch() }
        let left = {
            [sightings.registrar.observerCount, store.registrar.observerCount,
                broadcast.willChange.subscriberCount, broadcastStore.willChange.subscriberCount]
        }
        // Class: the three lines read robins, sparrows or both (RobinLine 1, SparrowLine 1, TotalLine 2).
        #expect(left() == [4, 1, 4, 1])
        for graph in graphs { graph.tearDown() }
        #expect(left() == [0, 0, 0, 0])
    }
}

/// A view that reads `from` and writes `to`: two of them ping-pong forever.
struct Echo: View {
    let from: Ref<Bird>
    let to: Ref<Bird>
    var body: Content {
        let wings = from.object.wings
        to.object.wings = wings + 1
        return Content(text: String(wings))
    }
}

/// Two echoes, each feeding the other.
struct EchoPair: View {
    let a: Ref<Bird>
    let b: Ref<Bird>
    var body: Content {
        Content(children: [Child(Echo(from: a, to: b)), Child(Echo(from: b, to: a))])
    }
}

@Suite("reentrancy")
struct ReentrancyTests {
    @Test func mutationInsideOnChangeFiresTheNextObserverWithoutDeadlock() {
        let feeder = Feeder()
        let second = Calls()
        withTracking { _ = feeder.seeds } onChange: {
            // Runs before the first change is stored, on the mutating thread.
            withTracking { _ = feeder.seeds } onChange: { second.record() }
            feeder.addSeed()
        }
        feeder.addSeed()
        #expect(second.count == 1)
        #expect(feeder.seeds == 2)
        #expect(feeder.registrar.observerCount == 0)
    }

    @Test func bodiesThatInvalidateEachOtherStopAtThePassLimit() {
        // SwiftUI warns of a body that writes what another reads; the graph
        // stops after a bounded number of passes and says so.
        let a = Bird(), b = Bird()
        let graph = Graph(root: EchoPair(a: Ref(a), b: Ref(b)), tracker: PropertyTracker())
        _ = graph.launch()
        a.wings += 1
        let flush = graph.flush()
        #expect(flush.loopDetected)
        #expect(flush.passes == Graph.passLimit)
        #expect(flush.recomputes == Graph.passLimit)
    }

    @Test func subscriberThatChangesTheObjectItWatchesSendsAgainInsideTheSend() {
        // A will-change subscriber sees the old value, so it must not decide by
        // the value whether to change it again: this one changes another property once.
        nonisolated(unsafe) let nest = Nest()
        let calls = Calls()
        let subscription = nest.willChange.subscribe {
            calls.record("eggs \(nest.eggs), twigs \(nest.twigs.count)")
            if calls.count == 1 { nest.twigs.append("moss") }
        }
        nest.eggs = 3
        #expect(calls.all == ["eggs 2, twigs 0", "eggs 2, twigs 0"])
        #expect(nest.eggs == 3)
        #expect(nest.twigs == ["moss"])
        subscription.cancel()
    }
}

@Suite("a cancelled watcher leaves nothing behind")
struct CancelledWatcherTests {
    /// W5: cancelling the task that loops over ``Watched`` removes its observer
    /// at once, not at the model's next change.
    @Test func aCancelledWatchedLoopLeavesNoObserverBeforeAnyFurtherChange() {
        let pump = Pump()
        let sightings = Sightings()
        let shared = Shared(sightings)
        let task = Task(executorPreference: pump) {
            for await _ in Watched({ shared.value.robins }) {}
        }
        pump.turn()
        #expect(sightings.registrar.observerCount == 1)
        task.cancel()
        pump.turn()
        #expect(sightings.registrar.observerCount == 0)
    }

    @Test func aWatchedLoopWhoseTaskIsCancelledInsideItsBodyEndsAtOnce() {
        // The loop body cancels its own task before the loop waits again: the
        // wait that follows must see the cancel, not wait for a change.
        let pump = Pump()
        let sightings = Sightings()
        let shared = Shared(sightings)
        let values = Calls()
        let task = Task(executorPreference: pump) {
            for await robins in Watched({ shared.value.robins }) {
                values.record("\(robins)")
                withUnsafeCurrentTask { $0?.cancel() }
            }
            values.record("ended")
        }
        pump.turn()
        pump.turn()
        #expect(values.all == ["0", "ended"])
        #expect(sightings.registrar.observerCount == 0)
        withExtendedLifetime(task) {}
    }
}
