/// A row whose view has no body (a `Text`, a stack): a view in the graph that
/// runs no counted body, showing what its primitives show.
@usableFromInline
package nonisolated struct RowHost<Row: View>: View, Uncounted {
    @usableFromInline package let row: Row
    @usableFromInline package var body: Row { row }
    package var named: String { viewName(of: row) }

    @usableFromInline package init(row: Row) {
        self.row = row
    }
}

/// A view of the graph's own that runs no body of the screen's: never counted.
package protocol Uncounted {
    /// The name a stale finding gives it.
    var named: String { get }
}
