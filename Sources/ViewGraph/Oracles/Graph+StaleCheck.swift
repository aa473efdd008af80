// G6, the stale check: the live screen against a from-scratch render,
// made as the walk goes or through ``FromScratch``; an oracle, off the hot path.
extension Graph {
    /// G6: the views whose shown text differs from a from-scratch render of the
    /// current model, and views missing from either side.
    ///
    /// - Complexity: O(n) for n views: the two trees are walked side by side.
    public func staleViews() -> [Stale] {
        let stood = pump.standIn()
        defer { pump.standDown(stood) }
        // With no state and no environment reader on the screen, a body needs
        // nothing but its view to run: the fresh render is made as the walk
        // goes, with no from-scratch tree kept.
        let stale = viewsWithDynamicProperties == 0 ? staleViewsRenderingAsTheWalkGoes() : staleViewsFromScratch()
        return stale.isEmpty ? stale : explained(stale)
    }

    /// `stale`, each with the strategy's reason where it can give one, asked
    /// of the live view that shows what the finding says it shows.
    package func explained(_ stale: [Stale]) -> [Stale] {
        let wanted = Set(stale.compactMap { finding in finding.shown.map { finding.view + "\u{0}" + $0 } })
        var reasons: [String: StaleReason] = [:]
        walkInTreeOrder { node in
            let key = node.name + "\u{0}" + node.text.description
            if wanted.contains(key), reasons[key] == nil, let reason = whyStale(node.view) ?? reasonFromItsMakers(node) {
                reasons[key] = reason
            }
            return true
        }
        return stale.map { finding in
            var explained = finding
            explained.why = finding.shown.flatMap { reasons[finding.view + "\u{0}" + $0] } ?? finding.why
            return explained
        }
    }

    /// Why `node` is stale when its own body read nothing the strategy can
    /// name: a maker above it that missed a change, and so handed it what it
    /// handed it before (a screen that reads a model it does not hold, and the
    /// card it makes from it), the nearest first.
    func reasonFromItsMakers(_ node: Node) -> StaleReason? {
        var maker = node.parent
        while let current = maker {
            if let reason = whyStale(current.view) {
                return StaleReason("\(current.name), which makes it: \(reason.text)", inThePort: reason.inThePort)
            }
            maker = current.parent
        }
        return nil
    }

    /// Opens the view's existential for the tracker.
    package func whyStale(_ view: some View) -> StaleReason? { tracker.whyStale(view) }

    /// G6 against a from-scratch render (``FromScratch``, the reference walk's
    /// renderer, untracked), made from the live screen's state and scroll
    /// positions with lookups of its own: what a screen with state or
    /// environment readers needs, and what the tests hold the quicker walk to.
    package func staleViewsFromScratch() -> [Stale] {
        guard let root else { return [] }
        let fresh = FromScratch(root: rootView, tracker: Untracked(), graph: self, relaunchingUnwrittenState: true).render(freezingLiveText: true)
        var stale: [Stale] = []
        // A view one side lacks is explained by the live view that makes it:
        // its body decides which children there are; the views inside it, by
        // the same maker.
        var stack: [(shown: Node?, expected: Rendering?, maker: Node?)] = [(root, fresh, nil)]
        while let (shown, expected, maker) = stack.popLast() {
            guard let shown, let expected, shown.name == expected.name else {
                let reason = maker.flatMap(reasonForChildren(of:))
                if let shown {
                    stale.append(Stale(view: shown.name, shown: shown.text.description, expected: nil, why: reason))
                    stack.append(contentsOf: shown.children.map { ($0, nil, maker) })
                }
                if let expected {
                    stale.append(Stale(view: expected.name, shown: nil, expected: expected.node.text.description, why: reason))
                    stack.append(contentsOf: expected.children.map { (nil, $0, maker) })
                }
                continue
            }
            if shown.text != expected.node.text {
                stale.append(Stale(view: shown.name, shown: shown.text.description, expected: expected.node.text.description))
            }
            if let reordered = reordered(shown, shown.children.map(\.key), expected.children.map(\.key)) { stale.append(reordered) }
            stack.append(contentsOf: Self.pair(shown.children, expected.children, keys: \.key, \.key).reversed().map { ($0.0, $0.1, shown) })
        }
        return stale
    }


    /// G6 as ``staleViews()`` does it, the from-scratch render made view by
    /// view as the walk reaches it: each expected view's body runs once,
    /// untracked (a read outside any tracking scope records nothing, under
    /// every strategy), and no node of it is kept. Only for a screen on which
    /// no view has state or reads the environment. Recursion goes as deep as
    /// the tree; a list's rows are a loop, made one at a time.
    package func staleViewsRenderingAsTheWalkGoes() -> [Stale] {
        var stale: [Stale] = []
        walk(root, root == nil ? nil : rootView, into: &stale)
        return stale
    }

