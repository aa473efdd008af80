import ViewGraph
import Workloads

// Watchers (W1-W5): a sequence that ends when its closure says so
// (Observations.untilFinished), under every strategy's watcher.

/// Visits to a hide, counted.
final class Hide: Model {
    @Tracked var visits = 0
}

struct HideScreen: View {
    @ObservedObject var hide: Hide
    var body: some View { Text("\(hide.visits) visits") }
}

extension Workload {
    /// trap-until-finished: a watcher that ends when its closure says `.finish`.
    package static let untilFinished = Workload(
        "trap-until-finished", summary: "a watcher of visits until the third, beside one of every visit: the first ends when its closure says so",
        model: { _ in Hide() }, screen: { HideScreen(hide: $0) },
        steps: (1...4).map { n in Step("visit-\(n)", "visits += 1, to \(n)") { $0.visits += 1 } },
        watchers: [
            Watcher("visits") { $0.visits },
            Watcher("visits-until-3", untilFinished: { $0.visits < 3 ? .next($0.visits) : .finish }),
        ]
    ).notFuzzed()
    .readingObjectsAsWritten()
}
