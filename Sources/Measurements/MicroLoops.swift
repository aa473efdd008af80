import Dispatch
import Observation
import ObjectLevel
import PropertyLevel
import ViewGraph
import CompareKit
import HeapStatistics
import Screens
import Workloads

// The loops and samplers compare micro's operations are built from.

/// A monotonic clock in nanoseconds.
@inline(__always)
func now() -> UInt64 {
    DispatchTime.now().uptimeNanoseconds
}

/// A loop of `body` over one model made by `make`, outside the timed region,
/// and freed after the clock stops.
func loop<Model>(_ make: @escaping () -> Model, body: @escaping (Model, Sink) -> Void) -> MicroCell {
    .timed(operations: 1) { iterations, sink in
        let model = make()
        let start = now()
        for _ in 0..<iterations { body(model, sink) }
        let elapsed = now() - start
        return withExtendedLifetime(model) { elapsed }
    }
}

/// One model per iteration, each with `observers` one-shot observers installed
/// outside the timed region; the timed region changes each model once.
func oneShot<Model>(
    _ observers: Int, make: @escaping () -> Model, observe: @escaping (Model, Received) -> Void,
    change: @escaping (Model) -> Void
) -> MicroCell {
    .timed(operations: 1) { iterations, _ in
        let models = (0..<iterations).map { _ in make() }
        let received = Received()
        for model in models {
            for _ in 0..<observers { observe(model, received) }
        }
        let start = now()
        for model in models { change(model) }
        let elapsed = now() - start
        // The models, and what they hold, are freed after the clock stops.
        return withExtendedLifetime(models) { elapsed }
    }
}

/// An assignment with `observers` observers: for the one-shot trackers, one
/// model per iteration with its observers installed outside the timed region;
/// for Broadcast, one model whose subscribers stay.
func send(to observers: Int, _ notify: Notify) -> MicroCell {
    switch notify {
    case .property:
        oneShot(observers, make: { Twin.Sightings() }, observe: { model, received in
            withTracking({ _ = model.robins }, onChange: { received.record() })
        }, change: { $0.robins &+= 1 })
    case .observation:
        oneShot(observers, make: { Twin.ObservedSightings() }, observe: { model, received in
            withObservationTracking({ _ = model.robins }, onChange: { received.record() })
        }, change: { $0.robins &+= 1 })
    case .object:
        .timed(operations: 1) { iterations, _ in
            let model = Twin.BroadcastSightings(), received = Received()
            let subscriptions = (0..<observers).map { _ in model.willChange.subscribe { received.record() } }
            let start = now()
            for _ in 0..<iterations { model.robins &+= 1 }
            let elapsed = now() - start
            subscriptions.forEach { $0.cancel() }
            return withExtendedLifetime(model) { elapsed }
        }
    }
}

/// The launch of a guide-list screen of ``screenRows`` guide objects under
/// `notify`, per row: the screen and its models are made outside the timed
/// region, and torn down after the clock stops.
func launchPerRow(_ container: Container, _ notify: Notify) -> MicroCell {
    .timed(operations: screenRows) { iterations, sink in
        var elapsed: UInt64 = 0
        for _ in 0..<iterations {
            let session = Workload.guideList(container).session(Combination(notify, .class), size: screenRows)
            TimedRegions.measure {
                let start = now()
                sink.consume(session.launch().recomputes)
                elapsed += now() - start
            }
            session.tearDown()
        }
        return elapsed
    }
}

/// Heap bytes per row of a launched guide-list screen of ``screenRows`` guide
/// objects under `notify`: in all (models, registrars, tracking and graph),
/// from before the models are made; or, with `graphOnly`, the graph's own,
/// the same screen under a tracker that observes nothing, from its launch.
func bytesPerRow(_ container: Container, _ notify: Notify, graphOnly: Bool) -> MicroCell {
    .amount(unit: "bytes", unavailable: noHeapBytes) {
        let workload = Workload.guideList(container)
        let combination = Combination(notify, .class)
        var before = heap_bytes_in_use()
        let session =
            graphOnly
            ? workload.untrackedSession(combination, size: screenRows) : workload.session(combination, size: screenRows)
        if graphOnly { before = heap_bytes_in_use() }
        // The launch's record of its runs is the report's, not the screen's: dropped here.
        _ = session.launch()
        let after = heap_bytes_in_use()
        session.tearDown()
        guard after > before else { return nil }
        return Double(after - before) / Double(screenRows)
    }
}
