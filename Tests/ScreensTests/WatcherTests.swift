import TestSupport
import ObjectLevel
import Observation
import PropertyLevel
import Synchronization
@testable import Measurements
import Testing
import ViewGraph
@testable import Workloads
@testable import Screens

/// Each step's values per watcher: `[step: [watcher: values]]`, and the
/// duplicates the same way, from a run of every watch step.
func watchCounts(_ workload: Workload, _ combination: Combination, size: Int)
    -> (values: [String: [String: Int]], duplicates: [String: [String: Int]])
{
    var values: [String: [String: Int]] = [:]
    var duplicates: [String: [String: Int]] = [:]
    let run = StepRun(workload, combination, size: size, watching: .all(continuous: false))
    func record(_ step: String, _ outcome: StepRun.Outcome) {
        for watcher in workload.watchers {
            let mine = outcome.deliveries.filter { $0.watcher == watcher }
            values[step, default: [:]][watcher] = mine.count
            duplicates[step, default: [:]][watcher] = mine.filter(\.isDuplicate).count
        }
    }
    record(launchStep, run.launch)
    for step in workload.watchSteps { record(step, run.perform(step)) }
    run.stop()
    return (values, duplicates)
}

/// `[watcher: [n, n, ...]]` over launch and the watch steps, in order.
func watchTable(_ counts: [String: [String: Int]], _ workload: Workload) -> [String: [Int]] {
    Dictionary(uniqueKeysWithValues: workload.watchers.map { watcher in
        (watcher, ([launchStep] + workload.watchSteps).map { counts[$0]?[watcher] ?? -1 })
    })
}

/// Every delivery of a run, step by step: watcher, value, duplicate or not.
func watchTrace(_ workload: Workload, _ combination: Combination, size: Int) -> [String] {
    let run = StepRun(workload, combination, size: size, watching: .all(continuous: false))
    var lines = run.launch.deliveries.map { "launch \($0.watcher)=\($0.value) \($0.isDuplicate)" }
    for step in workload.watchSteps {
        lines += run.perform(step).deliveries.map { "\(step) \($0.watcher)=\($0.value) \($0.isDuplicate)" }
    }
    run.stop()
    return lines
}

@Suite("watchers: W1 to W5")
struct WatcherTests {
    /// A value longer than 60 characters is shown shortened to 60, its last an
    /// ellipsis; a shorter one, whole.
    @Test func aLongValueIsShownShortenedToSixtyCharacters() throws {
        let run = StepRun(Workload.search, Combination(.property, .class), size: 12, watching: .all(continuous: false))
        defer { run.stop() }
        let results = try #require(run.launch.deliveries.first { $0.watcher == "results" })
        #expect(results.value.count == 60)
        #expect(results.value.hasSuffix("…"))
        #expect(results.value.hasPrefix(#"["guide 0", "guide 1""#))
        let count = try #require(StepRun(Workload.guideList(), Combination(.property, .class), size: 12, watching: .all(continuous: false)).launch.deliveries.first { $0.watcher == "count" })
        #expect(count.value == "12")
    }

    // Over launch, robin, sparrow, robin-same, robin-zero, burst, robin-twice.

