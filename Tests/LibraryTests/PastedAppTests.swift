import Foundation
import ObservationHarness
import Testing

// What pasting real apps found: an app's WindowGroup content is a modified
// view, an environment key may hold an optional, and elements made with
// UUID() ids are new in every run.

final class Pantry: Model {
    @Tracked var jars = ["honey", "jam"]
}

struct JarList: View {
    @Environment(Pantry.self) private var pantry
    var body: some View { Text("\(pantry.jars.count) jars") }
}

private struct SealKey: EnvironmentKey {
    static let defaultValue: String? = nil
}

extension EnvironmentValues {
    var seal: String? {
        get { self[SealKey.self] }
        set { self[SealKey.self] = newValue }
    }
}

struct SealLabel: View {
    @Environment(\.seal) private var seal
    var body: some View { Text("seal \(seal ?? "none")") }
}

struct SealScreen: View {
    var body: some View {
        VStack {
            SealLabel()
            SealLabel().environment(\.seal, "red")
        }
    }
}

/// A note made with a new id each time, as `UUID()` makes one.
struct Note: Identifiable, Equatable {
    let id = UUID()
    var title: String
}

final class Notebook: Model {
    @Tracked var notes = [Note(title: "first"), Note(title: "second")]
}

struct NoteRow: View {
    let note: Note
    var body: some View { Text(note.title) }
}

struct NotebookScreen: View {
    @ObservedObject var notebook: Notebook
    var body: some View {
        VStack {
            ForEach(notebook.notes) { NoteRow(note: $0) }
        }
    }
}

let notebookWorkload = Workload("notebook")
    .kind(.class, model: { _ in Notebook() }, screen: { NotebookScreen(notebook: $0) }, steps: [Step("add") { $0.notes.append(Note(title: "more")) }]) {
        notebook, action in
        if action.kind == "add" { notebook.notes.append(Note(title: "note \(action.argument)")) } else if !notebook.notes.isEmpty { notebook.notes.removeFirst() }
    }
    .fuzzing { random in random.next(upTo: 2) == 0 ? FuzzAction("add", random.next(upTo: 5), "add a note") : FuzzAction("drop", 0, "drop the first note") }

@Suite("Pasted apps: a modifier at the root, an optional environment value, ids new each run")
struct PastedAppTests {
    @Test(arguments: Combination.all)
    func aModifiedRootCountsNoBodyOfItsOwn(combination: Combination) {
        let workload = Workload(
            "pantry", model: { _ in Pantry() }, screen: { pantry in NavigationStack { JarList() }.environment(pantry) },
            steps: [Step("stock") { $0.jars.append("salt") }])
        let session = workload.session(combination, size: 1)
        defer { session.tearDown() }
        #expect(session.launch().bodies == ["JarList"])
        #expect(session.perform("stock").bodies == ["JarList"])
        #expect(session.staleViews() == [])
    }

    @Test func anOptionalEnvironmentValueIsNilWhereNoAncestorSetsIt() {
        let workload = Workload("seal", model: { _ in () }, screen: { _ in SealScreen() }, steps: [])
        let session = workload.session(Combination(.property, .class), size: 1)
        defer { session.tearDown() }
        #expect(session.launch().bodies == ["SealScreen", "SealLabel", "SealLabel"])
        #expect(session.rendered().map(\.text) == ["", "seal none", "seal red"])
    }

    @Test func fuzzComparesWhatIsShownNotIdsMadeAnewInEachRun() {
        let catalogue = [notebookWorkload]
        for seed in UInt64(0)..<40 {
            let script = FuzzScript(seed: seed, workloads: catalogue)
            #expect(Fuzzer.check(script, in: catalogue) == nil, "seed \(seed)")
        }
    }
}
