import Synchronization

/// A tree of views that runs bodies under a strategy's tracking, re-runs the
/// invalid ones once per flush, parents first, and records every run.
///
/// A graph is used from one thread at a time (it is not `Sendable`); only its
/// ``Inbox`` of invalidations is reached from other threads.
public final class Graph {
    private let tracker: any Tracker
    private let rootView: any View
    private var root: Node?
    private var nodes: [Int: Node] = [:]
    private var nextID = 0
    private let inbox = Inbox()
    /// The runs, comparisons and skips of the flush under way.
    private var current = Flush()

    /// How many passes a flush makes before it stops and reports a loop: a body
    /// that invalidates what it reads would otherwise run forever.
    public static let passLimit = 100

    /// Creates a graph for the screen `root`, its bodies run under `tracker`.
    public init(root: some View, tracker: some Tracker) {
        self.rootView = root
        self.tracker = tracker
    }

    /// Runs every body for the first time, from the root down.
    public func launch() -> Flush {
        precondition(root == nil, "launch() is called once")
        current = Flush()
        let node = makeNode(rootView, key: .position, depth: 0)
        root = node
        run(node, causes: [.inputs])
        current.passes = 1
        return finishFlush()
    }

    /// G3: re-runs every view invalidated since the last flush, once each,
    /// parents first, and returns what ran.
    public func flush() -> Flush {
        current = Flush()
        while true {
            var pending = inbox.drain()
            if pending.isEmpty { break }
            if current.passes == Self.passLimit {
                current.loopDetected = true
                break
            }
            current.passes += 1
            // Late callbacks from torn-down views are dropped here (G4).
            let due = pending.keys.compactMap { nodes[$0] }.sorted {
                ($0.depth, $0.id) < ($1.depth, $1.id)
            }
            current.lateCallbacks += pending.count - due.count
            for node in due {
                // A parent that ran earlier in this pass may have run it already.
                guard let causes = pending.removeValue(forKey: node.id) else { continue }
                run(node, causes: causes, pending: &pending)
            }
        }
        return finishFlush()
    }

    /// How many views are alive in the graph.
    public var viewCount: Int { nodes.count }

    /// What every view shows now, in tree order.
    public func rendered() -> [Rendered] {
        guard let root else { return [] }
        var out: [Rendered] = []
        var stack: [(Node, [Child.Key])] = [(root, [])]
        while let (node, path) = stack.popLast() {
            out.append(Rendered(view: node.name, path: path, text: node.text))
            for (position, child) in node.children.enumerated().reversed() {
                stack.append((child, path + [child.key.identity(at: position)]))
            }
        }
        return out
    }

    /// G6: the views whose shown text differs from a from-scratch render of the
    /// current model, and views missing from either side.
    ///
    /// - Complexity: O(n) for n views: the two trees are walked side by side.
    public func staleViews() -> [Stale] {
        let fresh = Graph(root: rootView, tracker: Untracked())
        _ = fresh.launch()
        var stale: [Stale] = []
        var stack: [(shown: Node?, expected: Node?)] = [(root, fresh.root)]
        while let (shown, expected) = stack.popLast() {
            guard let shown, let expected, shown.name == expected.name else {
                if let shown {
                    stale.append(Stale(view: shown.name, shown: shown.text, expected: nil))
                    stack.append(contentsOf: shown.children.map { ($0, nil) })
                }
                if let expected {
                    stale.append(Stale(view: expected.name, shown: nil, expected: expected.text))
                    stack.append(contentsOf: expected.children.map { (nil, $0) })
                }
                continue
            }
            if shown.text != expected.text {
                stale.append(Stale(view: shown.name, shown: shown.text, expected: expected.text))
            }
            stack.append(contentsOf: Self.pair(shown.children, expected.children).reversed())
        }
        return stale
    }

    /// Pairs two lists of children by identity: by position when their keys
    /// agree in order, as they do in a graph that is up to date.
    private static func pair(_ shown: [Node], _ expected: [Node]) -> [(shown: Node?, expected: Node?)] {
        if shown.count == expected.count, zip(shown, expected).allSatisfy({ $0.key == $1.key }) {
            return zip(shown, expected).map { ($0, $1) }
        }
        var unmatched: [Child.Key: Node] = [:]
        for (position, node) in expected.enumerated() {
            unmatched[node.key.identity(at: position)] = node
        }
        var pairs: [(shown: Node?, expected: Node?)] = shown.enumerated().map { position, node in
            (node, unmatched.removeValue(forKey: node.key.identity(at: position)))
        }
        pairs += expected.enumerated()
            .filter { unmatched[$1.key.identity(at: $0)] != nil }
            .map { (nil, $1) }
        return pairs
    }

    /// Cancels every view's tracking; the graph shows nothing afterwards.
    public func tearDown() {
        if let root { tearDown(root) }
        root = nil
    }

    // MARK: Running bodies

