import ObservationHarness

@MainActor
struct NotesScreen: View {
    @Environment(Journal.self) private var journal
    @State private var selection: FieldNote.ID?
    @State private var showingNewNote = false

    var body: some View {
        NavigationSplitView {
            NoteList(selection: $selection)
                .navigationTitle("Field Notes")
                .toolbar {
                    ToolbarItem(placement: .primaryAction) {
                        Button("New Note", systemImage: "plus") { showingNewNote = true }
                    }
                    ToolbarItemGroup(placement: .bottomBar) {
                        Spacer()
                        Text("\(journal.notes.count) notes")
                            .font(.footnote)
                    }
                }
        } detail: {
            if let note = journal.notes.first(where: { $0.id == selection }) {
                NoteDetail(note: note)
            } else {
                ContentUnavailableView("No Note Selected", systemImage: "note.text", description: Text("Pick a note from the list."))
            }
        }
        .sheet(isPresented: $showingNewNote) {
            NewNoteForm()
        }
    }
}

@MainActor
struct NoteList: View {
    @Environment(Journal.self) private var journal
    @Binding var selection: FieldNote.ID?
    @State private var query = ""

    var body: some View {
        List(selection: $selection) {
            ForEach(results) { note in
                NoteRow(note: note)
            }
            .onDelete(perform: delete)
            .onMove { journal.move(from: $0, to: $1) }
        }
        .listStyle(.sidebar)
        .searchable(text: $query, prompt: "Search notes")
        .overlay {
            if results.isEmpty {
                ContentUnavailableView.search(text: query)
            }
        }
    }

    private var results: [FieldNote] {
        query.isEmpty ? journal.notes : journal.notes.filter { $0.title.localizedCaseInsensitiveContains(query) }
    }

    private func delete(at offsets: IndexSet) {
        let ids = offsets.map { results[$0].id }
        journal.delete(ids)
    }
}

struct NoteRow: View {
    @EnvironmentObject private var preferences: Preferences
    let note: FieldNote

    var body: some View {
        HStack {
            Image(systemName: "leaf")
                .foregroundStyle(.green)
            Text(note.title)
            Spacer()
            if preferences.showsCounts {
                Text("\(note.count)")
                    .foregroundStyle(.secondary)
            }
        }
    }
}

struct NoteDetail: View {
    @Bindable var note: FieldNote
    @FocusState private var editingTitle: Bool

    var body: some View {
        Form {
            Section {
                TextField("Title", text: $note.title)
                    .focused($editingTitle)
                    .onSubmit { editingTitle = false }
                Stepper("Count: \(note.count)", value: $note.count, in: 1...99)
                DatePicker("Seen", selection: $note.seen, displayedComponents: .date)
            } header: {
                Text("Sighting")
            } footer: {
                Text("Changes are saved as you type.")
            }
            Section("Notes") {
                TextEditor(text: $note.text)
                    .frame(minHeight: 120)
            }
        }
        .navigationTitle(note.title)
    }
}

@MainActor
struct NewNoteForm: View {
    @Environment(Journal.self) private var journal
    @Environment(\.dismiss) private var dismiss
    @State private var title = ""
    @State private var count = 1

    var body: some View {
        NavigationStack {
            Form {
                TextField("What did you see?", text: $title)
                Stepper(value: $count, in: 1...99) {
                    Text("Times seen: \(count)")
                }
            }
            .navigationTitle("New Note")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel", role: .cancel) { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        journal.add(title: title, count: count)
                        dismiss()
                    }
                    .disabled(title.isEmpty)
                }
            }
        }
    }
}
