import ObservationHarness
import Testing

// A9, presentation: a sheet's content is made while presented and torn down,
// its state lost, when dismissed; the view that wrote `.sheet(isPresented:)`
// runs only if its body reads the flag; an alert's buttons are tappable
// while it is presented, and each dismisses it.

final class Library: Model {
    @Tracked var titles = ["Wrens"]
}

struct LibraryScreen: View {
    @State private var adding = false
    @State private var dismissals = 0
    @ObservedObject var library: Library

    var body: some View {
        VStack {
            Text("\(library.titles.count) guides, \(dismissals) sheets dismissed")
            Button("Add") { adding = true }
        }
        .sheet(isPresented: $adding, onDismiss: { dismissals += 1 }) {
            AddGuideSheet(library: library)
        }
    }
}

struct AddGuideSheet: View {
    @ObservedObject var library: Library
    @State private var title = ""
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            TextField("Title", text: $title)
            Button("Save") {
                library.titles.append(title)
                dismiss()
            }
        }
    }
}

/// A presenter whose body reads the flag it presents with.
struct ReadingPresenter: View {
    @State private var showing = false
    var body: some View {
        Button(showing ? "Showing" : "Show") { showing = true }
            .sheet(isPresented: $showing) { Text("Hello") }
    }
}

struct Leaflet: Identifiable, Hashable {
    let id: Int
    var title: String
}

struct GuideEditor: View {
    let guide: Leaflet
    @State private var edits = 0
    var body: some View {
        Button("Edit \(guide.title), \(edits) edits") { edits += 1 }
    }
}

struct ItemPresenter: View {
    @State private var editing: Leaflet?
    var body: some View {
        VStack {
            Button("Wrens") { editing = Leaflet(id: 1, title: "Wrens") }
            Button("Owls") { editing = Leaflet(id: 2, title: "Owls") }
        }
        .fullScreenCover(item: $editing) { guide in GuideEditor(guide: guide) }
    }
}

struct DeletingScreen: View {
    @State private var confirming = false
    @ObservedObject var library: Library

    var body: some View {
        VStack {
            Text("\(library.titles.count) guides")
            Button("Delete") { confirming = true }
        }
        .alert("Delete Wrens?", isPresented: $confirming) {
            Button("Delete") { library.titles.removeAll() }
            Button("Cancel") {}
        } message: {
            Text("It cannot be undone.")
        }
    }
}

struct HelpPane: View {
    var body: some View { Text("Tap a guide to open it") }
}

struct SortScreen: View {
    @State private var sorting = false
    @State private var helping = false
    @State private var order = "name"

    var body: some View {
        VStack {
            Text("by \(order)")
            Button("Sort") { sorting = true }
            Button("Help") { helping = true }
        }
        .confirmationDialog("Sort by", isPresented: $sorting) {
            Button("Date") { order = "date" }
        }
        .popover(isPresented: $helping) { HelpPane() }
    }
}

final class Router: Model {
    @Tracked var showsHelp = false
}

/// A presenter that hands the sheet a model's flag, and reads nothing else of the model.
struct RoutedScreen: View {
    @Bindable var router: Router
    var body: some View {
        Text("Home").sheet(isPresented: $router.showsHelp) { HelpPane() }
    }
}

final class Notice: Model {
    @Tracked var shown = false
}

struct Banner: View {
    var body: some View { Text("New guides") }
}

/// Two presentations on one view, with a view before them that comes and goes.
struct TwoPresentationsScreen: View {
    @ObservedObject var notice: Notice
    @State private var sorting = false
    @State private var counting = false

    var body: some View {
        VStack {
            if notice.shown { Banner() }
            Button("Sort") { sorting = true }
            Button("Tally") { counting = true }
        }
        .sheet(isPresented: $sorting) { Text("Sorting") }
        .popover(isPresented: $counting) { TabTally() }
    }
}

@Suite("A9: presentation")
struct PresentationTests {
    let sheet = Workload(
        "sheet", model: { _ in Library() }, screen: { LibraryScreen(library: $0) },
        steps: [.tap("Add"), .type("Owls", into: "Title", as: "title"), .dismiss(), .tap("Save")])

