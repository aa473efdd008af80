import SwiftUIVocabulary
import ViewGraph
import Workloads

// Traps of the reactions (R1, R2): an onChange that writes back what it
// watches, and a task(id:) restarted on every keystroke.

/// A name field whose onChange writes the name back in capitals, beside one
/// whose onChange writes another state: SwiftUI stops the first.
struct NameForm: View {
    @State private var name = ""
    @State private var mirror = ""
    @State private var shout = ""
    var body: some View {
        VStack {
            TextField("Name", text: $name)
                .onChange(of: name) { name = name.uppercased() }
            TextField("Mirror", text: $mirror)
                .onChange(of: mirror) { shout = mirror.uppercased() }
            Shout(text: shout)
        }
    }
}

struct Shout: View {
    let text: String
    var body: some View { Text("shouted: \(text)") }
}

/// A search whose request is a task keyed by the query: each keystroke
/// cancels the request under way and starts another.
struct KeystrokeSearch: View {
    @State private var query = ""
    @State private var answer = "none"
    var body: some View {
        VStack {
            TextField("Search", text: $query)
            Answer(text: answer)
        }
        .task(id: query) {
            // The request: it answers only if it is not cancelled first.
            try? await Task.sleep(for: .seconds(3600))
            if !Task.isCancelled { answer = query }
        }
    }
}

struct Answer: View {
    let text: String
    var body: some View { Text("answer: \(text)") }
}

/// A model the reaction traps need none of: their state is the screen's.
final class NoModel: Model {}

extension Workload {
    /// trap-onchange-loop: an onChange that writes back what it watches.
    package static let onChangeLoop = Workload(
        "trap-onchange-loop", summary: "an onChange that writes back what it watches, beside one that writes another state",
        model: { _ in NoModel() }, screen: { _ in NameForm() },
        steps: [
            .type("wren", into: "Name", as: "type-name", "types wren into Name, whose onChange writes it back in capitals"),
            .type("robin", into: "Mirror", as: "type-mirror", "types robin into Mirror, whose onChange writes another state"),
        ]
    ).notFuzzed()
    .readingObjectsAsWritten()

    /// trap-task-per-keystroke: a task(id: query) restarted on every keystroke.
    package static let taskPerKeystroke = Workload(
        "trap-task-per-keystroke", summary: "a search request in a task(id: query), cancelled and started again by each keystroke",
        model: { _ in NoModel() }, screen: { _ in KeystrokeSearch() },
        steps: ["w", "wr", "wre", "wren"].map { .type($0, into: "Search", as: "type-\($0)") }
    ).notFuzzed()
    .readingObjectsAsWritten()
}

/// A counter whose body writes the count it reads: SwiftUI warns "Modifying
/// state during view update", and the screen never settles.
final class Loop: Model {
    @Tracked var n = 0
}

struct LoopView: View {
    let loop: Loop
    var body: some View {
        let n = loop.n
        if n > 0 { loop.n = n + 1 }
        return Text("n = \(n)")
    }
}

extension Workload {
    /// trap-body-writes: a body that writes what it read.
    package static let bodyWrites = Workload(
        "trap-body-writes", summary: "a body that writes the count it reads, once the count is set",
        model: { _ in Loop() }, screen: { LoopView(loop: $0) },
        steps: [Step("start", "n = 1: the body writes n + 1 at each run") { $0.n = 1 }]
    ).notFuzzed()
    .failingOnPurpose()
}
