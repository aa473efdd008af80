import ObservationHarness
import Testing

// A user's screen with a lazy list of a hundred rows, written against the
// public library alone: the reference walk must know the lazy window, or
// `compare fuzz` reports a row off screen as one that must run.

/// The lazy perch as a workload: always a hundred birds at launch.
let lazyPerchWorkload = Workload(
    "lazy-perch", model: { _ in Perch(birds: (0..<100).map { "bird \($0)" }) }, screen: { PerchScreen(perch: $0, lazy: true) },
    steps: [
        Step("visit") { $0.visits += 1 },
        Step("arrive") { perch in
            // A name no bird has had: ids in a list are unique.
            let next = (perch.birds.compactMap { Int($0.dropFirst("bird ".count)) }.max() ?? -1) + 1
            perch.birds.insert("bird \(next)", at: perch.birds.count / 3)
        },
        Step("leave") { if !$0.birds.isEmpty { $0.birds.remove(at: $0.birds.count / 2) } },
        .scroll(1, as: "scroll"),
        .scroll(-1, as: "scroll-back"),
        .tap("Accent", as: "accent"),
    ])

@Suite("a user's lazy list of a hundred rows")
struct LazyListWorkloadTests {
    @Test(arguments: Combination.all.filter { $0.kind == .class })
    func onlyTheRowsOnScreenRunAndScrollingMakesTheNextScreenful(combination: Combination) {
        let session = lazyPerchWorkload.session(combination, size: 1)
        #expect(session.launch().bodies == ["PerchScreen", "Visits", "BirdList"] + Array(repeating: "BirdLine", count: 20))
        let scroll = session.perform("scroll")
        #expect(scroll.runs.map(\.identified) == (20..<40).map { "BirdLine[id bird \($0)]" })
        #expect(scroll.removed == 20)
        #expect(session.staleViews() == [])
        session.tearDown()
    }

    /// The window stops at the list's end: its last screenful ends at the
    /// last row, however far the user keeps scrolling, and moves up when
    /// rows are removed there.
    @Test(arguments: Combination.all.filter { $0.kind == .class })
    func theLastScreenfulEndsAtTheLastRow(combination: Combination) {
        let session = lazyPerchWorkload.session(combination, size: 1)
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
    @Test(arguments: Combination.all.filter { $0.kind == .class })
    func rowsScrolledAwayInTheTransactionThatChangesThemDoNotRun(combination: Combination) {
        let session = lazyPerchWorkload.session(combination, size: 1)
        _ = session.launch()
        session.mutate("accent")
        session.mutate("scroll")
        let flush = session.flush()
        #expect(flush.runs.map(\.identified) == ["PerchScreen"] + (20..<40).map { "BirdLine[id bird \($0)]" })
        #expect(flush.removed == 20)
        #expect(session.rendered().filter { $0.view == "BirdLine" }.map(\.text) == (20..<40).map { "bird \($0) (bold)" })
        #expect(session.staleViews() == [])
        session.tearDown()
    }

    /// A swipe up at the top goes nowhere: the list stays at its first row,
    /// so a swipe down after it, in the same transaction, shows rows 20 to 39.
    @Test(arguments: Combination.all.filter { $0.kind == .class })
    func aSwipeUpAtTheTopStaysThereSoTheNextSwipeDownShowsTheSecondScreen(combination: Combination) {
        let session = lazyPerchWorkload.session(combination, size: 1)
        _ = session.launch()
        session.mutate("scroll-back")
        session.mutate("scroll")
        let flush = session.flush()
        #expect(flush.runs.map(\.identified) == (20..<40).map { "BirdLine[id bird \($0)]" })
        #expect(session.rendered().filter { $0.view == "BirdLine" }.map(\.text) == (20..<40).map { "bird \($0) (plain)" })
        session.tearDown()
    }

    @Test func aHundredAndFiftyFuzzScriptsFindNoDifference() {
        let catalogue: [Workload] = [lazyPerchWorkload]
        for seed in UInt64(0)..<150 {
            let script = FuzzScript(seed: seed, workloads: catalogue)
            if let failure = Fuzzer.check(script, in: catalogue) {
                Issue.record("seed \(seed): \(failure)\n\(Fuzzer.shrink(script, in: catalogue))")
                return
            }
        }
    }
}
