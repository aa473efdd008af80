/// A tree of views that runs bodies under a strategy's tracking, re-runs the
/// invalid ones once per flush, parents first, and records every run.
///
/// A graph is used from one thread at a time (it is not `Sendable`); only its
/// ``Inbox`` of invalidations is reached from other threads.
public final class Graph {
    let tracker: any Tracker
    let rootView: any View
    // The graph is used from one thread, and none of the accesses below overlap,
    // so the run-time exclusivity check (a thread-local lookup per access) is off.
    @exclusivity(unchecked) private var root: Node?
    /// Every live view, at its id: ids are handed out in order and never reused,
    /// so an array finds one without hashing; a torn-down view leaves nil.
    @exclusivity(unchecked) private var nodes: [Node?] = []
    /// How many views are alive.
    @exclusivity(unchecked) private var liveCount = 0
    /// How many live views have state or read the environment: while none do,
    /// the stale check renders as it walks, with no from-scratch tree.
    @exclusivity(unchecked) private var viewsWithDynamicProperties = 0
    /// The type of the last view made: the rows of a list share one, so most
    /// views skip the shared table of types and its lock.
    @exclusivity(unchecked) private var lastType: ViewType?
    @exclusivity(unchecked) private var nextID = 0
    /// Whether the children being made are their parent's first (``runsAsMade(_:)``).
    @exclusivity(unchecked) private var makingFirstChildren = false
    /// How many new views, each inside the last, are running as they were made.
    @exclusivity(unchecked) private var runningAsMade = 0
    private let inbox = Inbox()
    /// Which view is running, for the state and environment its body reads.
    private let reading: Reading
    /// How many views are invalid and have not run yet in this flush.
    @exclusivity(unchecked) private var pendingCount = 0
    /// The runs, comparisons and skips of the flush under way.
    @exclusivity(unchecked) private var current = Flush()
    /// The invalid views of the pass under way, in tree order, and how many of
    /// them the walk has passed: a flush walks the tree from the root (G4).
    /// Kept between flushes for its storage.
    @exclusivity(unchecked) private var walk: [Node] = []
    @exclusivity(unchecked) private var walked = 0

    /// How many passes a flush makes before it stops and reports a loop: a body
    /// that invalidates what it reads would otherwise run forever.
    public static let passLimit = 100

    /// How many rows a screen shows: a lazy list makes and runs this many, from
    /// the first row its viewport shows; ``scroll(byScreens:)`` moves it by as many.
    public static let rowsOnScreen = 20

    /// A view due to run, and why. A new view, or one with new inputs alone
    /// (`@self`), the cause of nearly every run of a long list, holds no array:
    /// even one shared array costs a retain and a release each time an entry
    /// is made, run and freed, a million times over at a launch.
    struct Due {
        let node: Node
        /// Why it runs; nil for new inputs alone.
        let causes: [Cause]?

        /// `node`, due for `causes`.
        init(_ node: Node, _ causes: [Cause]) {
            self.node = node
            self.causes = causes
        }

        /// `node`, due because it is new or its inputs changed.
        init(newInputs node: Node) {
            self.node = node
            self.causes = nil
        }
    }

    /// Where a list of rows is scrolled to, and what a lazy one makes its rows from.
    private struct Window {
        /// The first row on screen.
        var offset: Int
        /// How many rows the list has.
        var count = 0
        /// For a lazy list, its rows made from the graph's copy of the elements:
        /// what scrolling makes the rows that come on screen from. Nil when eager.
        var rows: (any RowList)?

        /// The rows on screen: a screenful from `offset`, moved up if the list
        /// ends before the screen does.
        var onScreen: Range<Int> {
            let start = Swift.max(0, Swift.min(offset, count - Graph.rowsOnScreen))
            return start..<Swift.min(count, start + Graph.rowsOnScreen)
        }
    }
    /// Each list of rows' window, by its view's id.
    @exclusivity(unchecked) private var windows: [Int: Window] = [:]
    /// The lazy lists scrolled since the last flush, which makes their new rows.
    @exclusivity(unchecked) private var scrolled: Set<Int> = []

    /// Creates a graph for the screen `root`, its bodies run under `tracker`.
    public init(root: some View, tracker: some Tracker) {
        self.rootView = root
        self.tracker = tracker
        reading = Reading(inbox: inbox)
    }

