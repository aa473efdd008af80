import ObservationHarness
import Testing

// G12: a modifier does not change a child's identity or make it run. A
// child with a body, modified, stands where it stands unmodified and keeps
// its state while the modifiers' arguments change; a view with a body in a
// layer (`.overlay`, `.background`) is a child of its own, in a place of its own.

/// A count kept in state, with a button to raise it.
struct Tally: View {
    let name: String
    @State private var count = 0
    var body: some View {
        HStack {
            Text("\(name): \(count)")
            Button(name) { count += 1 }
        }
    }
}

/// A badge, whose input changes with the emphasis.
struct Badge: View {
    let on: Bool
    var body: some View { Text(on ? "emphasised" : "plain") }
}

/// A tally under modifiers whose arguments follow the emphasis, with two
/// badges in front of it and another tally, of the same type, behind it.
struct ModifiedTallyScreen: View {
    @State private var emphasised = false
    var body: some View {
        VStack {
            Toggle("Emphasis", isOn: $emphasised)
            Tally(name: "Front")
                .padding(emphasised ? 16 : 8)
                .font(emphasised ? .headline : .body)
                .opacity(emphasised ? 1 : 0.5)
                .disabled(emphasised)
                .overlay(alignment: .topTrailing) { Badge(on: emphasised) }
                .overlay(alignment: .bottom) { Badge(on: !emphasised) }
                .background { Tally(name: "Back") }
        }
    }
}

/// The tally with no modifier, where the modified one stands.
struct PlainTallyScreen: View {
    @State private var emphasised = false
    var body: some View {
        VStack {
            Toggle("Emphasis", isOn: $emphasised)
            Tally(name: "Front")
        }
    }
}

let modifiedTally = Workload(
    "modified-tally", model: { _ in () }, screen: { _ in ModifiedTallyScreen() },
    steps: [.tap("Front"), .tap("Back"), .flip("Emphasis")])

let plainTally = Workload("plain-tally", model: { _ in () }, screen: { _ in PlainTallyScreen() }, steps: [])

@Suite("G12: a modified child keeps its identity and its state")
struct ModifiedIdentityTests {
    @Test(arguments: Combination.all.filter { $0.kind == .class })
    func aModifiedChildKeepsItsIdentityAndStateWhileTheArgumentsChange(combination: Combination) {
        let session = modifiedTally.session(combination, size: 1)
        let plain = plainTally.session(combination, size: 1)
        defer {
            session.tearDown()
            plain.tearDown()
        }
        // The layer behind first, then the view it layers, then the one in front.
        #expect(session.launch().bodies == ["ModifiedTallyScreen", "Tally", "Tally", "Badge", "Badge"])
        _ = plain.launch()
        func path(of text: String, in session: any Session) -> [ViewIdentity]? {
            session.rendered().first { $0.text.hasPrefix(text) }?.path
        }
        #expect(path(of: "Front", in: session) != nil)
        #expect(path(of: "Front", in: session) == path(of: "Front", in: plain))
        #expect(path(of: "Back", in: session) != path(of: "Front", in: session))
        // The two badges, layers of one type on one view, each in a place of its own.
        #expect(Set(session.rendered().filter { $0.view == "Badge" }.map(\.path)).count == 2)
        #expect(session.perform("front").bodies == ["Tally"])
        #expect(session.perform("back").bodies == ["Tally"])
        // Every modifier's argument changes: the screen runs, each badge has a
        // new input; both tallies are compared, skipped, and keep their counts.
        let flip = session.perform("emphasis")
        #expect(
            flip.runs.map(\.description) == [
                "ModifiedTallyScreen: __emphasised changed.", "Badge: @self changed.", "Badge: @self changed.",
            ])
        #expect(flip.skipped == 2)
        #expect(
            session.rendered().map(\.text) == [
                "Emphasis: on · (disabled)", "Back: 1 · [Back]", "Front: 1 · [Front]", "emphasised", "plain",
            ])
        #expect(session.staleViews() == [])
    }
}
