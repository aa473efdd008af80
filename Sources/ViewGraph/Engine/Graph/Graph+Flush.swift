// A flush: the invalidations it absorbs, the tree-order walk that runs
// them, and a scrolled lazy list's rows torn down and made.
extension Graph {
    /// Tears down the rows that left the screen in each lazy list scrolled
    /// whose body is not about to run (its run does it, knowing its new rows).
    func dropRowsThatLeftTheScreen() {
        guard !scrolled.isEmpty else { return }
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
    func showScrolledRows() {
        for id in scrolled.sorted() {
            guard let node = node(id), var window = windows[id] else { continue }
            var due: [Due] = []
            show(&window, in: node, due: &due)
            windows[id] = window
            runAll(due)
        }
        scrolled = []
    }

    /// Marks the views of the invalidations drained invalid, and empties
    /// their array in place for the next drain.
    func absorbDrained() {
        phaseClock?.lap(.flush)
        mark(drained)
        drained.empty()
        phaseClock?.lap(.mark)
    }

    /// Marks the views of `posted` invalid, and puts those that were not in the
    /// walk, in tree order, among the views it has not passed yet.
    package func mark(_ posted: [(id: Int, cause: Cause)]) {
        let first = walk.count
        for (id, cause) in posted {
            // Late callbacks from torn-down views are dropped here (G4).
            guard let node = node(id) else {
                current.lateCallbacks += 1
                continue
            }
            if node.pending == nil {
                pendingCount += 1
                node.makePending(for: cause)
                walk.append(node)
            } else {
                node.pending?.add(cause)
            }
        }
        // G4: the walk keeps tree order, so a parent runs before its children.
        if walk.count - walked > 1 && walk.count > first && !isInTreeOrder(walk[walked...]) {
            // A view torn down since it was put in the walk has no place in the tree.
            let waiting = walk[walked...].filter { $0.pending != nil }
            walk.replaceSubrange(walked..., with: waiting.sorted { $0.precedes($1) })
        }
    }

    /// Whether every view of `waiting` is still due and stands after the one
    /// before it: the order callbacks usually post in, checked so that the
    /// walk is copied and sorted only when it must be.
    private func isInTreeOrder(_ waiting: ArraySlice<Node>) -> Bool {
        var previous: Node?
        for node in waiting {
            guard node.pending != nil else { return false }
            if let previous, !previous.precedes(node) { return false }
            previous = node
        }
        return true
    }

    /// Runs the invalid views the walk has not passed yet, in tree order.
    func finishWalk() {
        while walked < walk.count {
            let node = walk[walked]
            walked += 1
            // A parent that ran earlier in this pass may have run it already.
            guard let causes = takePending(node) else { continue }
            run(node, causes: causes)
        }
        walk.empty()
        walked = 0
    }

    /// Takes the causes `node` was invalidated for, if it was, keeping count of
    /// how many views are still waiting to run.
    func takePending(_ node: Node) -> [Cause]? {
        guard let causes = node.pending else { return nil }
        node.pending = nil
        pendingCount -= 1
        return causes
    }
}
