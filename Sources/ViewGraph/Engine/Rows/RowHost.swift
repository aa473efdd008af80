/// A row whose view has no body (a `Text`, a stack): a view in the graph that
/// runs no counted body, showing what its primitives show.
@usableFromInline
nonisolated struct RowHost<Row: View>: View, Uncounted {
    @usableFromInline let row: Row
    @usableFromInline var body: Row { row }
    var named: String { viewName(of: row) }

    @usableFromInline init(row: Row) {
        self.row = row
    }
}

/// A view of the graph's own that runs no body of the screen's: never counted.
protocol Uncounted {
    /// The name a stale finding gives it.
    var named: String { get }
}
