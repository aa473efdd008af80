import ViewGraph

/// A screen and the steps that change its model, written once and run under
/// every combination.
public protocol Workload: Sendable {
    /// The name the command line uses: `tally`.
    var name: String { get }
    /// What the screen is, in a line.
    var summary: String { get }
    /// The steps after `launch`, in the order they run.
    var steps: [String] { get }
    /// The views the screen is made of, root first.
    var views: [String] { get }
    /// The size a run uses when none is given.
    var defaultSize: Int { get }
    /// Whether the size changes the screen; tally's does not.
    var isSized: Bool { get }
    /// Whether object-level notification must run at least as many bodies as
    /// property-level at every step. It is a law when every view holds each
    /// object whose properties it reads; a view that reads a nested object it
    /// does not hold (O6) breaks it. `compare fuzz` checks it where it is one.
    var objectRunsNoFewerThanProperty: Bool { get }
    /// The step that undoes `step`, or nil when `step` leaves the size as it is.
    ///
    /// Timing runs the inverse outside the timed region, so that a step that
    /// adds or removes is timed at a fixed size.
    func inverse(of step: String) -> String?
    /// A new screen on a new model of `size`, under `combination`, not yet launched.
    func session(_ combination: Combination, size: Int) -> Session
}

/// One screen, its model and its graph, under one combination.
public protocol Session {
    /// Runs every body for the first time.
    func launch() -> Flush
    /// Makes the mutations of `step`, then one flush (G3: one step, one transaction).
    func perform(_ step: String) -> Flush
    /// Makes the mutations of `step` and nothing else: the first half of a step,
    /// for measuring its flush alone.
    func mutate(_ step: String)
    /// Re-runs what the mutations since the last flush invalidated.
    func flush() -> Flush
    /// Makes the change `action` describes, if it fits this workload's model.
    func apply(_ action: FuzzAction)
    /// G6: the views whose text differs from a from-scratch render.
    func staleViews() -> [Stale]
    /// What every view shows now, in tree order.
    func rendered() -> [Rendered]
    /// An independent reference for the next flushes (make it after launch).
    func reference() -> Reference
    /// Cancels every view's tracking.
    func tearDown()
}

/// A step: its name and the mutations it makes to a model.
struct Step<Model>: Sendable {
    let name: String
    let mutate: @Sendable (Model) -> Void

    init(_ name: String, _ mutate: @escaping @Sendable (Model) -> Void) {
        self.name = name
        self.mutate = mutate
    }
}

/// A session over a graph and the model its steps mutate.
final class ScreenSession<Model>: Session {
    private let graph: Graph
    private let model: Model
    private let steps: [String: (Model) -> Void]
    private let order: [String]

    private let act: (Model, FuzzAction) -> Void

    init(graph: Graph, model: Model, steps: [Step<Model>], act: @escaping (Model, FuzzAction) -> Void) {
        self.graph = graph
        self.model = model
        self.steps = Dictionary(uniqueKeysWithValues: steps.map { ($0.name, $0.mutate) })
        order = steps.map(\.name)
        self.act = act
    }

    func apply(_ action: FuzzAction) {
        if case .step(let step) = action, !order.isEmpty {
            mutate(order[step % order.count])
        } else {
            act(model, action)
        }
    }

    func launch() -> Flush { graph.launch() }

    func perform(_ step: String) -> Flush {
        mutate(step)
        return graph.flush()
    }

    func mutate(_ step: String) {
        guard let mutate = steps[step] else {
            preconditionFailure("no step \(step); callers check the name first")
        }
        mutate(model)
    }

    func flush() -> Flush { graph.flush() }

    func staleViews() -> [Stale] { graph.staleViews() }

    func rendered() -> [Rendered] { graph.rendered() }

    func reference() -> Reference { graph.reference() }

    func tearDown() { graph.tearDown() }
}

/// The workloads `compare` knows, by name.
public let workloads: [any Workload] = [TallyWorkload(), GuideListWorkload(), SearchWorkload()]

/// The step every workload starts with.
public let launchStep = "launch"

/// The largest size a workload supports.
public let maximumSize = 2_000_000
