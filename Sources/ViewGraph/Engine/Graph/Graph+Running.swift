internal import CrashContext
// Running bodies: making a view's node, running it under the tracker,
// the new views run as they are made, and tearing a subtree down.
extension Graph {
    func makeNode(_ view: consuming any View, key: ViewIdentity, parent: Node?) -> Node {
        let type = typeOf(view)
        let node = Node(id: nextID, key: key, parent: parent, view: consume view, type: type)
        nextID += 1
        nodes.append(node)
        liveCount += 1
        if type.hasDynamicProperties { viewsWithDynamicProperties += 1 }
        if type.presents { presenters.insert(node.id) }
        return node
    }

    /// Runs `node`'s body and then, depth first, each child whose inputs changed,
    /// that is new, or that is itself invalidated. Iterative: no recursion whose
    /// depth grows with the screen past ``deepestRunAsMade`` levels of new views.
    /// `causes` nil is new inputs alone, as in ``Due``.
    package func run(_ node: Node, causes: [Cause]?) {
        // Most views that run are leaves: no work list is made for them.
        guard let due = runBody(node, causes: causes) else { return }
        runAll(due)
    }

    /// Runs each of `due`, in order, and then, depth first, its children due to run.
    func runAll(_ due: [Due]) {
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
    func runBody(_ node: Node, causes: [Cause]?) -> [Due]? {
        let clock = phaseClock
        clock?.lap(.flush)
        _ = takePending(node)
        // G1 for state and the environment: the view depends on what this run reads.
        if node.readLocations { node.forgetLocationsRead() }
        // A new view value's dynamic properties are pointed at their storage; a view
        // run again for its own dependencies keeps the value, and its storage, it had.
        if node.hasDynamicProperties && (!node.attached || reattachesEveryRun || causes?.contains(where: \.isEnvironment) == true) {
            attachDynamicProperties(of: node)
            node.attached = true
        }
        // A body that takes what no ancestor placed cannot run: the flush says so, and the view shows nothing.
        if let missing = node.missingEnvironment {
            current.missingEnvironment.append(missing)
            clock?.lap(.flush)
            return nil
        }
        reading.running = node
        // A body that crashes is named in the one line the crash ends in.
        crash_context_enter_view(node.type.crashName)
        // The tracker cancels the last run's subscription, or keeps it (O4).
        // Moved out of the node, not copied: no reference counted for it.
        var previous: (any Subscription)?
        swap(&previous, &node.subscription)
        let (content, subscription) = track(
            node.view, invalidate: Invalidation(inbox: inbox, id: node.id, type: node.type), replacing: previous)
        crash_context_enter_view(nil)
        reading.running = nil
        if let clock {
            clock.lap(.body)
            clock.split(node.view)
        }
        // G2: the scope has closed; children run under scopes of their own.
        node.subscription = subscription
        node.text = content.text
        if !content.controls.isEmpty || node.hasControls { node.controls = content.controls }
        if node.isCounted {
            clock?.lap(.reconcile)
            let causes = previous == nil ? node.type.firstRunCauses(causes, stateDeclaration) : causes
            // Room for a few runs at the first: a step's first runs grow no array one by one.
            if current.runs.capacity == 0 { current.runs.reserveCapacity(4) }
            current.runs.append(BodyRun(view: node.name, key: node.key, storedCauses: causes, viewID: node.id))
            clock?.lap(.record)
        } else if pageFacts != nil {
            pageFacts?.updated.insert(node.id)
        }
        if !content.environment.isEmpty || !node.environment.isEmpty {
            setEnvironment(of: node, content.environment)
        }
        if content.hasReactions || node.hasReactions { react(node, content.reactions) }
        if content.children.isEmpty && content.rows == nil && node.fixed.isEmpty && node.rowNodes.isEmpty {
            clock?.lap(.reconcile)
            return nil
        }
        var due: [Due] = []
        reconcile(node, with: content, due: &due)
        if node.hasCoverings || !content.coverings.isEmpty { cover(node, content.coverings) }
        clock?.lap(.reconcile)
        return due
    }

    /// A13: marks what `coverings` cover among `node`'s children, as its
    /// content laid them out, and keeps them for its controls and rows.
    package func cover(_ node: Node, _ coverings: [Covering]) {
        for child in node.fixed where child.coveredBy != nil { child.coveredBy = nil }
        for covering in coverings {
            for index in covering.children where index < node.fixed.count { node.fixed[index].coveredBy = covering.by }
        }
        node.coverings = coverings
    }

    /// Opens the view's existential once, so the tracker sees its concrete type.
    package func track(
        _ view: some View, invalidate: Invalidation, replacing previous: (any Subscription)?
    ) -> (BodyContent, any Subscription) {
        guard let previous else {
            let (rendered, subscription) = tracker.track(view, invalidate: invalidate)
            return (rendered.content, subscription)
        }
        let (rendered, subscription) = tracker.track(view, invalidate: invalidate, replacing: previous)
        return (rendered.content, subscription)
    }

    /// A new view, placed at `place` among its siblings, due to run for the
    /// first time; run as it is made if nothing is waiting to run before it.
    /// Its first run's causes are `causes`, or `@self` when nil.
    package func add(
        _ view: consuming any View, key: ViewIdentity, under parent: Node, at place: Int, due: inout [Due],
        causes: [Cause]? = nil, environment: [EnvironmentSetting] = []
    ) -> Node {
        let node = makeNode(consume view, key: key, parent: parent)
        if !environment.isEmpty { setApplied(of: node, environment) }
        guard runsAsMade(due) else {
            due.append(causes.map { Due(node, $0) } ?? Due(newInputs: node))
            return node
        }
        node.place = place
        runningAsMade += 1
        defer { runningAsMade -= 1 }
        if let children = runBody(node, causes: causes) { runAll(children) }
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
    func runsAsMade(_ due: [Due]) -> Bool {
        makingFirstChildren && due.isEmpty && pendingCount == 0 && runningAsMade < Self.deepestRunAsMade
    }

    /// How many new views, each the child of the last, run as they are made.
    static let deepestRunAsMade = 64

    /// G4: cancels the tracking of `node` and its subtree and forgets them.
    package func tearDown(_ node: Node) {
        var stack = [node]
        while let node = stack.popLast() {
            node.subscription?.cancel()
            node.subscription = nil
            node.forgetLocationsRead()
            _ = takePending(node)
            if node.hasReactions {
                node.reactions.values.forEach(end)
                node.reactions = [:]
            }
            if node.keptRows != nil {
                node.keptRows = nil
                windows[node.id] = nil
            }
            nodes[node.id] = nil
            liveCount -= 1
            if node.hasDynamicProperties { viewsWithDynamicProperties -= 1 }
            if node.type.presents { presenters.remove(node.id) }
            current.removed += 1
            stack.append(contentsOf: node.fixed)
            stack.append(contentsOf: node.rowNodes)
            node.fixed = []
            node.rowNodes = []
        }
    }
}
