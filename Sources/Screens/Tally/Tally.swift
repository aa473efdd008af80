import ViewGraph
import Workloads

/// What tally's steps change, in either kind.
protocol TallyModel: AnyObject, SendableMetatype {
    var robins: Int { get set }
    var sparrows: Int { get set }
    var total: Int { get }
}

extension Sightings: TallyModel {}

extension SightingsStore: TallyModel {
    var robins: Int {
        get { sightings.robins }
        set { sightings.robins = newValue }
    }

    var sparrows: Int {
        get { sightings.sparrows }
        set { sightings.sparrows = newValue }
    }

    var total: Int { sightings.total }
}

extension Workload {
    /// tally: a counter for the birds at a feeder (docs/rules.md, The workloads).
    package static let tally = Workload("tally", summary: "a counter for the birds at a feeder: robins, sparrows and their total")
        .kind(
            .class, model: { _ in Sightings() }, screen: { ObjectTally.ContentView(sightings: $0) },
            steps: tallySteps(), watchers: tallyWatchers(), watchSteps: [robinTwice()], applying: applyToTally)
        .kind(
            .struct, model: { _ in SightingsStore() }, screen: { ValueTally.ContentView(sightings: $0) },
            steps: tallySteps(), watchers: tallyWatchers(), watchSteps: [robinTwice()], applying: applyToTally)
        .fuzzing(size: 40, drawForTally)
        .objectRunsNoFewerBodies()
}

private func tallySteps<Model: TallyModel>() -> [Step<Model>] {
    [
        Step("robin", "robins += 1") { $0.robins += 1 },
        Step("sparrow", "sparrows += 1") { $0.sparrows += 1 },
        Step("robin-same", "robins = robins, the value it has") { $0.robins = $0.robins },
        Step("robin-zero", "robins += 0, in place") { $0.robins += 0 },
        Step("burst", "robins += 1 three times in one transaction") { model in
            for _ in 0..<3 { model.robins += 1 }
        },
    ]
}

/// What `compare watch tally` watches: each count, and the computed total.
private func tallyWatchers<Model: TallyModel>() -> [Watcher<Model>] {
    [Watcher("robins") { $0.robins }, Watcher("sparrows") { $0.sparrows }, Watcher("total") { $0.total }]
}

/// Two increments with a suspension point between them: two transactions
/// for a watcher (W3), one for the views.
private func robinTwice<Model: TallyModel>() -> Step<Model> {
    Step(
        "robin-twice", "robins += 1, a suspension point, robins += 1 (compare watch only)",
        suspendingBetween: [{ $0.robins += 1 }, { $0.robins += 1 }])
}

/// An in-place addition to a count (0 as often as the others: an in-place
/// no-op), or an equal assignment.
@Sendable private func drawForTally(_ random: inout FuzzRandom) -> FuzzAction? {
    switch random.next(upTo: 4) {
    case 0: .addRobins(random.next(upTo: 3))
    case 1: .addSparrows(random.next(upTo: 3))
    case 2: .robinsSame
    default: .addRobins(0)
    }
}

@Sendable private func applyToTally<Model: TallyModel>(_ model: Model, _ action: FuzzAction) {
    switch action.kind {
    case FuzzAction.addRobins(0).kind: model.robins += action.argument
    case FuzzAction.addSparrows(0).kind: model.sparrows += action.argument
    case FuzzAction.robinsSame.kind: model.robins = model.robins
    default: break
    }
}

extension FuzzAction {
    /// tally: `robins += n`, in place (n may be 0: an in-place no-op).
    static func addRobins(_ n: Int) -> FuzzAction { FuzzAction("add-robins", n, "robins += \(n)") }
    /// tally: `sparrows += n`, in place.
    static func addSparrows(_ n: Int) -> FuzzAction { FuzzAction("add-sparrows", n, "sparrows += \(n)") }
    /// tally: `robins = robins`, an equal assignment.
    static let robinsSame = FuzzAction("robins-same", 0, "robins = robins")
}
