/// Rows the graph can diff in one pass; ``ForEach`` is the one kind there is.
package protocol RowList {
    /// How many rows there are.
    var count: Int { get }
    /// The identity of the row at `index`.
    func key(at index: Int) -> ViewIdentity
    /// The view of the row at `index`, made on demand.
    func view(at index: Int) -> any View
    /// The identity of the row at `index` and what it shows, its body run
    /// untracked, from one read of its element and without boxing its view:
    /// what a stale check runs for each row of a long list.
    func keyAndContent(at index: Int) -> (key: ViewIdentity, content: BodyContent)
    /// The same rows, made from `kept`, the graph's copy that ``diff(against:)``
    /// returned: what a lazy list scrolls through.
    func rows(keptIn kept: AnyObject) -> any RowList
    /// Pairs these rows with those the graph `kept` from the last run, by
    /// position for as long as their ids agree, and says which of the paired rows
    /// have different inputs; returns what to keep for the next run.
    func diff(against kept: AnyObject?) -> (pairing: Pairing, kept: AnyObject)
}

/// How far two lists of rows pair by position, and which paired rows changed.
package struct Pairing {
    /// Rows 0..<paired have the same ids in both lists.
    package let paired: Int
    /// The paired rows whose inputs differ, in increasing order.
    package let changed: [Int]
}
