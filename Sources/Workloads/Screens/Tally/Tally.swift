import ObjectLevel
import PropertyLevel
import ValueVsReference
@_spi(Graph) import ViewGraph

/// tally: a counter for the birds at a feeder (docs/rules.md, The workloads).
public struct TallyWorkload: Workload {
    /// The models it runs on.
    public let models: ModelSource

    /// The tally workload, on the hand-written models unless told otherwise.
    public init(models: ModelSource = .handWritten) {
        self.models = models
    }

    public let name = "tally"
    public let summary = "a counter for the birds at a feeder: robins, sparrows and their total"
    public var steps: [String] { Self.steps.map(\.name) }
    public let views = ["ContentView", "RobinLine", "SparrowLine", "TotalLine"]
    public let defaultSize = 1
    public let isSized = false
    /// Every view holds each object it reads: object runs no fewer bodies than property.
    public let objectRunsNoFewerThanProperty = true

    /// The steps, written once against any tally model.
    static let steps: [Step<any TallySource>] = [
        Step("robin") { $0.robins += 1 },
        Step("sparrow") { $0.sparrows += 1 },
        Step("robin-same") { $0.robins = $0.robins },
        Step("robin-zero") { $0.robins += 0 },
        Step("burst") { model in
            for _ in 0..<3 { model.robins += 1 }
        },
    ]

    /// What `compare watch tally` watches: each count, and the computed total.
    public let watchers = ["robins", "sparrows", "total"]
    public var watchSteps: [String] { steps + [Self.robinTwice.name] }

    static let watching: [Watcher<any TallySource>] = [
        Watcher("robins") { $0.robins },
        Watcher("sparrows") { $0.sparrows },
        Watcher("total") { $0.reading.total },
    ]

    /// Two increments with a suspension point between them: two transactions
    /// for a watcher (W3), one for the views.
    static let robinTwice = Step<any TallySource>("robin-twice", suspendingBetween: [{ $0.robins += 1 }, { $0.robins += 1 }])

    public func explain(step: String) -> String? {
        [
            "robin": "robins += 1", "sparrow": "sparrows += 1", "robin-same": "robins = robins, the value it has",
            "robin-zero": "robins += 0, in place", "burst": "robins += 1 three times in one transaction",
            "robin-twice": "robins += 1, a suspension point, robins += 1 (compare watch only)",
        ][step]
    }

    public func inverse(of step: String) -> String? { nil }

    /// An in-place addition to a count (0 as often as the others: an in-place
    /// no-op), or an equal assignment.
    public func fuzzAction(_ random: inout FuzzRandom) -> FuzzAction? {
        switch random.next(upTo: 4) {
        case 0: .addRobins(random.next(upTo: 3))
        case 1: .addSparrows(random.next(upTo: 3))
        case 2: .robinsSame
        default: .addRobins(0)
        }
    }

    /// A fuzz action on the tally; another workload's do not apply.
    static func apply(_ model: any TallySource, _ action: FuzzAction) {
        switch action.kind {
        case FuzzAction.addRobins(0).kind: model.robins += action.argument
        case FuzzAction.addSparrows(0).kind: model.sparrows += action.argument
        case FuzzAction.robinsSame.kind: model.robins = model.robins
        default: break
        }
    }

    public func session(_ combination: Combination, size: Int) -> Session {
        if models == .writtenOnce {
            return combination.kind == .class
                ? session(WriteOnce.Sightings(combination.notify), combination)
                : session(WriteOnce.SightingsStore(combination.notify), combination)
        }
        return switch (combination.notify, combination.kind) {
        case (.property, .class): session(Sightings(), combination)
        case (.property, .struct): session(SightingsStore(), combination)
        case (.observation, .class): session(ObservedSightings(), combination)
        case (.observation, .struct): session(ObservedSightingsStore(), combination)
        case (.object, .class): session(BroadcastSightings(), combination)
        case (.object, .struct): session(BroadcastSightingsStore(), combination)
        }
    }

    private func session<Source: TallySource>(_ source: Source, _ combination: Combination) -> Session {
        let graph = Graph(root: ContentView(source: Ref(source)), tracker: combination.tracker)
        return ScreenSession<any TallySource>(
            graph: graph, model: source, steps: Self.steps, notify: combination.notify, watchers: Self.watching,
            watchSteps: [Self.robinTwice], applying: Self.apply)
    }
}

/// What tally's steps mutate, and what its root hands down.
protocol TallySource: AnyObject {
    associatedtype Reading: TallyReading
    var robins: Int { get set }
    var sparrows: Int { get set }
    /// What `ContentView` hands its lines: the object itself (class kind) or a
    /// copy of the counts (struct kind).
    var reading: Reading { get }
}

/// What a line reads: the counts, through a reference or from a copy.
protocol TallyReading: Equatable {
    var robins: Int { get }
    var sparrows: Int { get }
    var total: Int { get }
    /// The objects a line holds when handed this: the model, for a reference.
    var holdings: [Holding] { get }
}

extension FuzzAction {
    /// tally: `robins += n`, in place (n may be 0: an in-place no-op).
    static func addRobins(_ n: Int) -> FuzzAction { FuzzAction("add-robins", n, "robins += \(n)") }
    /// tally: `sparrows += n`, in place.
    static func addSparrows(_ n: Int) -> FuzzAction { FuzzAction("add-sparrows", n, "sparrows += \(n)") }
    /// tally: `robins = robins`, an equal assignment.
    static let robinsSame = FuzzAction("robins-same", 0, "robins = robins")
}
