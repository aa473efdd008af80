import PropertyLevel
import ViewGraph

/// Plugs PropertyLevel's registrar into the graph: a body depends on exactly
/// the key paths it read (G1), and a cause names the key path that changed (G5).
struct PropertyTracker: Tracker {
    func track<Output>(
        holdings: [Holding], _ body: () -> Output,
        invalidate: @escaping @Sendable (Cause) -> Void
    ) -> (Output, any Subscription) {
        let (output, tracking) = withCancellableTracking(body) { change in
            invalidate(.property(change.name))
        }
        return (output, tracking)
    }
}

extension Tracking: Subscription {}
