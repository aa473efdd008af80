/// One view alive in the graph: its inputs, what it shows, its children, and
/// the subscription to what its body last depended on.
final class Node {
    let id: Int
    let key: Child.Key
    let depth: Int
    let name: String
    /// The view whose body made this one; nil for the root. A parent outlives
    /// its children in the tree, and a torn-down view is never asked for it.
    unowned(unsafe) let parent: Node?
    /// Where rows stand among their siblings: after every fixed child.
    static let firstRowPlace = 1 << 40
    /// Where it stands among its siblings: fixed children first, then rows.
    /// Set whenever its parent's list of children is rebuilt.
    @exclusivity(unchecked) var place = 0
    /// The view's type, compared before its inputs are (G4).
    let viewType: ObjectIdentifier
    // One thread uses the graph and no accesses overlap: no run-time exclusivity check.
    @exclusivity(unchecked) var view: any View {
        // A new view value has new dynamic properties, not yet given storage.
        didSet { attached = false }
    }
    /// Whether the dynamic properties of `view` point at this view's storage.
    @exclusivity(unchecked) var attached = false
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
    /// Whether its view has state or reads the environment: worked out once per type.
    let hasDynamicProperties: Bool
    /// Its state (G7), by the property's label: `_query`.
    @exclusivity(unchecked) var states: [String: Location] = [:]
    /// What it sets in its children's environment (G9), by key name.
    @exclusivity(unchecked) var environment: [String: Location] = [:]
    /// The state and environment locations its body read on its last run.
    @exclusivity(unchecked) var locationsRead: [Location] = []
    /// Why it must run at this flush, if it was invalidated (G3, G5).
    @exclusivity(unchecked) var pending: [Cause]?

    init(id: Int, key: Child.Key, parent: Node?, view: any View, type: ViewType) {
        self.id = id
        self.key = key
        self.parent = parent
        self.depth = parent.map { $0.depth + 1 } ?? 0
        self.view = view
        viewType = type.id
        name = type.name
        hasDynamicProperties = type.hasDynamicProperties
    }
}

extension Node {
    /// Whether this view comes before `other` in tree order (preorder: a parent
    /// before its children, siblings in order); the order a flush runs them in (G4).
    func precedes(_ other: Node) -> Bool {
        var mine = self, theirs = other
        while mine.depth > theirs.depth { mine = mine.parent! }
        while theirs.depth > mine.depth { theirs = theirs.parent! }
        // One is the other's ancestor: the ancestor comes first.
        if mine === theirs { return depth < other.depth }
        while mine.parent !== theirs.parent {
            mine = mine.parent!
            theirs = theirs.parent!
        }
        return mine.place < theirs.place
    }
}

/// What the graph needs to know of a view's type, worked out once per type:
/// its name comes from the runtime's description of the type, and whether it
/// has dynamic properties from a reflection of a value; both cost microseconds.
struct ViewType {
    let id: ObjectIdentifier
    let name: String
    let hasDynamicProperties: Bool

    private static let known = Locked<[ObjectIdentifier: ViewType]>.make([:])

    static func of(_ view: some View) -> ViewType {
        let id = ObjectIdentifier(type(of: view))
        if let known = known.withLock({ $0[id] }) { return known }
        let found = ViewType(
            id: id, name: type(of: view).name,
            hasDynamicProperties: Mirror(reflecting: view).children.contains { $0.value is any DynamicProperty })
        known.withLock { $0[id] = found }
        return found
    }
}
