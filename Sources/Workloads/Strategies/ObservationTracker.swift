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
/// Naming key paths (a counted run's, not a timed one's), it records the
/// properties a body read and tracks each one apart as well: the first of them
/// to change names the cause, `\Sightings.robins`, as the registrar of
/// `property` does.
struct ObservationTracker: Tracker {
    /// Whether each property a body read is tracked apart, to name the cause.
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
        let subscription = Switch()
        let track = {
            withObservationTracking({ V._render(view) }, onChange: {
                if subscription.isOn {
                    invalidate(.unnamedProperty(framework: "withObservationTracking"))
                } else {
                    invalidate.dropped()
                }
            })
        }
        guard namesKeyPaths else { return (track(), subscription) }
        let reads = ObservedReads()
        let content = reads.recording(track)
        for read in reads.reads {
            let name = read.name
            withObservationTracking(read.access) {
                if subscription.isOn && subscription.name() { invalidate(.property(name)) }
            }
        }
        return (content, subscription)
    }

    /// A subscription that can only be switched off.
    final class Switch: Subscription, Sendable {
        private let on = Atomic(true)
        private let named = Atomic(false)

        /// Whether this is the first property of the run to name its change.
        func name() -> Bool {
            !named.exchange(true, ordering: .acquiringAndReleasing)
        }

        var isOn: Bool { on.load(ordering: .acquiring) }

        func cancel() {
            on.store(false, ordering: .releasing)
        }
    }
}
