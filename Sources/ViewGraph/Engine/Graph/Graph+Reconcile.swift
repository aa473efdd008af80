// G4: a parent's children kept, made and torn down by key, and a list's
// rows, eager or lazy, diffed against the last run's.
extension Graph {
    /// G4: keeps children by key, and appends to `due`, in order, those that
    /// must run and why.
    package func reconcile(_ parent: Node, with content: BodyContent, due: inout [Due]) {
        // A view's first children replace none: they may run as they are made.
        let outer = makingFirstChildren
        makingFirstChildren = parent.fixed.isEmpty && parent.rowNodes.isEmpty
        defer { makingFirstChildren = outer }
        if !parent.fixed.isEmpty || !content.children.isEmpty {
            parent.fixed = reconcile(
                parent.fixed, with: content.children.count,
                key: { content.children[$0].key }, view: { content.children[$0].view },
                environment: { content.children[$0].environment }, under: parent, placedFrom: 0, due: &due)
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
    /// comes on screen. ``Flush/skipped`` counts the rows compared that did not
    /// run. A row on screen that moved (past the rows paired by position) keeps
    /// its identity and is compared where it now stands, and counted there.
    func realise(_ list: any RowList, in parent: Node, window: inout Window, due: inout [Due]) {
        let (pairing, kept) = list.diff(against: parent.keptRows)
        parent.keptRows = kept
        window.rows = list.rows(keptIn: kept)
        window.count = list.count
        let firstNew = nextID, before = due.count
        show(&window, in: parent, due: &due, countingFrom: pairing.paired)
        let ranPaired = due[before...].count { $0.node.id < firstNew && $0.node.place - Node.firstRowPlace < pairing.paired }
        current.compared += pairing.paired
        current.skipped += max(0, pairing.paired - ranPaired)
        if pageFacts != nil {
            let pairedOnScreen = parent.rowNodes.filter { $0.id < firstNew && $0.place - Node.firstRowPlace < pairing.paired }
            notePaired(pairedOnScreen, due: due, since: before)
            pageFacts?.comparedOffScreen[parent.id, default: 0] += pairing.paired - pairedOnScreen.count
        }
    }

    /// Makes the rows on screen in `window` the lazy list's children: those
    /// already made are kept (and run if their inputs changed or they were
    /// invalidated), those that came on screen are made, the rest torn down.
    /// The rows kept from the index `countingFrom` of the list on are counted
    /// as compared (the rows before it were compared as they were paired).
    package func show(_ window: inout Window, in parent: Node, due: inout [Due], countingFrom: Int = .max) {
        guard let rows = window.rows else { return }
        let shown = window.onScreen
        window.offset = shown.lowerBound
        parent.rowNodes = reconcile(
            parent.rowNodes, with: shown.count,
            key: { rows.key(at: shown.lowerBound + $0) }, view: { rows.view(at: shown.lowerBound + $0) },
            under: parent, placedFrom: Node.firstRowPlace + shown.lowerBound, due: &due,
            countingFrom: countingFrom == .max ? .max : max(0, countingFrom - shown.lowerBound))
    }

    /// G4 for rows: the rows that pair by position are diffed in one pass over
    /// their elements (``RowList/pair(with:)``); the rest are matched by key.
    package func reconcile(
        _ old: [Node], with list: any RowList, under parent: Node, due: inout [Due]
    ) -> [Node] {
        let (pairing, kept) = list.diff(against: parent.keptRows)
        parent.keptRows = kept
        let before = due.count
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
        notePaired(old[..<pairing.paired], due: due, since: before)
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


    /// For a page, when one is kept (``PageFacts``): `nodes` were compared,
    /// each skipped unless it became due after `due`'s first `start` entries.
    private func notePaired(_ nodes: some Collection<Node>, due: [Due], since start: Int) {
        guard pageFacts != nil, !nodes.isEmpty else { return }
        let ran = Set(due[start...].map(\.node.id))
        for node in nodes { pageFacts?.noteCompared(node.id, skipped: !ran.contains(node.id)) }
    }

    /// G4 by key: children whose keys stand where they stood before are paired
    /// by position; only the rest are matched through a dictionary of keys.
    /// The children kept are placed from `firstPlace` on, in order.
    package func reconcile(
        _ old: [Node], with count: Int, key: (Int) -> ViewIdentity, view: (Int) -> any View,
        environment: (Int) -> [EnvironmentSetting] = { _ in [] },
        under parent: Node, placedFrom firstPlace: Int, due: inout [Due], countingFrom: Int = 0
    ) -> [Node] {
        var kept: [Node] = []
        kept.reserveCapacity(count)
        if count - old.count >= Self.manyNewViews { makeRoom(for: count - old.count, due: &due) }
        var paired = 0
        while paired < min(old.count, count), old[paired].key == key(paired) {
            kept.append(
                keep(
                    old[paired], as: view(paired), key: key(paired), under: parent, at: firstPlace + paired, due: &due,
                    counting: paired >= countingFrom, environment: environment(paired)))
            paired += 1
        }
        var unpaired: [ViewIdentity: Node] = [:]
        for position in paired..<old.count {
            unpaired[old[position].key.identity(at: position)] = old[position]
        }
        for position in paired..<count {
            let childKey = key(position)
            if !unpaired.isEmpty, let existing = unpaired.removeValue(forKey: childKey.identity(at: position)) {
                kept.append(
                    keep(
                        existing, as: view(position), key: childKey, under: parent, at: firstPlace + kept.count,
                        due: &due, counting: position >= countingFrom, environment: environment(position)))
            } else {
                kept.append(
                    add(
                        view(position), key: childKey, under: parent, at: firstPlace + kept.count, due: &due,
                        environment: environment(position)))
            }
        }
        for removed in unpaired.values { tearDown(removed) }
        for (offset, node) in kept.enumerated() where node.place != firstPlace + offset {
            node.place = firstPlace + offset
        }
        return kept
    }

    /// How the inputs of `node`'s view type are compared.
    package func comparison(of node: Node) -> Comparison {
        comparison(of: node.viewType, node.view)
    }

    /// How the inputs of `view`'s type, `type`, are compared.
    package func comparison(of type: ObjectIdentifier, _ view: any View) -> Comparison {
        if let known = comparisons[type] { return known }
        let made = Inputs.comparison(of: Swift.type(of: view))
        comparisons[type] = made
        return made
    }

    /// Whether `new`, a value of `old`'s type, has the same inputs, compared
    /// as a kept child's are (G11): its type's comparison found in the
    /// graph's table, then the two values compared by it. What `compare
    /// micro`'s child-compare times.
    package func hasSameInputs(_ old: any View, as new: any View) -> Bool {
        old.hasSameInputs(as: new, comparedBy: comparison(of: ObjectIdentifier(Swift.type(of: old)), old))
    }

    /// Keeps `existing` for a child with inputs `view`: it runs if its inputs
    /// changed (`@self`) or it was itself invalidated; otherwise it is skipped
    /// (G4). A lazy list counts the comparisons of rows paired by position
    /// itself: not `counting` here.
    package func keep(
        _ existing: Node, as view: any View, key: ViewIdentity, under parent: Node, at place: Int, due: inout [Due],
        counting: Bool = true, environment: [EnvironmentSetting] = []
    ) -> Node {
        guard existing.viewType == ObjectIdentifier(Swift.type(of: view)) else {
            tearDown(existing)
            return add(view, key: key, under: parent, at: place, due: &due, environment: environment)
        }
        let comparison = comparison(of: existing)
        // Another explicit identity is another view (G12): not compared, but torn down and made.
        if comparison.isExplicitlyIdentified && identityChanged(existing.view, view) {
            tearDown(existing)
            return add(view, key: key, under: parent, at: place, due: &due, causes: [.identity], environment: environment)
        }
        if !environment.isEmpty || !existing.applied.isEmpty { setApplied(of: existing, environment) }
        if counting { current.compared += 1 }
        var causes: [Cause] = []
        if !existing.view.hasSameInputs(as: view, comparedBy: comparison) {
            existing.view = view
            causes.append(.inputs)
        }
        if let own = takePending(existing) {
            causes.append(contentsOf: own)
        }
        if counting { pageFacts?.noteCompared(existing.id, skipped: causes.isEmpty) }
        if causes.isEmpty {
            if counting { current.skipped += 1 }
        } else {
            due.append(Due(existing, causes))
        }
        return existing
    }

    /// How many new children make a list reserve room for them all at once.
    static let manyNewViews = 1024

    /// Room for `more` new views in the graph's arrays, the list due to run and
    /// the flush's record, reserved at once: grown one append at a time, a
    /// launch of a million rows copied each array about twice over. Only for
    /// many new views: reserving exactly, time after time, would copy more.
    func makeRoom(for more: Int, due: inout [Due]) {
        nodes.reserveCapacity(nodes.count + more)
        if !runsAsMade(due) { due.reserveCapacity(due.count + more) }
        current.runs.reserveCapacity(current.runs.count + more)
    }
}