    /// Scrolls every list of rows by `screens` screens (down if positive), as a
    /// user's swipe does: a lazy list makes and runs the rows that come on screen
    /// and tears down those that leave at the next ``flush()``, without running
    /// the body that made it; an eager list has made every row already.
    public func scroll(byScreens screens: Int) {
        for (id, window) in windows {
            var moved = window
            moved.offset = max(0, min(window.offset + screens * Self.rowsOnScreen, window.count - Self.rowsOnScreen))
            guard moved.offset != window.offset else { continue }
            windows[id] = moved
            if moved.rows != nil { scrolled.insert(id) }
        }
    }

    /// The index of the first row on screen in the first list of rows: where a
    /// step that changes what the user sees finds it. Zero with no list.
    public var firstRowOnScreen: Int {
        windows.min { $0.key < $1.key }?.value.onScreen.lowerBound ?? 0
    }

    /// Runs every body for the first time, from the root down.
    public func launch() -> Flush {
        precondition(root == nil, "launch() is called once")
        current = Flush()
        let node = makeNode(rootView, key: .position, parent: nil)
        root = node
        run(node, causes: nil)
        finishWalk()
        current.passes = 1
        return finishFlush()
    }

    /// G3: re-runs every view invalidated since the last flush, once each,
    /// parents first, and returns what ran.
    ///
    /// In a list scrolled since the last flush, the rows that left the screen
    /// are torn down first, so that none of them runs; the rows that came on
    /// screen are made once every invalid view has run, as a lazy container
    /// lays them out after the update, from data already up to date. A list
    /// whose own body runs does both as it runs.
    public func flush() -> Flush {
        current = Flush()
        var first = true
        while true {
            let posted = inbox.drain()
            if posted.isEmpty {
                if first { dropRowsThatLeftTheScreen() }
                first = false
                guard !scrolled.isEmpty else { break }
                current.passes += 1
                showScrolledRows()
                continue
            }
            if current.passes == Self.passLimit {
                current.loopDetected = true
                break
            }
            current.passes += 1
            absorb(posted)
            if first { dropRowsThatLeftTheScreen() }
            first = false
            finishWalk()
        }
        return finishFlush()
    }

    /// Tears down the rows that left the screen in each lazy list scrolled
    /// whose body is not about to run (its run does it, knowing its new rows).
    private func dropRowsThatLeftTheScreen() {
        for id in scrolled {
            guard let list = node(id), list.pending == nil, let window = windows[id], window.rows != nil else { continue }
            let shown = window.onScreen
            var kept: [Node] = []
            for row in list.rowNodes {
                if shown.contains(row.place - Node.firstRowPlace) { kept.append(row) } else { tearDown(row) }
            }
            list.rowNodes = kept
        }
    }

    /// Makes and runs the rows that came on screen in each lazy list scrolled,
    /// and tears down those that left.
    private func showScrolledRows() {
        for id in scrolled.sorted() {
            guard let node = node(id), var window = windows[id] else { continue }
            var due: [Due] = []
            show(&window, in: node, due: &due)
            windows[id] = window
            runAll(due)
        }
        scrolled = []
    }

    /// Marks the views of `posted` invalid, and hands the inbox its array back.
    private func absorb(_ posted: [(id: Int, cause: Cause)]) {
        mark(posted)
        inbox.recycle(posted)
    }

    /// Marks the views of `posted` invalid, and puts those that were not in the
    /// walk, in tree order, among the views it has not passed yet.
    private func mark(_ posted: [(id: Int, cause: Cause)]) {
        let first = walk.count
        for (id, cause) in posted {
            // Late callbacks from torn-down views are dropped here (G4).
            guard let node = node(id) else {
                current.lateCallbacks += 1
                continue
            }
            if node.pending == nil {
                pendingCount += 1
                node.pending = [cause]
                walk.append(node)
            } else if node.pending?.contains(cause) == false {
                node.pending?.append(cause)
            }
        }
        // G4: the walk keeps tree order, so a parent runs before its children.
        if walk.count - walked > 1 && walk.count > first {
            // A view torn down since it was put in the walk has no place in the tree.
            let waiting = walk[walked...].filter { $0.pending != nil }
            walk.replaceSubrange(walked..., with: waiting.sorted { $0.precedes($1) })
        }
    }

    /// Runs the invalid views the walk has not passed yet, in tree order.
    private func finishWalk() {
        while walked < walk.count {
            let node = walk[walked]
            walked += 1
            // A parent that ran earlier in this pass may have run it already.
            guard let causes = takePending(node) else { continue }
            run(node, causes: causes)
        }
        walk.removeAll(keepingCapacity: true)
        walked = 0
    }

    /// How many views are alive in the graph.
    public var viewCount: Int { liveCount }

