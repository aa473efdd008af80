import Dispatch
import Foundation
import Observation
import ObjectLevel
import PropertyLevel
import ValueVsReference
import ViewGraph
import CompareKit
import HeapStatistics
import Screens
import Workloads

/// What every observer and subscriber `compare micro` installs captures and
/// touches, as a view's callback captures its graph and view: a closure that
/// captures nothing skips a retain and a release per call that a real one pays.
/// Only the measuring thread touches it.
final class Received: @unchecked Sendable {
    // One thread touches it: no run-time exclusivity check per call.
    @exclusivity(unchecked) private(set) var calls = 0

    func record() { calls &+= 1 }
}

/// The operations `compare micro` measures, by name, in order.
let microOperations = [
    "read-untracked", "read-tracked", "write-unobserved", "track-cycle", "event-cycle", "continuous-rerun",
    "send-0", "send-1", "send-100",
    "cancel-many", "diff-per-row", "compare-per-row", "graph-body-run", "flush-idle", "child-compare",
    "tally-robin", "bytes-per-model", "bytes-untracked",
    "leftover-callbacks", "change-after-reruns",
    "launch-per-row", "bytes-per-row", "graph-bytes-per-row",
    "lazy-launch-per-row", "lazy-bytes-per-row", "lazy-graph-bytes-per-row", "lazy-rename-off-screen",
]

/// How many guides the per-row operations put on one screen: a million, or,
/// for the tests, `COMPARE_MICRO_SCREEN_ROWS` from the environment.
let screenRows = ProcessInfo.processInfo.environment["COMPARE_MICRO_SCREEN_ROWS"].flatMap { Int($0) }.map { max(1, $0) }
    ?? 1_000_000

/// The operations on a screen of a million rows: each sample builds one, so
/// they take at most ``screenSamples`` samples of one iteration each, after
/// one run left out of them: the first run in the process takes its memory
/// fresh from the system, and pays a page fault for each page of it (the
/// first strategy's first launch of a million rows, a third to a half as long
/// again as the next ones; the strategies after it reuse memory freed before
/// them). Every other operation is warmed the same way, by its calibration.
/// Each first run's figure is kept, and reported beside the samples.
let screenOperations: Set<String> = [
    "launch-per-row", "bytes-per-row", "graph-bytes-per-row",
    "lazy-launch-per-row", "lazy-bytes-per-row", "lazy-graph-bytes-per-row", "lazy-rename-off-screen",
]
let screenSamples = 5
/// How many renames lazy-rename-off-screen times on each screen it makes.
let renamesPerScreen = 1_000

/// How many observers of one key path, or subscribers of one signal,
/// cancel-many installs and then cancels in the order installed.
let cancelledObservers = 40_000

/// How many times leftover-callbacks and change-after-reruns run the row
/// again for its inputs before the model changes.
let reruns = 1_000

/// A model the measuring thread alone touches, handed to a callback that
/// runs on it: the pump is turned there, and a send runs on the sender's thread.
private struct OnThisThread<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

/// event-cycle on Apple's Observation, where the compiler and the platform have its events.
private func appleEventCycle() -> MicroCell {
    #if compiler(>=6.4)
    if #available(macOS 27, iOS 27, tvOS 27, watchOS 27, visionOS 27, *) {
        return loop { (Twin.ObservedSightings(), Received()) } body: { pair, sink in
            let (model, received) = pair
            sink.consume(
                Observation.withObservationTracking(options: [.willSet, .didSet], { model.robins }, onChange: { _ in received.record() }))
            model.robins &+= 1
        }
    }
    return .notApplicable("Apple's events need macOS 27")
    #else
    return .notApplicable("Apple's events need Swift 6.4")
    #endif
}

/// Why continuous-rerun has no observation column: Apple's runs its closure
/// on the closure's own isolation, through the global executor, not on a
/// thread this measurement turns.
#if compiler(>=6.4)
private let appleContinuousUnmeasured = "Apple's continuous observation runs on its closure's isolation, not on a thread this measurement turns"
#else
private let appleContinuousUnmeasured = "Apple's continuous observation needs Swift 6.4"
#endif

