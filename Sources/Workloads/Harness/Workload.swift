@_spi(Graph) import ViewGraph

/// A screen and the steps that change its model, written once and run under
/// every combination.
///
/// ```swift
/// struct PerchWorkload: Workload {
///     let name = "perch"
///     let steps = ["visit"]
///     let views = ["PerchScreen", "Visits"]
///     let defaultSize = 3
///     let isSized = true
///     func session(_ combination: Combination, size: Int) -> Session {
///         let perch = Perch(combination.notify)
///         return ScreenSession(root: PerchScreen(perch: Ref(perch)), model: perch,
///                              steps: [Step("visit") { $0.visits += 1 }], combination: combination)
///     }
/// }
/// ```
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
    /// The watchers `compare watch` runs beside the screen, by name, in the
    /// order its tables list them; none unless the workload gives some.
    var watchers: [String] { get }
    /// The steps `compare watch` runs after `launch`: the steps, and any that
    /// only a watcher can tell apart (a suspension point inside, as tally's
    /// `robin-twice` has).
    var watchSteps: [String] { get }
    /// The forms of this workload an option of the command line chooses
    /// between (guide-list's `--container`), or nil when it has one form.
    var variants: Variants? { get }
    /// What a size counts, for a chart's size axis: `guides`; empty to say nothing.
    var sizeUnit: String { get }
    /// The next change a fuzz script makes, drawn from `random`; nil for one of
    /// the workload's steps, drawn at random: its own kinds of change, which
    /// its sessions apply (``Session/apply(_:)``).
    func fuzzAction(_ random: inout FuzzRandom) -> FuzzAction?
    /// The largest size most fuzz scripts launch the screen at (one in eight
    /// goes up to 1,000).
    var fuzzSize: Int { get }
}

/// A choice between forms of one workload, offered on the command line as an
/// option that takes a list: guide-list's `--container eager,lazy` runs its
/// list eager, lazy, or both, each as a workload of its own name.
///
/// ```swift
/// public var variants: Variants? {
///     Variants(option: "container", values: ["eager", "lazy"], chooses: "how guide-list makes its rows",
///              help: "guide-list's list: eager (default) or lazy, or both") { value in
///         GuideListWorkload(container: value == "lazy" ? .lazy : .eager)
///     }
/// }
/// ```
public struct Variants: Sendable {
    /// The option's name, without its dashes: `container`.
    public let option: String
    /// The values the option takes, the workload's own form first.
    public let values: [String]
    /// What the option chooses, for the error when no workload named offers it.
    public let chooses: String
    /// What `compare --help` says of the option.
    public let help: String
    /// The workload in the form `value`, one of ``values``.
    public let workload: @Sendable (_ value: String) -> any Workload

    /// An option `--option` taking some of `values`, which `workload` turns into forms of the workload.
    public init(
        option: String, values: [String], chooses: String, help: String,
        workload: @escaping @Sendable (_ value: String) -> any Workload
    ) {
        self.option = option
        self.values = values
        self.chooses = chooses
        self.help = help
        self.workload = workload
    }
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
    /// Makes the mutations of `step`, calling `suspend` at each suspension
    /// point inside it: a step of ``Workload/watchSteps`` made of several parts.
    func mutate(_ step: String, suspending suspend: () -> Void)
    /// Starts the workload's watchers on this session's model under its
    /// strategy (all of them, or the one named `only`): tasks on `pump` that
    /// log what they deliver in `log`. Cancel the tasks and turn the pump to stop them.
    func startWatchers(only: String?, on pump: Pump, log: WatchLog) -> [Task<Void, Never>]
}

/// A step: its name and the changes it makes to a model, written once for
/// every combination. One step is one transaction: its changes, then one flush.
public struct Step<Model>: Sendable {
    /// The name `--steps` and the tables use: `rename`.
    public let name: String
    /// The parts of the step, with a suspension point between each two.
    let parts: [@Sendable (Model, Graph) -> Void]

    /// A step named `name` that makes the changes `mutate` makes to the model.
    public init(_ name: String, _ mutate: @escaping @Sendable (Model) -> Void) {
        self.name = name
        parts = [{ model, _ in mutate(model) }]
    }

    /// A step that also reaches the screen's views through its graph: to write
    /// a view's state, or through the binding a view was handed (G7, G8).
    public init(_ name: String, _ mutate: @escaping @Sendable (Model, Graph) -> Void) {
        self.name = name
        parts = [mutate]
    }

