import ViewGraph
import Workloads

/// What search's settings are, in either kind: units the steps toggle.
protocol UnitsModel: AnyObject, SendableMetatype {
    var units: String { get set }
}

extension Settings: UnitsModel {}

extension SettingsStore: UnitsModel {
    var units: String {
        get { settings.units }
        set { settings.units = newValue }
    }
}

/// What search's steps reach: the guides, the settings, and the screen, whose
/// query is its own state.
final class SearchModels<Shelf: GuideShelf, Units: UnitsModel>: ShowsItsScreen {
    let shelf: Shelf
    let settings: Units
    private weak var screen: Screen?

    init(shelf: Shelf, settings: Units) {
        self.shelf = shelf
        self.settings = settings
    }

    func show(_ screen: Screen) { self.screen = screen }

    /// The query the field shows, read without making anyone depend on it.
    var query: String { screen?.text(in: "Search") ?? "" }
}

extension Workload {
    /// search: a search field over a shelf of guides, with view-owned state, a
    /// binding and the environment (docs/rules.md, The workloads). A guide
    /// object's send does not reach the list that filtered on its name (O6):
    /// under object-level a rename runs fewer bodies than under property-level.
    package static let search = Workload(
        "search", summary: "a search field over a shelf of guides: view-owned state, a binding and the environment", size: 3)
    .kind(
        .class,
        model: { SearchModels(shelf: GuideStore(guides: (0..<$0).map { Guide(id: $0, name: "guide \($0)") }), settings: Settings()) },
        screen: { SearchScreen(store: $0.shelf, settings: $0.settings) },
        steps: searchSteps(), watchers: searchWatchers(), applying: applyToSearch)
    .kind(
        .struct,
        model: {
            SearchModels(
                shelf: GuideValueStore(guides: (0..<$0).map { GuideValue(id: $0, name: "guide \($0)") }), settings: SettingsStore())
        },
        screen: { SearchScreen(store: $0.shelf, settings: $0.settings) },
        steps: searchSteps(), watchers: searchWatchers(), applying: applyToSearch)
    .fuzzing(size: 40, drawForSearch)
}

private func searchSteps<Shelf, Units>() -> [Step<SearchModels<Shelf, Units>>] {
    [
        // Typing into the field: every guide matches either query.
        Step("type", "the query toggles between guide and guid, typed into the field") { _, screen in
            screen.type(screen.text(in: "Search") == "guide" ? "guid" : "guide", into: "Search")
        },
        Step("type-same", "the field is given the query it has") { _, screen in
            screen.type(screen.text(in: "Search") ?? "", into: "Search")
        },
        Step("rename", "the middle guide's name gains or loses a *") { models in
            let middle = models.shelf.count / 2
            models.shelf.rename(at: middle, to: starred(models.shelf.name(at: middle)))
        },
        Step("units", "the units toggle: metric, imperial") { $0.settings.toggleUnits() },
        .tap("Theme", as: "theme", "the root's theme state toggles: light, dark"),
    ]
}

/// The query is the screen's state, which no watcher can observe (G7): the
/// watcher reads it untracked, so typing delivers nothing and a change to
/// the store delivers the names that match the query typed by then. Under
/// object-level it holds the store, as ResultList does: a guide's own send
/// does not reach it (O6).
private func searchWatchers<Shelf, Units>() -> [Watcher<SearchModels<Shelf, Units>>] {
    [
        Watcher("results", holding: { [$0.shelf] }) { models in
            let query = models.query
            return (0..<models.shelf.count).map { models.shelf.name(at: $0) }.filter { $0.contains(query) }
        }
    ]
}

extension UnitsModel {
    /// The units toggle between metric and imperial.
    func toggleUnits() {
        units = units == "metric" ? "imperial" : "metric"
    }
}

/// The queries fuzz scripts type: matching every guide, some, or none.
let searchQueries = ["guide", "guid", "guide 1", "e 2", "x", ""]

/// Typing (as often as the rest), a rename that keeps the guide matching,
/// an equal rename, or a toggle of the units or the theme.
@Sendable private func drawForSearch(_ random: inout FuzzRandom) -> FuzzAction? {
    switch random.next(upTo: 6) {
    case 0, 1: .type(random.next(upTo: searchQueries.count))
    case 2: .rename(random.next(upTo: 64))
    case 3: .renameSame(random.next(upTo: 64))
    case 4: .toggleUnits
    default: nil
    }
}

/// A fuzz action on the search screen; positions wrap around the count.
@Sendable private func applyToSearch<Shelf, Units>(_ models: SearchModels<Shelf, Units>, _ action: FuzzAction) {
    let count = models.shelf.count
    let at = action.argument
    switch action.kind {
    case FuzzAction.type(0).kind: models.type(searchQueries[at % searchQueries.count])
    case FuzzAction.toggleUnits.kind: models.settings.toggleUnits()
    case FuzzAction.rename(0).kind where count > 0:
        models.shelf.rename(at: at % count, to: starred(models.shelf.name(at: at % count)))
    case FuzzAction.renameSame(0).kind where count > 0:
        models.shelf.rename(at: at % count, to: models.shelf.name(at: at % count))
    default:
        break
    }
}

extension SearchModels {
    /// Types `text` into the field, as a person would.
    func type(_ text: String) {
        screen?.type(text, into: "Search")
    }
}

/// `name*`, or `name` again for a starred name: a rename that keeps the guide matching.
func starred(_ name: String) -> String {
    name.hasSuffix("*") ? String(name.dropLast()) : name + "*"
}

extension FuzzAction {
    /// search: this query (an index into the queries fuzz scripts type) is
    /// typed into the field; the query it has is an equal write.
    static func type(_ query: Int) -> FuzzAction {
        FuzzAction("type", query, "type '\(searchQueries[query % searchQueries.count])'")
    }
    /// search: the settings' units toggle.
    static let toggleUnits = FuzzAction("toggle-units", 0, "toggle units")
}