    /// The live view with id `id`, if it has not been torn down.
    private func node(_ id: Int) -> Node? {
        id < nodes.count ? nodes[id] : nil
    }

    /// What every view shows now, in tree order.
    public func rendered() -> [Rendered] {
        guard let root else { return [] }
        var out: [Rendered] = []
        var stack: [(Node, [Child.Key])] = [(root, [])]
        while let (node, path) = stack.popLast() {
            out.append(Rendered(view: node.name, path: path, text: node.text.description))
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
        // With no state and no environment reader on the screen, a body needs
        // nothing but its view to run: the fresh render is made as the walk
        // goes, with no from-scratch tree kept.
        let stale = viewsWithDynamicProperties == 0 ? staleViewsRenderingAsTheWalkGoes() : staleViewsFromScratch()
        return stale.isEmpty ? stale : explained(stale)
    }

    /// `stale`, each with the strategy's reason where it can give one, asked
    /// of the live view that shows what the finding says it shows.
    private func explained(_ stale: [Stale]) -> [Stale] {
        let wanted = Set(stale.compactMap { finding in finding.shown.map { finding.view + "\u{0}" + $0 } })
        var reasons: [String: String] = [:]
        walkInTreeOrder { node in
            let key = node.name + "\u{0}" + node.text.description
            if wanted.contains(key), reasons[key] == nil, let reason = whyStale(node.view) { reasons[key] = reason }
            return true
        }
        return stale.map { finding in
            var explained = finding
            explained.reason = finding.shown.flatMap { reasons[finding.view + "\u{0}" + $0] }
            return explained
        }
    }

    /// Opens the view's existential for the tracker.
    private func whyStale(_ view: some View) -> String? { tracker.whyStale(view) }

    /// G6 against a from-scratch render (``FromScratch``, the reference walk's
    /// renderer, untracked), made from the live screen's state and scroll
    /// positions with lookups of its own: what a screen with state or
    /// environment readers needs, and what the tests hold the quicker walk to.
    func staleViewsFromScratch() -> [Stale] {
        guard let root else { return [] }
        let fresh = FromScratch(root: rootView, tracker: Untracked(), graph: self).render()
        var stale: [Stale] = []
        var stack: [(shown: Node?, expected: Rendering?)] = [(root, fresh)]
        while let (shown, expected) = stack.popLast() {
            guard let shown, let expected, shown.name == expected.name else {
                if let shown {
                    stale.append(Stale(view: shown.name, shown: shown.text.description, expected: nil))
                    stack.append(contentsOf: shown.children.map { ($0, nil) })
                }
                if let expected {
                    stale.append(Stale(view: expected.name, shown: nil, expected: expected.node.text.description))
                    stack.append(contentsOf: expected.children.map { (nil, $0) })
                }
                continue
            }
            if shown.text != expected.node.text {
                stale.append(Stale(view: shown.name, shown: shown.text.description, expected: expected.node.text.description))
            }
            stack.append(contentsOf: Self.pair(shown.children, expected.children, keys: \.key, \.key).reversed())
        }
        return stale
    }


    /// G6 as ``staleViews()`` does it, the from-scratch render made view by
    /// view as the walk reaches it: each expected view's body runs once,
    /// untracked (a read outside any tracking scope records nothing, under
    /// every strategy), and no node of it is kept. Only for a screen on which
    /// no view has state or reads the environment. Recursion goes as deep as
    /// the tree; a list's rows are a loop, made one at a time.
    func staleViewsRenderingAsTheWalkGoes() -> [Stale] {
        var stale: [Stale] = []
        walk(root, root == nil ? nil : rootView, into: &stale)
        return stale
    }

    /// Compares the live view `shown` with `expected` run from scratch, then
    /// their children, pairing them as ``staleViews()`` does; either may be
    /// missing, and the other is then reported with its subtree.
    private func walk(_ shown: Node?, _ expected: (any View)?, into stale: inout [Stale]) {
        var rendered: (name: String, content: Content)?
        if let expected { rendered = (typeOf(expected).name, expected.body()) }
        guard let shown, let rendered, shown.name == rendered.name else {
            if let shown { stale.append(Stale(view: shown.name, shown: shown.text.description, expected: nil)) }
            if let rendered {
                stale.append(Stale(view: rendered.name, shown: nil, expected: rendered.content.text.description))
                for child in freshChildren(of: rendered.content, scrolledAs: shown) { walk(nil, child.view, into: &stale) }
            }
            if let shown { for child in shown.children { walk(child, nil, into: &stale) } }
            return
        }
        if shown.text != rendered.content.text {
            stale.append(Stale(view: shown.name, shown: shown.text.description, expected: rendered.content.text.description))
        }
        let content = rendered.content
        // Up to date, the children pair by position and each is made as it is
        // compared: the fixed ones, then the rows until the first whose key
        // differs; the rest of the rows pair by identity. Those are the pairs
        // ``pair(_:_:keys:_:)`` makes of the whole list, in the same order.
        guard content.children.count == shown.fixed.count,
            zip(content.children, shown.fixed).allSatisfy({ $0.key == $1.key })
        else {
            let children = freshChildren(of: content, scrolledAs: shown)
            for (node, child) in Self.pair(shown.children, children, keys: \.key, \.key) {
                walk(node, child?.view, into: &stale)
            }
            return
        }
        for (child, node) in zip(content.children, shown.fixed) { walk(node, child.view, into: &stale) }
        guard let list = content.rows else {
            for node in shown.rowNodes { walk(node, nil, into: &stale) }
            return
        }
        let range = shownRows(of: list, lazy: content.lazy, scrolledAs: shown)
        // The rows share one type: a row whose body makes no child is compared
        // without boxing its view.
        let name = range.isEmpty ? "" : typeOf(list.view(at: range.lowerBound)).name
        var paired = 0
        while paired < min(range.count, shown.rowNodes.count) {
            let node = shown.rowNodes[paired], index = range.lowerBound + paired
            guard node.name == name && node.fixed.isEmpty && node.rowNodes.isEmpty else {
                guard node.key == list.key(at: index) else { break }
                paired += 1
                walk(node, list.view(at: index), into: &stale)
                continue
            }
            // The common row, with no children of its own: its key and what it
            // shows come from one read of its element.
            let (key, content) = list.keyAndContent(at: index)
            guard node.key == key else { break }
            paired += 1
            guard content.children.isEmpty && content.rows == nil else {
                walk(node, list.view(at: index), into: &stale)
                continue
            }
            if node.text != content.text {
                stale.append(Stale(view: name, shown: node.text.description, expected: content.text.description))
            }
        }
        guard paired < range.count || paired < shown.rowNodes.count else { return }
        let rest: [Fresh] = (range.lowerBound + paired..<range.upperBound).map { (list.key(at: $0), list.view(at: $0)) }
        for (node, child) in Self.pair(Array(shown.rowNodes[paired...]), rest, keys: \.key, \.key) {
            walk(node, child?.view, into: &stale)
        }
    }

    /// The rows of `list` a fresh render shows: all of them, or, for a lazy
    /// list, those on screen where the live list `shown` is scrolled.
    private func shownRows(of list: any RowList, lazy: Bool, scrolledAs shown: Node?) -> Range<Int> {
        guard lazy else { return 0..<list.count }
        return Window(offset: shown.flatMap { windows[$0.id]?.offset } ?? 0, count: list.count).onScreen
    }

    /// A view of a from-scratch render, not yet run: its key and its inputs.
    private typealias Fresh = (key: Child.Key, view: any View)

    /// What the graph knows of `view`'s type: the last type made or walked,
    /// if it is that one (a list's rows share one), else the shared table's.
    private func typeOf(_ view: any View) -> ViewType {
        if let lastType, lastType.id == ObjectIdentifier(Swift.type(of: view)) { return lastType }
        let type = ViewType.of(view)
        lastType = type
        return type
    }

    /// The children `content` makes, not yet run: a lazy list's only on screen,
    /// scrolled as the live list `shown` is.
    private func freshChildren(of content: Content, scrolledAs shown: Node?) -> [Fresh] {
        var children: [Fresh] = content.children.map { ($0.key, $0.view) }
        guard let rows = content.rows else { return children }
        let range = shownRows(of: rows, lazy: content.lazy, scrolledAs: shown)
        children.reserveCapacity(children.count + range.count)
        for index in range { children.append((rows.key(at: index), rows.view(at: index))) }
        return children
    }

    /// Pairs two lists of children by identity: by position when their keys
    /// agree in order, as they do in a graph that is up to date.
    private static func pair<Shown, Expected>(
        _ shown: [Shown], _ expected: [Expected], keys shownKey: (Shown) -> Child.Key,
        _ expectedKey: (Expected) -> Child.Key
    ) -> [(shown: Shown?, expected: Expected?)] {
        if shown.count == expected.count, zip(shown, expected).allSatisfy({ shownKey($0) == expectedKey($1) }) {
            return zip(shown, expected).map { ($0, $1) }
        }
        var unmatched: [Child.Key: Expected] = [:]
        for (position, child) in expected.enumerated() {
            unmatched[expectedKey(child).identity(at: position)] = child
        }
        var pairs: [(shown: Shown?, expected: Expected?)] = shown.enumerated().map { position, child in
            (child, unmatched.removeValue(forKey: shownKey(child).identity(at: position)))
        }
        pairs += expected.enumerated()
            .filter { unmatched[expectedKey($1).identity(at: $0)] != nil }
            .map { (nil, $1) }
        return pairs
    }

    /// Cancels every view's tracking; the graph shows nothing afterwards.
    public func tearDown() {
        if let root { tearDown(root) }
        root = nil
    }

    // MARK: Running bodies

    private func makeNode(_ view: consuming any View, key: Child.Key, parent: Node?) -> Node {
        let type = typeOf(view)
        let node = Node(id: nextID, key: key, parent: parent, view: consume view, type: type)
        nextID += 1
        nodes.append(node)
        liveCount += 1
        if type.hasDynamicProperties { viewsWithDynamicProperties += 1 }
        return node
    }

    /// Runs `node`'s body and then, depth first, each child whose inputs changed,
    /// that is new, or that is itself invalidated. Iterative: no recursion whose
    /// depth grows with the screen past ``deepestRunAsMade`` levels of new views.
    /// `causes` nil is new inputs alone, as in ``Due``.
    private func run(_ node: Node, causes: [Cause]?) {
        // Most views that run are leaves: no work list is made for them.
        guard let due = runBody(node, causes: causes) else { return }
        runAll(due)
    }

    /// Runs each of `due`, in order, and then, depth first, its children due to run.
    private func runAll(_ due: [Due]) {
        // The list being run, where it has got to, and the lists it interrupted:
        // a list of a million rows is read where it lies, not copied reversed.
        var list = due, next = 0
        var interrupted: [(list: [Due], next: Int)] = []
        while true {
            guard next < list.count else {
                guard let resumed = interrupted.popLast() else { return }
                (list, next) = resumed
                continue
            }
            // G4, a walk from the root: an invalid view of this subtree that no
            // parent's run reached comes first if it stands earlier in the tree.
            while walked < walk.count && walk[walked].pending == nil { walked += 1 }
            if walked < walk.count && walk[walked].precedes(list[next].node) {
                let earlier = walk[walked]
                walked += 1
                // The list waits at `next`; the earlier view runs first.
                if let own = takePending(earlier) {
                    interrupted.append((list, next))
                    (list, next) = ([Due(earlier, own)], 0)
                }
                continue
            }
            let children = runBody(list[next].node, causes: list[next].causes)
            next += 1
            if let children {
                interrupted.append((list, next))
                (list, next) = (children, 0)
            }
        }
    }

    /// Runs `node`'s body and diffs its children; returns the children due to
    /// run, in order, or nil for a leaf.
    private func runBody(_ node: Node, causes: [Cause]?) -> [Due]? {
        _ = takePending(node)
        // G1 for state and the environment: the view depends on what this run reads.
        if node.readLocations { node.forgetLocationsRead() }
        // Reflection finds the dynamic properties of a new view value; a view run
        // again for its own dependencies keeps the value, and its storage, it had.
        if node.hasDynamicProperties && (!node.attached || causes?.contains(where: \.isEnvironment) == true) {
            attachDynamicProperties(of: node)
            node.attached = true
        }
        reading.running = node
        // The tracker cancels the last run's subscription, or keeps it (O4).
        let previous = node.subscription
        node.subscription = nil
        let (content, subscription) = track(
            node.view, invalidate: Invalidation(inbox: inbox, id: node.id), replacing: previous)
        reading.running = nil
        // G2: the scope has closed; children run under scopes of their own.
        node.subscription = subscription
        node.text = content.text
        current.runs.append(BodyRun(view: node.name, key: node.key, storedCauses: causes))
        if !content.environment.isEmpty || !node.environment.isEmpty {
            setEnvironment(of: node, content.environment)
        }
        if content.children.isEmpty && content.rows == nil && node.fixed.isEmpty && node.rowNodes.isEmpty {
            return nil
        }
        var due: [Due] = []
        reconcile(node, with: content, due: &due)
        return due
    }

    /// Opens the view's existential once, so the tracker sees its concrete type.
    private func track(
        _ view: some View, invalidate: Invalidation, replacing previous: (any Subscription)?
    ) -> (Content, any Subscription) {
        guard let previous else { return tracker.track(view, invalidate: invalidate) }
        return tracker.track(view, invalidate: invalidate, replacing: previous)
    }

    /// G4: keeps children by key, and appends to `due`, in order, those that
    /// must run and why.
    private func reconcile(_ parent: Node, with content: Content, due: inout [Due]) {
        // A view's first children replace none: they may run as they are made.
        let outer = makingFirstChildren
        makingFirstChildren = parent.fixed.isEmpty && parent.rowNodes.isEmpty
        defer { makingFirstChildren = outer }
        if !parent.fixed.isEmpty || !content.children.isEmpty {
            parent.fixed = reconcile(
                parent.fixed, with: content.children.count,
                key: { content.children[$0].key }, view: { content.children[$0].view },
                under: parent, placedFrom: 0, due: &due)
        }
        if let list = content.rows {
            var window = windows[parent.id] ?? Window(offset: 0)
            if content.lazy {
                realise(list, in: parent, window: &window, due: &due)
            } else {
                if window.rows != nil { window.rows = nil }
                parent.rowNodes = reconcile(parent.rowNodes, with: list, under: parent, due: &due)
                window.count = list.count
            }
            windows[parent.id] = window
        } else {
            parent.rowNodes.forEach(tearDown)
            parent.rowNodes = []
            parent.keptRows = nil
            windows[parent.id] = nil
        }
    }

    /// A lazy list: every row's identity and element is paired with the last
    /// run's, as an eager list's are (``Flush/compared``), but only the rows on
    /// screen are made and run; a row off screen that changed runs when it
    /// comes on screen. ``Flush/skipped`` counts the rows compared that did not run.
    private func realise(_ list: any RowList, in parent: Node, window: inout Window, due: inout [Due]) {
        let (pairing, kept) = list.diff(against: parent.keptRows)
        parent.keptRows = kept
        window.rows = list.rows(keptIn: kept)
        window.count = list.count
        let firstNew = nextID, before = due.count
        show(&window, in: parent, due: &due)
        let ranKept = due[before...].filter { $0.node.id < firstNew }.count
        current.compared += pairing.paired
        current.skipped += max(0, pairing.paired - ranKept)
    }

    /// Makes the rows on screen in `window` the lazy list's children: those
    /// already made are kept (and run if their inputs changed or they were
    /// invalidated), those that came on screen are made, the rest torn down.
    private func show(_ window: inout Window, in parent: Node, due: inout [Due]) {
        guard let rows = window.rows else { return }
        let shown = window.onScreen
        window.offset = shown.lowerBound
        parent.rowNodes = reconcile(
            parent.rowNodes, with: shown.count,
            key: { rows.key(at: shown.lowerBound + $0) }, view: { rows.view(at: shown.lowerBound + $0) },
            under: parent, placedFrom: Node.firstRowPlace + shown.lowerBound, due: &due, counting: false)
    }

    /// G4 for rows: the rows that pair by position are diffed in one pass over
    /// their elements (``RowList/pair(with:)``); the rest are matched by key.
    private func reconcile(
        _ old: [Node], with list: any RowList, under parent: Node, due: inout [Due]
    ) -> [Node] {
        let (pairing, kept) = list.diff(against: parent.keptRows)
        parent.keptRows = kept
        var changed = pairing.changed.makeIterator()
        var nextChanged = changed.next()
        var ran = 0
        if pendingCount == 0 {
            // No view anywhere is invalid, so only the changed rows run: O(changed), not O(N).
            for index in pairing.changed {
                old[index].view = list.view(at: index)
                due.append(Due(newInputs: old[index]))
            }
            ran = pairing.changed.count
        } else {
            for index in 0..<pairing.paired where index == nextChanged || old[index].pending != nil {
                let node = old[index]
                var causes: [Cause] = []
                if index == nextChanged {
                    node.view = list.view(at: index)
                    causes.append(.inputs)
                    nextChanged = changed.next()
                }
                if let own = takePending(node) { causes.append(contentsOf: own) }
                due.append(Due(node, causes))
                ran += 1
            }
        }
        current.compared += pairing.paired
        current.skipped += pairing.paired - ran
        guard pairing.paired < old.count || pairing.paired < list.count else { return old }
        let rest = reconcile(
            Array(old[pairing.paired...]), with: list.count - pairing.paired,
            key: { list.key(at: pairing.paired + $0) }, view: { list.view(at: pairing.paired + $0) },
            under: parent, placedFrom: Node.firstRowPlace + pairing.paired, due: &due)
        // A launch pairs nothing: its rows are returned as made, not copied
        // into a new array (a retain and a release per row).
        guard pairing.paired > 0 else { return rest }
        return Array(old[..<pairing.paired]) + rest
    }


    /// G4 by key: children whose keys stand where they stood before are paired
    /// by position; only the rest are matched through a dictionary of keys.
    /// The children kept are placed from `firstPlace` on, in order.
    private func reconcile(
        _ old: [Node], with count: Int, key: (Int) -> Child.Key, view: (Int) -> any View,
        under parent: Node, placedFrom firstPlace: Int, due: inout [Due], counting: Bool = true
    ) -> [Node] {
        var kept: [Node] = []
        kept.reserveCapacity(count)
        if count - old.count >= Self.manyNewViews { makeRoom(for: count - old.count, due: &due) }
        var paired = 0
        while paired < min(old.count, count), old[paired].key == key(paired) {
            kept.append(
                keep(
                    old[paired], as: view(paired), key: key(paired), under: parent, at: firstPlace + paired, due: &due,
                    counting: counting))
            paired += 1
        }
        var unpaired: [Child.Key: Node] = [:]
        for position in paired..<old.count {
            unpaired[old[position].key.identity(at: position)] = old[position]
        }
        for position in paired..<count {
            let childKey = key(position)
            if !unpaired.isEmpty, let existing = unpaired.removeValue(forKey: childKey.identity(at: position)) {
                kept.append(
                    keep(
                        existing, as: view(position), key: childKey, under: parent, at: firstPlace + kept.count,
                        due: &due, counting: counting))
            } else {
                kept.append(add(view(position), key: childKey, under: parent, at: firstPlace + kept.count, due: &due))
            }
        }
        for removed in unpaired.values { tearDown(removed) }
        for (offset, node) in kept.enumerated() where node.place != firstPlace + offset {
            node.place = firstPlace + offset
        }
        return kept
    }

    /// Keeps `existing` for a child with inputs `view`: it runs if its inputs
    /// changed (`@self`) or it was itself invalidated; otherwise it is skipped
    /// (G4). A lazy list counts its comparisons itself: not `counting` here.
    private func keep(
        _ existing: Node, as view: any View, key: Child.Key, under parent: Node, at place: Int, due: inout [Due],
        counting: Bool = true
    ) -> Node {
        guard existing.viewType == ObjectIdentifier(type(of: view)) else {
            tearDown(existing)
            return add(view, key: key, under: parent, at: place, due: &due)
        }
        if counting { current.compared += 1 }
        var causes: [Cause] = []
        if !existing.view.hasSameInputs(as: view) {
            existing.view = view
            causes.append(.inputs)
        }
        if let own = takePending(existing) {
            causes.append(contentsOf: own)
        }
        if causes.isEmpty {
            if counting { current.skipped += 1 }
        } else {
            due.append(Due(existing, causes))
        }
        return existing
    }

    /// How many new children make a list reserve room for them all at once.
    private static let manyNewViews = 1024

    /// Room for `more` new views in the graph's arrays, the list due to run and
    /// the flush's record, reserved at once: grown one append at a time, a
    /// launch of a million rows copied each array about twice over. Only for
    /// many new views: reserving exactly, time after time, would copy more.
    private func makeRoom(for more: Int, due: inout [Due]) {
        nodes.reserveCapacity(nodes.count + more)
        if !runsAsMade(due) { due.reserveCapacity(due.count + more) }
        current.runs.reserveCapacity(current.runs.count + more)
    }

    /// A new view, placed at `place` among its siblings, due to run for the
    /// first time; run as it is made if nothing is waiting to run before it.
    private func add(
        _ view: consuming any View, key: Child.Key, under parent: Node, at place: Int, due: inout [Due]
    ) -> Node {
        let node = makeNode(consume view, key: key, parent: parent)
        guard runsAsMade(due) else {
            due.append(Due(newInputs: node))
            return node
        }
        node.place = place
        runningAsMade += 1
        defer { runningAsMade -= 1 }
        if let children = runBody(node, causes: nil) { runAll(children) }
        return node
    }

    /// Whether a new view runs as it is made, and its subtree with it, rather
    /// than joining `due`. Only when nothing may run before it, so that the
    /// runs come in the order `due` would give (G4): its parent is making its
    /// first children (no sibling is being replaced, whose tracking is torn
    /// down only once all are made), no sibling before it waits in `due`, and
    /// no view anywhere is invalid. And only so many levels deep: each level
    /// is a few frames of recursion, where `due` and ``runAll(_:)`` go as deep
    /// as the tree without any. A launch runs each row while its node and its
    /// model are still in the cache: a second pass over a million rows read
    /// each back from memory.
    private func runsAsMade(_ due: [Due]) -> Bool {
        makingFirstChildren && due.isEmpty && pendingCount == 0 && runningAsMade < Self.deepestRunAsMade
    }

    /// How many new views, each the child of the last, run as they are made.
    private static let deepestRunAsMade = 64

    /// G4: cancels the tracking of `node` and its subtree and forgets them.
    private func tearDown(_ node: Node) {
        var stack = [node]
        while let node = stack.popLast() {
            node.subscription?.cancel()
            node.subscription = nil
            node.forgetLocationsRead()
            _ = takePending(node)
            if node.keptRows != nil {
                node.keptRows = nil
                windows[node.id] = nil
            }
            nodes[node.id] = nil
            liveCount -= 1
            if node.hasDynamicProperties { viewsWithDynamicProperties -= 1 }
            current.removed += 1
            stack.append(contentsOf: node.fixed)
            stack.append(contentsOf: node.rowNodes)
            node.fixed = []
            node.rowNodes = []
        }
    }

    /// Takes the causes `node` was invalidated for, if it was, keeping count of
    /// how many views are still waiting to run.
    private func takePending(_ node: Node) -> [Cause]? {
        guard let causes = node.pending else { return nil }
        node.pending = nil
        pendingCount -= 1
        return causes
    }

    /// G9: stores what `node` sets in its children's environment; the readers
    /// of a value that changed, or that is no longer set, run at the next pass.
    private func setEnvironment(of node: Node, _ settings: [EnvironmentSetting]) {
        var set: [String: Location] = [:]
        for setting in settings {
            let (location, changed) = setting.store(node.environment[setting.name], reading)
            set[setting.name] = location
            if changed { tell(location) }
        }
        for (name, location) in node.environment where set[name] == nil {
            tell(location)
        }
        node.environment = set
    }

    /// G9: marks the readers of `location` invalid in this pass; the walk runs
    /// them where they stand in the tree, through their parents where it can.
    private func tell(_ location: Location) {
        guard !location.readers.isEmpty else { return }
        mark(location.readers.map { (id: $0, cause: location.cause) })
    }


    /// Where each list of rows is scrolled to, by the path of the view that
    /// makes it: the user's scroll position, which a from-scratch render starts from.
    func scrollOffsets() -> [[Child.Key]: Int] {
        Dictionary(uniqueKeysWithValues: windows.compactMap { id, window in node(id).map { ($0.path, window.offset) } })
    }

    /// Every view's state, by path: what a from-scratch render starts from.
    func stateSeed() -> StateSeed {
        var seed: StateSeed = [:]
        for case let node? in nodes where !node.states.isEmpty {
            seed[node.path] = node.states
        }
        return seed
    }

    /// The first view, in tree order, of type `V` (a view type, or a protocol
    /// views conform to): how a step reaches the root's state or a field's
    /// binding without walking the whole screen.
    public func firstView<V>(_ type: V.Type) -> V? {
        var found: V?
        walkInTreeOrder { node in
            found = node.view as? V
            return found == nil
        }
        return found
    }

    /// The views alive in the graph that are of type `V` (a view type, or a
    /// protocol views conform to), in tree order: how a step reaches a view's
    /// state or the binding it was handed.
    public func views<V>(_ type: V.Type) -> [V] {
        var found: [V] = []
        walkInTreeOrder { node in
            if let view = node.view as? V { found.append(view) }
            return true
        }
        return found
    }

    /// Visits every view in tree order until `visit` returns false.
    private func walkInTreeOrder(_ visit: (Node) -> Bool) {
        guard let root else { return }
        var stack = [root]
        while let node = stack.popLast() {
            guard visit(node) else { return }
            stack.append(contentsOf: node.children.reversed())
        }
    }

    private func finishFlush() -> Flush {
        current.droppedCallbacks += inbox.takeDropped()
        let done = current
        current = Flush()
        return done
    }
}

extension Child.Key {
    /// A positional key is told apart by its position; an id by itself.
    func identity(at position: Int) -> Child.Key {
        switch self {
        case .position: .position(at: position)
        case .int, .id, .positioned: self
        }
    }
}

extension Graph: Attaching {
    func environment(_ name: String, above node: Node) -> Location? {
        nearestEnvironment(name, above: node)
    }

    func state<Value: Equatable>(_ label: String, of node: Node, initial: Value) -> StoredValue<Value> {
        if let made = node.states[label] as? StoredValue<Value> { return made }
        let made = StoredValue(initial, cause: .state(label), reading: reading)
        node.states[label] = made
        return made
    }
}
