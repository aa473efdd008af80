import ObservationHarness
import Testing

// A9, navigation: a link's destination runs when the link is followed, not
// before, and is torn down, its state lost, when popped; a value link's
// screen is made by the stack's navigationDestination; a split view shows a
// sidebar link's screen in place of its detail; a toolbar's button is part
// of the render of the view that made it, and tappable.

struct Booklet: Identifiable, Hashable {
    let id: Int
    var title: String
}

final class NavShelf: Model {
    @Tracked var booklets = [Booklet(id: 1, title: "Wrens"), Booklet(id: 2, title: "Owls")]
}

struct BookletDetail: View {
    let booklet: Booklet
    @State private var notes = 0
    var body: some View {
        Button("\(booklet.title): \(notes) notes") { notes += 1 }
    }
}

struct ShelfScreen: View {
    @ObservedObject var shelf: NavShelf
    var body: some View {
        NavigationStack {
            List(shelf.booklets) { booklet in
                NavigationLink(booklet.title) { BookletDetail(booklet: booklet) }
            }
            .navigationTitle("NavShelf")
            .navigationBarTitleDisplayMode(.inline)
        }
    }
}

struct PathScreen: View {
    @State private var path: [Booklet] = []
    @ObservedObject var shelf: NavShelf
    /// Whether a booklet's screen has a link of its own, which the view pushes on top of it.
    var linked = false
    var body: some View {
        VStack {
            NavigationStack(path: $path) {
                VStack {
                    ForEach(shelf.booklets) { booklet in NavigationLink(booklet.title, value: booklet) }
                }
                .navigationDestination(for: Booklet.self) { booklet in
                    if linked { LinkedBooklet(booklet: booklet) } else { BookletDetail(booklet: booklet) }
                }
            }
            // A bar beside the stack: on screen whatever the stack shows (A13).
            HStack {
                Button("Open all") { path = shelf.booklets }
                Button("Home") { path = [] }
            }
        }
    }
}

struct Placeholder: View {
    var body: some View { Text("Pick a booklet") }
}

struct SplitScreen: View {
    @ObservedObject var shelf: NavShelf
    var body: some View {
        NavigationSplitView {
            List(shelf.booklets) { booklet in NavigationLink(booklet.title, value: booklet) }
                .navigationDestination(for: Booklet.self) { booklet in BookletDetail(booklet: booklet) }
        } detail: {
            Placeholder()
        }
    }
}

struct BookletList: View {
    @ObservedObject var shelf: NavShelf
    var body: some View {
        Text("\(shelf.booklets.count) booklets")
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button("Add") { shelf.booklets.append(Booklet(id: 3, title: "Gulls")) }
                }
                ToolbarItemGroup(placement: .bottomBar) { ShelfBadge(shelf: shelf) }
            }
    }
}

struct ShelfBadge: View {
    @ObservedObject var shelf: NavShelf
    var body: some View { Text("last: \(shelf.booklets.last?.title ?? "none")") }
}

struct PageView: View {
    let page: Int
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        Button("Close page \(page)") { dismiss() }
    }
}

/// A path of values of two types, each shown by its own destination.
struct AnyPathScreen: View {
    @State private var path = NavigationPath()
    var body: some View {
        VStack {
            NavigationStack(path: $path) {
                VStack {
                    NavigationLink("Wrens", value: Booklet(id: 1, title: "Wrens"))
                }
                .navigationDestination(for: Booklet.self) { booklet in BookletDetail(booklet: booklet) }
                .navigationDestination(for: Int.self) { page in PageView(page: page) }
            }
            // A bar beside the stack: on screen whatever the stack shows (A13).
            Button("Page 3") { path.append(3) }
        }
    }
}

@Suite("A9: navigation")
struct NavigationTests {
    static let classes = Combination.all.filter { $0.kind == .class }

    @Test(arguments: classes)
    func aLinksDestinationRunsWhenFollowedAndIsTornDownWhenPopped(combination: Combination) {
        let workload = Workload(
            "links", model: { _ in NavShelf() }, screen: { ShelfScreen(shelf: $0) },
            steps: [.follow("Wrens"), .tap("Wrens: 0 notes", as: "note"), .back()])
        let session = workload.session(combination, size: 1)
        defer { session.tearDown() }
        // The destinations are made with the links, but no body of theirs runs.
        #expect(session.launch().bodies == ["ShelfScreen"])
        #expect(!session.rendered().map(\.view).contains("BookletDetail"))
        let followed = session.perform("follow-wrens")
        #expect(followed.runs.map(\.description) == ["BookletDetail: @self, @identity, __notes changed."])
        #expect(session.perform("note").runs.map(\.description) == ["BookletDetail: __notes changed."])
        #expect(session.rendered().map(\.text).contains("[Wrens: 1 notes]"))
        let popped = session.perform("back")
        #expect(popped.bodies == [])
        #expect(popped.removed == 2)
        // Followed again, the screen starts from its initial state.
        #expect(session.perform("follow-wrens").bodies == ["BookletDetail"])
        #expect(session.rendered().map(\.text).contains("[Wrens: 0 notes]"))
        // The stack shows its title and, while a screen is pushed, its back button; each row its link.
        #expect(session.rendered().first { $0.view == "NavigationStack" }?.text == "NavShelf · [< Back]")
        #expect(session.rendered().filter { $0.view == "NavigationLink" }.map(\.text) == ["Wrens >", "Owls >"])
        #expect(session.staleViews() == [])
    }

