/// How a strategy plugs into the graph: it runs a view's body under its
/// tracking and reports, from any thread, when what the body depends on is
/// about to change.
package protocol Tracker {
    /// Runs `view`'s body and returns what it made, with a subscription that
    /// calls `invalidate` when something the body depends on changes (G1).
    ///
    /// What the body depends on is what it read this run (property-level) or the
    /// objects the view holds, ``View/holdings`` (object-level). `invalidate` may
    /// be called from any thread, more than once; after the subscription is
    /// cancelled it should not be (the graph drops it if it is).
    func track(_ view: some View, invalidate: Invalidation) -> (_Rendered, any Subscription)

    /// Runs `view`'s body again, its last run's subscription `previous` still
    /// in place, and returns what it made with the subscription for this run:
    /// `previous` itself, if the tracker keeps it (an object-level view stays
    /// subscribed for as long as it holds the same objects), or a new one, in
    /// which case `previous` is cancelled first. By default it is cancelled and
    /// the body tracked anew.
    func track(_ view: some View, invalidate: Invalidation, replacing previous: any Subscription)
        -> (_Rendered, any Subscription)

    /// Why `view` may have gone stale under this strategy, when the strategy
    /// can tell, in a clause: under object-level, the objects its body reads
    /// that it does not hold. Nil when it cannot say. Asked only of a stale view.
    func whyStale(_ view: some View) -> StaleReason?
}

extension Tracker {
    public func whyStale(_ view: some View) -> StaleReason? { nil }

    public func track(_ view: some View, invalidate: Invalidation, replacing previous: any Subscription)
        -> (_Rendered, any Subscription)
    {
        previous.cancel()
        return track(view, invalidate: invalidate)
    }
}

/// Marks one view invalid, from any thread: what a strategy calls when the view
/// must run again (G3).
package struct Invalidation: Sendable {
    package let inbox: Inbox
    package let id: Int
    /// What the graph knows of the view's type: interned for the life of the
    /// process, so held without a reference count.
    unowned(unsafe) let type: ViewType

    package init(inbox: Inbox, id: Int, type: ViewType) {
        self.inbox = inbox
        self.id = id
        self.type = type
    }

    /// The objects `view`, the view this invalidates, holds (A4): what a
    /// strategy that observes whole objects subscribes to. Its type's held
    /// fields are found once, when the graph first meets the type.
    public func holdings<V: View>(of view: V) -> [Holding] {
        type.holdsObjectsItself ? (view as! any HoldsObjects).holdings : type.heldFields.holdings(of: view)
    }

    /// Marks the view invalid for `cause`.
    public func callAsFunction(_ cause: Cause) {
        inbox.post(id, cause)
    }

    /// Says that a callback arrived from a subscription already cancelled, and
    /// was dropped: what a strategy with no way to remove an observer (Apple's
    /// Observation) calls, so that the cost of the observers it leaves behind
    /// shows in ``Flush/droppedCallbacks``.
    public func dropped() {
        inbox.drop()
    }
}

/// What a tracked body depends on; cancelling it stops its notifications (G4).
package protocol Subscription: AnyObject {
    /// Stops notifications; safe to call more than once.
    func cancel()
}

/// The tracker of a from-scratch render: runs bodies and observes nothing.
/// Under it a screen costs what the graph alone costs: what `compare micro`
/// measures as the graph's bytes per row.
package struct Untracked: Tracker {
    package final class Nothing: Subscription, Sendable {
        package func cancel() {}
    }

    /// A tracker that observes nothing.
    public init() {}

    public func track<V: View>(_ view: V, invalidate: Invalidation) -> (_Rendered, any Subscription) {
        (V._render(view), Self.nothing)
    }

    private static let nothing = Nothing()
}
