import CompareKit
import ViewGraph

// The graph's own costs, apart from any strategy's (issue 41's breakdown):
// one body run, and one child's input comparison.

/// A count no strategy tracks: what graph-body-run's line shows, changed
/// before each run so that its text is new each time.
final class PlainCount {
    var value = 0
}

/// A line showing a count: the body graph-body-run runs again, one `Text`.
struct CountLine: View {
    let count: PlainCount
    var body: some View { Text("Robins: \(count.value)") }
}

/// The counts tally's value screen hands each of its lines: plain data.
struct LineCounts: Equatable {
    var robins = 0
    var sparrows = 0
}

/// A line of tally's value screen (`ValueTally.RobinLine`'s shape): the child
/// child-compare compares, whose inputs are plain data, compared bit for bit (G11b).
struct CountsLine: View {
    let counts: LineCounts
    var body: some View { Text("Robins: \(counts.robins)") }
}

/// A tracker that observes nothing, and keeps the invalidation of the first
/// body it runs: what graph-body-run calls, as a strategy's callback calls
/// it, to have the graph run that body again.
final class HeldInvalidation: Tracker {
    private(set) var invalidate: Invalidation?

    func track<V: View>(_ view: V, invalidate: Invalidation) -> (_Rendered, any Subscription) {
        if self.invalidate == nil { self.invalidate = invalidate }
        return (V._render(view), Self.nothing)
    }

    /// Written here, as each strategy's tracker writes it, so that the call
    /// is specialised for this tracker: there is nothing to cancel.
    func track<V: View>(_ view: V, invalidate: Invalidation, replacing previous: any Subscription)
        -> (_Rendered, any Subscription)
    {
        (V._render(view), Self.nothing)
    }

    /// What each run's subscription is: one object, shared, that cancels nothing.
    private final class Nothing: Subscription, Sendable {
        func cancel() {}
    }

    private static let nothing = Nothing()
}

/// graph-body-run: one invalidation posted as a tracker's callback posts it,
/// and the flush that runs the body again, its `Text` new each time, under a
/// tracker that observes nothing. The same in every column: no strategy runs.
func graphBodyRun() -> MicroCell {
    .timed(operations: 1) { iterations, sink in
        let count = PlainCount(), tracker = HeldInvalidation()
        let graph = Graph(root: onTheGraphThread(count) { CountLine(count: $0) }, tracker: tracker)
        _ = graph.launch()
        guard let invalidate = tracker.invalidate else { preconditionFailure("the launch ran the line's body") }
        let cause = Cause.property("value")
        let start = now()
        for _ in 0..<iterations {
            count.value &+= 1
            invalidate(cause)
            sink.consume(graph.flush().recomputes)
        }
        let elapsed = now() - start
        graph.tearDown()
        return elapsed
    }
}

/// child-compare: one kept child's input comparison as a parent's run makes
/// it: its type's comparison found in the graph's table, then two equal
/// values of tally's value line compared by it. The same in every column.
func childCompare() -> MicroCell {
    .timed(operations: 1) { iterations, sink in
        let graph = Graph(root: onTheGraphThread(()) { CountLine(count: PlainCount()) }, tracker: Untracked())
        let old: any View = CountsLine(counts: LineCounts(robins: 3, sparrows: 2))
        let new: any View = CountsLine(counts: LineCounts(robins: 3, sparrows: 2))
        let start = now()
        for _ in 0..<iterations where graph.hasSameInputs(old, as: new) { sink.consume(1) }
        return withExtendedLifetime(graph) { now() - start }
    }
}
