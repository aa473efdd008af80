import ObservationHarness

// The pasted screen's models in @Observable's shape, its books as values in
// one tracked array.

/// A shelf of books, and the book last opened.
public final class Shelf: Model {
    @Tracked public var books: [Book] = Book.catalogue.enumerated().map { Book(id: $0.offset, title: $0.element) }
    @Tracked public var opened: Book.ID?
}

/// A book, as a value.
public struct Book: Identifiable, Equatable {
    public let id: Int
    public var title: String

    public init(id: Int, title: String) {
        self.id = id
        self.title = title
    }

    /// Thirty titles: more than a screenful of a `List`.
    public static let catalogue = (1...30).map { "Birds of \($0 % 3 == 0 ? "the Sahel" : $0 % 3 == 1 ? "Britain" : "the Andes") vol. \($0)" }
}

/// The screen as pasted, for a workload to make.
public func makeShelfScreen() -> some View { ShelfScreen() }
