import Testing
@_spi(Graph) import ViewGraph
import Workloads

// A user's screen with a lazy list of a hundred rows, written against the
// public library alone: the reference walk must know the lazy window, or
// `compare fuzz` reports a row off screen as one that must run.

/// The perch's birds in a lazy list, the visits above it, in the accent the root sets.
struct LazyPerchScreen: View, HoldsObjects {
    @State var accent = "plain"
    let perch: Ref<Perch>
    var holdings: [Holding] { [Holding("_perch", perch.object)] }
    var body: Content {
        Content(text: "perch", children: [Child(Visits(perch: perch)), Child(LazyBirdList(perch: perch))])
            .environment(\.accent, accent)
    }
}

/// One row per bird, made only while on screen.
struct LazyBirdList: View, HoldsObjects {
    let perch: Ref<Perch>
    var holdings: [Holding] { [Holding("_perch", perch.object)] }
    var body: Content {
        Content(rows: ForEach(perch.object.birds.map(BirdName.init)) { BirdLine(bird: $0) }, lazy: true)
    }
}

/// The lazy perch as a workload: always a hundred birds at launch.
struct LazyPerchWorkload: Workload {
    let name = "lazy-perch"
    let steps = ["visit", "arrive", "leave", "scroll", "scroll-back", "accent"]
    let views = ["LazyPerchScreen", "Visits", "LazyBirdList", "BirdLine"]
    let defaultSize = 100
    let isSized = false

    func session(_ combination: Combination, size: Int) -> Session {
        let perch = Perch(combination.notify, birds: (0..<size).map { "bird \($0)" })
        return ScreenSession(root: LazyPerchScreen(perch: Ref(perch)), model: perch, steps: [
            Step("visit") { $0.visits += 1 },
            Step("arrive") { perch in
                // A name no bird has had: ids in a list are unique.
                let next = (perch.birds.compactMap { Int($0.dropFirst("bird ".count)) }.max() ?? -1) + 1
                perch.birds.insert("bird \(next)", at: perch.birds.count / 3)
            },
            Step("leave") { if !$0.birds.isEmpty { $0.birds.remove(at: $0.birds.count / 2) } },
            Step("scroll") { _, graph in graph.scroll(byScreens: 1) },
            Step("scroll-back") { _, graph in graph.scroll(byScreens: -1) },
            Step("accent") { _, graph in
                for screen in graph.views(LazyPerchScreen.self) { screen.accent = screen.accent == "plain" ? "bold" : "plain" }
            },
        ], combination: combination)
    }
}

@Suite("a user's lazy list of a hundred rows")
struct LazyListWorkloadTests {
    @Test(arguments: Combination.all)
    func onlyTheRowsOnScreenRunAndScrollingMakesTheNextScreenful(combination: Combination) {
        let session = LazyPerchWorkload().session(combination, size: 100)
        #expect(session.launch().bodies == ["LazyPerchScreen", "Visits", "LazyBirdList"] + Array(repeating: "BirdLine", count: 20))
        let scroll = session.perform("scroll")
        #expect(scroll.runs.map(\.identified) == (20..<40).map { "BirdLine[id bird \($0)]" })
        #expect(scroll.removed == 20)
        #expect(session.staleViews() == [])
        session.tearDown()
    }

    /// The window stops at the list's end: its last screenful ends at the
    /// last row, however far the user keeps scrolling, and moves up when
    /// rows are removed there.
    @Test(arguments: Combination.all)
    func theLastScreenfulEndsAtTheLastRow(combination: Combination) {
        let session = LazyPerchWorkload().session(combination, size: 100)
        _ = session.launch()
        for _ in 0..<4 { _ = session.perform("scroll") }
        let rows = { session.rendered().filter { $0.view == "BirdLine" }.map(\.text) }
        #expect(rows() == (80..<100).map { "bird \($0) (plain)" })
        let further = session.perform("scroll")
        #expect(further.runs == [])
        #expect(further.removed == 0)
        // A middle row removed: the list is 99 long, the window moves up one
        // row to end at its last, and shows the same twenty birds: none runs.
        let leave = session.perform("leave")
        #expect(leave.runs.filter { $0.view == "BirdLine" } == [])
        #expect(rows() == (80..<100).map { "bird \($0) (plain)" })
        #expect(session.staleViews() == [])
        session.tearDown()
    }

    /// A change that reaches every row on screen, in the transaction that
    /// scrolls them away: the rows that left are torn down without running,
    /// and the rows that came on screen run once, after the root.
    @Test(arguments: Combination.all)
    func rowsScrolledAwayInTheTransactionThatChangesThemDoNotRun(combination: Combination) {
        let session = LazyPerchWorkload().session(combination, size: 100)
        _ = session.launch()
        session.mutate("accent")
        session.mutate("scroll")
        let flush = session.flush()
        #expect(flush.runs.map(\.identified) == ["LazyPerchScreen"] + (20..<40).map { "BirdLine[id bird \($0)]" })
        #expect(flush.removed == 20)
        #expect(session.rendered().filter { $0.view == "BirdLine" }.map(\.text) == (20..<40).map { "bird \($0) (bold)" })
        #expect(session.staleViews() == [])
        session.tearDown()
    }

    /// A swipe up at the top goes nowhere: the list stays at its first row,
    /// so a swipe down after it, in the same transaction, shows rows 20 to 39.
    @Test(arguments: Combination.all)
    func aSwipeUpAtTheTopStaysThereSoTheNextSwipeDownShowsTheSecondScreen(combination: Combination) {
        let session = LazyPerchWorkload().session(combination, size: 100)
        _ = session.launch()
        session.mutate("scroll-back")
        session.mutate("scroll")
        let flush = session.flush()
        #expect(flush.runs.map(\.identified) == (20..<40).map { "BirdLine[id bird \($0)]" })
        #expect(session.rendered().filter { $0.view == "BirdLine" }.map(\.text) == (20..<40).map { "bird \($0) (plain)" })
        session.tearDown()
    }

    @Test func aHundredAndFiftyFuzzScriptsFindNoDifference() {
        let catalogue: [any Workload] = [LazyPerchWorkload()]
        for seed in UInt64(0)..<150 {
            let script = FuzzScript(seed: seed, workloads: catalogue)
            #expect(script.size == 100)
            if let failure = Fuzzer.check(script, in: catalogue) {
                Issue.record("seed \(seed): \(failure)\n\(Fuzzer.shrink(script, in: catalogue))")
                return
            }
        }
    }
}
