/// One view alive in the graph: its inputs, what it shows, its children, and
/// the subscription to what its body last depended on.
final class Node {
    let id: Int
    let key: Child.Key
    let depth: Int
    let name: String
    /// The view's type, compared before its inputs are (G4).
    let viewType: ObjectIdentifier
    // One thread uses the graph and no accesses overlap: no run-time exclusivity check.
    @exclusivity(unchecked) var view: any View
    @exclusivity(unchecked) var text = Text(verbatim: "")
    /// The children its body makes one by one.
    @exclusivity(unchecked) var fixed: [Node] = []
    /// The children its body makes from a ``RowList``, after the fixed ones;
    /// kept apart so that a re-run list that changes nothing copies nothing.
    @exclusivity(unchecked) var rowNodes: [Node] = []
    /// What this view's rows were made from at its last run (the graph's own
    /// copy), to diff the next run's against.
    @exclusivity(unchecked) var keptRows: AnyObject?

    /// Every child, in order: the fixed ones, then the rows.
    var children: [Node] { rowNodes.isEmpty ? fixed : fixed + rowNodes }
    @exclusivity(unchecked) var subscription: (any Subscription)?
    /// Why it must run at this flush, if it was invalidated (G3, G5).
    @exclusivity(unchecked) var pending: [Cause]?

    init(id: Int, key: Child.Key, depth: Int, view: any View, viewType: ObjectIdentifier, name: String) {
        self.id = id
        self.key = key
        self.depth = depth
        self.view = view
        self.viewType = viewType
        self.name = name
    }
}
