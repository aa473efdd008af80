import TestSupport
import Testing
import ViewGraph
@testable import Workloads
@testable import Screens

@Suite("search")
struct SearchTests {
    @Test(arguments: Combination.all)
    func aListRunForItsQueryLeavesApplesObserverBehindForTheNextRename(combination: Combination) {
        // Typing runs ResultList for its query, not for the store it read: ours
        // cancel the store observer of its last run, Apple's stays and fires
        // into nothing at the rename.
        let session = Workload.search.session(combination, size: 3)
        _ = session.launch()
        #expect(session.perform("type").droppedCallbacks == 0)
        #expect(session.perform("rename").droppedCallbacks == (combination.notify == .observation ? 1 : 0))
        session.tearDown()
    }

    /// What one step must do: the bodies run, in order, and the children
    /// compared and skipped, for a screen of `size` guides.
    struct Cell: Equatable, CustomStringConvertible {
        let bodies: [String]
        let compared: Int
        let skipped: Int
        var description: String { "\(bodies) compared \(compared) skipped \(skipped)" }
    }

    /// Every cell of the search table, derived from the rules (docs/rules.md,
    /// "The search workload" explains each).
    static func table(_ combination: Combination, size n: Int) -> [String: Cell] {
        let launch = ["SearchScreen", "SearchField", "ResultList"] + Array(repeating: "ResultRow", count: n)
            + ["ShelfCount", "UnitsLabel", "ThemeBadge"]
        // Typing runs the root (it reads the query), the field (its binding shows
        // another value) and the list (handed another query), which compares every row.
        let type = Cell(bodies: ["SearchScreen", "SearchField", "ResultList"], compared: 5 + n, skipped: 3 + n)
        let theme = Cell(bodies: ["SearchScreen", "ThemeBadge"], compared: 5, skipped: 4)
        var table = [
            launchStep: Cell(bodies: launch, compared: 0, skipped: 0),
            "type": type,
            "type-same": Cell(bodies: [], compared: 0, skipped: 0),
            "theme": theme,
        ]
        switch (combination.notify, combination.kind) {
        case (.property, .class), (.observation, .class):
            // The list read every name to filter: it runs, and so does the renamed row.
            table["rename"] = Cell(bodies: ["ResultList", "ResultRow"], compared: n, skipped: n - 1)
            table["units"] = Cell(bodies: ["UnitsLabel"], compared: 0, skipped: 0)
        case (.property, .struct), (.observation, .struct):
            // The array changed: both of its readers run, and the row whose copy differs.
            table["rename"] = Cell(bodies: ["ResultList", "ResultRow", "ShelfCount"], compared: n, skipped: n - 1)
            table["units"] = Cell(bodies: ["UnitsLabel"], compared: 0, skipped: 0)
        case (.object, .class):
            // The guide sends, not the store: the list that filtered on its name is not told.
            table["rename"] = Cell(bodies: ["ResultRow"], compared: 0, skipped: 0)
            // The root holds the settings, as @StateObject does.
            table["units"] = Cell(bodies: ["SearchScreen", "UnitsLabel"], compared: 5, skipped: 4)
        case (.object, .struct):
            table["rename"] = Cell(
                bodies: ["SearchScreen", "ResultList", "ResultRow", "ShelfCount"], compared: 5 + n, skipped: n + 2)
            table["units"] = Cell(bodies: ["SearchScreen", "UnitsLabel"], compared: 5, skipped: 4)
        }
        return table
    }

    @Test(arguments: Combination.all, [3, 1_000])
    func everyCellIsWhatTheRulesDerive(combination: Combination, size: Int) {
        let flushes = runSteps(Workload.search, combination, size: size)
        let measured = flushes.mapValues { Cell(bodies: $0.bodies, compared: $0.compared, skipped: $0.skipped) }
        #expect(measured == Self.table(combination, size: size))
    }

    /// The field's text field reads the query when shown, not in the
    /// field's body (A2): the field runs because the root hands it a binding
    /// that shows another value (G8), not because it read the query.
    @Test(arguments: Combination.all)
    func typingRunsTheRootTheFieldAndTheListForTheQuery(combination: Combination) {
        let flushes = runSteps(Workload.search, combination, size: 3)
        #expect(flushes["type"]?.runs.map(\.description)
            == ["SearchScreen: __query changed.", "SearchField: @self changed.", "ResultList: @self changed."])
    }

    @Test(arguments: Combination.all)
    func aThemeChangeRunsTheRootAndTheBadgeAndNothingBetween(combination: Combination) {
        let flushes = runSteps(Workload.search, combination, size: 3)
        #expect(flushes["theme"]?.runs.map(\.description)
            == ["SearchScreen: __theme changed.", #"ThemeBadge: the environment's \.theme changed."#])
    }

    static let unitsCauses: [Combination: [String]] = [
        Combination(.property, .class): [#"UnitsLabel: \Settings.units changed."#],
        Combination(.property, .struct): [#"UnitsLabel: \SettingsStore.settings changed."#],
        Combination(.observation, .class): ["UnitsLabel: a property it read (withObservationTracking does not say which) changed."],
        Combination(.observation, .struct): ["UnitsLabel: a property it read (withObservationTracking does not say which) changed."],
        Combination(.object, .class): ["SearchScreen: _settings changed.", "UnitsLabel: _settings changed."],
        Combination(.object, .struct): ["SearchScreen: _settings changed.", "UnitsLabel: _settings changed."],
    ]

    @Test(arguments: Combination.all)
    func aUnitsChangeRunsTheViewsThatReadOrHoldTheSettings(combination: Combination) {
        let flushes = runSteps(Workload.search, combination, size: 3)
        #expect(flushes["units"]?.runs.map(\.description) == Self.unitsCauses[combination])
    }

    @Test func typingAQueryThatMatchesFewerGuidesTearsTheirRowsDown() {
        let session = Workload.search.session(Combination(.property, .class), size: 12)
        _ = session.launch()
        session.apply(.type(searchQueries.firstIndex(of: "guide 1")!))
        let flush = session.flush()
        // guide 1, guide 10 and guide 11 still match: their rows stay; nine go.
        #expect(flush.removed == 9)
        #expect(session.rendered().filter { $0.view == "ResultRow" }.map(\.text) == ["guide 1", "guide 10", "guide 11"])
        #expect(session.staleViews() == [])
    }
}