    /// Apple's `Observations` on this toolchain gives these; property must too.
    @Test(arguments: [Notify.property, .observation])
    func tallyClassKindDeliversWhatObservationsDelivers(notify: Notify) {
        let (values, duplicates) = watchCounts(Workload.tally, Combination(notify, .class), size: 1)
        #expect(watchTable(values, Workload.tally) == [
            "robins": [1, 1, 0, 0, 1, 1, 2],
            "sparrows": [1, 0, 1, 0, 0, 0, 0],
            "total": [1, 1, 1, 0, 1, 1, 2],
        ])
        // robins += 0 delivers the same value again (W4); nothing else repeats.
        #expect(watchTable(duplicates, Workload.tally) == [
            "robins": [0, 0, 0, 0, 1, 0, 0],
            "sparrows": [0, 0, 0, 0, 0, 0, 0],
            "total": [0, 0, 0, 0, 1, 0, 0],
        ])
    }

    /// The repeats when every watcher is told of every step: a watcher's value
    /// repeats at every step that changes something else, or nothing.
    static let toldOfEveryStepDuplicates = [
        "robins": [0, 0, 1, 1, 1, 0, 0],
        "sparrows": [0, 1, 0, 1, 1, 1, 2],
        "total": [0, 0, 0, 1, 1, 0, 0],
    ]

    /// The struct kind: every watcher reads the one observed value, and every
    /// step changes it in place, so every watcher is told of every step.
    @Test(arguments: [Notify.property, .observation])
    func tallyStructKindTellsEveryWatcherOfEveryStep(notify: Notify) {
        let (values, duplicates) = watchCounts(Workload.tally, Combination(notify, .struct), size: 1)
        let everyStep = [1, 1, 1, 1, 1, 1, 2]
        #expect(watchTable(values, Workload.tally) == ["robins": everyStep, "sparrows": everyStep, "total": everyStep])
        #expect(watchTable(duplicates, Workload.tally) == Self.toldOfEveryStepDuplicates)
    }

    /// Object-level: every assignment sends, equal or not, and the watcher holds
    /// the whole object (W1, W4), in either kind.
    @Test(arguments: Kind.allCases)
    func tallyObjectLevelTellsEveryWatcherOfEverySend(kind: Kind) {
        let (values, duplicates) = watchCounts(Workload.tally, Combination(.object, kind), size: 1)
        let everyStep = [1, 1, 1, 1, 1, 1, 2]
        #expect(watchTable(values, Workload.tally) == ["robins": everyStep, "sparrows": everyStep, "total": everyStep])
        #expect(watchTable(duplicates, Workload.tally) == Self.toldOfEveryStepDuplicates)
    }

    /// Property and observation deliver the same values, in the same order, for
    /// every workload, kind and step.
    @Test(arguments: Kind.allCases)
    func propertyDeliversWhatObservationDelivers(kind: Kind) {
        for workload in builtInWorkloads where !workload.watchers.isEmpty {
            let size = workload.isSized ? 5 : 1
            let property = watchTrace(workload, Combination(.property, kind), size: size)
            #expect(!property.isEmpty)
            #expect(property == watchTrace(workload, Combination(.observation, kind), size: size), "\(workload.name)")
        }
    }

    /// The same counts on repeated runs: delivery is deterministic.
    @Test func repeatedRunsDeliverTheSame() {
        for combination in Combination.all {
            let first = watchTrace(Workload.guideList(), combination, size: 7)
            for _ in 0..<3 { #expect(watchTrace(Workload.guideList(), combination, size: 7) == first) }
        }
    }

    /// W2 and W3: the first value comes on the first turn; a change's value comes
    /// on the watcher's next turn, not during the will-set; a burst is one value.
    @Test(arguments: Combination.all)
    func aValueComesOnTheWatchersNextTurn(combination: Combination) {
        let run = StepRun(Workload.tally, combination, size: 1, watching: .all(continuous: false))
        defer { run.stop() }
        #expect(run.launch.deliveries.map(\.watcher) == ["robins", "sparrows", "total"])
        #expect(run.launch.deliveries.map(\.value) == ["0", "0", "0"])
        run.mutate("burst")
        let turn = run.turn
        #expect(run.turnPump().filter { $0.watcher == "robins" }.map { "\($0.value) on turn \($0.turn - turn)" } == [
            "3 on turn 1"
        ])
    }

    /// A step's deliveries come in the order they were made: by turn, and
    /// within a turn in the workload's order of watchers (robin-twice delivers
    /// robins and total on one turn, then both again on the next).
    @Test(arguments: Combination.all)
    func aStepsDeliveriesComeByTurnThenInTheWorkloadsOrderOfWatchers(combination: Combination) {
        for workload in [Workload.tally, Workload.guideList()] as [Workload] {
            let run = StepRun(workload, combination, size: 3, watching: .all(continuous: false))
            defer { run.stop() }
            let order = Dictionary(uniqueKeysWithValues: workload.watchers.enumerated().map { ($1, $0) })
            var turns = 0
            for step in workload.watchSteps {
                let deliveries = run.perform(step).deliveries
                turns = max(turns, Set(deliveries.map(\.turn)).count)
                let places = deliveries.map { [$0.turn, order[$0.watcher]!] }
                #expect(places == places.sorted { $0.lexicographicallyPrecedes($1) }, "\(workload.name) \(step)")
            }
            if workload.name == "tally" { #expect(turns == 2, "robin-twice delivers on two turns") }
        }
    }

    /// A watcher that holds what it shows follows the middle guide when it
    /// moves: after an append makes another guide the middle one, renaming it
    /// is delivered, under every strategy, the object level's included.
    @Test(arguments: Combination.all)
    func aWatcherFollowsTheMiddleGuideWhenAnAppendMovesIt(combination: Combination) {
        let run = StepRun(Workload.guideList(), combination, size: 3, watching: .all(continuous: false))
        defer { run.stop() }
        _ = run.perform("add")
        let renamed = run.perform("rename").deliveries.filter { $0.watcher == "middle-name" }.map(\.value)
        #expect(renamed == ["Guide 2 (renamed)"])
    }

    /// W5: cancelling the watching task ends the sequence and leaves nothing
    /// holding the model.
    @Test(arguments: Notify.allCases)
    func cancellingEndsTheSequenceAndFreesTheModel(notify: Notify) {
        cancellingEndsTheWatcherAndFreesTheModel(notify, continuous: false, taking: ["robins=0", "robins=1"])
    }

    /// W3: a change made while the loop body runs, after the value it is
    /// handling was read, is the next value, without any further change. The
    /// watcher's own loop makes it, so the path runs on the deterministic pump.
    @Test(arguments: [Notify.property, .observation])
    func aChangeMadeWhileTheLoopBodyRunsIsTheNextValue(notify: Notify) {
        let pump = Pump()
        let received = Mutex<[Int]>([])
        let property = Shared(Twin.Sightings())
        let observed = Shared(MacroBox(0))
        let task = Task(executorPreference: pump) {
            func handle(_ value: Int) {
                received.withLock { $0.append(value) }
                // The first value: the body changes what the watcher reads.
                if value == 0 {
                    if notify == .property { property.value.robins = 5 } else { observed.value.value = 5 }
                }
            }
            if notify == .property {
                for await robins in Watched({ property.value.robins }) { handle(robins) }
            } else if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
                for await value in Observation.Observations({ observed.value.value }) { handle(value) }
            }
        }
        for _ in 0..<5 { pump.turn() }
        #expect(received.withLock { $0 } == [0, 5])
        task.cancel()
        pump.turn()
    }

    /// W1 under object-level: a send that finds the watcher busy is dropped.
    @Test func aSendWhileTheWatcherIsBusyIsDropped() {
        let pump = Pump()
        let broadcast = Broadcast()
        let received = SignalCount()
        let task = Task(executorPreference: pump) {
            for await _ in broadcast.values { received.add() }
        }
        pump.turn()
        broadcast.send()
        broadcast.send()
        pump.turn()
        #expect(received.value == 1, "the second send found the watcher busy")
        broadcast.send()
        pump.turn()
        #expect(received.value == 2)
        task.cancel()
        pump.turn()
        #expect(broadcast.subscriberCount == 0, "cancelling ends the subscription")
    }
}

