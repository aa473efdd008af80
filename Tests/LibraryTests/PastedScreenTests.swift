import ObservationHarness
import PastedShelfObjects
import PastedShelfValues
import Testing

// A screen pasted from SwiftUI with only its import changed (Tests/Pasted),
// over its books as objects and as values, measured in all six combinations.
// What it must run, step by step, is worked out from the rules, not read off a
// run: a List shows 20 rows; every BookRow is handed `onOpen`, a closure that
// captures the store and the book, so whenever the screen runs, every row on
// screen runs with it (G11d). The shelf is kept in @State and handed on in
// plain `let`s: the object columns run the screen's ObservableObject port,
// which holds it there (A10); read as written, nothing holds it, no change
// to it runs anything, and what shows the shelf goes stale (A4).

/// The pasted screen, its books as objects (class) and as values (struct).
let pastedShelf = Workload("shelf", summary: "a screen pasted from SwiftUI: a search field over a shelf in a List")
    .kind(.class, model: { _ in () }, screen: { _ in PastedShelfObjects.makeShelfScreen() }, steps: shelfSteps(PastedShelfObjects.Shelf.self) {
        PastedShelfObjects.Book(id: $0, title: $1)
    })
    .kind(.struct, model: { _ in () }, screen: { _ in PastedShelfValues.makeShelfScreen() }, steps: shelfSteps(PastedShelfValues.Shelf.self) {
        PastedShelfValues.Book(id: $0, title: $1)
    })

/// The steps, the same for both kinds: typing and clearing the field, opening
/// a book by its button, and a book arriving as a network response would add it.
func shelfSteps<Shelf: AnyObject, Book>(
    _ shelf: Shelf.Type, book: @escaping @Sendable (Int, String) -> Book
) -> [Step<Void>] where Shelf: ShelfHolding, Shelf.Book == Book {
    [
        .type("Sahel", into: "Search", as: "type"),
        .type("", into: "Search", as: "clear"),
        .tap("Birds of Britain vol. 1", as: "open"),
        Step("arrive", "a book is appended to the shelf, as a network response would") { _, screen in
            guard let shelf = screen.first(Shelf.self) else { return }
            shelf.books.append(book(shelf.books.count, "Birds of the Sahel vol. \(shelf.books.count + 1)"))
        },
    ]
}

/// What the steps reach of either kind's shelf.
protocol ShelfHolding: AnyObject, SendableMetatype {
    associatedtype Book
    var books: [Book] { get set }
}

extension PastedShelfObjects.Shelf: ShelfHolding {}
extension PastedShelfValues.Shelf: ShelfHolding {}

@Suite("A8: a screen pasted from SwiftUI, measured")
struct PastedScreenTests {
    @Test(arguments: Combination.all)
    func theCountsAreWhatSwiftUIsRulesPredict(combination: Combination) {
        let session = pastedShelf.session(combination, size: 1)
        defer { session.tearDown() }
        // The screen, the count, and a screenful of the thirty books.
        #expect(session.launch().bodies == ["ShelfScreen", "ShelfCount"] + Array(repeating: "BookRow", count: 20))
        // Ten books match: the six of them on screen before moved up, are
        // compared where they now stand and run for their closure; four come on
        // screen, fourteen leave; the count is handed the same shelf, compared and skipped.
        let type = session.perform("type")
        #expect(type.bodies == ["ShelfScreen"] + Array(repeating: "BookRow", count: 10))
        #expect(type.runs.dropFirst().map(\.key.id) == ["2", "5", "8", "11", "14", "17", "20", "23", "26", "29"])
        #expect((type.compared, type.skipped, type.removed) == (7, 1, 14))
        #expect(session.staleViews() == [])
        // Back to all thirty: a screenful again, every row on it run.
        #expect(session.perform("clear").bodies == ["ShelfScreen"] + Array(repeating: "BookRow", count: 20))
        let everyRow = ["ShelfScreen", "ShelfCount"] + Array(repeating: "BookRow", count: 20)
        // Nobody reads which book is open. Under object-level the screen's
        // ObservableObject port holds the shelf it keeps in @State as
        // @StateObject does, and the count's plain let as @ObservedObject does
        // (A10): the send runs both, and the screen's run every row on screen.
        #expect(session.perform("open").bodies == (combination.notify == .object ? everyRow : []))
        #expect(session.staleViews() == [])
        // The screen and the count read the books; the screen's run runs
        // every row on screen for its closure; the new book is off screen.
        #expect(session.perform("arrive").bodies == everyRow)
        #expect(session.staleViews() == [])
    }

    @Test(arguments: Kind.allCases)
    func readAsWrittenNothingHoldsTheShelfUnderObjectLevelAndTheCountGoesStale(kind: Kind) {
        // A4: kept in @State and handed on in plain lets, the shelf is held by no view.
        let session = pastedShelf.readingObjectsAsWritten().session(Combination(.object, kind), size: 1)
        defer { session.tearDown() }
        _ = session.launch()
        _ = session.perform("type")
        _ = session.perform("clear")
        #expect(session.perform("open").bodies == [])
        #expect(session.perform("arrive").bodies == [])
        #expect(session.staleViews().map(\.description) == [
            #"ShelfCount shows "30 books" but should show "31 books": its body read a Shelf it does not hold, "#
                + "so under object-level no change to it runs it; hold it with @Bindable, which its ObservableObject port writes @ObservedObject"
        ])
    }

    @Test func typingRunsEveryRowOnScreenBecauseOnOpenCapturesAndWithoutItTheRowsAreSkipped() {
        let plain = Workload("plain-shelf", model: { _ in () }, screen: { _ in PlainShelf() }, steps: [.type("Sahel", into: "Search", as: "type")])
        for (workload, rows) in [(pastedShelf, 10), (plain, 4)] {
            let session = workload.session(Combination(.property, .class), size: 1)
            _ = session.launch()
            let type = session.perform("type")
            #expect(type.bodies.filter { $0.hasSuffix("Row") }.count == rows, "\(workload.name)")
            session.tearDown()
        }
    }
}

/// The pasted screen with rows handed the book alone: typing skips the six
/// rows that stay on screen and runs the four that come on screen.
private struct PlainShelf: View {
    @State private var query = ""
    @State private var store = PastedShelfObjects.Shelf()
    var body: some View {
        VStack {
            TextField("Search", text: $query)
            List(store.books.filter { query.isEmpty || $0.title.contains(query) }) { book in
                PlainBookRow(book: book)
            }
        }
    }
}

private struct PlainBookRow: View {
    let book: PastedShelfObjects.Book
    var body: some View { Text(book.title) }
}
