import ObjectLevel
import ViewGraph

/// Plugs Broadcast into the graph: a view depends on every Broadcast object it
/// holds, whatever its body reads (G1, O4), as `@ObservedObject` does; a cause
/// names the holding property's storage (G5).
struct BroadcastTracker: Tracker {
    func track(_ view: some View, invalidate: Invalidation) -> (Content, any Subscription) {
        let content = view.body()
        let subscriptions = view.holdings.compactMap { holding in
            let name = holding.name
            return (holding.object as? BroadcastObject)?.willChange.subscribe {
                invalidate(.holding(name))
            }
        }
        return (content, Subscriptions(subscriptions))
    }

    /// A view's subscriptions to the objects it holds.
    final class Subscriptions: Subscription {
        private let subscriptions: [BroadcastSubscription]

        init(_ subscriptions: [BroadcastSubscription]) {
            self.subscriptions = subscriptions
        }

        func cancel() {
            for subscription in subscriptions { subscription.cancel() }
        }
    }
}