final class SignalCount: Sendable {
    private let count = Mutex(0)
    func add() { count.withLock { $0 += 1 } }
    var value: Int { count.withLock { $0 } }
}

/// E3 in `compare watch`: each watcher's continuous observation, beside its
/// sequence, under every workload; `object`'s peer is the `objectWillChange` sink.
@Suite("continuous watchers")
struct ContinuousWatcherTests {
    /// What each continuous watcher ran with, step by step: `value [event]`.
    static func runs(_ workload: Workload, _ combination: Combination, size: Int, step: String) -> [String: [String]] {
        let run = StepRun(workload, combination, size: size, watching: .all(continuous: true))
        defer { run.stop() }
        var runs: [String: [String]] = [:]
        for delivery in run.perform(step).deliveries where delivery.event != nil {
            runs[delivery.watcher, default: []].append("\(delivery.value) [\(delivery.event!)]")
        }
        return runs
    }

    /// E3: three increments between two turns are one run, with the value
    /// after the last and the did-set; the sink is told of each send, before
    /// the change, so it reads 0, 1 and 2, and never 3.
    @Test func aBurstIsOneRunUnderPropertyAndThreeStaleReadsUnderTheSink() {
        let property = Self.runs(Workload.tally, Combination(.property, .class), size: 1, step: "burst")
        #expect(property == ["robins (continuous)": ["3 [didSet]"], "total (continuous)": ["3 [didSet]"]])
        let object = Self.runs(Workload.tally, Combination(.object, .class), size: 1, step: "burst")
        #expect(object["robins (continuous)"] == ["0 [willChange]", "1 [willChange]", "2 [willChange]"])
        #expect(object["sparrows (continuous)"] == ["0 [willChange]", "0 [willChange]", "0 [willChange]"])
    }