    /// Compares the live view `shown` with `expected` run from scratch, then
    /// their children, pairing them as ``staleViews()`` does; either may be
    /// missing, and the other is then reported with its subtree.
    package func walk(_ shown: Node?, _ expected: (any View)?, maker: Node? = nil, into stale: inout [Stale]) {
        var rendered: (name: String, content: BodyContent)?
        if let expected { rendered = (typeOf(expected).name, expected._content()) }
        guard let shown, let rendered, shown.name == rendered.name else {
            let reason = maker.flatMap(reasonForChildren(of:))
            if let shown { stale.append(Stale(view: shown.name, shown: shown.text.description, expected: nil, why: reason)) }
            if let rendered {
                stale.append(Stale(view: rendered.name, shown: nil, expected: rendered.content.text.description, why: reason))
                for child in freshChildren(of: rendered.content, scrolledAs: shown) { walk(nil, child.view, maker: maker, into: &stale) }
            }
            if let shown { for child in shown.children { walk(child, nil, maker: maker, into: &stale) } }
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
                walk(node, child?.view, maker: shown, into: &stale)
            }
            return
        }
        for (child, node) in zip(content.children, shown.fixed) { walk(node, child.view, into: &stale) }
        guard let list = content.rows else {
            for node in shown.rowNodes { walk(node, nil, maker: shown, into: &stale) }
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
        if let reordered = reordered(shown, shown.rowNodes[paired...].map(\.key), rest.map(\.key)) { stale.append(reordered) }
        for (node, child) in Self.pair(Array(shown.rowNodes[paired...]), rest, keys: \.key, \.key) {
            walk(node, child?.view, maker: shown, into: &stale)
        }
    }

    /// G6 for order: `maker` shows the children `shown` (their keys) in
    /// another order than a fresh render's `expected`, the same views: a list
    /// not sorted again. Nil when the order is the same, or the views differ
    /// (each missing or extra one is reported on its own).
    func reordered(_ maker: Node, _ shown: [ViewIdentity], _ expected: [ViewIdentity]) -> Stale? {
        guard shown.count == expected.count, shown != expected,
            Set(shown.enumerated().map { $1.identity(at: $0) }) == Set(expected.enumerated().map { $1.identity(at: $0) })
        else { return nil }
        return Stale(
            view: maker.name, shown: "\(maker.text) · its views in the order it last made them",
            expected: "\(maker.text) · its views in a fresh render's order", why: whyStale(maker.view))
    }

    /// Why the live view `maker` makes other children than a fresh render
    /// does, when the strategy can tell: its body decides which there are.
    func reasonForChildren(of maker: Node) -> StaleReason? {
        whyStale(maker.view).map { StaleReason("\(maker.name), which makes it: \($0.text)", inThePort: $0.inThePort) }
            ?? reasonFromItsMakers(maker)
    }

    /// The rows of `list` a fresh render shows: all of them, or, for a lazy
    /// list, those on screen where the live list `shown` is scrolled.
    func shownRows(of list: any RowList, lazy: Bool, scrolledAs shown: Node?) -> Range<Int> {
        guard lazy else { return 0..<list.count }
        return Window(offset: shown.flatMap { windows[$0.id]?.offset } ?? 0, count: list.count).onScreen
    }

    /// A view of a from-scratch render, not yet run: its key and its inputs.
    typealias Fresh = (key: ViewIdentity, view: any View)

    /// What the graph knows of `view`'s type: the last type made or walked,
    /// if it is that one (a list's rows share one), else the shared table's.
    func typeOf(_ view: any View) -> ViewType {
        if let lastType, lastType.id == ObjectIdentifier(Swift.type(of: view)) { return lastType }
        let type = ViewType.of(view)
        lastType = type
        return type
    }

    /// The children `content` makes, not yet run: a lazy list's only on screen,
    /// scrolled as the live list `shown` is.
    func freshChildren(of content: BodyContent, scrolledAs shown: Node?) -> [Fresh] {
        var children: [Fresh] = content.children.map { ($0.key, $0.view) }
        guard let rows = content.rows else { return children }
        let range = shownRows(of: rows, lazy: content.lazy, scrolledAs: shown)
        children.reserveCapacity(children.count + range.count)
        for index in range { children.append((rows.key(at: index), rows.view(at: index))) }
        return children
    }

    /// Pairs two lists of children by identity: by position when their keys
    /// agree in order, as they do in a graph that is up to date.
    package static func pair<Shown, Expected>(
        _ shown: [Shown], _ expected: [Expected], keys shownKey: (Shown) -> ViewIdentity,
        _ expectedKey: (Expected) -> ViewIdentity
    ) -> [(shown: Shown?, expected: Expected?)] {
        if shown.count == expected.count, zip(shown, expected).allSatisfy({ shownKey($0) == expectedKey($1) }) {
            return zip(shown, expected).map { ($0, $1) }
        }
        var unmatched: [ViewIdentity: Expected] = [:]
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
}
