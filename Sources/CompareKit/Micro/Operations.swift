import Observation
import ObjectLevel
import PropertyLevel
import ValueVsReference
import ViewGraph
import Workloads

/// One per-operation measurement for one strategy: a timed loop, a size in
/// bytes, or a reason it does not apply.
enum MicroCell {
    /// Runs the operation `iterations` times and returns the nanoseconds it took.
    case timed(operations: Int, (_ iterations: Int, _ sink: Sink) -> UInt64)
    /// Heap bytes, measured once.
    case bytes(() -> Double?)
    case notApplicable(String)
}

/// The operations `compare micro` measures, by name, in order.
let microOperations = [
    "read-untracked", "read-tracked", "write-unobserved", "track-cycle", "send-0", "send-1", "send-100",
    "diff-per-row", "compare-per-row", "bytes-per-model",
]

/// The rows a struct list has when diff-per-row and compare-per-row are measured.
let diffRows = 1_000

/// How `operation` is measured under `notify`.
func microCell(_ operation: String, _ notify: Notify) -> MicroCell {
    switch (operation, notify) {
    case ("read-untracked", .property): loop { Sightings() } body: { model, sink in sink.consume(model.robins) }
    case ("read-untracked", .observation): loop { ObservedSightings() } body: { model, sink in sink.consume(model.robins) }
    case ("read-untracked", .object): loop { BroadcastSightings() } body: { model, sink in sink.consume(model.robins) }

    case ("read-tracked", .property):
        .timed(operations: 1) { iterations, sink in
            let model = Sightings()
            let start = now()
            let (_, tracking) = withCancellableTracking({
                for _ in 0..<iterations { sink.consume(model.robins) }
            }, onChange: { _ in })
            let elapsed = now() - start
            tracking.cancel()
            return elapsed
        }
    case ("read-tracked", .observation):
        .timed(operations: 1) { iterations, sink in
            let model = ObservedSightings()
            let start = now()
            withObservationTracking({
                for _ in 0..<iterations { sink.consume(model.robins) }
            }, onChange: {})
            let elapsed = now() - start
            model.robins += 1  // fires and removes the observer, outside the timed region
            return elapsed
        }
    case ("read-tracked", .object): .notApplicable("Broadcast does not track reads")

    case ("write-unobserved", .property), ("send-0", .property):
        loop { Sightings() } body: { model, _ in model.robins &+= 1 }
    case ("write-unobserved", .observation), ("send-0", .observation):
        loop { ObservedSightings() } body: { model, _ in model.robins &+= 1 }
    case ("write-unobserved", .object), ("send-0", .object):
        loop { BroadcastSightings() } body: { model, _ in model.robins &+= 1 }

    case ("track-cycle", .property):
        loop { Sightings() } body: { model, sink in
            sink.consume(withTracking({ model.robins }, onChange: {}))
            model.robins &+= 1
        }
    case ("track-cycle", .observation):
        loop { ObservedSightings() } body: { model, sink in
            sink.consume(withObservationTracking({ model.robins }, onChange: {}))
            model.robins &+= 1
        }
    case ("track-cycle", .object):
        loop { BroadcastSightings() } body: { model, sink in
            let subscription = model.willChange.subscribe {}
            model.robins &+= 1
            subscription.cancel()
            sink.consume(model.robins)
        }

    case ("send-1", let notify): send(to: 1, notify)
    case ("send-100", let notify): send(to: 100, notify)

    case ("diff-per-row", let notify):
        .timed(operations: diffRows) { iterations, sink in
            let session = GuideListWorkload().session(Combination(notify, .struct), size: diffRows)
            _ = session.launch()
            var elapsed: UInt64 = 0
            for _ in 0..<iterations {
                // rename-same re-runs GuideList, which compares every row and runs none.
                // The mutation (and the copy of the array it makes) is the model's
                // cost, outside the timed region; the flush is the graph's.
                session.mutate("rename-same")
                let start = now()
                sink.consume(session.flush().compared)
                elapsed += now() - start
            }
            session.tearDown()
            return elapsed
        }
    case ("compare-per-row", _):
        .timed(operations: diffRows) { iterations, sink in
            let old = (0..<diffRows).map { GuideValue(id: $0, name: "Guide \($0)") }
            let new = old.map { GuideValue(id: $0.id, name: String($0.name)) }
            let start = now()
            for _ in 0..<iterations {
                var equal = 0
                for row in 0..<diffRows where old[row] == new[row] { equal += 1 }
                sink.consume(equal)
            }
            return now() - start
        }

    case ("bytes-per-model", .property): .bytes { bytesPerInstance { Sightings() } }
    case ("bytes-per-model", .observation): .bytes { bytesPerInstance { ObservedSightings() } }
    case ("bytes-per-model", .object): .bytes { bytesPerInstance { BroadcastSightings() } }

    default: .notApplicable("no such operation")
    }
}

/// A loop of `body` over one model made by `make`, outside the timed region.
private func loop<Model>(_ make: @escaping () -> Model, body: @escaping (Model, Sink) -> Void) -> MicroCell {
    .timed(operations: 1) { iterations, sink in
        let model = make()
        let start = now()
        for _ in 0..<iterations { body(model, sink) }
        return now() - start
    }
}

/// One model per iteration, each with `observers` one-shot observers installed
/// outside the timed region; the timed region changes each model once.
private func oneShot<Model>(
    _ observers: Int, make: @escaping () -> Model, observe: @escaping (Model) -> Void,
    change: @escaping (Model) -> Void
) -> MicroCell {
    .timed(operations: 1) { iterations, _ in
        let models = (0..<iterations).map { _ in make() }
        for model in models {
            for _ in 0..<observers { observe(model) }
        }
        let start = now()
        for model in models { change(model) }
        return now() - start
    }
}

/// An assignment with `observers` observers: for the one-shot trackers, one
/// model per iteration with its observers installed outside the timed region;
/// for Broadcast, one model whose subscribers stay.
private func send(to observers: Int, _ notify: Notify) -> MicroCell {
    switch notify {
    case .property:
        oneShot(observers, make: { Sightings() }, observe: { model in
            withTracking({ _ = model.robins }, onChange: {})
        }, change: { $0.robins &+= 1 })
    case .observation:
        oneShot(observers, make: { ObservedSightings() }, observe: { model in
            withObservationTracking({ _ = model.robins }, onChange: {})
        }, change: { $0.robins &+= 1 })
    case .object:
        .timed(operations: 1) { iterations, _ in
            let model = BroadcastSightings()
            let subscriptions = (0..<observers).map { _ in model.willChange.subscribe {} }
            let start = now()
            for _ in 0..<iterations { model.robins &+= 1 }
            let elapsed = now() - start
            subscriptions.forEach { $0.cancel() }
            return elapsed
        }
    }
}
