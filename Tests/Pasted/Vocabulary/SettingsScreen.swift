import ObservationHarness

@MainActor
struct SettingsScreen: View {
    @Environment(Journal.self) private var journal
    @EnvironmentObject private var preferences: Preferences
    @State private var password = ""
    @State private var reminder = Date(timeIntervalSince1970: 25_200)
    @State private var showsAdvanced = false
    @State private var showingSaved = false
    @State private var confirmingErase = false

    var body: some View {
        NavigationStack {
            Form {
                DisplaySettings(preferences: preferences)
                Section("Sync") {
                    SecureField("Password", text: $password)
                        .onSubmit { showingSaved = true }
                    DatePicker("Remind me", selection: $reminder, displayedComponents: .hourAndMinute)
                    Button("Sync Now", systemImage: "arrow.triangle.2.circlepath") { preferences.sync() }
                }
                GroupBox("Storage") {
                    LabeledContent("Notes", value: "\(journal.notes.count)")
                    LabeledContent("Version") {
                        Text("2.1").bold()
                    }
                }
                DisclosureGroup("Advanced", isExpanded: $showsAdvanced) {
                    AdvancedPane()
                }
                Section {
                    NavigationLink("Home Place") {
                        HomePlaceList(preferences: preferences)
                    }
                    NavigationLink("About") {
                        AboutView()
                    }
                    Link("Help", destination: URL(string: "https://example.com/help")!)
                    Menu("Export") {
                        Button("As Text") {}
                        Button("As CSV") {}
                    }
                    Button("Erase All Notes", role: .destructive) { confirmingErase = true }
                        .disabled(journal.notes.isEmpty)
                }
            }
            .navigationTitle("Settings")
            .alert("Password Saved", isPresented: $showingSaved) {
                Button("OK") {}
            } message: {
                Text("Your notes will sync with it.")
            }
            .confirmationDialog("Erase all notes?", isPresented: $confirmingErase, titleVisibility: .visible) {
                Button("Erase", role: .destructive) { journal.notes.removeAll() }
            }
        }
    }
}

/// The display settings, bound to the store it is handed.
struct DisplaySettings: View {
    @ObservedObject var preferences: Preferences

    var body: some View {
        Section {
            Toggle("Show counts", isOn: $preferences.showsCounts)
            Picker("Units", selection: $preferences.units) {
                ForEach(Units.allCases) { units in
                    Text(units.rawValue.capitalized).tag(units)
                }
            }
            Slider(value: $preferences.textScale, in: 0.8...1.6) {
                Text("Text size")
            }
        } header: {
            Text("Display")
        } footer: {
            Text("Counts show beside each note.")
        }
    }
}

/// The place a trip starts from, picked in a list.
struct HomePlaceList: View {
    @ObservedObject var preferences: Preferences

    var body: some View {
        List(Place.samples, selection: $preferences.homePlace) { place in
            Label(place.name, systemImage: place.id == preferences.homePlace ? "house.fill" : "mappin")
                .swipeActions {
                    Button("Set as Home", systemImage: "house") { preferences.homePlace = place.id }
                        .tint(.green)
                }
        }
        .navigationTitle("Home Place")
        .refreshable { [preferences] in
            await preferences.fetchTags()
        }
    }
}

struct AdvancedPane: View {
    var body: some View {
        VStack(alignment: .leading) {
            Text("Cache: 2 MB")
            Button("Clear Cache") {}
        }
    }
}

@MainActor
struct AboutView: View {
    @Environment(Journal.self) private var journal

    var body: some View {
        VStack {
            Image("AppIcon")
            Text("Field Notes")
                .font(.title)
            Divider()
            Text("For the birds, and the rest.")
                .foregroundStyle(.secondary)
        }
        .onAppear { journal.autosaves += 1 }
        .onDisappear { journal.autosaves += 1 }
    }
}
