import ObservationHarness
import Testing

// A button's or a link's label made of a view with a body, as real lists
// write them (`NavigationLink(value: booklet) { BookletTile(booklet: booklet) }`):
// the label's views are made and run as the maker's children, as SwiftUI
// makes them, and a step finds the control by what they show.

struct BookletTile: View {
    let booklet: Booklet
    var body: some View {
        Image(systemName: "book")
        Text(booklet.title)
    }
}

struct TileShelf: View {
    @ObservedObject var shelf: NavShelf
    @State private var taps = 0
    var body: some View {
        NavigationStack {
            VStack {
                ForEach(shelf.booklets) { booklet in
                    NavigationLink(value: booklet) { BookletTile(booklet: booklet) }
                }
                Button { taps += 1 } label: { BookletTile(booklet: Booklet(id: 0, title: "Tap me")) }
                Text("\(taps) taps")
            }
            .navigationDestination(for: Booklet.self) { booklet in BookletDetail(booklet: booklet) }
        }
    }
}

@Suite("A9: a label made of a view with a body")
struct LabelViewsTests {
    @Test(arguments: Combination.all.filter { $0.kind == .class })
    func aLinksAndAButtonsLabelViewsRunAndTheyAreFoundByWhatTheyShow(combination: Combination) {
        let workload = Workload(
            "tile-shelf", model: { _ in NavShelf() }, screen: { TileShelf(shelf: $0) },
            steps: [
                .follow("Owls"), .back(), .tap("Tap me"),
                Step("rename") { $0.booklets[0].title = "Wrens and Larks" }, .follow("Wrens and Larks", as: "follow-renamed"),
                .back(as: "back-again"), .follow("Kites", as: "missing"),
            ])
        let session = workload.session(combination, size: 1)
        defer { session.tearDown() }
        // Each label's view is a child of the screen, made and run with it.
        #expect(session.launch().bodies == ["TileShelf", "BookletTile", "BookletTile", "BookletTile"])
        #expect(session.perform("follow-owls").bodies == ["BookletDetail"])
        #expect(session.rendered().map(\.text).contains("[Owls: 0 notes]"))
        // The pushed screen and the view that holds its place on the stack.
        #expect(session.perform("back").removed == 2)
        #expect(session.perform("tap-me").bodies == ["TileShelf"])
        #expect(session.rendered().map(\.text).contains("1 taps"))
        // The tile gets a new booklet and runs; the link is then found by its new title.
        #expect(session.perform("rename").bodies == ["TileShelf", "BookletTile"])
        #expect(session.perform("follow-renamed").bodies == ["BookletDetail"])
        #expect(session.staleViews() == [])
        _ = session.perform("back-again")
        // A link no label shows fails, naming the links by what their labels show.
        #expect(session.perform("missing").unfoundControls == [
            #"followed the link "Kites", which is not on screen; the links on screen are "book · Wrens and Larks", "book · Owls""#
        ])
    }
}

/// A label of its own, shown by a stepper and by a link.
struct CountLabel: View {
    let count: Int
    var body: some View { Text("Count: \(count)") }
}

struct CountForm: View {
    @State private var count = 1
    var body: some View {
        Stepper(value: $count, in: 0...9) { CountLabel(count: count) }
        Link(destination: URL(string: "https://example.com")!) { CountLabel(count: count * 10) }
        Text("\(count)")
    }
}

extension LabelViewsTests {
    // The other controls' labels of views with a body run and count too,
    // though a step finds them by their primitives' text alone.
    @Test(arguments: Combination.all.filter { $0.kind == .class })
    func theOtherControlsLabelViewsRunAsChildrenOfTheirMaker(combination: Combination) {
        let workload = Workload(
            "count-form", model: { _ in () }, screen: { _ in CountForm() },
            steps: [.stepUp("", as: "up")])
        let session = workload.session(combination, size: 1)
        defer { session.tearDown() }
        #expect(session.launch().bodies == ["CountForm", "CountLabel", "CountLabel"])
        #expect(session.rendered().map(\.text) == [" − + ·  ↗ · 1", "Count: 1", "Count: 10"])
        #expect(session.perform("up").bodies == ["CountForm", "CountLabel", "CountLabel"])
        #expect(session.rendered().map(\.text).suffix(2) == ["Count: 2", "Count: 20"])
        #expect(session.staleViews() == [])
    }
}
