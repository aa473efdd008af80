import PropertyLevel
import Synchronization
import CompareKit
import ViewGraph

// Finding 16: an observation that ends lets go at once. Under SE-0506, a
// cancel at `.willSet` hears no `.didSet`; a watcher until finished leaves no
// observer behind. Measured on this project's registrar: Apple's events ship
// with Swift 6.4, and its registrar does not say how many observe.

/// A perch whose registrar is called by hand, so that its observers can be counted.
private final class CountedPerch: Trackable, @unchecked Sendable {  // set and read on one thread at a time
    let registrar = Registrar()
    private var stored = 0
    var birds: Int {
        get {
            registrar.access(self, keyPath: \.birds)
            return stored
        }
        set { registrar.withMutation(of: self, keyPath: \.birds) { stored = newValue } }
    }
}

/// How many events one set of a property read tells an observer of
/// `[.willSet, .didSet]` that cancels at `.willSet` when `cancelling`.
private func eventsOfOneSet(cancelling: Bool) -> Int {
    let perch = CountedPerch()
    let events = Atomic(0)
    _ = withObservationTracking(options: [.willSet, .didSet], { perch.birds }) { event in
        events.add(1, ordering: .relaxed)
        if cancelling && event.kind == .willSet { event.cancel() }
    }
    perch.birds += 1
    perch.birds += 1
    return events.load(ordering: .relaxed)
}

/// The values a watcher of the perch's birds until the second took, and the
/// observers left on the perch once it finished.
private func observersLeftOnceFinished() -> (values: Int, left: Int) {
    let perch = CountedPerch()
    let pump = Pump()
    let values = Atomic(0)
    let task = Task(executorPreference: pump) {
        for await _ in Watched.untilFinished({ perch.birds < 2 ? .next(perch.birds) : .finish }) {
            values.add(1, ordering: .relaxed)
        }
    }
    // Two birds: the watcher takes 0 and 1, and at 2 its closure says finish.
    for _ in 0..<2 {
        pump.turn()
        perch.birds += 1
    }
    pump.turn()
    let left = perch.registrar.observerCount
    task.cancel()
    pump.turn()
    return (values.load(ordering: .relaxed), left)
}

func endingLetsGo() -> Finding {
    let both = eventsOfOneSet(cancelling: false), cancelled = eventsOfOneSet(cancelling: true)
    let watcher = observersLeftOnceFinished()
    return Finding(
        title: "An observation that ends lets go at once",
        folklore: "a cancelled or finished observation keeps listening until its token or task is dropped",
        measured: "an observer of .willSet and .didSet was told \(both) events by two sets of what it read, and \(cancelled) when it cancelled at the first .willSet; "
            + "a watcher until the second bird took \(watcher.values) values and, finished, left \(watcher.left) observers on the model "
            + "(this project's registrar: Apple's events ship with Swift 6.4)",
        pinnedBy: "EventTests")
}