/// The rows a struct list has when diff-per-row and compare-per-row are measured.
let diffRows = 1_000

/// One row's `==`, called once per row as the graph's comparison is: not
/// inlined, so the optimiser cannot fold the comparisons of a whole list into
/// one vectorised loop. Folded, the floor read 0.5 to 0.9 ns from one build of
/// the same source to the next; called, it is one comparison's cost.
@inline(never)
func sameRow(_ old: Twin.GuideValue, _ new: Twin.GuideValue) -> Bool {
    old == new
}

/// How `operation` is measured under `notify`.
func microCell(_ operation: String, _ notify: Notify) -> MicroCell {
    switch (operation, notify) {
    case ("read-untracked", .property): loop { Twin.Sightings() } body: { model, sink in sink.consume(model.robins) }
    case ("read-untracked", .observation): loop { Twin.ObservedSightings() } body: { model, sink in sink.consume(model.robins) }
    case ("read-untracked", .object): loop { Twin.BroadcastSightings() } body: { model, sink in sink.consume(model.robins) }

    case ("read-tracked", .property):
        .timed(operations: 1) { iterations, sink in
            let model = Twin.Sightings(), received = Received()
            let start = now()
            let (_, tracking) = withCancellableTracking({
                for _ in 0..<iterations { sink.consume(model.robins) }
            }, onChange: { _ in received.record() })
            let elapsed = now() - start
            tracking.cancel()
            return withExtendedLifetime(model) { elapsed }
        }
    case ("read-tracked", .observation):
        .timed(operations: 1) { iterations, sink in
            let model = Twin.ObservedSightings(), received = Received()
            let start = now()
            withObservationTracking({
                for _ in 0..<iterations { sink.consume(model.robins) }
            }, onChange: { received.record() })
            let elapsed = now() - start
            model.robins += 1  // fires and removes the observer, outside the timed region
            return elapsed
        }
    case ("read-tracked", .object): .notApplicable("Broadcast does not track reads")

    case ("write-unobserved", .property), ("send-0", .property):
        loop { Twin.Sightings() } body: { model, _ in model.robins &+= 1 }
    case ("write-unobserved", .observation), ("send-0", .observation):
        loop { Twin.ObservedSightings() } body: { model, _ in model.robins &+= 1 }
    case ("write-unobserved", .object), ("send-0", .object):
        loop { Twin.BroadcastSightings() } body: { model, _ in model.robins &+= 1 }

    case ("track-cycle", .property):
        loop { (Twin.Sightings(), Received()) } body: { pair, sink in
            let (model, received) = pair
            sink.consume(withTracking({ model.robins }, onChange: { received.record() }))
            model.robins &+= 1
        }
    case ("track-cycle", .observation):
        loop { (Twin.ObservedSightings(), Received()) } body: { pair, sink in
            let (model, received) = pair
            sink.consume(withObservationTracking({ model.robins }, onChange: { received.record() }))
            model.robins &+= 1
        }
    case ("track-cycle", .object):
        loop { (Twin.BroadcastSightings(), Received()) } body: { pair, sink in
            let (model, received) = pair
            let subscription = model.willChange.subscribe { received.record() }
            model.robins &+= 1
            subscription.cancel()
            sink.consume(model.robins)
        }

    // E1, E2: track-cycle with the events of a set, before and after the store.
    case ("event-cycle", .property):
        loop { (Twin.Sightings(), Received()) } body: { pair, sink in
            let (model, received) = pair
            sink.consume(
                PropertyLevel.withObservationTracking(options: [.willSet, .didSet], { model.robins }, onChange: { _ in received.record() }))
            model.robins &+= 1
        }
    case ("event-cycle", .observation): appleEventCycle()
    case ("event-cycle", .object): .notApplicable("Broadcast sends before a change, never after it")

    // E3: a set, and the continuous observation's run on the next turn, which
    // reads the value and observes it again; object's peer is a sink told of each send.
    case ("continuous-rerun", .property):
        .timed(operations: 1) { iterations, sink in
            let model = Twin.Sightings(), received = Received(), pump = Pump()
            let confined = OnThisThread(model)
            let token = PropertyLevel.withContinuousObservation(options: [.didSet], executorPreference: pump) { _ in
                received.record()
                _ = confined.value.robins
            }
            pump.turn()
            let start = now()
            for _ in 0..<iterations {
                model.robins &+= 1
                pump.turn()
            }
            let elapsed = now() - start
            token.cancel()
            pump.turn()
            sink.consume(received.calls)
            return withExtendedLifetime(model) { elapsed }
        }
    case ("continuous-rerun", .observation): .notApplicable(appleContinuousUnmeasured)
    case ("continuous-rerun", .object):
        .timed(operations: 1) { iterations, sink in
            let model = Twin.BroadcastSightings(), received = Received()
            let confined = OnThisThread(model)
            let subscription = model.willChange.subscribe {
                received.record()
                _ = confined.value.robins
            }
            let start = now()
            for _ in 0..<iterations { model.robins &+= 1 }
            let elapsed = now() - start
            subscription.cancel()
            sink.consume(received.calls)
            return withExtendedLifetime(model) { elapsed }
        }

    case ("send-1", let notify): send(to: 1, notify)
    case ("send-100", let notify): send(to: 100, notify)

    case ("cancel-many", .property):
        .timed(operations: cancelledObservers) { iterations, _ in
            var elapsed: UInt64 = 0
            for _ in 0..<iterations {
                let model = Twin.Sightings(), received = Received()
                let trackings = (0..<cancelledObservers).map { _ in
                    withCancellableTracking({ model.robins }, onChange: { _ in received.record() }).tracking
                }
                let start = now()
                for tracking in trackings { tracking.cancel() }
                elapsed += now() - start
                withExtendedLifetime((model, trackings)) {}
            }
            return elapsed
        }
    case ("cancel-many", .observation):
        .notApplicable("Apple's Observation has no cancel; an observer leaves when it fires")
    case ("cancel-many", .object):
        .timed(operations: cancelledObservers) { iterations, _ in
            var elapsed: UInt64 = 0
            for _ in 0..<iterations {
                let model = Twin.BroadcastSightings(), received = Received()
                let subscriptions = (0..<cancelledObservers).map { _ in model.willChange.subscribe { received.record() } }
                let start = now()
                for subscription in subscriptions { subscription.cancel() }
                elapsed += now() - start
                withExtendedLifetime((model, subscriptions)) {}
            }
            return elapsed
        }

    case ("leftover-callbacks", let notify):
        .amount(unit: "callbacks") {
            let probe = RerunProbe(notify)
            probe.rerun(reruns)
            let flush = probe.change()
            probe.tearDown()
            return Double(flush.recomputes + flush.droppedCallbacks)
        }
    case ("change-after-reruns", let notify):
        .timed(operations: 1) { iterations, sink in
            var elapsed: UInt64 = 0
            for _ in 0..<iterations {
                let probe = RerunProbe(notify)
                probe.rerun(reruns)
                let start = now()
                sink.consume(probe.change().recomputes)
                elapsed += now() - start
                probe.tearDown()
            }
            return elapsed
        }

    case ("diff-per-row", let notify):
        .timed(operations: diffRows) { iterations, sink in
            let session = Workload.guideList().session(Combination(notify, .struct), size: diffRows)
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
    // The graph's own costs (issue 41's breakdown), in MicroGraph.swift.
    case ("graph-body-run", _): graphBodyRun()
    case ("child-compare", _): childCompare()
    case ("flush-idle", let notify):
        // A flush with nothing pending, on tally's launched screen: what the
        // graph pays per step before any body runs (issue 41's breakdown).
        .timed(operations: 1) { iterations, sink in
            let session = Workload.tally.session(Combination(notify, .class), size: 1)
            _ = session.launch()
            let start = now()
            for _ in 0..<iterations { sink.consume(session.flush().recomputes) }
            let elapsed = now() - start
            session.tearDown()
            return elapsed
        }
    case ("tally-robin", let notify):
        // A robin step on tally's class screen through its session, as
        // `compare tally` times it: the strategy's work and the graph's.
        .timed(operations: 1) { iterations, sink in
            let session = Workload.tally.session(Combination(notify, .class), size: 1)
            _ = session.launch()
            let start = now()
            for _ in 0..<iterations { sink.consume(session.perform("robin").recomputes) }
            let elapsed = now() - start
            session.tearDown()
            return elapsed
        }
    case ("compare-per-row", _):
        .timed(operations: diffRows) { iterations, sink in
            let old = (0..<diffRows).map { Twin.GuideValue(id: $0, name: "Guide \($0)") }
            let new = old.map { Twin.GuideValue(id: $0.id, name: String($0.name)) }
            let start = now()
            for _ in 0..<iterations {
                var equal = 0
                for row in 0..<diffRows where sameRow(old[row], new[row]) { equal += 1 }
                sink.consume(equal)
            }
            return now() - start
        }

    // Once tracked: one observer on each of the model's two properties, as two
    // views that each read one would install. The trackings and subscriptions
    // are counted with the model: they are what tracking it costs.
    case ("launch-per-row", let notify): launchPerRow(.eager, notify)
    case ("lazy-launch-per-row", let notify): launchPerRow(.lazy, notify)
    case ("bytes-per-row", let notify): bytesPerRow(.eager, notify, graphOnly: false)
    case ("lazy-bytes-per-row", let notify): bytesPerRow(.lazy, notify, graphOnly: false)
    case ("graph-bytes-per-row", let notify): bytesPerRow(.eager, notify, graphOnly: true)
    case ("lazy-graph-bytes-per-row", let notify): bytesPerRow(.lazy, notify, graphOnly: true)
    case ("lazy-rename-off-screen", let notify):
        .timed(operations: renamesPerScreen) { iterations, sink in
            // The middle guide of a million, far below the 20 rows on screen,
            // renamed back and forth on one screen, made outside the timed region.
            let session = Workload.guideList(.lazy).session(Combination(notify, .class), size: screenRows)
            _ = session.launch()
            let start = now()
            for _ in 0..<iterations * renamesPerScreen { sink.consume(session.perform("rename").recomputes) }
            let elapsed = now() - start
            session.tearDown()
            return elapsed
        }

    case ("bytes-per-model", .property):
        .amount(unit: "bytes", unavailable: noHeapBytes) {
            bytesPerInstance { received in
                let model = Twin.Sightings()
                withTracking({ _ = model.robins }, onChange: { received.record() })
                withTracking({ _ = model.sparrows }, onChange: { received.record() })
                return [model]
            }
        }
    case ("bytes-per-model", .observation):
        .amount(unit: "bytes", unavailable: noHeapBytes) {
            bytesPerInstance { received in
                let model = Twin.ObservedSightings()
                withObservationTracking({ _ = model.robins }, onChange: { received.record() })
                withObservationTracking({ _ = model.sparrows }, onChange: { received.record() })
                return [model]
            }
        }
    case ("bytes-per-model", .object):
        .amount(unit: "bytes", unavailable: noHeapBytes) {
            bytesPerInstance { received in
                let model = Twin.BroadcastSightings()
                return [model, model.willChange.subscribe { received.record() }, model.willChange.subscribe { received.record() }]
            }
        }
    case ("bytes-untracked", .property): .amount(unit: "bytes", unavailable: noHeapBytes) { bytesPerInstance { _ in [Twin.Sightings()] } }
    case ("bytes-untracked", .observation): .amount(unit: "bytes", unavailable: noHeapBytes) { bytesPerInstance { _ in [Twin.ObservedSightings()] } }
    case ("bytes-untracked", .object): .amount(unit: "bytes", unavailable: noHeapBytes) { bytesPerInstance { _ in [Twin.BroadcastSightings()] } }

    default: .notApplicable("no such operation")
    }
}
