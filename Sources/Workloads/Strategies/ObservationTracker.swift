import Observation
import Synchronization
import ViewGraph

/// Plugs Apple's Observation framework into the graph with its public
/// `withObservationTracking`: a body depends on exactly what it read (G1).
///
/// The framework tells neither which property changed (so the cause says so,
/// G5) nor offers a public cancel: a torn-down view's subscription, or a view's
/// last one when its body runs again for another reason, is switched off
/// instead; the framework's one-shot callback stays installed until the next
/// change fires it into nothing, which ``Flush/droppedCallbacks`` counts.
///
/// Naming key paths (a counted run's, not a timed one's), the cause is the
/// property whose change fires the tracking, `\Sightings.robins`, as the
/// registrar of `property` names it: the harness's models say which one they
/// are changing while the framework announces it (``ObservedChange``).
struct ObservationTracker: Tracker {
    /// Whether a cause names the property whose change it is.
    var namesKeyPaths = false

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
        let subscription = Switch(), namesKeyPaths = namesKeyPaths
        let content = withObservationTracking({ V._render(view) }, onChange: {
            guard subscription.isOn else { return invalidate.dropped() }
            let named = namesKeyPaths ? ObservedChange.name : nil
            invalidate(named.map(Cause.property) ?? .unnamedProperty(framework: "withObservationTracking"))
        })
        // A15: what the body wrote while it ran is announced again, now that it would hear it.
        if BodyWrites.pending { BodyWrites.announceAgain() }
        return (content, subscription)
    }

    /// A subscription that can only be switched off.
    final class Switch: Subscription, Sendable {
        private let on = Atomic(true)

        var isOn: Bool { on.load(ordering: .acquiring) }

        func cancel() {
            on.store(false, ordering: .releasing)
        }
    }
}
