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
    /// What `step` does, in a phrase, for `compare list`; nil to say nothing.
    func explain(step: String) -> String?
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

/// A step: its name and the changes it makes to a model, written once for
/// every combination. One step is one transaction: its changes, then one flush.
public struct Step<Model>: Sendable {
    /// The name `--steps` and the tables use: `rename`.
    public let name: String
    let mutate: @Sendable (Model, Graph) -> Void

    /// A step named `name` that makes the changes `mutate` makes to the model.
    public init(_ name: String, _ mutate: @escaping @Sendable (Model) -> Void) {
        self.name = name
        self.mutate = { model, _ in mutate(model) }
    }

    /// A step that also reaches the screen's views through its graph: to write
    /// a view's state, or through the binding a view was handed (G7, G8).
    public init(_ name: String, _ mutate: @escaping @Sendable (Model, Graph) -> Void) {
        self.name = name
        self.mutate = mutate
    }
}

extension Workload {
    /// No summary unless the workload gives one.
    public var summary: String { "" }
    /// Steps go unexplained unless the workload explains them.
    public func explain(step: String) -> String? { nil }
    /// A workload changes the size of nothing unless it says which step undoes which.
    public func inverse(of step: String) -> String? { nil }
    /// Not claimed unless the workload knows every view holds what it reads.
    public var objectRunsNoFewerThanProperty: Bool { false }
}

/// A session over a graph and the model its steps mutate: what a workload's
/// ``Workload/session(_:size:)`` returns.
public final class ScreenSession<Model>: Session {
    private let graph: Graph
    private let model: Model
    private let steps: [String: (Model, Graph) -> Void]
    private let order: [String]

    private let act: (Model, FuzzAction) -> Void

    /// A session of the screen `root` on `model`, its bodies run under the
    /// strategy of `combination`; `steps` change the model, and fuzz scripts
    /// make those changes in random order.
    public convenience init(root: some View, model: Model, steps: [Step<Model>], combination: Combination) {
        self.init(graph: Graph(root: root, tracker: combination.tracker), model: model, steps: steps) { _, _ in }
    }

    /// A session of `graph`, as ``init(root:model:steps:combination:)``, with
    /// the graph given: for a step that reaches a view's state through it.
    public convenience init(graph: Graph, model: Model, steps: [Step<Model>]) {
        self.init(graph: graph, model: model, steps: steps) { _, _ in }
    }

    init(graph: Graph, model: Model, steps: [Step<Model>], act: @escaping (Model, FuzzAction) -> Void) {
        self.graph = graph
        self.model = model
        self.steps = Dictionary(uniqueKeysWithValues: steps.map { ($0.name, $0.mutate) })
        order = steps.map(\.name)
        self.act = act
    }

    public func apply(_ action: FuzzAction) {
        if case .step(let step) = action, !order.isEmpty {
            mutate(order[step % order.count])
        } else {
            act(model, action)
        }
    }

    public func launch() -> Flush { graph.launch() }

    public func perform(_ step: String) -> Flush {
        mutate(step)
        return graph.flush()
    }

    public func mutate(_ step: String) {
        guard let mutate = steps[step] else {
            preconditionFailure("no step \(step); callers check the name first")
        }
        mutate(model, graph)
    }

    public func flush() -> Flush { graph.flush() }

    public func staleViews() -> [Stale] { graph.staleViews() }

    public func rendered() -> [Rendered] { graph.rendered() }

    public func reference() -> Reference { graph.reference() }

    public func tearDown() { graph.tearDown() }
}

/// The workloads `compare` knows, by name.
public let workloads: [any Workload] = [TallyWorkload(), GuideListWorkload(), SearchWorkload()]

/// The step every workload starts with.
public let launchStep = "launch"

/// The largest size a workload supports.
public let maximumSize = 2_000_000
