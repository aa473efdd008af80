import ObservationHarness
import Testing

// `.disabled(flag)`: its argument is evaluated in the body that writes it, so
// that body depends on what it reads and runs when it changes; the maker's
// render shows `(disabled)` while it is true, so the stale check sees it; and
// a person cannot use a disabled control, so a step that tries fails.

final class Draft: Model {
    @Tracked var title = ""
    @Tracked var saved = 0
}

/// A save button disabled while the screen is locked or the title is empty.
struct DraftScreen: View {
    let draft: Draft
    @State private var locked = false
    var body: some View {
        VStack {
            Toggle("Lock", isOn: $locked)
            Button("Save") { draft.saved += 1 }
                .disabled(locked || draft.title.isEmpty)
            SavedCount(draft: draft)
        }
    }
}

/// The same screen without the modifier: nothing reads the lock or the title.
struct UndisabledDraftScreen: View {
    let draft: Draft
    @State private var locked = false
    var body: some View {
        VStack {
            Toggle("Lock", isOn: $locked)
            Button("Save") { draft.saved += 1 }
            SavedCount(draft: draft)
        }
    }
}

struct SavedCount: View {
    let draft: Draft
    var body: some View { Text("Saved \(draft.saved) times") }
}

func draftWorkload<Screen: View>(_ screen: @escaping @MainActor @Sendable (Draft) -> Screen) -> Workload {
    Workload(
        "draft", model: { _ in Draft() }, screen: screen,
        steps: [Step("title") { $0.title = "Wrens" }, .tap("Save"), .flip("Lock")])
}

@Suite("A9: .disabled(flag) is read by its maker and shown in its render")
struct DisabledTests {
    @Test(arguments: Combination.all.filter { $0.kind == .class })
    func theMakerDependsOnTheFlagAndShowsIt(combination: Combination) {
        let session = draftWorkload { DraftScreen(draft: $0) }.session(combination, size: 1)
        defer { session.tearDown() }
        #expect(session.launch().bodies == ["DraftScreen", "SavedCount"])
        #expect(session.rendered().first?.text == "Lock: off · [Save] · (disabled)")
        // Disabled: the tap fails, naming the button, and runs nothing.
        let refused = session.perform("save")
        #expect(refused.unfoundControls == ["tapped the button \"Save\", which is disabled"])
        #expect(refused.bodies == [])
        // The title is read in the maker's body through the modifier's argument.
        #expect(session.perform("title").runs.map(\.view) == ["DraftScreen"] + (combination.notify == .object ? ["SavedCount"] : []))
        #expect(session.rendered().first?.text == "Lock: off · [Save]")
        let saved = session.perform("save")
        #expect(saved.unfoundControls == [])
        #expect(session.rendered().last?.text == "Saved 1 times")
        // The lock, state read in the maker's body alone.
        let lock = session.perform("lock")
        #expect(lock.runs.map(\.description) == ["DraftScreen: __locked changed."])
        #expect(session.rendered().first?.text == "Lock: on · [Save] · (disabled)")
        #expect(session.staleViews() == [])
    }

    @Test(arguments: Combination.all.filter { $0.kind == .class })
    func withoutTheModifierNothingReadsTheFlag(combination: Combination) {
        let session = draftWorkload { UndisabledDraftScreen(draft: $0) }.session(combination, size: 1)
        defer { session.tearDown() }
        _ = session.launch()
        // Nobody reads the lock: the toggle shows it through its binding alone (G8).
        #expect(session.perform("lock").bodies == [])
        // Nobody reads the title but the object port, which holds the draft.
        #expect(session.perform("title").bodies == (combination.notify == .object ? ["UndisabledDraftScreen", "SavedCount"] : []))
        #expect(session.staleViews() == [])
    }
}