    @Test func goingBackWithNothingPushedOrFollowingALinkNotOnScreenFailsTheStep() {
        let workload = Workload(
            "links", model: { _ in NavShelf() }, screen: { ShelfScreen(shelf: $0) }, steps: [.back(), .follow("Gulls")])
        let session = workload.session(Combination(.property, .class), size: 1)
        defer { session.tearDown() }
        _ = session.launch()
        #expect(session.perform("back").unfoundControls == [#"went back with the back button "Back", which is not on screen; the screen shows no back button"#])
        #expect(session.perform("follow-gulls").unfoundControls == [#"followed the link "Gulls", which is not on screen; the links on screen are "Wrens", "Owls""#])
    }

    @Test(arguments: classes)
    func aValueLinkPushesOnThePathAndItsDestinationMakesTheScreen(combination: Combination) {
        let workload = Workload(
            "values", model: { _ in NavShelf() }, screen: { PathScreen(shelf: $0) },
            steps: [.follow("Owls"), .tap("Open all"), .back(), .tap("Home")])
        let session = workload.session(combination, size: 1)
        defer { session.tearDown() }
        #expect(session.launch().bodies == ["PathScreen"])
        // The path is the screen's state, which its body does not read: it does not run.
        #expect(session.perform("follow-owls").runs.map(\.description) == ["BookletDetail: @self, @identity, __notes changed."])
        // A new path: Wrens takes Owls's place (another value there, another
        // screen), and Owls comes after it.
        let opened = session.perform("open-all")
        #expect(opened.bodies == ["BookletDetail", "BookletDetail"])
        #expect(opened.removed == 2)
        #expect(session.rendered().filter { $0.view == "BookletDetail" }.map(\.text) == ["[Wrens: 0 notes]", "[Owls: 0 notes]"])
        #expect(session.perform("back").removed == 2)
        #expect(session.perform("home").removed == 2)
        #expect(!session.rendered().map(\.view).contains("BookletDetail"))
        #expect(session.staleViews() == [])
    }

    @Test(arguments: classes)
    func aSidebarLinkShowsItsScreenInPlaceOfTheDetail(combination: Combination) {
        let workload = Workload(
            "split", model: { _ in NavShelf() }, screen: { SplitScreen(shelf: $0) }, steps: [.follow("Wrens"), .follow("Owls"), .back()])
        let session = workload.session(combination, size: 1)
        defer { session.tearDown() }
        // Every column is made at launch, as on an iPad.
        #expect(session.launch().bodies == ["SplitScreen", "Placeholder"])
        let wrens = session.perform("follow-wrens")
        #expect(wrens.bodies == ["BookletDetail"])
        #expect(wrens.removed == 1)
        // Another sidebar link replaces the screen shown, rather than pushing on it.
        let owls = session.perform("follow-owls")
        #expect(owls.bodies == ["BookletDetail"])
        #expect(owls.removed == 2)
        #expect(session.rendered().filter { $0.view == "BookletDetail" }.map(\.text) == ["[Owls: 0 notes]"])
        // The sidebar's choice is not a screen to go back from.
        #expect(session.perform("back").unfoundControls.count == 1)
        #expect(session.staleViews() == [])
    }

    @Test(arguments: classes)
    func aToolbarButtonIsTappableAndItsViewsArePartOfTheRender(combination: Combination) {
        let workload = Workload(
            "toolbar", model: { _ in NavShelf() }, screen: { shelf in NavigationStack { BookletList(shelf: shelf) } }, steps: [.tap("Add")])
        let session = workload.session(combination, size: 1)
        defer { session.tearDown() }
        #expect(session.launch().bodies == ["BookletList", "ShelfBadge"])
        #expect(session.rendered().first { $0.view == "BookletList" }?.text == "2 booklets · [Add]")
        #expect(session.perform("add").bodies == ["BookletList", "ShelfBadge"])
        #expect(session.rendered().filter { $0.view == "ShelfBadge" }.map(\.text) == ["last: Gulls"])
        #expect(session.staleViews() == [])
    }

    @Test(arguments: classes)
    func aNavigationPathHoldsValuesOfAnyTypeAndDismissPopsTheScreenThatCallsIt(combination: Combination) {
        let workload = Workload(
            "any-path", model: { _ in () }, screen: { _ in AnyPathScreen() },
            steps: [.follow("Wrens"), .tap("Page 3"), .tap("Close page 3", as: "close"), .back()])
        let session = workload.session(combination, size: 1)
        defer { session.tearDown() }
        #expect(session.launch().bodies == ["AnyPathScreen"])
        #expect(session.perform("follow-wrens").bodies == ["BookletDetail"])
        #expect(session.perform("page-3").runs.map(\.description) == ["PageView: @self changed."])
        let closed = session.perform("close")
        #expect(closed.bodies == [])
        #expect(closed.removed == 2)
        #expect(session.rendered().filter { $0.view == "BookletDetail" }.map(\.text) == ["[Wrens: 0 notes]"])
        #expect(session.perform("back").removed == 2)
        #expect(session.staleViews() == [])
    }
}
