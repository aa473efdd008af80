import PropertyLevel
import ViewGraph

/// Plugs PropertyLevel's registrar into the graph: a body depends on exactly
/// the key paths it read (G1), and a cause names the key path that changed (G5).
struct PropertyTracker: Tracker {
    func track(_ view: some View, invalidate: Invalidation) -> (Content, any Subscription) {
        let (content, tracking) = withCancellableTracking({ view.body() }) { change in
            invalidate(.property(change.name))
        }
        return (content, tracking)
    }
}

extension Tracking: Subscription {}