    /// E3 against W3: under property, a continuous watcher takes, step by step,
    /// the values its sequence takes, for every watcher of every workload.
    @Test(arguments: [Workload.tally, Workload.guideList(), Workload.search], [Kind.class, .struct])
    func aContinuousWatcherTakesWhatItsSequenceTakes(workload: Workload, kind: Kind) {
        let run = StepRun(workload, Combination(.property, kind), size: 5, watching: .all(continuous: true))
        defer { run.stop() }
        var checked = 0
        for (step, outcome) in [(launchStep, run.launch)] + workload.watchSteps.map({ ($0, run.perform($0)) }) {
            for watcher in workload.watchers {
                let sequence = outcome.deliveries.filter { $0.watcher == watcher }.map(\.value)
                let continuous = outcome.deliveries.filter { $0.watcher == continuousName(watcher) }.map(\.value)
                #expect(continuous == sequence, "\(step) \(watcher)")
                checked += 1
            }
        }
        #expect(checked == (1 + workload.watchSteps.count) * workload.watchers.count)
    }

    /// The observation column says why it cannot run Apple's continuous
    /// observation, where the toolchain lacks it, and runs the rest.
    @Test func observationSaysWhyItsContinuousWatchersCannotRun() {
        let run = StepRun(Workload.tally, Combination(.observation, .class), size: 1, watching: .all(continuous: true))
        defer { run.stop() }
        #if compiler(>=6.4)
        if #available(macOS 27, iOS 27, tvOS 27, watchOS 27, visionOS 27, *) {
            #expect(run.unavailableWatchers.isEmpty)
        } else {
            #expect(Set(run.unavailableWatchers.values) == ["Apple's withContinuousObservation needs macOS 27"])
        }
        #else
        #expect(run.unavailableWatchers == [
            "robins (continuous)": "Apple's withContinuousObservation needs Swift 6.4",
            "sparrows (continuous)": "Apple's withContinuousObservation needs Swift 6.4",
            "total (continuous)": "Apple's withContinuousObservation needs Swift 6.4",
        ])
        #endif
        #expect(run.launch.deliveries.filter { $0.event == nil }.map(\.watcher) == ["robins", "sparrows", "total"])
    }

    /// E4 through a watcher: cancelling its task ends it, and nothing keeps
    /// the model alive, under property and under the sink.
    @Test(arguments: [Notify.property, .object])
    func cancellingEndsTheContinuousWatcherAndFreesTheModel(notify: Notify) {
        cancellingEndsTheWatcherAndFreesTheModel(notify, continuous: true, taking: [
            "robins (continuous)=0 [initial]",
            notify == .property ? "robins (continuous)=1 [didSet]" : "robins (continuous)=0 (again) [willChange]",
        ])
    }
}

/// W5, E4: a watcher of tally's robins, or its continuous observation, takes
/// what `taking` says of a launch and an increment; cancelled, it ends, takes
/// nothing more, and leaves nothing holding the model.
func cancellingEndsTheWatcherAndFreesTheModel(_ notify: Notify, continuous: Bool, taking: [String]) {
    let pump = Pump()
    let log = WatchLog(pump: pump)
    weak var freed: Sightings?
    var task: Task<Void, Never>?
    do {
        let model = notify.run { Sightings() }
        freed = model
        task = Watcher<Sightings>("robins") { $0.robins }.start(model, notify, on: pump, log: log, continuous: continuous)
        pump.turn()
        model.robins += 1
        pump.turn()
        #expect(log.take().map(\.traced) == taking)
        task?.cancel()
        pump.turn()
        #expect(log.endedWatchers == [continuous ? continuousName("robins") : "robins"])
        model.robins += 1
        pump.turn()
        #expect(log.take().isEmpty, "a cancelled watcher takes nothing more")
    }
    #expect(freed == nil, "the model outlived its cancelled watcher")
    _ = task
}
