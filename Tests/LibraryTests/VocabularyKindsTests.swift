import Foundation
import ObservationHarness
import Testing

// Kinds of the vocabulary each pinned by a fact a bug in it would change:
// the action a staying onDisappear runs, the order tasks started in one pass
// run, what popping a path takes with it, which of two presentations is on
// top, an @AppStorage store's keys, and a focus binding's value (G8).

/// A guest whose onDisappear says how many knocks the screen had when its
/// body last ran: the count the latest action captured, not the first.
struct Farewell: View {
    @State private var shows = true
    @State private var knocks = 0
    @State private var said = "nothing said"
    var body: some View {
        let heard = knocks
        VStack {
            Toggle("Guest", isOn: $shows)
            Button("Knock") { knocks += 1 }
            if shows {
                Guest().onDisappear { said = "left after \(heard) knocks" }
            }
            Text(said)
        }
    }
}

/// Three tasks started in one pass, each writing its letter as its first part runs.
struct Starters: View {
    @State private var order = ""
    var body: some View {
        VStack {
            Text("a").task { order += "a" }
            Text("b").task { order += "b" }
            Text("c").task { order += "c" }
            Text("order: \(order)")
        }
    }
}

/// A booklet's screen, pushed through the path, with a link of its own that
/// the view pushes on top of it.
struct LinkedBooklet: View {
    let booklet: Booklet
    var body: some View {
        VStack {
            Text("booklet \(booklet.title)")
            NavigationLink("More") { Placeholder() }
        }
    }
}

/// A sheet that presents a sheet of its own.
struct StackedSheets: View {
    @State private var outer = false
    @State private var said = "none dismissed"
    var body: some View {
        VStack {
            Button("Open") { outer = true }
            Text(said)
        }
        .sheet(isPresented: $outer, onDismiss: { said = "outer dismissed" }) { OuterSheet() }
    }
}

struct OuterSheet: View {
    @State private var inner = false
    @State private var said = "inner up"
    var body: some View {
        Button("Open inner") { inner = true }
            .sheet(isPresented: $inner, onDismiss: { said = "inner dismissed" }) { Text("the inner sheet") }
        Text(said)
    }
}

/// Two suites of defaults, each an object of its own, as an app keeps them.
enum Suites {
    nonisolated(unsafe) static let birds = UserDefaults(suiteName: "harness.tests.birds")!
    nonisolated(unsafe) static let trees = UserDefaults(suiteName: "harness.tests.trees")!
}

/// One key in two suites and in the standard defaults, written one at a time.
struct TwoSuites: View {
    @AppStorage("count", store: Suites.birds) private var birds = 0
    @AppStorage("count", store: Suites.trees) private var trees = 0
    @AppStorage("count") private var standard = 0
    @AppStorage("count", store: .standard) private var alsoStandard = 0
    var body: some View {
        VStack {
            Button("Bird") { birds += 1 }
            Button("Standard") { alsoStandard += 1 }
            Text("birds \(birds), trees \(trees), standard \(standard)")
        }
    }
}

/// A counter kept in a suite made where it is declared, as an app group's
/// often is: a new `UserDefaults` object each time its parent runs, the same suite.
struct InlineSuiteParent: View {
    @State private var rounds = 0
    var body: some View {
        VStack {
            Button("Round") { rounds += 1 }
            Text("round \(rounds)")
            InlineSuiteCounter()
        }
    }
}

struct InlineSuiteCounter: View {
    @AppStorage("count", store: UserDefaults(suiteName: "harness.tests.inline")) private var count = 0
    var body: some View {
        Button("Count") { count += 1 }
        Text("counted \(count)")
    }
}

enum Field: Hashable { case name, notes }

/// A focus state whose binding a child holds without reading it: the child
/// runs when the focus moves because the binding it is handed shows another
/// value (G8), not because it read anything.
struct FocusHolder: View {
    @FocusState private var field: Field?
    var body: some View {
        VStack {
            Text(field == .name ? "name focused" : "name not focused")
            Button("Focus name") { field = .name }
            HeldFocus(focus: $field)
        }
    }
}

struct HeldFocus: View {
    @FocusState.Binding var focus: Field?
    var body: some View { Text("holds the focus") }
}

@Suite("The vocabulary's kinds, each held to a fact a bug in it would change")
struct VocabularyKindsTests {
    static let classes = Combination.all.filter { $0.kind == .class }

