import ObservationHarness

struct ShelfScreen: View {
    @State private var query = ""
    @State private var store = Shelf()
    var body: some View {
        VStack {
            TextField("Search", text: $query)
            ShelfCount(shelf: store)
            List(store.books.filter { query.isEmpty || $0.title.contains(query) }) { book in
                BookRow(book: book, onOpen: { store.opened = book.id })
            }
        }
        .environment(store)
    }
}
struct ShelfCount: View {
    let shelf: Shelf
    var body: some View { Text("\(shelf.books.count) books") }
}
struct BookRow: View {
    let book: Book
    let onOpen: () -> Void
    var body: some View { Button(book.title, action: onOpen) }
}
