internal import CrashContext
import Foundation
import ViewGraph

/// One screen, its model and its graph, under one combination.
package protocol Session {
    /// Runs every body for the first time.
    func launch() -> Flush
    /// Makes the changes of `step`, then one flush (G3: one step, one transaction).
    func perform(_ step: String) -> Flush
    /// Makes the changes of `step` and nothing else: the first half of a step,
    /// for measuring its flush alone.
    func mutate(_ step: String)
    /// Re-runs what the changes since the last flush invalidated.
    func flush() -> Flush
    /// Makes the change `action` describes, if it fits this workload's model.
    func apply(_ action: FuzzAction)
    /// G6: the views whose text differs from a from-scratch render.
    func staleViews() -> [Stale]
    /// What every view shows now, in tree order.
    func rendered() -> [Rendered]
    /// The screen's tree as it stands, for a page of what a flush ran.
    func snapshot() -> ViewSnapshot?
    /// Which ways of writing a model the model and the objects the screen
    /// holds are written in: the classic way, an ``ObservableObject`` (A12),
    /// or `@Observable`'s.
    var heldModels: HeldModels { get }
    /// An independent reference for the next flushes (make it after launch).
    func reference() -> Reference
    /// Cancels every view's tracking.
    func tearDown()
    /// Makes the changes of `step`, calling `suspend` at each suspension
    /// point inside it: a step of ``Workload/watchSteps`` made of several parts.
    func mutate(_ step: String, suspending suspend: () -> Void)
    /// Starts the workload's watchers on this session's model under its
    /// strategy (all of them, or the one named `only`): tasks on `pump` that
    /// log what they deliver in `log`. Cancel the tasks and turn the pump to stop them.
    func startWatchers(only: String?, continuous: Bool, on pump: Pump, log: WatchLog) -> [Task<Void, Never>]
    /// Reads the counts named `counts` that the model keeps into `log`.
    func count(_ counts: [String], into log: WatchLog)
    /// The graph the screen runs in: what a breakdown of a step clocks
    /// (``Graph/phaseClock``).
    var graph: Graph { get }
}

/// `model(size)`, workload `name`'s model, with a crash meanwhile named as
/// the model's, not a view's or a step's.
func makeModel<Model>(of name: String, size: Int, _ model: (Int) -> Model) -> Model {
    crash_context_set_model("\(name) at size \(size)")
    defer { crash_context_set_model(nil) }
    if crashesTheModelForTesting {
        let made: [Int] = []
        _ = made[ProcessInfo.processInfo.processIdentifier == 0 ? 0 : 1]
    }
    return model(size)
}

/// Whether each model is to crash as it is made, as a model indexing out of
/// range would (CrashTests): `COMPARE_TEST_CRASH=model`.
private let crashesTheModelForTesting = ProcessInfo.processInfo.environment["COMPARE_TEST_CRASH"] == "model"

/// The root of a session's screen, made by `screen` on `made` on the main
/// actor, for which the graph's pump it returns stands in (A14), with the
/// models its making initialised: an `App`'s `@State` declared with the
/// property wrapper makes its models as the app is made, which a launch
/// counts as the macro's, made when first read, are.
func makeScreen<Model, Screen: View>(_ made: Model, _ screen: @MainActor (Model) -> Screen) -> (root: Screen, pump: Pump, initialised: Int) {
    let pump = Pump(), stood = pump.standIn(), census = ModelCensus.begin()
    let root = onTheGraphThread(made, screen)
    let initialised = ModelCensus.end(census)
    pump.standDown(stood)
    return (root, pump, initialised)
}

/// A session over a graph and the model its steps change. Everything it does
/// runs under its strategy, so that a model made in a step or by a view's
/// state notifies as the screen's do (A5).
final class ScreenSession<Model>: Session {
    let graph: Graph
    private let screen: Screen
    private let model: Model
    /// Each step's parts, bound to the model and the screen: closures of no
    /// generic type, so that a step walks them without looking up the
    /// metadata of an array of closures over `Model` at every call.
    private let steps: [String: [() -> Void]]
    private let order: [String]
    private let notify: Notify
    private let settings: SessionSettings
    private let watchers: [Watcher<Model>]
    private let act: (Model, FuzzAction) -> Void
    /// Models initialised by the changes since the last flush.
    private var initialisedSinceFlush = 0

    init(
        graph: Graph, model: Model, steps: [Step<Model>], notify: Notify, settings: SessionSettings,
        watchers: [Watcher<Model>], initialised: Int = 0, applying act: @escaping (Model, FuzzAction) -> Void
    ) {
        self.graph = graph
        initialisedSinceFlush = initialised
        let screen = Screen(graph)
        self.screen = screen
        self.model = model
        (model as? ShowsItsScreen)?.show(screen)
        if let size = settings.screenSize { screen.resize { _ in size } }
        graph.recordsPageFacts = settings.recordsPageFacts
        self.steps = Dictionary(
            steps.map { step in (step.name, step.parts.map { part in { runPart(part, on: model, screen) } }) }, uniquingKeysWith: { first, _ in first })
        order = steps.map(\.name)
        self.notify = notify
        self.settings = settings
        self.watchers = watchers
        self.act = act
    }

