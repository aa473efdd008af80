import ObservationHarness
import Testing

// A9's content: images, labels, progress views, unavailable content, colours
// and shapes are primitives. None has a body that runs or is counted; each
// shows a short text as part of the view whose body made it (the stale check
// compares it), and a view with a body inside one is a child of its own.

final class Shelf: Model {
    @Tracked var done = 2
    @Tracked var total = 5
    @Tracked var query = ""
    @Tracked var retries = 0
}

/// Every content primitive, in one body.
struct Gallery: View {
    let shelf: Shelf
    var body: some View {
        VStack {
            Image(systemName: "star")
            Image("cover")
            Image(decorative: "texture")
            Label("Inbox", systemImage: "tray")
            Label("Logo", image: "logo")
            ProgressView()
            ProgressView("Loading")
            ProgressView(value: Double(shelf.done), total: Double(shelf.total))
            ProgressView(value: 0.25) { Text("Upload") } currentValueLabel: { Text("1 of 4") }
            Color.red
            Color(red: 0.2, green: 0.4, blue: 0.6)
            Color.blue.opacity(0.5)
            Circle()
            RoundedRectangle(cornerRadius: 8).fill(Color.green)
            Capsule().stroke(.red, lineWidth: 2)
            Ellipse().fill(.tint)
            Rectangle().strokeBorder(Color.white.opacity(0.25))
            Circle().trim(from: 0, to: 0.5).stroke(Color.orange, style: StrokeStyle(lineWidth: 4, lineCap: .round))
            Path { path in path.addEllipse(in: CGRect(x: 0, y: 0, width: 4, height: 4)) }
            Triangle().fill()
        }
    }
}

/// What a screen shows when it has nothing: the three initialisers and the search.
struct Unavailable: View {
    let shelf: Shelf
    var body: some View {
        VStack {
            ContentUnavailableView("No Mail", systemImage: "tray", description: Text("New mail appears here."))
            ContentUnavailableView {
                Label { CountTitle(shelf: shelf) } icon: { Image(systemName: "book") }
            } description: {
                Text("Tried \(shelf.retries) times")
            } actions: {
                Button { shelf.retries += 1 } label: { Label("Retry", systemImage: "arrow.clockwise") }
            }
            if shelf.query.isEmpty { ContentUnavailableView.search } else { ContentUnavailableView.search(text: shelf.query) }
        }
    }
}

/// A title with a body, inside a label: a child of its own (G12).
struct CountTitle: View {
    let shelf: Shelf
    var body: some View { Text("\(shelf.done) read") }
}

let galleryWorkload = Workload(
    "gallery", model: { _ in Shelf() }, screen: { Gallery(shelf: $0) },
    steps: [Step("read") { $0.done += 1 }])

let unavailableWorkload = Workload(
    "unavailable", model: { _ in Shelf() }, screen: { Unavailable(shelf: $0) },
    steps: [.tap("Retry"), Step("search") { $0.query = "wren" }, Step("read") { $0.done += 1 }])

@Suite("A9: content views are primitives that show a short text")
struct ContentViewsTests {
    @Test(arguments: Combination.all.filter { $0.kind == .class })
    func eachPrimitiveShowsItsTextAndRunsNoBody(combination: Combination) {
        let session = galleryWorkload.session(combination, size: 1)
        defer { session.tearDown() }
        #expect(session.launch().bodies == ["Gallery"])
        let shown = [
            "star", "cover", "tray", "Inbox", "logo", "Logo", "in progress", "Loading", "in progress", "40%",
            "Upload", "1 of 4", "25%", "red", "#336699FF", "50% blue", "circle", "green rounded rectangle",
            "red capsule", "ellipse", "25% white rectangle", "orange circle", "path", "triangle",
        ]
        #expect(session.rendered().map(\.text) == [shown.joined(separator: " · ")])
        // The progress view's value is read in the gallery's body: it runs, and shows the new value.
        #expect(session.perform("read").bodies == ["Gallery"])
        #expect(session.rendered().first?.text.contains(" · 60% · ") == true)
        #expect(session.staleViews() == [])
    }

    @Test(arguments: Combination.all.filter { $0.kind == .class })
    func unavailableContentShowsItsPartsAndItsActionsAreControls(combination: Combination) {
        let session = unavailableWorkload.session(combination, size: 1)
        defer { session.tearDown() }
        #expect(session.launch().bodies == ["Unavailable", "CountTitle"])
        #expect(
            session.rendered().map(\.text) == [
                "tray · No Mail · New mail appears here. · book · Tried 0 times · [arrow.clockwise · Retry] · magnifyingglass · No Results · Check the spelling or try a new search.",
                "2 read",
            ])
        // The action is a button a step taps, by its label's title; the
        // description read the retries.
        let retry = session.perform("retry")
        #expect(retry.unfoundControls == [])
        #expect(retry.bodies == (combination.notify == .object ? ["Unavailable", "CountTitle"] : ["Unavailable"]))
        #expect(session.rendered().first?.text.contains("Tried 1 times") == true)
        #expect(session.perform("search").bodies.first == "Unavailable")
        #expect(session.rendered().first?.text.hasSuffix("No Results for \u{201C}wren\u{201D} · Check the spelling or try a new search.") == true)
        // The label's title is a child: it alone reads what it shows.
        #expect(session.perform("read").bodies == (combination.notify == .object ? ["Unavailable", "CountTitle"] : ["CountTitle"]))
        #expect(session.staleViews() == [])
    }
}