    @Test(arguments: Combination.all.filter { $0.kind == .class })
    func aSheetIsMadeWhilePresentedAndItsStateIsLostWhenDismissed(combination: Combination) {
        let session = sheet.session(combination, size: 1)
        defer { session.tearDown() }
        #expect(session.launch().bodies == ["LibraryScreen"])
        // The sheet reads the flag, not the presenter's body: only the sheet's content runs.
        #expect(session.perform("add").runs.map(\.description) == ["AddGuideSheet: @self, @identity, __title changed."])
        #expect(session.perform("title").bodies == [])
        #expect(session.rendered().map(\.text).contains("Title: Owls · [Save]"))
        // A swipe tears the content down; onDismiss runs after the update, and
        // its write runs the presenter, which reads what it wrote.
        let dismissed = session.perform("dismiss")
        #expect(dismissed.runs.map(\.description) == ["LibraryScreen: __dismissals changed."])
        #expect(dismissed.actions == 1)
        #expect(dismissed.removed == 1)
        #expect(!session.rendered().map(\.view).contains("AddGuideSheet"))
        // Presented again, it starts from its initial state: what was typed is lost.
        #expect(session.perform("add").bodies == ["AddGuideSheet"])
        #expect(session.rendered().map(\.text).contains("Title:  · [Save]"))
        #expect(session.staleViews() == [])
    }

    @Test(arguments: Combination.all.filter { $0.kind == .class })
    func savingThroughDismissRunsThePresenterAndTearsTheSheetDown(combination: Combination) {
        let session = sheet.session(combination, size: 1)
        defer { session.tearDown() }
        _ = session.launch()
        _ = session.perform("add")
        _ = session.perform("title")
        // The presenter runs for the title added and, in a second pass, for onDismiss's write.
        let saved = session.perform("save")
        #expect(saved.bodies == ["LibraryScreen", "LibraryScreen"])
        #expect(saved.actions == 1)
        #expect(session.rendered().first?.text == "2 guides, 1 sheets dismissed · [Add]")
        #expect(!session.rendered().map(\.view).contains("AddGuideSheet"))
        #expect(session.staleViews() == [])
    }

    @Test func aPresenterThatReadsTheFlagRunsWithItsSheet() {
        let workload = Workload("reading", model: { _ in () }, screen: { _ in ReadingPresenter() }, steps: [.tap("Show")])
        let session = workload.session(Combination(.property, .class), size: 1)
        defer { session.tearDown() }
        #expect(session.launch().bodies == ["ReadingPresenter"])
        #expect(session.perform("show").runs.map(\.description) == ["ReadingPresenter: __showing changed."])
        #expect(session.rendered().map(\.text) == ["[Showing]", "Hello"])
        #expect(session.staleViews() == [])
    }

    @Test func anotherItemIsAnotherCoverAndACoverIsNotSwipedAway() {
        let workload = Workload(
            "items", model: { _ in () }, screen: { _ in ItemPresenter() },
            steps: [.tap("Wrens"), .tap("Edit Wrens, 0 edits", as: "edit"), .tap("Owls"), .dismiss()])
        let session = workload.session(Combination(.property, .class), size: 1)
        defer { session.tearDown() }
        #expect(session.launch().bodies == ["ItemPresenter"])
        #expect(session.perform("wrens").bodies == ["GuideEditor"])
        #expect(session.perform("edit").runs.map(\.description) == ["GuideEditor: __edits changed."])
        // A cover covers the screen: the presenter's buttons are not found under it.
        let covered = session.perform("owls")
        #expect(covered.bodies == [])
        #expect(covered.unfoundControls == [#"tapped the button "Owls", which the full-screen cover on top covers; act on what is on screen"#])
        let swiped = session.perform("dismiss")
        #expect(swiped.unfoundControls == [#"dismissed the full-screen cover "full-screen cover", which a person cannot dismiss but through what the app does"#])
        #expect(session.staleViews() == [])
    }

