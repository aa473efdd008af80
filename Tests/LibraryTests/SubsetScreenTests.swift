import ObservationHarness
import SubsetScreen
import Testing

/// The screen that uses every construct of the subset, with one import
/// (Tests/Pasted/Subset), run through its controls as a person would.
let aviaryWorkload = Workload(
    "aviary", model: { _ in Aviary() }, screen: { AviaryScreen(aviary: $0) },
    steps: [
        .type("r", into: "Filter", as: "filter"),
        .flip("Notes"),
        .tap("Season"),
        .tap("Log"),
        .type("wren!", into: "Name of 0", as: "rename"),
        Step("mode") { $0.mode = 2 },
    ])

@Suite("A1 to A3: a screen of the whole subset, with one import")
struct SubsetScreenTests {
    @Test(arguments: Combination.all.filter { $0.kind == .class })
    func everyStepRunsWhatItsRulesSayWithNothingStale(combination: Combination) {
        let session = aviaryWorkload.session(combination, size: 1)
        defer { session.tearDown() }
        #expect(session.launch().bodies == ["AviaryScreen", "Notes", "BirdRow", "BirdRow"])
        #expect(session.staleViews() == [])
        // The filter is the screen's state, read by the screen (the list) and the notes (their binding).
        #expect(session.perform("filter").bodies == ["AviaryScreen", "Notes"])
        #expect(session.rendered().filter { $0.view == "BirdRow" }.map(\.text) == ["Name of 0: wren", "Name of 1: robin"])
        // Notes off: torn down; on again below.
        #expect(session.perform("notes").bodies == ["AviaryScreen"])
        #expect(session.perform("notes").bodies == ["AviaryScreen", "Notes"])
        // The season, set from the screen's state, runs its one reader.
        #expect(session.perform("season").bodies == ["AviaryScreen", "Notes"])
        // The logbook, a @StateObject placed with .environmentObject: its holders run.
        #expect(session.perform("log").bodies == ["AviaryScreen", "Notes"])
        // A bird renamed through its row's field: property-level runs the screen,
        // whose filter read the name, and the row, which read it making
        // $bird.name (G8); object-level runs the row, which holds the bird
        // through @Bindable, and not the screen, which holds the aviary (O6).
        #expect(session.perform("rename").bodies == (combination.notify == .object ? ["BirdRow"] : ["AviaryScreen", "BirdRow"]))
        #expect(session.rendered().filter { $0.view == "BirdRow" }.map(\.text) == ["Name of 0: wren!", "Name of 1: robin"])
        #expect(session.staleViews() == [])
        // The screen reads the mode; the notes hold the aviary they take from
        // the environment, so under object-level they run too.
        #expect(session.perform("mode").bodies == (combination.notify == .object ? ["AviaryScreen", "Notes"] : ["AviaryScreen"]))
        #expect(session.staleViews() == [])
    }
}
