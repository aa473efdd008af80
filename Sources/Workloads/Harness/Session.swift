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
    /// Whether the model or an object the screen holds is a model written the
    /// classic way, an ``ObservableObject`` (A12).
    var holdsClassicModels: Bool { get }
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
}

/// A session over a graph and the model its steps change. Everything it does
/// runs under its strategy, so that a model made in a step or by a view's
/// state notifies as the screen's do (A5).
final class ScreenSession<Model>: Session {
    private let graph: Graph
    private let screen: Screen
    private let model: Model
    private let steps: [String: [@Sendable (Model, Screen) -> Void]]
    private let order: [String]
    private let notify: Notify
    private let watchers: [Watcher<Model>]
    private let act: (Model, FuzzAction) -> Void

    init(
        graph: Graph, model: Model, steps: [Step<Model>], notify: Notify, watchers: [Watcher<Model>],
        applying act: @escaping (Model, FuzzAction) -> Void
    ) {
        self.graph = graph
        screen = Screen(graph)
        self.model = model
        (model as? ShowsItsScreen)?.show(screen)
        self.steps = Dictionary(steps.map { ($0.name, $0.parts) }, uniquingKeysWith: { first, _ in first })
        order = steps.map(\.name)
        self.notify = notify
        self.watchers = watchers
        self.act = act
    }

    func apply(_ action: FuzzAction) {
        notify.run {
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

    func launch() -> Flush { notify.run { graph.launch() } }

    func perform(_ step: String) -> Flush {
        notify.run {
            mutate(step)
            return graph.flush()
        }
    }

    func mutate(_ step: String) {
        mutate(step) {}
    }

    func mutate(_ step: String, suspending suspend: () -> Void) {
        guard let parts = steps[step] else {
            preconditionFailure("no step \(step); callers check the name first")
        }
        graph.changesSinceFlush += 1
        notify.run {
            for (index, part) in parts.enumerated() {
                if index > 0 { suspend() }
                part(model, screen)
            }
        }
    }

    func startWatchers(only: String?, continuous: Bool, on pump: Pump, log: WatchLog) -> [Task<Void, Never>] {
        watchers.filter { !$0.isCount && (only == nil || $0.name == only) }.map {
            $0.start(model, notify, on: pump, log: log, continuous: continuous)
        }
    }

    func count(_ counts: [String], into log: WatchLog) {
        notify.run {
            for watcher in watchers where counts.contains(watcher.name) { watcher.count(model, into: log) }
        }
    }

    func flush() -> Flush { notify.run { graph.flush() } }

    func staleViews() -> [Stale] { notify.run { graph.staleViews() } }

    func rendered() -> [Rendered] { graph.rendered() }

    func snapshot() -> ViewSnapshot? { graph.snapshot() }

    var holdsClassicModels: Bool {
        model is any ObservableObject || graph.firstObject(where: { $0 is any ObservableObject }) != nil
    }

    func reference() -> Reference { notify.run { graph.reference() } }

    func tearDown() { graph.tearDown() }
}
