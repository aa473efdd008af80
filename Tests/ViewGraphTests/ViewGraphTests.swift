import TestSupport
import PropertyLevel
@testable import Measurements
import Testing
@testable import ViewGraph
@testable import Workloads
@testable import Screens

@Suite("View graph: rules G1 to G6")
struct ViewGraphTests {
    @Test func dependenciesAreWhatTheLastRunRead() {
        // G1: with four wings the badge no longer reads the name.
        let bird = Bird()
        let graph = Graph(root: Badge(bird: Ref(bird)), tracker: PropertyTracker())
        _ = graph.launch()
        bird.name = "wren"
        #expect(graph.flush().bodies == ["Badge"])
        bird.wings = 4
        #expect(graph.flush().bodies == ["Badge"])
        bird.name = "tit"
        #expect(graph.flush().bodies == [])
        #expect(graph.staleViews() == [])
    }

    @Test func childReadsDoNotSubscribeTheParent() {
        // G2: Perch reads wings, its NameTag reads the name.
        let bird = Bird()
        let graph = Graph(root: Perch(bird: Ref(bird)), tracker: PropertyTracker())
        #expect(graph.launch().bodies == ["Perch", "NameTag"])
        bird.name = "wren"
        #expect(graph.flush().bodies == ["NameTag"])
        bird.wings = 4
        let flush = graph.flush()
        #expect(flush.bodies == ["Perch"])
        #expect(flush.skipped == 1)
        #expect(flush.compared == 1)
    }

    @Test func invalidViewRunsOnceAtTheNextFlushNotBefore() {
        // G3: two changes in one transaction, one run, and nothing runs until the flush.
        let bird = Bird()
        let graph = Graph(root: Badge(bird: Ref(bird)), tracker: PropertyTracker())
        _ = graph.launch()
        bird.name = "wren"
        bird.wings = 2 + 1
        bird.wings += 1
        #expect(graph.rendered().map(\.text) == ["robin, two wings"])
        let flush = graph.flush()
        #expect(flush.runs == [BodyRun(view: "Badge", causes: [.property(#"\Bird.name"#)])])
        #expect(graph.rendered().map(\.text) == ["4 wings"])
        #expect(graph.flush().runs == [])
    }

