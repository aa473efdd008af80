/// The screen's tree as it stands, as plain data: each live view's name, its
/// identity among its siblings, the graph's id of it (the `viewID` of its
/// ``BodyRun``s), the views its body made one by one and its rows. What a
/// page of the tree is drawn from, outside the graph.
package struct ViewSnapshot: Sendable {
    /// The view's name: `GuideRow`.
    package let name: String
    /// Its id among its siblings: a row's id, empty in a fixed layout.
    package let id: String
    /// The graph's id of the view, as its body runs carry it.
    package let viewID: Int
    /// The views its body made one by one, in order.
    package let children: [ViewSnapshot]
    /// Its rows, in order.
    package let rows: [ViewSnapshot]
    /// Whether its body runs are counted: a view of the graph's own (a
    /// container, a navigation stack) is part of its maker's render.
    package var isCounted = true
}

extension Graph {
    /// The screen's tree as it stands; nil before the launch.
    package func snapshot() -> ViewSnapshot? {
        root.map(snapshot)
    }

    private func snapshot(_ node: Node) -> ViewSnapshot {
        ViewSnapshot(
            name: node.name, id: node.key.id, viewID: node.id, children: node.fixed.map(snapshot),
            rows: node.rowNodes.map(snapshot), isCounted: node.isCounted)
    }
}
