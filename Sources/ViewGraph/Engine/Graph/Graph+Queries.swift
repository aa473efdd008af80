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
