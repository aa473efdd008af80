import PropertyLevel
import ViewGraph

/// Plugs PropertyLevel's registrar into the graph: a body depends on exactly
/// the key paths it read (G1), and a cause names the key path that changed (G5).
struct PropertyTracker: Tracker {
    /// The last run's subscription is cancelled, and the body tracked anew;
    /// written here, not left to the protocol's default, so that the call is
    /// specialised for this tracker.
    func track<V: View>(_ view: V, invalidate: Invalidation, replacing previous: any Subscription)
        -> (_Rendered, any Subscription)
    {
        previous.cancel()
        return track(view, invalidate: invalidate)
    }

    func track<V: View>(_ view: V, invalidate: Invalidation) -> (_Rendered, any Subscription) {
        let (content, tracking) = withCancellableTracking({ V._render(view) }, observer: Invalidator(invalidate: invalidate))
        // A15: what the body wrote while it ran is announced again, now that it would hear it.
        if BodyWrites.pending { BodyWrites.announceAgain() }
        return (content, tracking)
    }

    /// Marks the view invalid with the key path as its cause; two words, held
    /// inline by the tracking, so no closure is allocated per body run.
    struct Invalidator: ChangeObserver {
        let invalidate: Invalidation

        func willChange(_ change: Change) {
            invalidate(.property(change.name))
        }
    }
}

extension Tracking: Subscription {}
