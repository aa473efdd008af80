import PropertyLevel
import Testing
@testable import ViewGraph
@testable import Workloads

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

/// A tracker that runs bodies and never invalidates: every change is missed.
private struct Blind: Tracker {
    final class Nothing: Subscription {
        func cancel() {}
    }

    func track(_ view: some View, invalidate: Invalidation) -> (Content, any Subscription) {
        (view.body(), Nothing())
    }
}
