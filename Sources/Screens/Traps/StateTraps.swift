import SwiftUIVocabulary
import ViewGraph
import Workloads

// Traps of view-owned state (G7): @State seeded from an initialiser input,
// which ignores later inputs, and a passed-in object kept in a child's @State.

/// A note the app changes, as a sync would.
final class Notebook: Model {
    @Tracked var note = "first note"
}

struct NotebookScreen: View {
    @ObservedObject var notebook: Notebook
    var body: some View {
        VStack {
            SeededEditor(note: notebook.note)
            ResyncedEditor(note: notebook.note)
        }
    }
}

/// Seeds its draft from its input: the input of its first appearance only.
struct SeededEditor: View {
    @State private var draft: String
    init(note: String) { _draft = State(initialValue: note) }
    var body: some View { Text("seeded draft: \(draft)") }
}

/// Seeds its draft the same way, and copies each new input into it.
struct ResyncedEditor: View {
    let note: String
    @State private var draft: String
    init(note: String) {
        self.note = note
        _draft = State(initialValue: note)
    }
    var body: some View {
        Text("resynced draft: \(draft)")
            .onChange(of: note) { draft = note }
    }
}

/// A draft on a desk; the desk can be handed a new one.
final class Draft: Model {
    let title: String
    @Tracked var edits = 0
    init(title: String) { self.title = title }
}

final class Desk: Model {
    @Tracked var current = Draft(title: "first")
}

struct DeskScreen: View {
    @ObservedObject var desk: Desk
    var body: some View {
        VStack {
            DeskLine(draft: desk.current)
            KeptDraft(draft: desk.current)
        }
    }
}

/// The desk's draft, as the desk holds it now.
struct DeskLine: View {
    @ObservedObject var draft: Draft
    var body: some View { Text("desk: \(draft.title), \(draft.edits) edits") }
}

/// Keeps the draft it was first handed in its @State, and edits that one.
struct KeptDraft: View {
    @State private var draft: Draft
    init(draft: Draft) { _draft = State(initialValue: draft) }
    var body: some View {
        Text("editing \(draft.title): \(draft.edits) edits")
        Button("Edit") { draft.edits += 1 }
    }
}

extension Workload {
    /// trap-seeded-state: @State seeded from an input ignores later inputs.
    package static let seededState = Workload(
        "trap-seeded-state", summary: "a draft in @State seeded from its input, beside one that copies each new input in with onChange",
        model: { _ in Notebook() }, screen: { NotebookScreen(notebook: $0) },
        steps: [Step("new-note", "the app changes the note, as a sync would") { $0.note = "second note" }]
    ).expectingStale("SeededEditor", after: ["new-note"])
    .readingObjectsAsWritten()

    /// trap-state-object: a passed-in object kept in a child's @State.
    package static let keptObject = Workload(
        "trap-state-object", summary: "a draft object kept in a child's @State: the desk gets a new draft, the child edits the old one",
        model: { _ in Desk() }, screen: { DeskScreen(desk: $0) },
        steps: [
            Step("new-draft", "the desk is handed a new draft") { $0.current = Draft(title: "second") },
            .tap("Edit", as: "edit", "taps Edit, in the child that kept the first draft"),
        ]
    )
    // @State does not subscribe to the object it keeps: under object-level,
    // as with ObservableObject, the edit runs no body.
    .expectingStale("KeptDraft", after: ["edit"], under: [.object])
    .readingObjectsAsWritten()
}

// A missing @Environment(Model.self): the required form has nothing to read,
// and the run ends in one line naming the view and the type; the optional
// form reads nil.

/// A log a screen places in the environment of some of its views.
final class FieldLog: Model {
    @Tracked var entries = 0
}

struct FieldScreen: View {
    @State private var log = FieldLog()
    @State private var showsRequired = false
    var body: some View {
        VStack {
            OptionalLog()
            VStack { OptionalLog() }
                .environment(log)
            Button("Log") { log.entries += 1 }
            Button("Show") { showsRequired = true }
            if showsRequired {
                RequiredLog()
            }
        }
    }
}

/// Takes the log if an ancestor placed one, and says so if none did.
struct OptionalLog: View {
    @Environment(FieldLog.self) private var log: FieldLog?
    var body: some View { Text(log.map { "\($0.entries) entries" } ?? "no log placed") }
}

/// Takes the log an ancestor must have placed.
struct RequiredLog: View {
    @Environment(FieldLog.self) private var log
    var body: some View { Text("\(log.entries) entries") }
}

extension Workload {
    /// trap-optional-environment: @Environment(Model.self)'s optional form, with and without the model placed.
    package static let optionalEnvironment = Workload(
        "trap-optional-environment", summary: "the optional @Environment(FieldLog.self) outside and inside the view that places the log",
        model: { _ in NoModel() }, screen: { _ in FieldScreen() },
        steps: [.tap("Log", as: "log-entry", "taps Log: one more entry in the log placed around one view")]
    ).notFuzzed()
    .readingObjectsAsWritten()

    /// trap-missing-environment: the required form with no model placed ends the run in one line.
    package static let missingEnvironment = Workload(
        "trap-missing-environment", summary: "a view taking @Environment(FieldLog.self) where no ancestor placed one: one line, exit 1",
        model: { _ in NoModel() }, screen: { _ in FieldScreen() },
        steps: [.tap("Log", as: "log-entry"), .tap("Show", as: "show-required", "taps Show, which makes the view that takes the log")]
    ).failingOnPurpose()
    .readingObjectsAsWritten()
}
