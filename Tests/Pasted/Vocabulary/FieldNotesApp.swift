import ObservationHarness

@MainActor
struct FieldNotesApp: App {
    @State private var journal = Journal()
    @StateObject private var preferences = Preferences()

    var body: some Scene {
        WindowGroup {
            ContentView()
                .environment(journal)
                .environmentObject(preferences)
        }
    }
}

enum Tab: Hashable {
    case notes, places, settings
}

@MainActor
struct ContentView: View {
    @State private var tab = Tab.notes

    var body: some View {
        TabView(selection: $tab) {
            NotesScreen()
                .tabItem { Label("Notes", systemImage: "note.text") }
                .tag(Tab.notes)
            PlacesScreen()
                .tabItem { Label("Places", systemImage: "map") }
                .tag(Tab.places)
            SettingsScreen()
                .tabItem { Label("Settings", systemImage: "gear") }
                .tag(Tab.settings)
        }
        .tint(.green)
    }
}