    /// Runs `body` under the session's strategy, its equality rule and its
    /// declaration of `@State`, as every step and flush runs.
    private func run<Result>(_ body: () -> Result) -> Result {
        graph.asMainActor { settings.run(notify, body) }
    }

    /// Runs `body`, a change or a flush, under the session's strategy and
    /// settings, counting the models it initialises. Entered and left in
    /// place, not through nested closures: a step does this twice.
    private func counted<Result>(_ body: () -> Result) -> Result {
        let stood = graph.pump.standIn()
        defer { graph.pump.standDown(stood) }
        let entered = settings.enter(notify)
        let census = ModelCensus.begin()
        let result = body()
        initialisedSinceFlush += ModelCensus.end(census)
        settings.leave(notify, entered)
        return result
    }

    /// `flush`, with the models initialised since the last one.
    private func counting(_ flush: () -> Flush) -> Flush {
        var flushed = counted(flush)
        flushed.modelsInitialised = initialisedSinceFlush
        initialisedSinceFlush = 0
        return flushed
    }

    func apply(_ action: FuzzAction) {
        counted {
            switch action.kind {
            case "step" where !order.isEmpty: mutate(order[action.argument % order.count])
            case "step": break
            case "scroll":
                graph.changesSinceFlush += 1
                graph.scroll(byScreens: action.argument)
            default:
                graph.changesSinceFlush += 1
                act(model, action)
            }
        }
    }

    func launch() -> Flush { counting { graph.launch() } }

    func perform(_ step: String) -> Flush {
        mutate(step)
        return flush()
    }

    func mutate(_ step: String) {
        mutate(step) {}
    }

    func mutate(_ step: String, suspending suspend: () -> Void) {
        guard let parts = steps[step] else {
            preconditionFailure("no step \(step); callers check the name first")
        }
        graph.changesSinceFlush += 1
        counted {
            for (index, part) in parts.enumerated() {
                if index > 0 { suspend() }
                part()
            }
        }
    }

    func startWatchers(only: String?, continuous: Bool, on pump: Pump, log: WatchLog) -> [Task<Void, Never>] {
        watchers.filter { !$0.isCount && (only == nil || $0.name == only) }.map {
            $0.start(model, notify, on: pump, log: log, continuous: continuous)
        }
    }

    func count(_ counts: [String], into log: WatchLog) {
        run {
            for watcher in watchers where counts.contains(watcher.name) { watcher.count(model, into: log) }
        }
    }

    func flush() -> Flush { counting { graph.flush() } }

    func staleViews() -> [Stale] { run { graph.staleViews() } }

    func rendered() -> [Rendered] { graph.rendered() }

    func snapshot() -> ViewSnapshot? { graph.snapshot() }

    var heldModels: HeldModels {
        // Workloads.Model: in this generic class, Model is the session model's type.
        let observable = { (object: Any) in object is Workloads.Model && !(object is any ObservableObject) }
        return HeldModels(
            classic: model is any ObservableObject || graph.firstObject(where: { $0 is any ObservableObject }) != nil,
            observable: observable(model) || graph.firstObject(where: observable) != nil)
    }

    func reference() -> Reference { run { graph.reference() } }

    func tearDown() { graph.tearDown() }
}

/// Which ways of writing a model a screen holds (A12): a mixed screen holds both.
package struct HeldModels: Sendable {
    /// An ``ObservableObject``, written the classic way.
    package var classic = false
    /// A ``Model``, in `@Observable`'s shape.
    package var observable = false

    package init(classic: Bool = false, observable: Bool = false) {
        self.classic = classic
        self.observable = observable
    }
}

/// How a session reads its screen, beyond its combination.
package struct SessionSettings: Sendable {
    /// Whether object-level reads the screen as written, not as its port (A10).
    var objectsAsWritten = false
    /// How the screen's `@State` is declared.
    var stateDeclaration = StateDeclaration.macro
    /// The rule the `property` columns' setters decide an assignment by (P6).
    var equality = EqualityRule.swift62
    /// Whether Apple's Observation is asked which property changed (G5).
    var namesObservedKeyPaths = false
    /// Whether each flush records what a page of the tree needs (`PageFacts`).
    var recordsPageFacts = false
    /// The size of the screen the session starts on; nil for an iPhone's.
    var screenSize: CGSize?

    /// What ``enter(_:)`` replaced on this thread, for ``leave(_:_:)``.
    struct Entered {
        fileprivate let strategy: (strategy: Int, rule: Int)
        fileprivate let declaration: Int
    }

    /// Makes models made on this thread notify under `notify` by the equality
    /// rule, and views declare `@State` as these settings say, until
    /// ``leave(_:_:)`` is given what this returns.
    func enter(_ notify: Notify) -> Entered {
        Entered(strategy: notify.enter(judging: equality), declaration: stateDeclaration.enter())
    }

    /// Ends what ``enter(_:)`` began, with what it returned.
    func leave(_ notify: Notify, _ entered: Entered) {
        stateDeclaration.leave(entered.declaration)
        notify.leave(judging: equality, entered.strategy)
    }

    /// Runs `body` with the models it makes notifying under `notify` by the
    /// equality rule, and the views it makes declaring `@State`, as these
    /// settings say.
    func run<Result>(_ notify: Notify, _ body: () throws -> Result) rethrows -> Result {
        let entered = enter(notify)
        defer { leave(notify, entered) }
        return try body()
    }
}
