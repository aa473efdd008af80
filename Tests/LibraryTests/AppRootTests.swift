import ObservationHarness
import Testing

// A9: an app as a workload's screen. Its window groups' content are the roots
// of the screen, over the models the app keeps, which every window shares: a
// second window of one group is a second root over one model.

final class Jotter: Model {
    @Tracked var notes = ["Wrens"]
}

struct NotesApp: App {
    @State private var notebook = Jotter()
    var body: some Scene {
        WindowGroup {
            NoteList()
                .environment(notebook)
        }
    }
}

struct NoteList: View {
    @Environment(Jotter.self) private var notebook
    var body: some View {
        Text("\(notebook.notes.count) notes")
        Button("New Note") { notebook.notes.append("Note \(notebook.notes.count)") }
        NoteCount(count: notebook.notes.count)
    }
}

struct NoteCount: View {
    let count: Int
    var body: some View { Text("count \(count)") }
}

/// Two window groups: the notes, and a window of the count alone.
struct TwoGroupsApp: App {
    @State private var notebook = Jotter()
    var body: some Scene {
        WindowGroup { NoteList().environment(notebook) }
        WindowGroup("Count") { NoteCount(count: notebook.notes.count) }
    }
}

private let notesApp = Workload(
    "notes-app", model: { _ in () }, app: { _ in NotesApp() }, steps: [.tap("New Note"), .openWindow(), .tap("New Note", as: "again")])

private let twoGroups = Workload("two-groups", model: { _ in () }, app: { _ in TwoGroupsApp() }, steps: [.tap("New Note")])

@Suite("A9: an app as a workload's screen")
struct AppRootTests {
    private func run(_ workload: Workload, _ combination: Combination) -> [String: [String]] {
        let session = workload.session(combination, size: 1)
        defer { session.tearDown() }
        var ran = ["launch": session.launch().runs.map(\.description)]
        for step in workload.steps {
            ran[step] = session.perform(step).runs.map(\.description)
            ran[step + " stale"] = session.staleViews().map(\.view)
        }
        return ran
    }

    @Test(arguments: [Combination(.property, .class), Combination(.observation, .class), Combination(.object, .class)])
    func eachWindowIsARootOverTheAppsModel(combination: Combination) {
        let ran = run(notesApp, combination)
        // The app and its window group count no body: the window's content is the root.
        #expect(ran["launch"] == ["NoteList: @self changed.", "NoteCount: @self changed."])
        let cause = combination.notify == .property ? #"\Jotter.notes"# : combination.notify == .object ? "_notebook" : "a property it read (withObservationTracking does not say which)"
        #expect(ran["new-note"] == ["NoteList: \(cause) changed.", "NoteCount: @self changed."])
        // A second window: its content made anew, a root of its own.
        #expect(ran["open-window"] == ["NoteList: @self changed.", "NoteCount: @self changed."])
        // One model, two windows: a change runs each window's list.
        #expect(ran["again"] == ["NoteList: \(cause) changed.", "NoteCount: @self changed.", "NoteList: \(cause) changed.", "NoteCount: @self changed."])
        for step in notesApp.steps { #expect(ran[step + " stale"] == [], "\(step)") }
    }

    @Test func twoWindowGroupsAreTwoRootsOverOneModel() {
        let ran = run(twoGroups, Combination(.property, .class))
        #expect(ran["launch"] == ["NoteList: @self changed.", "NoteCount: @self changed.", "NoteCount: @self changed."])
        // The second group's count is made in the app's body, which read the notes: it is handed a new count.
        #expect(ran["new-note"] == [#"NoteList: \Jotter.notes changed."#, "NoteCount: @self changed.", "NoteCount: @self changed."])
    }
}
