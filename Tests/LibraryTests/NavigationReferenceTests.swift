import ObservationHarness
import Testing

// A9 against the graph's own oracles: every step of the containers',
// navigation's and presentation's screens runs what the reference walk,
// rendering from scratch, says it must, and leaves nothing stale (G6).

@Suite("A9: the reference walk and the stale check agree with every step")
struct NavigationReferenceTests {
    static let workloads: [Workload] = [
        Workload(
            "sheet", model: { _ in Library() }, screen: { LibraryScreen(library: $0) },
            steps: [
                .tap("Add"), .type("Owls", into: "Title", as: "title"), .dismiss(), .tap("Add", as: "again"),
                .type("Owls", into: "Title", as: "retitle"), .tap("Save"),
            ]),
        Workload("alert", model: { _ in Library() }, screen: { DeletingScreen(library: $0) }, steps: [.tap("Delete"), .tap("Delete", as: "confirm")]),
        Workload("items", model: { _ in () }, screen: { _ in ItemPresenter() }, steps: [.tap("Wrens"), .tap("Edit Wrens, 0 edits", as: "edit")]),
        Workload("dialog", model: { _ in () }, screen: { _ in SortScreen() }, steps: [.tap("Sort"), .tap("Date"), .tap("Help"), .dismiss()]),
        Workload("routed", model: { _ in Router() }, screen: { RoutedScreen(router: $0) }, steps: [Step("help") { $0.showsHelp = true }, .dismiss()]),
        Workload(
            "links", model: { _ in NavShelf() }, screen: { ShelfScreen(shelf: $0) },
            steps: [.follow("Wrens"), .tap("Wrens: 0 notes", as: "note"), .back(), .follow("Owls")]),
        Workload(
            "values", model: { _ in NavShelf() }, screen: { PathScreen(shelf: $0) },
            steps: [.follow("Owls"), .tap("Open all"), .back(), .tap("Home")]),
        Workload(
            "any-path", model: { _ in () }, screen: { _ in AnyPathScreen() },
            steps: [.follow("Wrens"), .tap("Page 3"), .tap("Close page 3", as: "close")]),
        Workload("split", model: { _ in NavShelf() }, screen: { SplitScreen(shelf: $0) }, steps: [.follow("Wrens"), .follow("Owls")]),
        Workload("toolbar", model: { _ in NavShelf() }, screen: { shelf in NavigationStack { BookletList(shelf: shelf) } }, steps: [.tap("Add")]),
        Workload("form", model: { _ in () }, screen: { _ in SettingsForm() }, steps: [.tap("Advanced"), .tap("Advanced", as: "collapse")]),
        Workload(
            "tabs", model: { _ in () }, screen: { _ in TabsScreen() },
            steps: [.selectTab("Sync"), .selectTab("Count"), .tap("Count 0", as: "count")]),
        Workload("tagged", model: { _ in () }, screen: { _ in TaggedTabs() }, steps: [.tap("First"), .selectTab("Two")]),
    ]

    @Test(arguments: workloads)
    func everyStepRunsWhatTheReferenceWalkRunsWithNothingStale(workload: Workload) {
        for combination in Combination.all.filter({ $0.kind == .class }) {
            let session = workload.session(combination, size: 1)
            defer { session.tearDown() }
            _ = session.launch()
            let reference = session.reference()
            for step in workload.steps {
                let flush = session.perform(step)
                let difference = reference.account().difference(from: flush)
                // The walk accounts for one pass: what an onDismiss action wrote runs in a second.
                #expect(flush.actions > 0 || difference == nil, "\(step) in \(combination): \(difference ?? "")")
                #expect(flush.unfoundControls == [], "\(step) in \(combination)")
                #expect(session.staleViews() == [], "\(step) in \(combination)")
            }
        }
    }
}
