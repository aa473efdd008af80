import ObservationHarness
@testable import Workloads
import Testing

// Two windows of one group opened in one transaction are made from one value
// of the group's content: each must still keep a state of its own, as each
// window's views do in SwiftUI.

struct PickerApp: App {
    @State private var notebook = Jotter()
    var body: some Scene { WindowGroup { PickingRoot().environment(notebook) } }
}

struct PickingRoot: View {
    @Environment(Jotter.self) private var notebook
    @State private var selection: Int?
    var body: some View {
        Text("\(notebook.notes.count) notes, picked \(selection ?? -1)")
        PickedList(selection: $selection)
        Button("New Note") { notebook.notes.append("Note \(notebook.notes.count)") }
    }
}

struct PickedList: View {
    @Environment(Jotter.self) private var notebook
    @Binding var selection: Int?
    var body: some View { Text("list of \(notebook.notes.count)") }
}

@Suite("A9: two windows opened at once")
struct WindowsAtOnceTests {
    private let app = Workload("picker-app", model: { _ in () }, app: { _ in PickerApp() }, steps: [.openWindow(), .tap("New Note")])

    @Test(arguments: Combination.all.filter { $0.kind == .class })
    func eachWindowKeepsAStateOfItsOwn(combination: Combination) {
        let session = app.session(combination, size: 1)
        defer { session.tearDown() }
        _ = session.launch()
        session.mutate("open-window")
        session.mutate("open-window")
        #expect(session.flush().bodies == ["PickingRoot", "PickedList", "PickingRoot", "PickedList"])
        // Each list is handed its own window's $selection, the same as it was:
        // it runs for the notes alone, never for its input.
        let noted = session.perform("new-note")
        #expect(noted.bodies == Array(repeating: ["PickingRoot", "PickedList"], count: 3).flatMap { $0 })
        #expect(noted.runs.filter { $0.description.contains("@self") }.map(\.description) == [])
        #expect(session.staleViews() == [])
    }

    @Test func aFuzzScriptThatOpensTwoWindowsAtOnceAgreesWithTheReferenceWalk() {
        let script = FuzzScript(workload: "picker-app", size: 1, transactions: [[.step(0), .step(0)], [.step(1)], [.step(1)]])
        #expect(Fuzzer.check(script, in: [app]) == nil)
    }
}
