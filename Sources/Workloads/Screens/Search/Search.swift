import ObjectLevel
import PropertyLevel
import ValueVsReference
@_spi(Graph) import ViewGraph

/// search: a search field over a shelf of guides, with view-owned state, a
/// binding and the environment (docs/rules.md, The workloads).
public struct SearchWorkload: Workload {
    /// The search workload.
    public init() {}

    public let name = "search"
    public let summary = "a search field over a shelf of guides: view-owned state, a binding and the environment"
    public var steps: [String] { Self.steps.map(\.name) }
    public let views = ["SearchScreen", "SearchField", "ResultList", "ResultRow", "ShelfCount", "UnitsLabel", "ThemeBadge"]
    public let defaultSize = 3
    public let isSized = true
    /// A guide object's send does not reach the list that filtered on its name
    /// (O6): under object-level a rename runs fewer bodies than under property-level.
    public let objectRunsNoFewerThanProperty = false

    /// The steps, written once against any search screen.
    static let steps: [Step<SearchModel>] = [
        // Typing through the field's binding: every guide matches either query.
        Step("type") { $0.type($0.query == "guide" ? "guid" : "guide") },
        Step("type-same") { $0.type($0.query) },
        Step("rename") { model in
            let middle = model.store.count / 2
            model.store.rename(at: middle, to: starred(model.store.name(at: middle)))
        },
        Step("units") { $0.toggleUnits() },
        Step("theme") { $0.toggleTheme() },
    ]

    public func explain(step: String) -> String? {
        [
            "type": "the query toggles between guide and guid, through the field's binding",
            "type-same": "the field's binding is given the query it has",
            "rename": "the middle guide's name gains or loses a *", "units": "the units toggle: metric, imperial",
            "theme": "the root's theme state toggles: light, dark",
        ][step]
    }

    public func inverse(of step: String) -> String? { nil }

    public func session(_ combination: Combination, size: Int) -> Session {
        let store = GuideListWorkload.store(combination, size: size) { "guide \($0)" }
        let settings: any SettingsSource =
            switch (combination.notify, combination.kind) {
            case (.property, .class): Settings()
            case (.property, .struct): SettingsStore()
            case (.observation, .class): ObservedSettings()
            case (.observation, .struct): ObservedSettingsStore()
            case (.object, .class): BroadcastSettings()
            case (.object, .struct): BroadcastSettingsStore()
            }
        return session(store, settings, combination.tracker, combination.notify)
    }

    private func session<Store: GuideSource, Settings: SettingsSource>(
        _ store: Store, _ settings: Settings, _ tracker: some Tracker, _ notify: Notify
    ) -> Session {
        let graph = Graph(root: SearchScreen(store: Ref(store), settings: Ref(settings)), tracker: tracker)
        let model = SearchModel(store: store, settings: settings, graph: graph)
        return ScreenSession(
            graph: graph, model: model, steps: Self.steps, notify: notify, watchers: Self.watching, applying: Self.apply)
    }

    /// What `compare watch search` watches: the names that match the query.
    public let watchers = ["results"]

    /// The query is the screen's state, which no watcher can observe (G7): the
    /// watcher reads it untracked, so typing delivers nothing and a change to
    /// the store delivers the names that match the query typed by then. Under
    /// object-level it holds the store, as ResultList does: a guide's own
    /// send does not reach it (O6).
    static let watching: [Watcher<SearchModel>] = [
        Watcher("results", holding: { [$0.store] }) { model in
            let query = model.query
            return (0..<model.store.count).map { model.store.name(at: $0) }.filter { $0.contains(query) }
        }
    ]

    /// The queries fuzz scripts type: matching every guide, some, or none.
    public static let queries = ["guide", "guid", "guide 1", "e 2", "x", ""]

    /// Typing (as often as the rest), a rename that keeps the guide matching,
    /// an equal rename, or a toggle of the units or the theme.
    public func fuzzAction(_ random: inout FuzzRandom) -> FuzzAction? {
        switch random.next(upTo: 6) {
        case 0, 1: .type(random.next(upTo: Self.queries.count))
        case 2: .rename(random.next(upTo: 64))
        case 3: .renameSame(random.next(upTo: 64))
        case 4: .toggleUnits
        default: .toggleTheme
        }
    }

    /// A fuzz action on the search screen; positions wrap around the count.
    static func apply(_ model: SearchModel, _ action: FuzzAction) {
        let count = model.store.count
        let at = action.argument
        switch action.kind {
        case FuzzAction.type(0).kind: model.type(queries[at % queries.count])
        case FuzzAction.toggleUnits.kind: model.toggleUnits()
        case FuzzAction.toggleTheme.kind: model.toggleTheme()
        case FuzzAction.rename(0).kind where count > 0:
            model.store.rename(at: at % count, to: starred(model.store.name(at: at % count)))
        case FuzzAction.renameSame(0).kind where count > 0:
            model.store.rename(at: at % count, to: model.store.name(at: at % count))
        default:
            break
        }
    }

    /// `name*`, or `name` again for a starred name: a rename that keeps the guide matching.
    static func starred(_ name: String) -> String {
        name.hasSuffix("*") ? String(name.dropLast()) : name + "*"
    }
}

/// What search's steps reach: the models, and the views' state through the graph.
final class SearchModel {
    let store: any GuideSource
    let settings: any SettingsSource
    private unowned let graph: Graph

    init(store: any GuideSource, settings: any SettingsSource, graph: Graph) {
        self.store = store
        self.settings = settings
        self.graph = graph
    }

    /// The query the field shows, read without making anyone depend on it.
    var query: String { graph.firstView(SearchField.self)?.query.wrappedValue ?? "" }

    /// Types `text` into the field: a write through its binding (G8).
    func type(_ text: String) {
        graph.firstView(SearchField.self)?.query.wrappedValue = text
    }

    /// The settings' units toggle between metric and imperial.
    func toggleUnits() {
        settings.units = settings.units == "metric" ? "imperial" : "metric"
    }

    /// The root's theme state toggles between light and dark (G7).
    func toggleTheme() {
        guard let root = graph.firstView((any SearchRoot).self) else { return }
        root.theme = root.theme == "light" ? "dark" : "light"
    }
}

/// search's settings, whatever the kind: units the steps toggle.
protocol SettingsSource: AnyObject {
    var units: String { get set }
}

extension Settings: SettingsSource {}
extension ObservedSettings: SettingsSource {}
extension BroadcastSettings: SettingsSource {}

/// A struct-kind settings store: the units live in its one observed value, so
/// changing them changes `settings` (P6: in place, so always a change).
protocol SettingsValueSource: SettingsSource {
    var settings: SettingsValue { get set }
}

extension SettingsValueSource {
    var units: String {
        get { settings.units }
        set { settings.units = newValue }
    }
}

extension SettingsStore: SettingsValueSource {}
extension ObservedSettingsStore: SettingsValueSource {}
extension BroadcastSettingsStore: SettingsValueSource {}

extension FuzzAction {
    /// search: this query (an index into ``SearchWorkload/queries``) is typed
    /// through the field's binding; the query it has is an equal write.
    static func type(_ query: Int) -> FuzzAction {
        FuzzAction("type", query, "type '\(SearchWorkload.queries[query % SearchWorkload.queries.count])'")
    }
    /// search: the settings' units toggle.
    static let toggleUnits = FuzzAction("toggle-units", 0, "toggle units")
    /// search: the root's theme state toggles.
    static let toggleTheme = FuzzAction("toggle-theme", 0, "toggle theme")
}