    @Test(arguments: classes)
    func aStayingOnDisappearRunsTheActionItsBodyMadeLast(combination: Combination) {
        let farewell = Workload(
            "farewell", model: { _ in () }, screen: { _ in Farewell() }, steps: [.tap("Knock"), .flip("Guest")])
        let session = farewell.session(combination, size: 1)
        defer { session.tearDown() }
        _ = session.launch()
        _ = session.perform("knock")
        _ = session.perform("knock")
        let gone = session.perform("guest")
        #expect(gone.actions == 1)
        #expect(session.rendered().map(\.text).last == "Guest: off · [Knock] · left after 2 knocks")
    }

    @Test(arguments: classes)
    func tasksStartedInOnePassRunTheirFirstPartsInTheOrderStarted(combination: Combination) {
        let starters = Workload("starters", model: { _ in () }, screen: { _ in Starters() }, steps: [])
        let session = starters.session(combination, size: 1)
        defer { session.tearDown() }
        let launch = session.launch()
        #expect(launch.tasksStarted == 3)
        #expect(session.rendered().map(\.text).last == "a · b · c · order: abc")
    }

    @Test(arguments: classes)
    func poppingThePathTakesTheScreensLinksPushedOnTopOfIt(combination: Combination) {
        let workload = Workload(
            "path-links", model: { _ in NavShelf() }, screen: { PathScreen(shelf: $0, linked: true) },
            steps: [.follow("Owls"), .follow("More"), .tap("Home")])
        let session = workload.session(combination, size: 1)
        defer { session.tearDown() }
        _ = session.launch()
        #expect(session.perform("follow-owls").bodies == ["LinkedBooklet"])
        #expect(session.perform("follow-more").bodies == ["Placeholder"])
        let home = session.perform("home")
        #expect(home.unfoundControls == [])
        let shown = session.rendered().map(\.view)
        #expect(!shown.contains("LinkedBooklet") && !shown.contains("Placeholder"))
        #expect(session.staleViews() == [])
    }

    @Test(arguments: classes)
    func ofTwoPresentationsTheInnerIsOnTopAndIsTheOneDismissed(combination: Combination) {
        let workload = Workload(
            "sheets", model: { _ in () }, screen: { _ in StackedSheets() },
            steps: [.tap("Open"), .tap("Open inner", as: "inner"), .dismiss()])
        let session = workload.session(combination, size: 1)
        defer { session.tearDown() }
        _ = session.launch()
        _ = session.perform("open")
        _ = session.perform("inner")
        #expect(session.rendered().map(\.text).contains("the inner sheet"))
        let dismissed = session.perform("dismiss")
        #expect(dismissed.unfoundControls == [])
        // The outer sheet stays, told its inner one went; the screen under it is told nothing.
        #expect(session.rendered().map(\.text) == ["[Open] · none dismissed", "", "[Open inner] · inner dismissed", ""])
        #expect(session.staleViews() == [])
    }

    @Test(arguments: classes)
    func oneKeyInTwoSuitesIsTwoValuesAndTheStandardStoreIsTheDefault(combination: Combination) {
        let workload = Workload(
            "suites", model: { _ in () }, screen: { _ in TwoSuites() }, steps: [.tap("Bird"), .tap("Standard")])
        let session = workload.session(combination, size: 1)
        defer { session.tearDown() }
        _ = session.launch()
        _ = session.perform("bird")
        _ = session.perform("bird")
        _ = session.perform("standard")
        #expect(session.rendered().map(\.text).last == "[Bird] · [Standard] · birds 2, trees 0, standard 1")
        #expect(session.staleViews() == [])
    }

    @Test(arguments: classes)
    func aSuiteMadeAnewEachTimeItsViewIsMadeKeepsItsValue(combination: Combination) {
        let workload = Workload(
            "inline-suite", model: { _ in () }, screen: { _ in InlineSuiteParent() }, steps: [.tap("Count"), .tap("Round")])
        let session = workload.session(combination, size: 1)
        defer { session.tearDown() }
        _ = session.launch()
        _ = session.perform("count")
        _ = session.perform("round")
        _ = session.perform("round")
        #expect(session.rendered().map(\.text).last?.hasSuffix("counted 1") == true, "\(session.rendered().map(\.text))")
        #expect(session.staleViews() == [])
    }

    @Test(arguments: classes)
    func aChildHandedAFocusBindingThatShowsAnotherValueRuns(combination: Combination) {
        let workload = Workload(
            "focus-holder", model: { _ in () }, screen: { _ in FocusHolder() }, steps: [.tap("Focus name")])
        let session = workload.session(combination, size: 1)
        defer { session.tearDown() }
        _ = session.launch()
        let moved = session.perform("focus-name")
        #expect(moved.bodies == ["FocusHolder", "HeldFocus"])
        #expect(session.rendered().first?.text.contains("name focused") == true)
        #expect(session.staleViews() == [])
    }
}
