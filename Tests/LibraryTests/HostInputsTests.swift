import ObservationHarness
import Testing

// G11 and G8 in the graph's own hosts, against the reference walk: an
// alert's host holds its buttons as an optional (`Actions?`), compared by
// its case and payload, never by bytes no case wrote; a disclosure group in
// a stack keeps the binding its screen last handed it while the stack runs
// alone, in the graph and in the walk alike.

/// A presenter that runs at every tap, with an alert and a dialog whose
/// buttons capture nothing: their hosts are the same input at every run.
struct TallyingPresenter: View {
    @State private var taps = 0
    @State private var saved = false
    @State private var erasing = false

    var body: some View {
        VStack {
            Text("\(taps) taps")
            Button("Tap") { taps += 1 }
        }
        .alert("Saved", isPresented: $saved) {
            Button("OK") {}
        } message: {
            Text("It is kept.")
        }
        .confirmationDialog("Erase?", isPresented: $erasing) {
            Button("Erase", role: .destructive) {}
        }
    }
}

/// A disclosure group bound to the screen's state, in a stack the screen is
/// the root of: following the link runs the stack, not the screen.
struct DisclosingSettings: View {
    @State private var expanded = false
    @State private var saves = 0

    var body: some View {
        NavigationStack {
            Form {
                Text("\(saves) saves")
                Button("Save") { saves += 1 }
                DisclosureGroup("Advanced", isExpanded: $expanded) {
                    Text("Cache: 2 MB")
                }
                NavigationLink("About") { Text("Field Notes") }
            }
        }
    }
}

@Suite("G11 and G8 in the graph's own hosts, against the reference walk")
@MainActor
struct HostInputsTests {
    @Test(arguments: Combination.all.filter { $0.kind == .class })
    func anAlertWhoseButtonCapturesNothingIsSkippedAtEveryRunOfItsPresenter(combination: Combination) {
        let workload = Workload(
            "tallying", model: { _ in () }, screen: { _ in TallyingPresenter() }, steps: [.tap("Tap", as: "tap")])
        let session = workload.session(combination, size: 1)
        defer { session.tearDown() }
        _ = session.launch()
        let reference = session.reference()
        // The same step fifty times: the presenter runs, compares the alert's
        // host and the dialog's, and skips both, every time.
        for time in 1...50 {
            let flush = session.perform("tap")
            #expect(flush.runs.map(\.description) == ["TallyingPresenter: __taps changed."], "tap \(time)")
            #expect(flush.compared == 2, "tap \(time)")
            #expect(flush.skipped == 2, "tap \(time)")
            #expect(reference.account().difference(from: flush) == nil, "tap \(time)")
        }
        #expect(session.rendered().first?.text.hasPrefix("50 taps") == true)
        #expect(session.staleViews() == [])
    }

    @Test(arguments: Combination.all.filter { $0.kind == .class })
    func aDisclosureGroupKeepsTheBindingItsScreenLastMadeWhileItsStackRunsAlone(combination: Combination) {
        let workload = Workload(
            "disclosing", model: { _ in () }, screen: { _ in DisclosingSettings() },
            steps: [.tap("Advanced", as: "expand"), .follow("About", as: "about"), .back(as: "back"), .tap("Save", as: "save")])
        let session = workload.session(combination, size: 1)
        defer { session.tearDown() }
        _ = session.launch()
        let reference = session.reference()
        // Expanded: the group reads the flag, the screen does not run.
        let expanded = session.perform("expand")
        #expect(expanded.bodies == [])
        #expect(reference.account().difference(from: expanded) == nil)
        // The stack runs alone, from the screen's last run: the group's binding
        // still shows the flag unset, as it was handed, so it is skipped.
        for step in ["about", "back"] {
            let flush = session.perform(step)
            #expect(flush.bodies == [], "\(step)")
            #expect(flush.compared == 1 && flush.skipped == 1, "\(step)")
            #expect(reference.account().difference(from: flush) == nil, "\(step)")
        }
        // The screen runs: its stack is handed new content, and the group a
        // binding that shows the flag set, a new input (G8): both run.
        let saved = session.perform("save")
        #expect(saved.runs.map(\.description) == ["DisclosingSettings: __saves changed."])
        #expect(saved.compared == 2 && saved.skipped == 0)
        #expect(reference.account().difference(from: saved) == nil)
        #expect(session.rendered().contains { $0.text.contains("Cache: 2 MB") })
        #expect(session.staleViews() == [])
    }
}
