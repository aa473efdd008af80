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

    /// Visits every view in tree order until `visit` returns false.
    func walkInTreeOrder(_ visit: (Node) -> Bool) {
        guard let root else { return }
        var stack = [root]
        while let node = stack.popLast() {
            guard visit(node) else { return }
            stack.append(contentsOf: node.children.reversed())
        }
    }
}

// A6: steps that act on the screen as a person would, through the controls
// the bodies showed on their last run, found by title in tree order.
extension Graph {
    /// Taps the first button titled `title`; false if the screen shows none,
    /// which the next flush reports (A11).
    @discardableResult
    public func tap(_ title: String) -> Bool {
        guard case .button(_, _, let action)? = control("tapped", titled: title, ofKind: "button") else { return false }
        action()
        return true
    }

    /// Types `text` into the first field titled `title`, replacing what it
    /// holds, as one edit; false if the screen shows none, which the next flush reports (A11).
    @discardableResult
    public func type(_ text: String, into title: String) -> Bool {
        guard case .field(_, let binding)? = control("typed into", titled: title, ofKind: "field") else { return false }
        binding.wrappedValue = text
        return true
    }

    /// Flips the first toggle titled `title`; false if the screen shows none,
    /// which the next flush reports (A11).
    @discardableResult
    public func flip(_ title: String) -> Bool {
        guard case .toggle(_, let binding)? = control("flipped", titled: title, ofKind: "toggle") else { return false }
        binding.wrappedValue.toggle()
        return true
    }

    /// What the first field titled `title` holds, read without making anyone depend on it.
    public func text(in title: String) -> String? {
        guard case .field(_, let binding)? = control(titled: title, ofKind: "field") else { return nil }
        return binding.shown
    }

    /// The titles of the controls the screen shows, in tree order.
    public var controlTitles: [String] {
        var titles: [String] = []
        walkInTreeOrder { node in
            titles += node.controls.map(\.title)
            return true
        }
        return titles
    }

    /// The first control of `kind` a person would take for `title`, in tree order.
    private func control(titled title: String, ofKind kind: String) -> Control? {
        var found: Control?
        walkInTreeOrder { node in
            found = node.controls.first { $0.kind == kind && $0.isTitled(title) }
            return found == nil
        }
        return found
    }

    /// The control `control(titled:ofKind:)` finds, or nil with the miss kept
    /// for the next flush to report (A11): a step `acted` on a control that is not on screen.
    private func control(_ acted: String, titled title: String, ofKind kind: String) -> Control? {
        if let found = control(titled: title, ofKind: kind) { return found }
        var shown: [String] = []
        walkInTreeOrder { node in
            shown += node.controls.filter { $0.kind == kind }.map { "\"\($0.title)\"" }
            return true
        }
        let there = shown.isEmpty ? "the screen shows no \(kind)" : "the \(kind)s on screen are \(shown.joined(separator: ", "))"
        unfoundControls.append("\(acted) the \(kind) \"\(title)\", which is not on screen; \(there)")
        return nil
    }
}

extension Graph {
    /// The first object of type `Object` a view holds in its state, its
    /// inputs or what it places in the environment, in tree order.
    public func firstObject<Object: AnyObject>(_ type: Object.Type) -> Object? {
        var found: Object?
        walkInTreeOrder { node in
            for label in node.states.keys.sorted() {
                if let object = node.states[label]?.heldValue as? Object { found = object }
                if found != nil { return false }
            }
            for child in Mirror(reflecting: node.view).children {
                let value = (child.value as? any HoldingWrapper)?.heldObject ?? child.value
                if let object = value as? Object { found = object }
                if found != nil { return false }
            }
            for name in node.environment.keys.sorted() {
                if let object = node.environment[name]?.heldValue as? Object { found = object }
                if found != nil { return false }
            }
            return true
        }
        return found
    }
}
