/// An independent account of what a flush must run, worked out from scratch:
/// the check that catches a bug in the graph itself, which moves every
/// strategy's counts alike and so slips past a comparison between strategies.
///
/// Before a transaction it renders the whole screen from scratch, each body
/// tracked on its own by the strategy (what each body read, or the objects it
/// holds), with none of the graph's invalidation, scheduling or diffing. After
/// the transaction it renders the screen again and walks the two renders side
/// by side, from the root: a view must run if something its body depended on
/// told it of a change, or if its parent ran and handed it different inputs,
/// or if it is new; the walk also counts the children a running parent must
/// compare, skip and tear down. ``difference(from:)`` then says where a flush
/// differs from that account.
package final class Reference {
    /// Renders the screen from scratch, each body tracked by the strategy.
    private let renderer: FromScratch
    /// The render at the start of the transaction, each body still tracked.
    private var before: Rendering!

    /// What a flush must do, worked out from scratch.
    package struct Account: Equatable, Sendable {
        /// The bodies that must run, in tree order, with their causes.
        package var runs: [BodyRun] = []
        /// The children whose inputs a running parent must compare.
        package var compared = 0
        /// Of those, the ones that must not run.
        package var skipped = 0
        /// The views that must be torn down.
        package var removed = 0
        /// Rows that came on screen in a list whose parent did not run, and
        /// their subtrees: they are made once every invalid view has run.
        var comingOnScreen: [BodyRun] = []
    }

    deinit {
        // P10: the last render's trackings leave the models with it.
        for view in before?.all ?? [] { view.subscription?.cancel() }
    }

    package init(root: any View, tracker: any Tracker, graph: Graph) {
        renderer = FromScratch(root: root, tracker: tracker, graph: graph)
        before = renderer.render()
    }

    /// What the flush of the transaction since the last call (or since this
    /// reference was made) must have run; the screen is rendered afresh for the next.
    package func account() -> Account {
        // What told which view of a change, in the order it was told.
        var told: [Int: [Cause]] = [:]
        for (id, cause) in renderer.inbox.drain() {
            told[id, default: []].add(cause)
        }
        for view in before.all { view.subscription?.cancel() }
        let after = renderer.render()
        var account = Account()
        walk(after, before, parentRan: false, told: told, into: &account)
        account.runs += account.comingOnScreen
        account.comingOnScreen = []
        before = after
        return account
    }


    /// The account of `new` and its subtree, paired with `old`, the same
    /// view's render before the transaction, if it was there.
    ///
    /// A lazy list's rows are compared as a whole, not one by one (`counted`
    /// false): its parent's run pairs every row's id with the last run's, and
    /// those that do not run are skipped. A row that comes on screen while its
    /// list's parent does not run is made after every invalid view (`late`).
    /// Returns whether `new` runs.
    @discardableResult
    private func walk(
        _ new: Rendering, _ old: Rendering?, parentRan: Bool, counted: Bool = true, late: Bool = false,
        made: Cause = .inputs, told: [Int: [Cause]], into account: inout Account
    ) -> Bool {
        var causes: [Cause] = []
        var keptInputs = false
        if let old {
            if parentRan && !Self.sameInputs(old.view, new.view) {
                causes.append(.inputs)
            } else {
                // A view keeps the inputs its parent last handed it, as the graph
                // does, not those a from-scratch render makes: a binding handed
                // before a write still shows the value it showed then (G8).
                new.node.view = old.view
                keptInputs = new.node.parent != nil
            }
            if parentRan && counted { account.compared += 1 }
            causes += told[old.id] ?? []
            // State and environment it read that now hold another value (G7, G9).
            for location in old.node.locationsRead where !causes.contains(location.cause) {
                if let identity = location.identity, let now = renderer.locations[identity], now.holdsSameValue(as: location) {
                    continue
                }
                causes.append(location.cause)
            }
            if parentRan && counted && causes.isEmpty { account.skipped += 1 }
        } else {
            causes = new.node.type.firstRunCauses([made], renderer.stateDeclaration) ?? [made]
        }
        let ran = !causes.isEmpty
        // One that runs with the inputs it kept makes its children from them,
        // as the graph's run does, not from those the render handed it: a
        // stack whose own state changed shows the disclosure group its
        // screen's last run made, with the binding it showed then (G8).
        if ran && keptInputs { renderer.renderAgain(new) }
        let run = BodyRun(view: new.name, key: new.key, causes: causes)
        if ran && new.node.isCounted {
            if late { account.comingOnScreen.append(run) } else { account.runs.append(run) }
        }
        // A view that does not run keeps the children its last run made, as
        // the graph keeps them, whatever a fresh render makes of them: one whose
        // body read what nothing tells it of (a view stale in an
        // ObservableObject port) goes on showing its last run's (A10).
        if !ran, let old, !Self.sameChildren(new, old) {
            renderer.renderChildren(of: new, keeping: old)
        }
        guard let keys = new.lazyKeys else {
            walkChildren(new.children, old?.children ?? [], parentRan: ran, late: late, told: told, into: &account)
            return ran
        }
        let oldFixed = old.map { Array($0.children[..<$0.fixedCount]) } ?? []
        walkChildren(Array(new.children[..<new.fixedCount]), oldFixed, parentRan: ran, late: late, told: told, into: &account)
        // The rows on screen now, paired by id with those on screen before. The
        // rows paired by position are compared as the list is diffed; a row
        // kept past them moved, and is compared where it now stands.
        var onScreenBefore: [ViewIdentity: Rendering] = [:]
        for row in old.map({ $0.children[$0.fixedCount...] }) ?? [] { onScreenBefore[row.key] = row }
        let before = old?.lazyKeys
        let paired = before.map { zip($0, keys).prefix { $0 == $1 }.count } ?? 0
        let place = ran && before != nil ? Dictionary(keys.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first }) : [:]
        var pairedThatRan = 0
        for row in new.children[new.fixedCount...] {
            var match = onScreenBefore.removeValue(forKey: row.key)
            if let replaced = match, replaced.viewType != row.viewType {
                account.removed += replaced.all.count
                match = nil
            }
            let rowRan = walk(
                row, match, parentRan: ran, counted: false, late: late || (match == nil && !ran), told: told,
                into: &account)
            guard match != nil, let index = place[row.key] else { continue }
            if index < paired {
                if rowRan { pairedThatRan += 1 }
            } else {
                account.compared += 1
                if !rowRan { account.skipped += 1 }
            }
        }
        // Rows that left the screen, scrolled away or removed, are torn down.
        account.removed += onScreenBefore.values.reduce(0) { $0 + $1.all.count }
        if ran, before != nil {
            account.compared += paired
            account.skipped += max(0, paired - pairedThatRan)
        }
        return ran
    }

    /// The account of fixed children, or an eager list's rows, paired by identity.
    private func walkChildren(
        _ new: [Rendering], _ old: [Rendering], parentRan ran: Bool, late: Bool, told: [Int: [Cause]],
        into account: inout Account
    ) {
        var unpaired: [ViewIdentity: Rendering] = [:]
        for (position, child) in old.enumerated() {
            unpaired[child.key.identity(at: position)] = child
        }
        for (position, child) in new.enumerated() {
            let match = unpaired.removeValue(forKey: child.key.identity(at: position))
            // A view of another type at the same place, or with another explicit id (G12), is a new view.
            let sameType = match?.viewType == child.viewType
            let reidentified = sameType && identityChanged(match!.view, child.view)
            let kept = sameType && !reidentified ? match : nil
            if ran, let match, kept == nil { account.removed += match.all.count }
            walk(
                child, kept, parentRan: ran, late: late, made: reidentified ? .identity : .inputs, told: told,
                into: &account)
        }
        if ran { account.removed += unpaired.values.reduce(0) { $0 + $1.all.count } }
    }

    /// Whether `new` has the children `old` had, view for view: their keys
    /// and their types.
    private static func sameChildren(_ new: Rendering, _ old: Rendering) -> Bool {
        new.fixedCount == old.fixedCount && new.lazyKeys == old.lazyKeys
            && zip(new.children[..<new.fixedCount], old.children[..<old.fixedCount]).allSatisfy { $0.key == $1.key && $0.viewType == $1.viewType }
            && (new.lazyKeys != nil || new.children.count == old.children.count
                && zip(new.children, old.children).allSatisfy { $0.key == $1.key && $0.viewType == $1.viewType })
    }

    /// Whether two views have the same inputs (G11), decided from the rules
    /// alone (``RuleComparison``), not by the graph's ``Inputs``: a child the
    /// graph runs with equal inputs, or skips with other ones, is a difference.
    private static func sameInputs(_ old: any View, _ new: any View) -> Bool {
        RuleComparison.same(old, new)
    }
}

