import SwiftUIVocabulary
import ViewGraph
import Workloads

/// A screen made for `compare fuzz` alone, where the graph's data flow has its
/// edges: one environment key set at two levels, a field whose binding moves
/// between two states that can hold equal values, and a drawer of readers of
/// state and the environment, rows among them, made and torn down. None of
/// the three screens the tables show has any of these.
extension Workload {
    package static let panels = Workload(
        "panels", summary: "a fuzz-only screen: one key set at two levels, a binding that moves, a drawer made and torn down",
        size: 3, kind: .class, model: { Notes(count: $0) }, screen: { PanelsScreen(notes: $0) },
        steps: [
            .tap("Tint", as: "tint"),
            .tap("Inner tint", as: "inner-tint"),
            .tap("Swap", as: "swap-binding"),
            // Through the field's binding, to wherever it points now.
            Step("type") { _, screen in screen.type(screen.text(in: "Note") == "one" ? "two" : "one", into: "Note") },
            // The state the field is not bound to, so the two meet equal and part.
            .tap("Other", as: "type-other"),
            .tap("Drawer", as: "drawer"),
            Step("add-note") { notes in
                notes.titles.insert(NoteTitle(id: notes.nextID, title: "note \(notes.nextID)"), at: notes.titles.count / 2)
                notes.nextID += 1
            },
            Step("remove-note") { notes in if !notes.titles.isEmpty { notes.titles.remove(at: notes.titles.count / 2) } },
            Step("retitle") { notes in if !notes.titles.isEmpty { notes.titles[0].title += "!" } },
            // A plain-data row whose == looks at its id alone: compared bit for bit, it runs (G11b).
            Step("score") { notes in notes.scores[notes.scores.count / 2] += 1 },
            .tap("Count", as: "count"),
        ])
}

/// The notes the drawer lists.
final class Notes: Model {
    @Tracked var titles: [NoteTitle]
    @Tracked var nextID: Int
    @Tracked var scores: [Int] = [0, 0, 0]

    init(count: Int) {
        titles = (0..<count).map { NoteTitle(id: $0, title: "note \($0)") }
        nextID = count
    }
}

/// A note as a row element: a value, compared with `==`.
struct NoteTitle: Identifiable, Equatable {
    let id: Int
    var title: String
}

private struct TintKey: EnvironmentKey {
    static let defaultValue = "none"
}

extension EnvironmentValues {
    fileprivate var tint: String {
        get { self[TintKey.self] }
        set { self[TintKey.self] = newValue }
    }
}

/// Sets the tint from its state, shows a reader of it and a field bound to one
/// of two states, and the drawer while its state says so.
struct PanelsScreen: View {
    @State private var tint = "plain"
    @State private var showsDrawer = true
    @State private var usesSecond = false
    @State private var first = "one"
    @State private var second = "one"
    @ObservedObject var notes: Notes
    var body: some View {
        VStack {
            TintLabel()
            BoundField(text: usesSecond ? $second : $first)
            if showsDrawer {
                Drawer(notes: notes)
            }
            Button("Tint") { tint = tint == "plain" ? "bold" : "plain" }
            Button("Swap") { usesSecond.toggle() }
            Button("Other") {
                if usesSecond { first = first == "one" ? "two" : "one" } else { second = second == "one" ? "two" : "one" }
            }
            Button("Drawer") { showsDrawer.toggle() }
        }
        .environment(\.tint, tint)
    }
}

/// Reads the tint from the nearest ancestor that sets it.
struct TintLabel: View {
    @Environment(\.tint) private var tint
    var body: some View { Text(tint) }
}

/// Shows the value its binding points at, in a field a step types into.
struct BoundField: View {
    @Binding var text: String
    var body: some View {
        Text(text)
        TextField("Note", text: $text)
    }
}

/// Sets the tint again, from its own state, for a reader and the notes below it.
struct Drawer: View {
    @State private var tint = "sepia"
    @ObservedObject var notes: Notes
    var body: some View {
        VStack {
            Text("drawer")
            TintLabel()
            NoteList(notes: notes)
            // Owns its counter: handed the same label, it is skipped when the drawer runs (G7).
            TapCounter(label: "taps")
            ForEach(0..<notes.scores.count, id: \.self) { ScoreRow(place: $0, score: notes.scores[$0]) }
            // A closure that captures nothing is the same input every time (G11d).
            Caption(text: "scores", onTap: {})
            // `.equatable()` asks for ==, which ignores the stamp its bits hold (G11e).
            ScoreTotal(total: notes.scores.reduce(0, +), stamp: notes.titles.count).equatable()
            Button("Inner tint") { tint = tint == "sepia" ? "paper" : "sepia" }
        }
        .environment(\.tint, tint)
    }
}

/// One row per note.
struct NoteList: View {
    @ObservedObject var notes: Notes
    var body: some View { ForEach(notes.titles) { NoteRow(note: $0) } }
}

/// A note, in the tint of the nearest setter: a row that reads the environment.
struct NoteRow: View {
    let note: NoteTitle
    @Environment(\.tint) private var tint
    var body: some View { Text("\(note.title) (\(tint))") }
}

/// A count a view owns in a `@StateObject`, shown beside its label.
final class TapCount: Model {
    @Tracked var taps = 0
}

struct TapCounter: View {
    let label: String
    @StateObject private var count = TapCount()
    var body: some View {
        Text("\(label): \(count.taps)")
        Button("Count") { count.taps += 1 }
    }
}

/// Plain data that declares an `==` of its place alone: SwiftUI compares it
/// bit for bit, so a new score runs it whatever its `==` says (G11b).
struct ScoreRow: View, Equatable {
    let place: Int
    let score: Int
    var body: some View { Text("score \(place): \(score)") }
    nonisolated static func == (lhs: ScoreRow, rhs: ScoreRow) -> Bool { lhs.place == rhs.place }
}

/// A caption handed a closure that captures nothing: skipped whenever its parent runs.
struct Caption: View {
    let text: String
    let onTap: () -> Void
    var body: some View { Text(text) }
}

/// The total of the scores, with a stamp its `==` ignores: made `.equatable()`,
/// it runs when the total changes and not when the stamp alone does (G11e).
struct ScoreTotal: View, Equatable {
    let total: Int
    let stamp: Int
    var body: some View { Text("total \(total)") }
    nonisolated static func == (lhs: ScoreTotal, rhs: ScoreTotal) -> Bool { lhs.total == rhs.total }
}