    private func makeNode(_ view: any View, key: Child.Key, depth: Int) -> Node {
        let type = ObjectIdentifier(Swift.type(of: view))
        let node = Node(id: nextID, key: key, depth: depth, view: view, viewType: type, name: Self.name(of: view))
        nextID += 1
        nodes[node.id] = node
        return node
    }

    /// Each view type's name, worked out once per process: the default name comes
    /// from the runtime's description of the type, which costs microseconds.
    private static let names = Mutex<[ObjectIdentifier: String]>([:])

    private static func name(of view: any View) -> String {
        let type = ObjectIdentifier(Swift.type(of: view))
        if let name = names.withLock({ $0[type] }) { return name }
        let name = Swift.type(of: view).name
        names.withLock { $0[type] = name }
        return name
    }

    private func run(_ node: Node, causes: [Cause]) {
        var none: [Int: [Cause]] = [:]
        run(node, causes: causes, pending: &none)
    }

    /// Runs `node`'s body and then, depth first, each child whose inputs changed,
    /// that is new, or that is itself in `pending`. Iterative: no recursion whose
    /// depth grows with the screen.
    private func run(_ node: Node, causes: [Cause], pending: inout [Int: [Cause]]) {
        var work: [(Node, [Cause])] = [(node, causes)]
        while let (node, causes) = work.popLast() {
            node.subscription?.cancel()
            let id = node.id
            let inbox = inbox
            let (content, subscription) = tracker.track(
                holdings: node.view.holdings, node.view.body,
                invalidate: { cause in inbox.post(id, cause) }
            )
            // G2: the scope has closed; children run under scopes of their own.
            node.subscription = subscription
            node.text = content.text
            current.runs.append(BodyRun(view: node.name, causes: causes))
            let due = reconcile(node, with: content.children, pending: &pending)
            work.append(contentsOf: due.reversed())
        }
    }

    /// G4: keeps children by key; returns, in order, those that must run and why.
    ///
    /// Children whose keys stand where they stood before (a list that re-ran, one
    /// appended or removed at the end) are paired by position; only the rest are
    /// matched through a dictionary of keys.
    private func reconcile(
        _ parent: Node, with children: [Child], pending: inout [Int: [Cause]]
    ) -> [(Node, [Cause])] {
        let old = parent.children
        var kept: [Node] = []
        kept.reserveCapacity(children.count)
        var due: [(Node, [Cause])] = []
        var paired = 0
        while paired < min(old.count, children.count), old[paired].key == children[paired].key {
            kept.append(keep(old[paired], as: children[paired], under: parent, pending: &pending, due: &due))
            paired += 1
        }
        var unpaired: [Child.Key: Node] = [:]
        for position in paired..<old.count {
            unpaired[old[position].key.identity(at: position)] = old[position]
        }
        for position in paired..<children.count {
            let child = children[position]
            if let existing = unpaired.removeValue(forKey: child.key.identity(at: position)) {
                kept.append(keep(existing, as: child, under: parent, pending: &pending, due: &due))
            } else {
                kept.append(add(child, under: parent, due: &due))
            }
        }
        for removed in unpaired.values { tearDown(removed) }
        parent.children = kept
        return due
    }

    /// Keeps `existing` for `child`'s place: it runs if its inputs changed (`@self`)
    /// or it was itself invalidated; otherwise it is skipped (G4).
    private func keep(
        _ existing: Node, as child: Child, under parent: Node,
        pending: inout [Int: [Cause]], due: inout [(Node, [Cause])]
    ) -> Node {
        guard existing.viewType == ObjectIdentifier(type(of: child.view)) else {
            tearDown(existing)
            return add(child, under: parent, due: &due)
        }
        current.compared += 1
        var causes: [Cause] = []
        if !existing.view.hasSameInputs(as: child.view) {
            existing.view = child.view
            causes.append(.inputs)
        }
        if let own = pending.removeValue(forKey: existing.id) {
            causes.append(contentsOf: own)
        }
        if causes.isEmpty {
            current.skipped += 1
        } else {
            due.append((existing, causes))
        }
        return existing
    }

    /// A new view for `child`, due to run for the first time.
    private func add(_ child: Child, under parent: Node, due: inout [(Node, [Cause])]) -> Node {
        let node = makeNode(child.view, key: child.key, depth: parent.depth + 1)
        due.append((node, [.inputs]))
        return node
    }

    /// G4: cancels the tracking of `node` and its subtree and forgets them.
    private func tearDown(_ node: Node) {
        var stack = [node]
        while let node = stack.popLast() {
            node.subscription?.cancel()
            node.subscription = nil
            nodes[node.id] = nil
            current.removed += 1
            stack.append(contentsOf: node.children)
            node.children = []
        }
    }

    private func finishFlush() -> Flush {
        let done = current
        current = Flush()
        return done
    }
}

extension Child.Key {
    /// A positional key is told apart by its position; an id by itself.
    fileprivate func identity(at position: Int) -> Child.Key {
        switch self {
        case .position: .position(at: position)
        case .int, .id, .positioned: self
        }
    }
}