extension Reference.Account {
    /// Where `flush` differs from this account, in a sentence; nil if it does not.
    package func difference(from flush: Flush) -> String? {
        // In order; a run's causes as a set: which arrived first is not a rule.
        let shown = { (runs: [BodyRun]) in
            runs.map { "\($0.identified): \($0.causes.map(\.description).sorted().joined(separator: ", "))" }
        }
        let ran = shown(flush.runs), must = shown(runs)
        if ran != must {
            let first = zip(ran, must).enumerated().first { $1.0 != $1.1 }?.offset ?? min(ran.count, must.count)
            return "body run \(first + 1) was \(first < ran.count ? ran[first] : "nothing more") where the reference walk runs "
                + "\(first < must.count ? must[first] : "nothing more") (\(ran.count) runs, the reference \(must.count))"
        }
        if flush.compared != compared { return "the flush compared \(flush.compared) children, the reference walk \(compared)" }
        if flush.skipped != skipped { return "the flush skipped \(flush.skipped) children, the reference walk \(skipped)" }
        if flush.removed != removed { return "the flush tore down \(flush.removed) views, the reference walk \(removed)" }
        return nil
    }
}

extension Graph {
    /// An independent reference for this graph's next flushes: from-scratch
    /// renders of the same screen, each body tracked by the same strategy.
    /// Make it after ``launch()``, then call ``Reference/account()`` after each flush.
    package func reference() -> Reference {
        Reference(root: rootView, tracker: tracker, graph: self)
    }
}
