/// One view alive in the graph: its inputs, what it shows, its children, and
/// the subscription to what its body last depended on.
package final class Node {
    // The fields are laid out in the order declared, the small ones in the
    // bytes the text and the key leave free before the next word: 152 bytes
    // in all, which the allocator rounds to 160, not 176 (a row of a million).
    @exclusivity(unchecked) package var text = Shown.empty
    /// Whether the dynamic properties of `view` point at this view's storage.
    @exclusivity(unchecked) package var attached = false
    /// ``place``, in the bytes the text and `attached` leave free.
    @exclusivity(unchecked) private var storedPlace: Int32 = 0
    package let key: ViewIdentity
    /// ``id``, in the bytes the key leaves free.
    private let storedID: Int32
    /// What is known of its view's type: interned for the life of the process,
    /// so held without a reference count.
    unowned(unsafe) let type: ViewType
    /// The view whose body made this one; nil for the root. A parent outlives
    /// its children in the tree, and a torn-down view is never asked for it.
    package unowned(unsafe) let parent: Node?
    // One thread uses the graph and no accesses overlap: no run-time exclusivity check.
    @exclusivity(unchecked) package var view: any View {
        // A new view value has new dynamic properties, not yet given storage.
        didSet { attached = false }
    }
    /// The children its body makes one by one.
    @exclusivity(unchecked) package var fixed: [Node] = []
    @exclusivity(unchecked) package var subscription: (any Subscription)?
    /// What few views have: kept apart, so that a row of a million costs a
    /// word for them, not five.
    @exclusivity(unchecked) private var extras: Extras?

    /// The graph's number for it, in the order made.
    package var id: Int { Int(storedID) }
    /// Where rows stand among their siblings: after every fixed child.
    static let firstRowPlace = 1 << 30
    /// Where it stands among its siblings: fixed children first, then rows.
    /// Set whenever its parent's list of children is rebuilt.
    package var place: Int {
        get { Int(storedPlace) }
        set { storedPlace = Int32(newValue) }
    }

    /// Why it is due, a list's kept elements, state, environment settings,
    /// locations read and controls shown.
    private final class Extras {
        var rowNodes: [Node] = []
        var pending: [Cause]?
        /// The array of one cause this view last ran for: a view invalidated
        /// for the same one again shares it, and its record holds no new array.
        var lastSingleCause: [Cause] = []
        var keptRows: AnyObject?
        var states: [String: Location] = [:]
        var environment: [String: Location] = [:]
        var applied: [String: Location] = [:]
        var locationsRead: [Location] = []
        var controls: [ShownControl] = []
        var reactions: [Int: ReactionRecord] = [:]
        var missingEnvironment: String?
        var coveredBy: String?
        var coverings: [Covering] = []
    }

    private var madeExtras: Extras {
        if let extras { return extras }
        let made = Extras()
        extras = made
        return made
    }

    /// The children its body makes from a ``RowList``, after the fixed ones;
    /// kept apart so that a re-run list that changes nothing copies nothing,
    /// and in the extras, since only a list has them.
    package var rowNodes: [Node] {
        get { extras?.rowNodes ?? [] }
        set { if !newValue.isEmpty || extras != nil { madeExtras.rowNodes = newValue } }
    }

    /// Why it must run at this flush, if it was invalidated (G3, G5).
    package var pending: [Cause]? {
        get { extras?.pending }
        set { if newValue != nil || extras != nil { madeExtras.pending = newValue } }
    }
    /// Marks it due for `cause` alone, sharing the array of its last single
    /// cause when that was the same one: a view that runs again for what it
    /// ran for last time costs its flush no allocation.
    func makePending(for cause: Cause) {
        let extras = madeExtras
        if extras.lastSingleCause.count != 1 || extras.lastSingleCause[0] != cause {
            extras.lastSingleCause = [cause]
        }
        extras.pending = extras.lastSingleCause
    }

    /// What this view's rows were made from at its last run (the graph's own
    /// copy), to diff the next run's against.
    var keptRows: AnyObject? {
        get { extras?.keptRows }
        set { if newValue != nil || extras != nil { madeExtras.keptRows = newValue } }
    }
    /// Its state (G7), by the property's label: `_query`.
    package var states: [String: Location] {
        get { extras?.states ?? [:] }
        set { madeExtras.states = newValue }
    }
    /// What it sets in its children's environment (G9), by key name.
    package var environment: [String: Location] {
        get { extras?.environment ?? [:] }
        set { madeExtras.environment = newValue }
    }
    /// What its parent's body set in the environment around it, below the root
    /// of that body: for it and the views below it (G9).
    package var applied: [String: Location] {
        get { extras?.applied ?? [:] }
        set { if !newValue.isEmpty || extras != nil { madeExtras.applied = newValue } }
    }
    /// The buttons, fields and toggles its body showed on its last run (A6).
    package var controls: [ShownControl] {
        get { extras?.controls ?? [] }
        set { if !newValue.isEmpty || extras != nil { madeExtras.controls = newValue } }
    }
    /// What covers it on screen, as its parent's last run laid it out (A13):
    /// a screen pushed over it, another tab selected; nil while it shows.
    var coveredBy: String? {
        get { extras?.coveredBy }
        set { if newValue != nil || extras != nil { madeExtras.coveredBy = newValue } }
    }
    /// The parts of its last run's content that something covers (A13).
    var coverings: [Covering] {
        get { extras?.coverings ?? [] }
        set { if !newValue.isEmpty || extras != nil { madeExtras.coverings = newValue } }
    }
    var hasCoverings: Bool { extras.map { !$0.coverings.isEmpty } ?? false }

    /// What its `onChange` and `task` modifiers saw at its last run, by their keys (R1, R2).
    package var reactions: [Int: ReactionRecord] {
        get { extras?.reactions ?? [:] }
        set { if !newValue.isEmpty || extras != nil { madeExtras.reactions = newValue } }
    }
    /// Whether its body had an `onChange` or a `task` at its last run.
    var hasReactions: Bool { extras.map { !$0.reactions.isEmpty } ?? false }
    /// What its view takes from the environment that no ancestor placed, if
    /// anything: its body does not run.
    package var missingEnvironment: String? {
        get { extras?.missingEnvironment }
        set { if newValue != nil || extras != nil { madeExtras.missingEnvironment = newValue } }
    }
    /// Whether its body showed a control on its last run.
    var hasControls: Bool { extras.map { !$0.controls.isEmpty } ?? false }
    /// The state and environment locations its body read on its last run.
    var locationsRead: [Location] {
        get { extras?.locationsRead ?? [] }
        set { madeExtras.locationsRead = newValue }
    }
    /// Whether its body read any state or environment location on its last run.
    var readLocations: Bool { extras.map { !$0.locationsRead.isEmpty } ?? false }

    /// Every child, in order: the fixed ones, then the rows.
    package var children: [Node] { rowNodes.isEmpty ? fixed : fixed + rowNodes }
    /// The view's name: `GuideRow`.
    package var name: String { type.name }
    /// The view's type, compared before its inputs are (G4).
    var viewType: ObjectIdentifier { type.id }
    /// Whether its view has state or reads the environment: worked out once per type.
    package var hasDynamicProperties: Bool { type.hasDynamicProperties }
    /// Whether its body is one of the screen's, counted when it runs: a row
    /// made of primitives alone runs none (A2).
    var isCounted: Bool { type.isCounted }
    /// How many views stand above it: worked out when asked, which is only
    /// when the views of a flush are put in tree order.
    var depth: Int {
        var depth = 0
        var node = parent
        while let above = node {
            depth += 1
            node = above.parent
        }
        return depth
    }

    package init(id: Int, key: ViewIdentity, parent: Node?, view: any View, type: ViewType) {
        storedID = Int32(id)
        self.key = key
        self.parent = parent
        self.view = view
        self.type = type
    }
}

