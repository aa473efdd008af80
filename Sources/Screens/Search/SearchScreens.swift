import SwiftUIVocabulary
import ViewGraph
import Workloads

// search's screen: a search field over a shelf of guides, with view-owned
// state, a binding and the environment (docs/rules.md, The workloads). As
// guide-list's, it runs over guides as objects or as values, and its settings
// are an object or a value in one tracked property.

/// The units the settings show, as an object.
final class Settings: Model {
    @Tracked var units = "metric"
}

/// The settings as a value.
struct SettingsValue: Equatable {
    var units = "metric"
}

/// The settings as a value in one tracked property: changing the units
/// changes `settings` (P6: in place, so always a change).
final class SettingsStore: Model {
    @Tracked var settings = SettingsValue()
}

private struct ThemeKey: EnvironmentKey {
    static let defaultValue = "light"
}

extension EnvironmentValues {
    /// The theme the search screen sets for everything below it (G9).
    var theme: String {
        get { self[ThemeKey.self] }
        set { self[ThemeKey.self] = newValue }
    }
}

/// The root: owns the query and the theme (G7), holds the guide store and
/// the settings, puts the settings and the theme into its children's
/// environment (G9), and hands the field a binding (G8).
struct SearchScreen<Shelf: GuideShelf, Settings: UnitsModel>: View {
    @State private var query = "guide"
    @State private var theme = "light"
    @ObservedObject var store: Shelf
    @ObservedObject var settings: Settings
    var body: some View {
        VStack {
            Text("\(query) · \(theme)")
            SearchField(query: $query)
            ResultList(store: store, query: query)
            ShelfCount(store: store)
            UnitsLabel<Settings>()
            ThemeBadge()
            Button("Theme") { theme = theme == "light" ? "dark" : "light" }
        }
        .environmentObject(settings)
        .environment(\.theme, theme)
    }
}

/// Shows the query through its binding, and is where typing writes it.
struct SearchField: View {
    @Binding var query: String
    var body: some View { TextField("Search", text: $query) }
}

/// Reads the guides and each guide's name, and makes one row per guide
/// whose name contains the query, keyed by id.
struct ResultList<Shelf: GuideShelf>: View {
    @ObservedObject var store: Shelf
    let query: String
    var body: some View {
        Shelf.resultRows(store.guides.filter { Shelf.name(of: $0).contains(query) })
    }
}

/// Shows "N guides".
struct ShelfCount<Shelf: GuideShelf>: View {
    @ObservedObject var store: Shelf
    var body: some View { Text("\(store.guides.count) guides") }
}

/// Shows the units of the settings it takes from the environment.
struct UnitsLabel<Settings: UnitsModel>: View {
    @EnvironmentObject var settings: Settings
    var body: some View { Text(settings.units) }
}

/// Shows the theme it reads from the environment.
struct ThemeBadge: View {
    @Environment(\.theme) private var theme
    var body: some View { Text(theme) }
}
