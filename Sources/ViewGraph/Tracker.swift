/// How a strategy plugs into the graph: it runs a body under its tracking and
/// reports, from any thread, when what the body depends on is about to change.
public protocol Tracker {
    /// Runs `body` and returns its result with a subscription that calls
    /// `invalidate` when something the body depends on changes (G1).
    ///
    /// What the body depends on is what it read this run (property-level) or the
    /// objects in `holdings` (object-level). `invalidate` may be called from any
    /// thread, more than once; after the subscription is cancelled it must not be.
    func track<Output>(
        holdings: [Holding],
        _ body: () -> Output,
        invalidate: @escaping @Sendable (Cause) -> Void
    ) -> (Output, any Subscription)
}

/// What a tracked body depends on; cancelling it stops its notifications (G4).
public protocol Subscription: AnyObject {
    /// Stops notifications; safe to call more than once.
    func cancel()
}

/// The tracker of a from-scratch render: runs bodies and observes nothing.
struct Untracked: Tracker {
    final class Nothing: Subscription, Sendable {
        func cancel() {}
    }

    func track<Output>(
        holdings: [Holding], _ body: () -> Output, invalidate: @escaping @Sendable (Cause) -> Void
    ) -> (Output, any Subscription) {
        (body(), Self.nothing)
    }

    private static let nothing = Nothing()
}
