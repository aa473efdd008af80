import TestSupport
import Testing
import ViewGraph
@testable import Workloads
@testable import Screens

/// guide-list with a lazy list: only the rows on screen are made and run.
@Suite("lazy lists")
struct LazyListTests {
    static let size = 1_000
    static let lazy = Workload.guideList(.lazy)

    /// The ids of the rows that ran in `flush`.
    static func rows(_ flush: Flush) -> [String] {
        flush.runs.filter { $0.view == "GuideRow" }.map(\.key.id)
    }

    static func ids(_ range: Range<Int>) -> [String] {
        range.map(String.init)
    }

    /// What each step runs at 1,000 guides, the list at the top, under each
    /// combination: the middle guide (`rename`) is off screen, the first
    /// (`rename-top`) on it, and an added or removed guide at the end is off it.
    static let bodies: [Combination: [String: [String]]] = {
        let reader = ["GuideCount", "GuideList"]
        let holders = ["GuideScreen", "GuideCount", "GuideList"]
        var table: [Combination: [String: [String]]] = [:]
        for combination in Combination.all {
            // Who reads the store's array: GuideCount and GuideList, or, under
            // object, every view that holds the store.
            let store = combination.notify == .object ? holders : reader
            let renamed = combination.kind == .struct ? store : []
            table[combination] = [
                // Off screen: a row that is not there cannot run; under struct the
                // array changed, so its readers run (and compare every row).
                "rename": renamed,
                // Equal: a class guide tells no one but an object's holders of
                // its row, which is not there; a struct array is changed in place.
                "rename-same": renamed,
                // On screen: the row runs, and under struct the array's readers.
                "rename-top": renamed + ["GuideRow"],
                "add": store, "remove": store,
            ]
        }
        return table
    }()

    @Test(arguments: Combination.all)
    func aLazyLaunchRunsTheRowsOnScreenOnly(combination: Combination) {
        let session = Self.lazy.session(combination, size: Self.size)
        let launch = session.launch()
        #expect(launch.bodies.prefix(3) == ["GuideScreen", "GuideCount", "GuideList"])
        #expect(Self.rows(launch) == Self.ids(0..<Graph.rowsOnScreen))
        #expect(launch.recomputes == 3 + Graph.rowsOnScreen)
        #expect(session.rendered().count == 3 + Graph.rowsOnScreen)
        #expect(session.staleViews() == [])
        session.tearDown()
    }

    @Test(arguments: Combination.all)
    func eachStepRunsWhatIsOnScreenAndNothingElse(combination: Combination) {
        let session = Self.lazy.session(combination, size: Self.size)
        _ = session.launch()
        for (step, expected) in Self.bodies[combination]!.sorted(by: { $0.key < $1.key }) {
            let flush = session.perform(step)
            #expect(flush.bodies == expected, "\(step)")
            #expect(session.staleViews() == [], "\(step)")
        }
        // The list paired every row's identity and element, as an eager one
        // does (and GuideScreen, under object, its two children).
        let rename = session.perform("rename")
        if combination.kind == .struct {
            #expect(rename.compared == Self.size + (combination.notify == .object ? 2 : 0))
            #expect(rename.skipped == Self.size)
        }
        session.tearDown()
    }

    @Test(arguments: Combination.all)
    func scrollingRunsTheRowsThatComeOnScreenAndTearsDownThoseThatLeave(combination: Combination) {
        let session = Self.lazy.session(combination, size: Self.size)
        _ = session.launch()
        let page = Graph.rowsOnScreen
        let down = session.perform("scroll")
        #expect(down.bodies == Array(repeating: "GuideRow", count: page))
        #expect(Self.rows(down) == Self.ids(page..<2 * page))
        #expect(down.runs.allSatisfy { $0.causes == [.inputs] })
        #expect(down.removed == page)
        #expect(session.staleViews() == [])
        // The first guide on screen is now guide 20.
        let top = session.perform("rename-top")
        #expect(Self.rows(top) == [String(page)])
        let back = session.perform("scroll-back")
        #expect(Self.rows(back) == Self.ids(0..<page))
        #expect(back.removed == page)
        #expect(session.staleViews() == [])
        session.tearDown()
    }

    @Test(arguments: Combination.all)
    func aRowRenamedOffScreenShowsItsNewNameWhenItComesOnScreen(combination: Combination) {
        let session = Self.lazy.session(combination, size: Self.size)
        _ = session.launch()
        session.apply(.rename(25))
        #expect(Self.rows(session.flush()) == [])
        _ = session.perform("scroll")
        #expect(session.rendered().contains { $0.text == "Guide 25 (renamed)" })
        #expect(session.staleViews() == [])
        session.tearDown()
    }

    @Test(arguments: [Kind.class, .struct])
    func aListShorterThanAScreenShowsEveryRowAndDoesNotScroll(kind: Kind) {
        let session = Self.lazy.session(Combination(.property, kind), size: 7)
        #expect(Self.rows(session.launch()) == Self.ids(0..<7))
        let scroll = session.perform("scroll")
        #expect(scroll.recomputes == 0)
        #expect(scroll.removed == 0)
        session.tearDown()
    }

    @Test(arguments: [Kind.class, .struct])
    func anEagerListHasMadeEveryRowSoScrollingRunsNone(kind: Kind) {
        let session = Workload.guideList().session(Combination(.property, kind), size: Self.size)
        #expect(session.launch().recomputes == 3 + Self.size)
        #expect(session.perform("scroll").recomputes == 0)
        // The first guide on screen moved with the viewport, eager or lazy.
        #expect(Self.rows(session.perform("rename-top")) == [String(Graph.rowsOnScreen)])
        session.tearDown()
    }
}