    @Test func parentsRunBeforeChildrenWhateverTheOrderOfChanges() {
        // G4: the child is invalidated first, but the parent runs first.
        let bird = Bird()
        let graph = Graph(root: Perch(bird: Ref(bird)), tracker: PropertyTracker())
        _ = graph.launch()
        bird.name = "wren"
        bird.wings = 4
        let flush = graph.flush()
        #expect(flush.runs == [
            BodyRun(view: "Perch", causes: [.property(#"\Bird.wings"#)]),
            BodyRun(view: "NameTag", causes: [.property(#"\Bird.name"#)]),
        ])
        #expect(flush.skipped == 0)
    }

    @Test func equalValueInputsAreSkippedAndNewOnesRunWithSelf() {
        // G4: Caption's input is a value compared with ==.
        let bird = Bird()
        let graph = Graph(root: WingCount(bird: Ref(bird)), tracker: PropertyTracker())
        _ = graph.launch()
        bird.wings = 3  // "many" either way
        let same = graph.flush()
        #expect(same.bodies == ["WingCount"])
        #expect(same.skipped == 1)
        bird.wings = 1
        let changed = graph.flush()
        #expect(changed.runs == [
            BodyRun(view: "WingCount", causes: [.property(#"\Bird.wings"#)]),
            BodyRun(view: "Caption", causes: [.inputs]),
        ])
        #expect(graph.rendered().map(\.text) == ["", "one"])
    }

    @Test func keyedChildrenKeepTheirIdentityWhenOthersAreInserted() {
        // G4: a bird inserted first; the others keep their views and are skipped.
        let birds = [Bird(name: "robin"), Bird(name: "wren")]
        let roster = Roster(birds)
        let graph = Graph(root: RosterView(roster: Ref(roster)), tracker: PropertyTracker())
        _ = graph.launch()
        roster.birds.insert(Bird(name: "tit"), at: 0)
        let flush = graph.flush()
        #expect(flush.bodies == ["RosterView", "NameTag"])
        #expect(flush.compared == 2)
        #expect(flush.skipped == 2)
        #expect(graph.rendered().map(\.text) == ["3 birds", "tit", "robin", "wren"])
        #expect(graph.staleViews() == [])
    }

    @Test func aNewRowWaitsForAnInvalidViewInAnEarlierRow() {
        // G4: the first row's name tag is invalid and a row is appended in the
        // same transaction; the tag stands earlier in the tree, so it runs
        // before the new row, which is not run as it is made.
        let robin = Bird(name: "robin")
        let roster = Roster([robin])
        let graph = Graph(root: PerchRoster(roster: Ref(roster)), tracker: PropertyTracker())
        _ = graph.launch()
        robin.name = "wren"
        let tit = Bird(name: "tit")
        roster.birds.append(tit)
        let flush = graph.flush()
        #expect(flush.runs == [
            BodyRun(view: "PerchRoster", causes: [.property(#"\Roster.birds"#)]),
            BodyRun(view: "NameTag", causes: [.property(#"\Bird.name"#)]),
            BodyRun(view: "Perch", key: .id(AnyHashable(ObjectIdentifier(tit))), causes: [.inputs]),
            BodyRun(view: "NameTag", causes: [.inputs]),
        ])
        #expect(graph.rendered().map(\.text) == ["", "wings: 2", "wren", "wings: 2", "tit"])
    }

    @Test func aRowRemovedWithItsChildCountsEveryViewTornDown() {
        // G4: a removed row is torn down with its subtree; `removed` counts
        // each view, the row and its name tag, not the subtree once.
        let birds = [Bird(name: "robin"), Bird(name: "wren"), Bird(name: "tit")]
        let roster = Roster(birds)
        let graph = Graph(root: PerchRoster(roster: Ref(roster)), tracker: PropertyTracker())
        _ = graph.launch()
        #expect(graph.viewCount == 7)
        roster.birds.removeFirst(2)
        let flush = graph.flush()
        #expect(flush.removed == 4)
        #expect(graph.viewCount == 3)
        #expect(graph.rendered().map(\.text) == ["", "wings: 2", "tit"])
    }

    @Test func anObjectElementReplacedUnderTheSameIdRunsItsRow() {
        // G4: a list's element is an object, its row's input, compared by
        // identity: another object under the same id is a new input.
        let store = GuideStore(guides: [Guide(id: 0, name: "robin"), Guide(id: 1, name: "wren")])
        let graph = Graph(root: onTheGraphThread(store) { GuideList(store: $0, lazy: false) }, tracker: PropertyTracker())
        _ = graph.launch()
        store.guides[1] = Guide(id: 1, name: "tit")
        let flush = graph.flush()
        #expect(flush.runs == [
            BodyRun(view: "GuideList", causes: [.property(#"\GuideStore.guides"#)]),
            BodyRun(view: "GuideRow", key: .int(1), causes: [.inputs]),
        ])
        #expect(flush.skipped == 1)
        #expect(graph.rendered().map(\.text) == ["", "robin", "tit"])
    }

    @Test func aNewViewRunsOnlyOnceTheViewItReplacesIsTornDown() {
        // G4: the writer replaces the name tag; were it run as it is made, the
        // tag would still be subscribed to the name it writes, and a callback
        // for a torn-down view would take a second pass.
        let bird = Bird()
        let graph = Graph(root: ReaderOrWriter(bird: Ref(bird)), tracker: PropertyTracker())
        _ = graph.launch()
        bird.wings = 4
        let flush = graph.flush()
        #expect(flush.bodies == ["ReaderOrWriter", "NameWriter"])
        #expect(flush.passes == 1)
        #expect(flush.lateCallbacks == 0)
        #expect(bird.name == "written")
    }

    @Test func aChainDeeperThanTheStackWouldHoldLaunchesWithoutRecursingAllTheWay() {
        // A view made runs as it is made only so many levels deep: past them
        // the launch goes on through its list of views due, without recursion.
        let graph = Graph(root: Chain(links: 20_000), tracker: PropertyTracker())
        let launch = graph.launch()
        #expect(launch.recomputes == 20_000)
        #expect(graph.viewCount == 20_000)
    }

    @Test func removedChildIsTornDownAndNeverRunsAgain() {
        // G4: the removed row's tracking is cancelled; its bird no longer has an observer.
        let wren = Bird(name: "wren")
        let roster = Roster([Bird(name: "robin"), wren])
        let graph = Graph(root: RosterView(roster: Ref(roster)), tracker: PropertyTracker())
        _ = graph.launch()
        #expect(wren.registrar.observerCount == 1)
        roster.birds.removeLast()
        let flush = graph.flush()
        #expect(flush.bodies == ["RosterView"])
        #expect(flush.removed == 1)
        #expect(graph.viewCount == 2)
        #expect(wren.registrar.observerCount == 0)
        wren.name = "jenny"
        let late = graph.flush()
        #expect(late.runs == [])
        #expect(late.lateCallbacks == 0)
    }

    @Test func tearDownLeavesNoObserver() {
        let bird = Bird()
        let graph = Graph(root: Perch(bird: Ref(bird)), tracker: PropertyTracker())
        _ = graph.launch()
        #expect(bird.registrar.observerCount == 2)
        graph.tearDown()
        #expect(bird.registrar.observerCount == 0)
        #expect(graph.viewCount == 0)
    }

    @Test func removedChildKeepsNothingAlive() {
        // G4: once the roster drops the wren, the graph holds no reference to it.
        weak var gone: Bird?
        let roster = Roster([Bird(name: "robin")])
        let graph = Graph(root: RosterView(roster: Ref(roster)), tracker: PropertyTracker())
        do {
            let wren = Bird(name: "wren")
            gone = wren
            roster.birds.append(wren)
            #expect(graph.launch().bodies == ["RosterView", "NameTag", "NameTag"])
            roster.birds.removeLast()
        }
        #expect(graph.flush().removed == 1)
        #expect(gone == nil)
    }

    @Test func causesAreWordedAsPrintChangesWordsThem() {
        // G5
        let bird = Bird()
        let graph = Graph(root: Perch(bird: Ref(bird)), tracker: PropertyTracker())
        #expect(graph.launch().runs.map(\.description) == ["Perch: @self changed.", "NameTag: @self changed."])
        bird.name = "wren"
        #expect(graph.flush().runs.map(\.description) == [#"NameTag: \Bird.name changed."#])
        #expect(Cause.unnamedProperty(framework: "withObservationTracking").description
            == "a property it read (withObservationTracking does not say which)")
        #expect([Cause.inputs, .holding("_sightings")].sentence == "@self, _sightings changed.")
    }

    @Test func aViewThatMissesAChangeIsReportedStale() {
        // G6: a tracker that observes nothing leaves NameTag showing the old name.
        let bird = Bird()
        let graph = Graph(root: Perch(bird: Ref(bird)), tracker: Blind())
        _ = graph.launch()
        bird.name = "wren"
        #expect(graph.flush().runs == [])
        #expect(graph.staleViews() == [Stale(view: "NameTag", shown: "robin", expected: "wren")])
    }
}

@Suite("View graph: the rules under every strategy, and a stale check that can fail")
struct ViewGraphStrategyTests {
    @Test func aRowLeftShowingAnOldNameIsReportedStale() {
        // G6 on rows (a ForEach): a blind tracker misses the rename, so guide 1's row shows its old name.
        let guides = (0..<3).map { Guide(id: $0, name: "Guide \($0)") }
        let graph = Graph(root: onTheGraphThread(guides) { GuideScreen(store: GuideStore(guides: $0), lazy: false) }, tracker: Blind())
        _ = graph.launch()
        guides[1].name = "Birds of the Sahel"
        #expect(graph.flush().runs == [])
        #expect(graph.staleViews() == [Stale(view: "GuideRow", shown: "Guide 1", expected: "Birds of the Sahel")])
    }

    @Test func aRowLeftAfterItsElementWasRemovedIsReportedStale() {
        let store = GuideStore(guides: (0..<3).map { Guide(id: $0, name: "Guide \($0)") })
        let graph = Graph(root: onTheGraphThread(store) { GuideScreen(store: $0, lazy: false) }, tracker: Blind())
        _ = graph.launch()
        store.guides.remove(at: 1)
        _ = graph.flush()
        #expect(Set(graph.staleViews().map(\.description)) == [
            #"GuideCount shows "3 guides" but should show "2 guides""#,
            #"GuideRow shows "Guide 1" but should show nothing"#,
        ])
    }

    @Test(arguments: [false, true])
    func theWalkThatRendersAsItGoesReportsWhatASecondGraphReports(lazy: Bool) {
        // Renamed, removed, inserted and appended behind a blind tracker's back,
        // a list scrolled down a screen: both stale checks list the same views.
        let store = GuideStore(guides: (0..<60).map { Guide(id: $0, name: "Guide \($0)") })
        let graph = Graph(root: onTheGraphThread(store) { GuideScreen(store: $0, lazy: lazy) }, tracker: Blind())
        _ = graph.launch()
        graph.scroll(byScreens: 1)
        _ = graph.flush()
        store.guides[25].name = "Birds of the Sahel"
        store.guides.remove(at: 30)
        store.guides.insert(Guide(id: 100, name: "Guide 100"), at: 22)
        store.guides.append(Guide(id: 101, name: "Guide 101"))
        _ = graph.flush()
        let walked = graph.staleViewsRenderingAsTheWalkGoes()
        #expect(walked.count > 3)
        #expect(walked == graph.staleViewsFromScratch())
        #expect(graph.staleViews() == walked)
    }

    @Test func aFixedChildLeftShowingAnOldNameIsReportedStale() {
        let wren = Bird(name: "wren")
        let graph = Graph(root: RosterView(roster: Ref(Roster([Bird(name: "robin"), wren]))), tracker: Blind())
        _ = graph.launch()
        wren.name = "jenny"
        _ = graph.flush()
        #expect(graph.staleViews() == [Stale(view: "NameTag", shown: "wren", expected: "jenny")])
    }

    @Test func anIgnoredPropertyIsNeverToldSoItsReaderGoesStale() {
        // P4 through the graph: Apple's @ObservationIgnored and a property with
        // no registrar calls behave alike; neither view runs, and both are stale.
        let twin = MacroTwin()
        let graph = Graph(root: IgnoredTag(model: Ref(twin)), tracker: ObservationTracker())
        _ = graph.launch()
        twin.ignored = 5
        #expect(graph.flush().runs == [])
        #expect(graph.staleViews() == [Stale(view: "IgnoredTag", shown: "0", expected: "5")])
        let hand = HandTwin()
        let handGraph = Graph(root: IgnoredTag(model: Ref(hand)), tracker: PropertyTracker())
        _ = handGraph.launch()
        hand.ignored = 5
        #expect(handGraph.flush().runs == [])
        #expect(handGraph.staleViews() == [Stale(view: "IgnoredTag", shown: "0", expected: "5")])
    }

    @Test func underObservationDependenciesAreWhatTheLastRunRead() {
        // G1 with Apple's registrar: with four wings the badge no longer reads the name.
        let bird = ObservedBird()
        let graph = Graph(root: ObservedBadge(bird: Ref(bird)), tracker: ObservationTracker())
        _ = graph.launch()
        bird.name = "wren"
        #expect(graph.flush().bodies == ["ObservedBadge"])
        bird.wings = 4
        #expect(graph.flush().bodies == ["ObservedBadge"])
        bird.name = "tit"
        #expect(graph.flush().bodies == [])
        #expect(graph.rendered().map(\.text) == ["4 wings"])
        bird.wings = 2
        #expect(graph.flush().bodies == ["ObservedBadge"])
        #expect(graph.rendered().map(\.text) == ["tit, two wings"])
        #expect(graph.staleViews() == [])
    }

    @Test(arguments: [Combination(.property, .class), Combination(.observation, .class), Combination(.property, .struct),
        Combination(.observation, .struct)])
    func severalChangesInOneTransactionRunEachViewOnceAtTheFlush(combination: Combination) {
        // G3: a robin, a sparrow and another robin, then one flush: TotalLine read
        // both counts and runs once; nothing runs before the flush.
        let session = Workload.tally.session(combination, size: 1)
        _ = session.launch()
        let before = session.rendered()
        session.apply(.addRobins(1))
        session.apply(.addSparrows(1))
        session.apply(.addRobins(2))
        #expect(session.rendered() == before)
        let flush = session.flush()
        let lines = ["RobinLine", "SparrowLine", "TotalLine"]
        #expect(flush.bodies == (combination.kind == .class ? lines : ["ContentView"] + lines))
        #expect(session.rendered().map(\.text).suffix(3) == ["Robins: 3", "Sparrows: 1", "Total: 4"])
        #expect(session.flush().runs == [])
    }
}

/// Shows a model's ignored property.
nonisolated struct IgnoredTag<Model: TwinModel>: View {
    let model: Ref<Model>
    var body: BodyContent { BodyContent(text: String(model.object.ignored)) }
}

/// Reads `wings`, and `name` only while the bird has two wings (G1), under Observation.
nonisolated struct ObservedBadge: View {
    let bird: Ref<ObservedBird>
    var body: BodyContent {
        let bird = bird.object
        return BodyContent(text: bird.wings == 2 ? "\(bird.name), two wings" : "\(bird.wings) wings")
    }
}

/// A tracker that runs bodies and never invalidates: every change is missed.
struct Blind: Tracker {
    final class Nothing: Subscription {
        func cancel() {}
    }

    func track<V: View>(_ view: V, invalidate: Invalidation) -> (_Rendered, any Subscription) {
        (V._render(view), Nothing())
    }
}
