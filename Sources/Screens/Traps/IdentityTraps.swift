import SwiftUIVocabulary
import ViewGraph
import Workloads

// Traps of identity and inputs (G11, G12): ForEach(id: \.self) over edited
// values, .id(value) and an if/else branch switch resetting state, and
// Binding(get:set:) against $state as a child's input.

/// A flock of names, listed twice: by the names themselves and by ids.
final class Flock: Model {
    struct Bird: Identifiable, Equatable, Sendable {
        let id: Int
        var name: String
    }
    @Tracked var birds = [Bird(id: 0, name: "wren"), Bird(id: 1, name: "robin"), Bird(id: 2, name: "finch")]
    @Tracked var round = 0
    @Tracked var compact = false
}

/// The rows of one flock, keyed by the names (`id: \.self`) and by the ids.
struct FlockScreen: View {
    @ObservedObject var flock: Flock
    var body: some View {
        VStack {
            ForEach(flock.birds.map(\.name), id: \.self) { name in
                NameRow(name: name)
            }
            ForEach(flock.birds) { bird in
                BirdRow(name: bird.name)
            }
        }
    }
}

/// A row with a child of its own that has no inputs: a kept row re-runs alone,
/// a new one makes its child anew, with its state from the start.
struct NameRow: View {
    let name: String
    var body: some View {
        Text(name)
        Mark()
    }
}

struct BirdRow: View {
    let name: String
    var body: some View {
        Text(name)
        Mark()
    }
}

/// A tick a person may set: state lost when its row is made anew.
struct Mark: View {
    @State private var ticked = false
    var body: some View { Text(ticked ? "ticked" : "not ticked") }
}

/// A counter of taps, reset by a new .id or a branch switch.
struct RoundScreen: View {
    @ObservedObject var flock: Flock
    var body: some View {
        VStack {
            Taps(label: "by id").id(flock.round)
            if flock.compact {
                Taps(label: "compact")
            } else {
                Taps(label: "wide")
            }
            Taps(label: "kept")
        }
    }
}

struct Taps: View {
    let label: String
    @State private var taps = 0
    var body: some View {
        Text("\(label): \(taps) taps")
        Button("tap \(label)") { taps += 1 }
    }
}

/// One note handed to two fields: as $note, and as Binding(get:set:).
struct BindingScreen: View {
    @State private var note = "first"
    @State private var unrelated = 0
    var body: some View {
        VStack {
            NoteField(title: "projected", text: $note)
            NoteField(title: "get-set", text: Binding(get: { note }, set: { note = $0 }))
            Text("unrelated \(unrelated)")
            Button("Unrelated") { unrelated += 1 }
        }
    }
}

struct NoteField: View {
    let title: String
    @Binding var text: String
    var body: some View { TextField(title, text: $text) }
}

extension Workload {
    /// trap-foreach-self: ForEach(id: \.self) over values that change.
    package static let forEachSelf = Workload(
        "trap-foreach-self", summary: "rows keyed by their names (id: \\.self) beside rows keyed by ids: an edit is a removal and an insert",
        model: { _ in Flock() }, screen: { FlockScreen(flock: $0) },
        steps: [Step("rename", "the second bird is renamed") { $0.birds[1].name = "thrush" }]
    ).notFuzzed()
    .readingObjectsAsWritten()

    /// trap-reset-identity: .id(value) and an if/else branch switch reset state.
    package static let resetIdentity = Workload(
        "trap-reset-identity", summary: "taps counted in state, reset by a new .id(round) and by an if/else branch switch",
        model: { _ in Flock() }, screen: { RoundScreen(flock: $0) },
        steps: [
            .tap("tap by id", as: "tap-id"), .tap("tap wide", as: "tap-wide"), .tap("tap kept", as: "tap-kept"),
            Step("next-round", "round += 1: a new .id") { $0.round += 1 },
            Step("compact", "compact = true: the other branch") { $0.compact = true },
        ]
    ).notFuzzed()
    .readingObjectsAsWritten()

    /// trap-binding-get-set: Binding(get:set:) against $state as a child's input.
    package static let bindingGetSet = Workload(
        "trap-binding-get-set", summary: "one note handed to two fields, as $note and as Binding(get:set:), while the parent runs for another reason",
        model: { _ in NoModel() }, screen: { _ in BindingScreen() },
        steps: [.tap("Unrelated"), .type("second", into: "projected", as: "type-note")]
    ).notFuzzed()
    .readingObjectsAsWritten()
}