    @Test(arguments: Combination.all.filter { $0.kind == .class })
    func anAlertsButtonRunsItsActionAndDismissesIt(combination: Combination) {
        let workload = Workload(
            "alert", model: { _ in Library() }, screen: { DeletingScreen(library: $0) }, steps: [.tap("Delete"), .dismiss()])
        let session = workload.session(combination, size: 1)
        defer { session.tearDown() }
        #expect(session.launch().bodies == ["DeletingScreen"])
        // Presented: the alert's own view shows it; the presenter does not run.
        #expect(session.perform("delete").bodies == [])
        #expect(session.rendered().map(\.text) == ["1 guides · [Delete]", "Delete Wrens? · It cannot be undone. · [Delete] · [Cancel]"])
        // An alert is not swiped away.
        #expect(session.perform("dismiss").unfoundControls.count == 1)
        // The alert covers the screen: "Delete" is its button, not the presenter's.
        let deleted = session.perform("delete")
        #expect(deleted.bodies == ["DeletingScreen"])
        #expect(deleted.unfoundControls == [])
        #expect(session.rendered().map(\.text) == ["0 guides · [Delete]", ""])
        #expect(session.staleViews() == [])
    }

    @Test func aDialogAndAPopoverAreDismissedByATapOutsideAndTwoOnOneViewKeepTheirPlaces() {
        let workload = Workload(
            "dialog", model: { _ in () }, screen: { _ in SortScreen() },
            steps: [.tap("Sort"), .dismiss(), .tap("Date"), .tap("Help")])
        let session = workload.session(Combination(.property, .class), size: 1)
        defer { session.tearDown() }
        #expect(session.launch().bodies == ["SortScreen"])
        #expect(session.perform("sort").bodies == [])
        #expect(session.rendered().map(\.text) == ["by name · [Sort] · [Help]", "Sort by · [Date] · [Cancel]", ""])
        #expect(session.perform("dismiss").bodies == [])
        #expect(session.perform("date").unfoundControls.count == 1)
        _ = session.perform("sort")
        #expect(session.perform("date").runs.map(\.description) == ["SortScreen: __order changed."])
        #expect(session.perform("help").runs.map(\.description) == ["HelpPane: @self changed."])
        #expect(session.perform("dismiss").removed == 1)
        #expect(session.staleViews() == [])
    }

    @Test(arguments: Combination.all.filter { $0.kind == .class })
    func aSheetBoundToAModelsFlagPresentsWhenTheModelChanges(combination: Combination) {
        let workload = Workload(
            "routed", model: { _ in Router() }, screen: { RoutedScreen(router: $0) },
            steps: [Step("help") { $0.showsHelp = true }, .dismiss()])
        let session = workload.session(combination, size: 1)
        defer { session.tearDown() }
        #expect(session.launch().bodies == ["RoutedScreen"])
        // The sheet reads the flag through the binding, so the model's change
        // presents it. The presenter runs too: under property-level it read
        // the flag making $router.showsHelp (G8); under object-level it holds
        // the model through @Bindable and runs on any change to it.
        #expect(session.perform("help").bodies == ["RoutedScreen", "HelpPane"])
        #expect(session.perform("dismiss").bodies == ["RoutedScreen"])
        #expect(session.staleViews() == [])
    }

    @Test(arguments: Combination.all.filter { $0.kind == .class })
    func eachOfTwoPresentationsOnOneViewKeepsItsContentWhenTheViewsBeforeThemChange(combination: Combination) {
        let workload = Workload(
            "two", model: { _ in Notice() }, screen: { TwoPresentationsScreen(notice: $0) },
            steps: [.tap("Tally"), .tap("Count 0", as: "count"), Step("notice") { $0.shown = true }])
        let session = workload.session(combination, size: 1)
        defer { session.tearDown() }
        #expect(session.launch().bodies == ["TwoPresentationsScreen"])
        #expect(session.perform("tally").bodies == ["TabTally"])
        #expect(session.perform("count").bodies == ["TabTally"])
        // The banner comes before both presentations: the popover keeps its place, its content and its state.
        let noticed = session.perform("notice")
        #expect(noticed.bodies == ["TwoPresentationsScreen", "Banner"])
        #expect(noticed.removed == 0)
        #expect(session.rendered().map(\.text).contains("[Count 1]"))
        #expect(session.staleViews() == [])
    }
}