extension Node {
    /// Whether this view comes before `other` in tree order (preorder: a parent
    /// before its children, siblings in order); the order a flush runs them in (G4).
    func precedes(_ other: Node) -> Bool {
        // Siblings, the pair a step most often invalidates: their places decide,
        // with no walk up to the root.
        if parent != nil && parent === other.parent { return place < other.place }
        var mine = self, theirs = other
        var mineDepth = mine.depth, theirDepth = theirs.depth
        let (ownDepth, otherDepth) = (mineDepth, theirDepth)
        while mineDepth > theirDepth {
            mine = mine.parent!
            mineDepth -= 1
        }
        while theirDepth > mineDepth {
            theirs = theirs.parent!
            theirDepth -= 1
        }
        // One is the other's ancestor: the ancestor comes first.
        if mine === theirs { return ownDepth < otherDepth }
        while mine.parent !== theirs.parent {
            mine = mine.parent!
            theirs = theirs.parent!
        }
        return mine.place < theirs.place
    }
}

extension Node {
    /// The keys from the root down to this view: its identity in any render of the screen.
    package var path: [ViewIdentity] {
        var keys: [ViewIdentity] = []
        var node: Node? = self
        while let current = node {
            keys.append(current.key.identity(at: current.place))
            node = current.parent
        }
        return keys.reversed()
    }

    /// Stops telling this view of the locations it read.
    func forgetLocationsRead() {
        guard readLocations else { return }
        for location in locationsRead { location.forget(id) }
        locationsRead = []
    }
}