    /// A step of `compare watch` whose parts are separated by suspension
    /// points, as `robins += 1; await Task.yield(); robins += 1` is: each part
    /// is a transaction of its own for a watcher (W3). Views see the parts as
    /// one transaction.
    public init(_ name: String, suspendingBetween parts: [@Sendable (Model) -> Void]) {
        self.name = name
        self.parts = parts.map { part in { model, _ in part(model) } }
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
    /// No watchers unless the workload gives some.
    public var watchers: [String] { [] }
    /// Watchers run the workload's steps unless it says otherwise.
    public var watchSteps: [String] { steps }
    /// One form unless the workload offers more.
    public var variants: Variants? { nil }
    /// Sizes count nothing in particular unless the workload says what.
    public var sizeUnit: String { "" }
    /// A fuzz script makes the workload's steps unless it has changes of its own.
    public func fuzzAction(_ random: inout FuzzRandom) -> FuzzAction? { nil }
    /// Screens of up to 40 rows, as a rule.
    public var fuzzSize: Int { 40 }
}

/// A session over a graph and the model its steps mutate: what a workload's
/// ``Workload/session(_:size:)`` returns.
public final class ScreenSession<Model>: Session {
    private let graph: Graph
    private let model: Model
    private let steps: [String: [@Sendable (Model, Graph) -> Void]]
    private let order: [String]
    private let notify: Notify
    private let watchers: [Watcher<Model>]

    private let act: (Model, FuzzAction) -> Void

    /// A session of the screen `root` on `model`, its bodies run under the
    /// strategy of `combination`; `steps` change the model, and fuzz scripts
    /// make those changes in random order, or, where the workload draws
    /// actions of its own (``Workload/fuzzAction(_:)``), those that `applying` makes.
    ///
    /// `watchers` watch the model beside the views for `compare watch`, which
    /// also runs `watchSteps`, steps that only a watcher tells apart.
    ///
    /// ```swift
    /// ScreenSession(root: LogScreen(log: Ref(log)), model: log, steps: Self.steps, combination: combination) {
    ///     log, action in if action.kind == "spot" { log.spot(at: action.argument) }
    /// }
    /// ```
    public convenience init(
        root: some View, model: Model, steps: [Step<Model>], combination: Combination,
        watchers: [Watcher<Model>] = [], watchSteps: [Step<Model>] = [],
        applying act: @escaping (Model, FuzzAction) -> Void = { _, _ in }
    ) {
        self.init(
            graph: Graph(root: root, tracker: combination.tracker), model: model, steps: steps,
            notify: combination.notify, watchers: watchers, watchSteps: watchSteps, applying: act)
    }

    /// A session of `graph`, as ``init(root:model:steps:combination:watchers:watchSteps:applying:)``,
    /// with the graph given: for a step that reaches a view's state through it.
    public init(
        graph: Graph, model: Model, steps: [Step<Model>], notify: Notify = .property,
        watchers: [Watcher<Model>] = [], watchSteps: [Step<Model>] = [],
        applying act: @escaping (Model, FuzzAction) -> Void = { _, _ in }
    ) {
        self.graph = graph
        self.model = model
        self.steps = Dictionary(uniqueKeysWithValues: (steps + watchSteps).map { ($0.name, $0.parts) })
        order = steps.map(\.name)
        self.notify = notify
        self.watchers = watchers
        self.act = act
    }

    public func apply(_ action: FuzzAction) {
        switch action.kind {
        case "step" where !order.isEmpty: mutate(order[action.argument % order.count])
        case "step": break
        case "scroll": graph.scroll(byScreens: action.argument)
        default: act(model, action)
        }
    }

    public func launch() -> Flush { graph.launch() }

    public func perform(_ step: String) -> Flush {
        mutate(step)
        return graph.flush()
    }

    public func mutate(_ step: String) {
        mutate(step) {}
    }

    public func mutate(_ step: String, suspending suspend: () -> Void) {
        guard let parts = steps[step] else {
            preconditionFailure("no step \(step); callers check the name first")
        }
        for (index, part) in parts.enumerated() {
            if index > 0 { suspend() }
            part(model, graph)
        }
    }

    public func startWatchers(only: String?, on pump: Pump, log: WatchLog) -> [Task<Void, Never>] {
        watchers.filter { only == nil || $0.name == only }.map { $0.start(model, notify, on: pump, log: log) }
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
