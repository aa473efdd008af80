import TestSupport
import PropertyLevel
import Testing
@testable import ViewGraph

extension Bird: Identifiable {}

/// One `Perch` row per bird: rows with a child of their own.
nonisolated struct PerchRows: View {
    let roster: Ref<Roster>
    var body: BodyContent { BodyContent(rows: ForEach(roster.object.birds) { Perch(bird: Ref($0)) }) }
}

/// A bird's name; a one-winged bird's row also makes a `Caption`.
nonisolated struct WingNote: View {
    let bird: Ref<Bird>
    var body: BodyContent {
        let bird = bird.object
        return BodyContent(text: bird.name, children: bird.wings == 1 ? [Child(Caption(text: "one wing"))] : [])
    }
}

/// One `WingNote` row per bird, under a `Caption` header shown while the
/// roster holds more than two birds: a fixed child that comes and goes above rows.
nonisolated struct NotedRoster: View {
    let roster: Ref<Roster>
    var body: BodyContent {
        let birds = roster.object.birds
        return BodyContent(
            children: birds.count > 2 ? [Child(Caption(text: "a crowd"))] : [],
            rows: ForEach(birds) { WingNote(bird: Ref($0)) })
    }
}

/// The stale check's walk that renders as it goes, on the shapes no built-in
/// screen has: children that change behind an unchanged text, rows with
/// children, and a header that comes and goes above rows. A tracker that sees
/// nothing (`Blind`) leaves every change for the check to find, and the check
/// from scratch, which keeps a whole fresh tree, must find the same.
@Suite("the stale check on children, rows with children, and a header above rows")
struct StaleWalkTests {
    private func stale(_ graph: Graph) -> Set<String> {
        let walked = graph.staleViewsRenderingAsTheWalkGoes()
        #expect(walked == graph.staleViewsFromScratch())
        return Set(walked.map(\.description))
    }

    @Test func childrenChangedBehindAnUnchangedTextAreStale() {
        // Still "2 birds", but robin's tag has gone and finch's has come.
        let roster = Roster([Bird(name: "robin"), Bird(name: "wren")])
        let graph = Graph(root: RosterView(roster: Ref(roster)), tracker: Blind())
        _ = graph.launch()
        roster.birds.removeFirst()
        roster.birds.append(Bird(name: "finch"))
        #expect(graph.flush().runs == [])
        #expect(stale(graph) == [
            #"NameTag shows "robin" but should show nothing"#,
            #"NameTag shows nothing but should show "finch""#,
        ])
    }

    @Test func aRowsOwnChildIsComparedAsTheRowIs() {
        let birds = [Bird(name: "robin"), Bird(name: "wren")]
        let graph = Graph(root: PerchRows(roster: Ref(Roster(birds))), tracker: Blind())
        _ = graph.launch()
        birds[0].wings = 1
        birds[1].name = "sparrow"
        _ = graph.flush()
        #expect(stale(graph) == [
            #"Perch shows "wings: 2" but should show "wings: 1""#,
            #"NameTag shows "wren" but should show "sparrow""#,
        ])
    }

    @Test func aRowThatNowMakesAChildIsStaleForTheChildItLacks() {
        let birds = [Bird(name: "robin"), Bird(name: "wren")]
        let graph = Graph(root: NotedRoster(roster: Ref(Roster(birds))), tracker: Blind())
        _ = graph.launch()
        birds[1].wings = 1
        _ = graph.flush()
        #expect(stale(graph) == [#"Caption shows nothing but should show "one wing""#])
    }

    @Test func aHeaderThatCameAboveRowsIsStaleAndTheRowsStillPair() {
        // The header makes the fixed children differ, so the rows pair by
        // identity: only the new header and the renamed row are stale.
        let roster = Roster([Bird(name: "robin"), Bird(name: "wren")])
        let graph = Graph(root: NotedRoster(roster: Ref(roster)), tracker: Blind())
        _ = graph.launch()
        roster.birds.append(Bird(name: "finch"))
        roster.birds[0].name = "redbreast"
        _ = graph.flush()
        #expect(stale(graph) == [
            #"Caption shows nothing but should show "a crowd""#,
            #"WingNote shows "robin" but should show "redbreast""#,
            #"WingNote shows nothing but should show "finch""#,
        ])
    }
}
