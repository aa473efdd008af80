import TestSupport
import ObjectLevel
import Observation
@testable import PropertyLevel
@testable import ValueVsReference
@testable import Measurements
import Testing
@testable import ViewGraph
@testable import Workloads
@testable import Screens

/// An @Observable bird, for the observation tracker's lifetime rules.
@Observable
final class ObservedBird {
    var name = "robin"
    var wings = 2
}

/// Shows an observed bird's name.
nonisolated struct ObservedTag: View {
    let bird: Ref<ObservedBird>
    var body: BodyContent { BodyContent(text: bird.object.name) }
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

    @Test(arguments: [Notify.property, .object], Kind.allCases)
    func tornDownScreenLeavesNoObserverInAnyModel(notify: Notify, kind: Kind) throws {
        let (screen, observers) = notify.run { guideScreen(kind, count: 50) }
        let graph = Graph(root: screen, tracker: Combination(notify, kind).tracker)
        _ = notify.run { graph.launch() }
        // Property: GuideCount and GuideList read the store. Object: the three
        // views that hold it. Under class, each row reads or holds its guide.
        let views = notify == .property ? 2 : 3
        #expect(observers() == (kind == .class ? views + 50 : views))
        graph.tearDown()
        #expect(observers() == 0)
        #expect(graph.viewCount == 0)
    }

    @MainActor @Test func tornDownTallyLeavesNoObserverOrSubscriber() {
        let made = [(Notify.property, Kind.class), (.property, .struct), (.object, .class), (.object, .struct)].map { notify, kind in
            let sightings = notify.run { Sightings() }, store = notify.run { SightingsStore() }
            let graph = kind == .class
                ? Graph(root: ObjectTally.ContentView(sightings: sightings), tracker: Combination(notify, kind).tracker)
                : Graph(root: ValueTally.ContentView(sightings: store), tracker: Combination(notify, kind).tracker)
            _ = graph.launch()
            return (graph, kind == .class ? sightings as Model : store)
        }
        let left = { made.map { $0.1.observerCount } }
        // Property, class: the three lines read robins, sparrows or both (RobinLine 1,
        // SparrowLine 1, TotalLine 2); struct: the root reads the store once. Object:
        // every view holds the model, class; the root alone, struct.
        #expect(left() == [4, 1, 4, 1])
        for (graph, _) in made { graph.tearDown() }
        #expect(left() == [0, 0, 0, 0])
    }
}

/// The guide-list screen of `kind` on `count` guides, and a count of what
/// observes its store and guides.
private func guideScreen(_ kind: Kind, count: Int) -> (screen: any View, observers: () -> Int) {
    switch kind {
    case .class:
        let store = GuideStore(guides: (0..<count).map { Guide(id: $0, name: "Guide \($0)") })
        return (onTheGraphThread(store) { GuideScreen(store: $0, lazy: false) }, {
            (store.observerCount ?? 0) + store.guides.map { $0.observerCount ?? 0 }.reduce(0, +)
        })
    case .struct:
        let store = GuideValueStore(guides: (0..<count).map { GuideValue(id: $0, name: "Guide \($0)") })
        return (onTheGraphThread(store) { GuideScreen(store: $0, lazy: false) }, { store.observerCount ?? 0 })
    }
}

/// A view that reads `from` and writes `to`: two of them ping-pong forever.
nonisolated struct Echo: View {
    let from: Ref<Bird>
    let to: Ref<Bird>
    var body: BodyContent {
        let wings = from.object.wings
        to.object.wings = wings + 1
        return BodyContent(text: String(wings))
    }
}

/// Two echoes, each feeding the other.
nonisolated struct EchoPair: View {
    let a: Ref<Bird>
    let b: Ref<Bird>
    var body: BodyContent {
        BodyContent(children: [Child(Echo(from: a, to: b)), Child(Echo(from: b, to: a))])
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
        let sightings = Twin.Sightings()
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
        let sightings = Twin.Sightings()
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
