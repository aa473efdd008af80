@_spi(Graph) import ViewGraph

/// The theme key the search screen sets for everything below it (G9).
struct ThemeKey: EnvironmentKey {
    static let defaultValue = "light"
}

extension EnvironmentValues {
    var theme: String {
        get { self[ThemeKey.self] }
        set { self[ThemeKey.self] = newValue }
    }
}

/// The root: owns the query and the theme (G7), holds the guide store and the
/// settings as `@StateObject` holds them, puts the settings and the theme into
/// its children's environment (G9), and hands the field a binding (G8).
struct SearchScreen<Store: GuideSource, Settings: SettingsSource>: View, HoldsObjects, SearchRoot {
    @State var query = "guide"
    @State var theme = "light"
    let store: Ref<Store>
    let settings: Ref<Settings>

    var holdings: [Holding] { [Holding("_store", store.object), Holding("_settings", settings.object)] }

    var body: Content {
        Content(text: "\(query) · \(theme)", children: [
            Child(SearchField(query: $query)),
            Child(ResultList(store: store, query: query)),
            Child(ShelfCount(store: store)),
            Child(UnitsLabel<Settings>()),
            Child(ThemeBadge()),
        ])
        .environmentObject(settings.object)
        .environment(\.theme, theme)
    }
}

/// What a step reaches on the root: its theme state.
protocol SearchRoot {
    var theme: String { get nonmutating set }
}

/// Shows the query through its binding, and is where typing writes it.
struct SearchField: View {
    let query: Binding<String>
    var body: Content { Content(text: query.wrappedValue) }
}

/// Reads the guides and each guide's name, and makes one row per guide whose
/// name contains the query, keyed by id.
struct ResultList<Store: GuideSource>: View, HoldsObjects {
    let store: Ref<Store>
    let query: String
    var holdings: [Holding] { [Holding("_store", store.object)] }
    var body: Content {
        let matches = store.object.rows.filter { $0.name.contains(query) }
        return Content(rows: ForEach(matches) { ResultRow(guide: $0) })
    }
}

/// Shows one guide's name.
struct ResultRow<Guide: GuideReading>: View, HoldsObjects {
    let guide: Guide
    var holdings: [Holding] { guide.holdings }
    var body: Content { Content(text: guide.name) }
}

/// Shows "N guides".
struct ShelfCount<Store: GuideSource>: View, HoldsObjects {
    let store: Ref<Store>
    var holdings: [Holding] { [Holding("_store", store.object)] }
    var body: Content { Content(Shown(store.object.count, "guides")) }
}

/// Shows the units of the settings it takes from the environment.
struct UnitsLabel<Settings: SettingsSource>: View {
    @EnvironmentObject var settings: Settings
    var body: Content { Content(text: settings.units) }
}

/// Shows the theme it reads from the environment.
struct ThemeBadge: View {
    @Environment(\.theme) var theme
    var body: Content { Content(text: theme) }
}
