import SwiftUI

struct ContentView: View {
    @Environment(Fieldbook.self) private var fieldbook
    @State private var selection: Sighting.ID?
    @State private var query = ""
    @State private var showingAdd = false
    @State private var showingSettings = false
    @State private var station = FieldStation()

    var body: some View {
        NavigationSplitView {
            SightingList(selection: $selection, query: query)
                .searchable(text: $query)
                .navigationTitle("Fieldbook")
                .toolbar {
                    ToolbarItem(placement: .primaryAction) {
                        Button("Add", systemImage: "plus") { showingAdd = true }
                    }
                    ToolbarItem(placement: .topBarLeading) {
                        Button("Settings", systemImage: "gear") { showingSettings = true }
                    }
                    ToolbarItem(placement: .secondaryAction) {
                        Button("Sync", systemImage: "arrow.clockwise") {
                            Task { await fieldbook.sync(from: station) }
                        }
                    }
                }
        } detail: {
            if let sighting = fieldbook.sightings.first(where: { $0.id == selection }) {
                SightingDetail(sighting: sighting)
            } else {
                ContentUnavailableView("No Sighting", systemImage: "binoculars", description: Text("Select a sighting."))
            }
        }
        .sheet(isPresented: $showingAdd) {
            AddSightingForm()
        }
        .sheet(isPresented: $showingSettings) {
            SettingsForm()
        }
    }
}

struct SightingList: View {
    @Environment(Fieldbook.self) private var fieldbook
    @Environment(Preferences.self) private var preferences
    @Binding var selection: Sighting.ID?
    let query: String

    var body: some View {
        List(selection: $selection) {
            ForEach(shown) { sighting in
                SightingRow(sighting: sighting)
            }
            .onDelete { offsets in
                fieldbook.delete(at: offsets)
            }
        }
        .overlay {
            if shown.isEmpty {
                ContentUnavailableView.search(text: query)
            }
        }
    }

    private var shown: [Sighting] {
        let matching = query.isEmpty
            ? fieldbook.sightings
            : fieldbook.sightings.filter { $0.species.localizedCaseInsensitiveContains(query) }
        switch preferences.sortOrder {
        case .recorded: return matching
        case .species: return matching.sorted { $0.species < $1.species }
        }
    }
}

struct SightingRow: View {
    @Environment(Preferences.self) private var preferences
    let sighting: Sighting

    var body: some View {
        HStack {
            Label(sighting.species, systemImage: "bird")
            Spacer()
            if preferences.showsCounts {
                Text("\(sighting.count)")
                    .foregroundStyle(.secondary)
            }
        }
    }
}

struct SightingDetail: View {
    @Bindable var sighting: Sighting

    var body: some View {
        Form {
            Section("Bird") {
                TextField("Species", text: $sighting.species)
                Stepper("Count: \(sighting.count)", value: $sighting.count, in: 1...999)
            }
            Section("Notes") {
                TextEditor(text: $sighting.notes)
            }
        }
        .navigationTitle(sighting.species)
    }
}

struct AddSightingForm: View {
    @Environment(Fieldbook.self) private var fieldbook
    @Environment(\.dismiss) private var dismiss
    @State private var species = ""
    @State private var count = 1

    var body: some View {
        NavigationStack {
            Form {
                TextField("Species", text: $species)
                Stepper("Count: \(count)", value: $count, in: 1...999)
            }
            .navigationTitle("New Sighting")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        fieldbook.add(species: species, count: count)
                        dismiss()
                    }
                    .disabled(species.isEmpty)
                }
            }
        }
    }
}

struct SettingsForm: View {
    @Environment(Preferences.self) private var preferences
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        @Bindable var preferences = preferences
        NavigationStack {
            Form {
                Toggle("Show counts", isOn: $preferences.showsCounts)
                Picker("Sort by", selection: $preferences.sortOrder) {
                    ForEach(SortOrder.allCases) { order in
                        Text(order.rawValue.capitalized).tag(order)
                    }
                }
                NavigationLink("About") { AboutScreen() }
            }
            .navigationTitle("Settings")
            .toolbar {
                Button("Done") { dismiss() }
            }
        }
    }
}

struct AboutScreen: View {
    @Environment(Fieldbook.self) private var fieldbook

    var body: some View {
        Form {
            Text("Fieldbook keeps \(fieldbook.sightings.count) sightings.")
            NavigationLink("Credits") { CreditsScreen() }
        }
        .navigationTitle("About")
    }
}

struct CreditsScreen: View {
    var body: some View {
        Text("Drawings by the reserve's volunteers.")
            .navigationTitle("Credits")
    }
}
