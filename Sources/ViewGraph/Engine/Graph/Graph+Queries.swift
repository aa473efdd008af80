// What the graph tells its users and its checks: what every view shows,
// where lists are scrolled, the live state, and views by type.
extension Graph {
    /// What every view shows now, in tree order.
    public func rendered() -> [Rendered] {
        guard let root else { return [] }
        var out: [Rendered] = []
        var stack: [(Node, [ViewIdentity])] = [(root, [])]
        while let (node, path) = stack.popLast() {
            out.append(Rendered(view: node.name, path: path, text: node.text.description))
            for (position, child) in node.children.enumerated().reversed() {
                stack.append((child, path + [child.key.identity(at: position)]))
            }
        }
        return out
    }

    /// Where each list of rows is scrolled to, by the path of the view that
    /// makes it: the user's scroll position, which a from-scratch render starts from.
    func scrollOffsets() -> [[ViewIdentity]: Int] {
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

    /// Visits every view in tree order, of the subtree of `start` if given,
    /// until `visit` returns false.
    /// Walks what a person sees, in tree order (A13): the topmost
    /// presentation, or the whole screen while none is up; in it, neither
    /// what a pushed screen covers nor a tab not selected. `visit` is given
    /// each view and the controls of it that show; it returns false to stop.
    package func walkOnScreen(_ visit: (Node, [ShownControl]) -> Bool) {
        guard let root = topmostPresentation() ?? root else { return }
        var stack = [root]
        while let node = stack.popLast() {
            let coverings = node.coverings
            let controls = coverings.isEmpty
                ? node.controls
                : node.controls.enumerated().filter { index, _ in !coverings.contains { $0.controls.contains(index) } }.map(\.element)
            guard visit(node, controls) else { return }
            let rowsCovered = coverings.contains(where: \.rows)
            stack.append(contentsOf: ((rowsCovered ? [] : node.rowNodes).reversed() + node.fixed.reversed()).filter { $0.coveredBy == nil })
        }
    }

    /// What a person sees to act on, in tree order (A13): each control on
    /// screen, its kind and the title read on it (`link "Port 1"`), a
    /// disabled one marked so. What an account of the vocabulary, kept apart
    /// from the graph, holds the screen to.
    package func controlsOnScreen() -> [String] {
        shownControls().map { "\($0.kind) \"\($0.title)\"\($0.isDisabled ? " (disabled)" : "")" }
    }

    /// Each control on screen, in tree order (A13): its kind, the title read
    /// on it, and whether it is disabled.
    package func shownControls() -> [(kind: String, title: String, isDisabled: Bool)] {
        var shown: [(kind: String, title: String, isDisabled: Bool)] = []
        walkOnScreen { node, controls in
            for control in controls {
                shown.append((type(of: control.control).kind, title(of: control, in: node), control.isDisabled))
            }
            return true
        }
        return shown
    }

    /// What covers on screen the first of `node`'s controls for which
    /// `matches` holds, or `node` itself, or a view above it, or the
    /// presentation on top (A13); nil if it shows.
    func coverer(of node: Node, control matches: (ShownControl) -> Bool) -> String? {
        if let index = node.controls.firstIndex(where: matches), let covering = node.coverings.first(where: { $0.controls.contains(index) }) {
            return covering.by
        }
        var current: Node? = node
        while let view = current {
            if let by = view.coveredBy { return by }
            if let parent = view.parent, view.place >= Node.firstRowPlace, let covering = parent.coverings.first(where: \.rows) {
                return covering.by
            }
            current = view.parent
        }
        if let top = topmostPresentation(), !isInside(node, top) {
            return "the \(top.controls.lazy.compactMap { $0.control as? any ShownPresentation }.first?.spokenStyle ?? "presentation") on top"
        }
        return nil
    }

    /// Whether `node` is `ancestor` or below it.
    func isInside(_ node: Node, _ ancestor: Node) -> Bool {
        var current: Node? = node
        while let view = current {
            if view === ancestor { return true }
            current = view.parent
        }
        return false
    }

    func walkInTreeOrder(from start: Node? = nil, _ visit: (Node) -> Bool) {
        guard let root = start ?? root else { return }
        var stack = [root]
        while let node = stack.popLast() {
            guard visit(node) else { return }
            stack.append(contentsOf: node.children.reversed())
        }
    }
}

extension Graph {
    /// The first object of type `Object` a view holds in its state, its
    /// inputs or what it places in the environment, in tree order.
    public func firstObject<Object: AnyObject>(_ type: Object.Type) -> Object? {
        firstObject { $0 is Object } as? Object
    }

    /// The first object the screen holds in a view's state, inputs or
    /// environment, in tree order, for which `matches` is true.
    package func firstObject(where matches: (AnyObject) -> Bool) -> AnyObject? {
        var found: AnyObject?
        func consider(_ value: Any?) -> Bool {
            // An optional field holds its object, if any, as a plain one does.
            guard var value else { return false }
            while Mirror(reflecting: value).displayStyle == .optional {
                guard let wrapped = Mirror(reflecting: value).children.first?.value else { return false }
                value = wrapped
            }
            guard Swift.type(of: value) is AnyObject.Type else { return false }
            let object = value as AnyObject
            if matches(object) { found = object }
            return found != nil
        }
        walkInTreeOrder { node in
            for label in node.states.keys.sorted() where consider(node.states[label]?.heldValue) { return false }
            for child in Mirror(reflecting: node.view).children
            where consider((child.value as? any HoldingWrapper)?.heldObject ?? child.value) {
                return false
            }
            for name in node.environment.keys.sorted() where consider(node.environment[name]?.heldValue) { return false }
            return true
        }
        return found
    }
}

/// What one view shows, at its place in the tree.
package struct Rendered: Equatable {
    /// The view's name.
    package let view: String
    /// The keys from the root down to this view.
    package let path: [ViewIdentity]
    /// The text its body produced.
    package let text: String
}
