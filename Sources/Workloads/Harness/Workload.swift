import Foundation
import ViewGraph

/// A screen and the steps that change it, measured under every strategy: a
/// value, each name written once (A7).
///
/// Give it a name, the model a session starts from, the screen made on it,
/// and the steps; `compare` runs them in every combination of strategy and
/// kind it has. The views' names come from the screen itself.
///
/// ```swift
/// let log = Workload("log", summary: "a feeder's log", size: 3,
///     model: { size in Log(size: size) },
///     screen: { log in LogScreen(log: log) },
///     steps: [
///         Step("spot") { log in log.species.first?.count += 1 },
///         Step("add", undo: "remove") { log in log.add() },
///         Step("remove") { log in log.removeLast() },
///         .tap("Units"),
///     ])
/// runCompare(workloads: [log])
/// ```
///
/// A screen written twice, its elements as objects and as values, is one
/// workload of two kinds: `Workload("tally").kind(.class, ...).kind(.struct, ...)`.
public struct Workload: Sendable {
    /// The name the command line uses: `tally`.
    public let name: String
    /// What the screen is, in a line.
    public let summary: String
    /// The size a run uses when none is given.
    package let defaultSize: Int
    /// Whether the size changes the screen; tally's does not.
    package let isSized: Bool
    /// What a size counts, for a chart's size axis: `guides`; empty to say nothing.
    package let sizeUnit: String
    /// Whether object-level notification must run at least as many bodies as
    /// property-level at every step: a law when every view holds each object
    /// whose properties it reads; a view that reads a nested object it does not
    /// hold (O6) breaks it. `compare fuzz` checks it where it is claimed.
    package private(set) var objectRunsNoFewerThanProperty = false
    /// The forms of this workload an option of the command line chooses
    /// between (guide-list's `--container`), or nil when it has one form.
    package private(set) var variants: Variants?
    /// The largest size most fuzz scripts launch the screen at (one in eight
    /// goes up to 1,000).
    package internal(set) var fuzzSize = 40

    /// Whether the object columns read the screen as written, where a model in
    /// a plain `let` or in `@State` subscribes to nothing (A4), rather than as
    /// its `ObservableObject` port (A10), the default.
    package private(set) var readsObjectsAsWritten = false
    /// The size of the screen it runs on (``onScreen(width:height:)``); nil for an iPhone's.
    package internal(set) var screenSize: CGSize?
    /// How its screen's `@State` is declared (``declaringState(_:)``).
    package private(set) var stateDeclaration = StateDeclaration.macro

    /// The rule the `property` columns' setters decide an assignment by (P6),
    /// as `--equality` gave it; nil for Swift 6.2's, unsaid.
    package private(set) var equality: EqualityRule?

    /// The views the trap this workload measures leaves stale, by step.
    private var staleness: [ExpectedStale] = []

    /// A view expected to go stale after some steps, under some combinations.
    private struct ExpectedStale: Sendable {
        let view: String
        let steps: [String]
        let combinations: [Combination]
    }

    /// Each kind's screen, in the order of ``Kind/allCases``.
    private var forms: [Form] = []
    var draw: (@Sendable (inout FuzzRandom) -> FuzzAction?)?
    /// What makes a fuzz script's account of the vocabulary (``accounted(by:)``).
    package internal(set) var account: (@Sendable () -> any VocabularyAccount)?

    /// One kind's model, screen and steps, with the model's type erased.
    struct Form: Sendable {
        let kind: Kind
        let steps: [StepDescription]
        let watchSteps: [StepDescription]
        let watchers: [String]
        /// The watchers that are counts the model keeps (``Watcher/init(counting:_:)``).
        let counts: [String]
        let session: @Sendable (_ notify: Notify, _ size: Int, _ settings: SessionSettings, _ tracker: (any Tracker)?) -> Session
    }

    /// A workload named `name` with no screen yet: give it one per kind with
    /// ``kind(_:model:screen:steps:watchers:watchSteps:applying:)``.
    ///
    /// `size` is the size a run uses when none is given; nil for a screen the
    /// size does not change. `unit` says what a size counts.
    public init(_ name: String, summary: String = "", size: Int? = nil, unit: String = "") {
        self.name = name
        self.summary = summary
        defaultSize = size ?? 1
        isSized = size != nil
        sizeUnit = unit
    }

    /// A workload of one kind: its `model` made for a size, the `screen` made on
    /// it, and its `steps` (A7).
    public init<Model, Screen: View>(
        _ name: String, summary: String = "", size: Int? = nil, unit: String = "", kind: Kind = .class,
        model: @escaping @Sendable (_ size: Int) -> Model,
        screen: @escaping @MainActor @Sendable (Model) -> Screen,
        steps: [Step<Model>], watchers: [Watcher<Model>] = []
    ) {
        self.init(name, summary: summary, size: size, unit: unit)
        self = self.kind(kind, model: model, screen: screen, steps: steps, watchers: watchers)
    }

    /// This workload with the screen of `kind`: its `model` made for a size
    /// (under the session's strategy, A5), the `screen` made on it, its `steps`,
    /// in the order they run, with the same names in every kind.
    ///
    /// `watchers` watch the model beside the screen for `compare watch`, which
    /// also runs `watchSteps`, steps only a watcher tells apart. A fuzz script's
    /// own actions (``fuzzing(size:_:)``) change the model through `applying`.
    public func kind<Model, Screen: View>(
        _ kind: Kind,
        model: @escaping @Sendable (_ size: Int) -> Model,
        screen: @escaping @MainActor @Sendable (Model) -> Screen,
        steps: [Step<Model>], watchers: [Watcher<Model>] = [], watchSteps: [Step<Model>] = [],
        applying: (@Sendable (Model, FuzzAction) -> Void)? = nil
    ) -> Workload {
        let form = Form(
            kind: kind, steps: steps.map(\.description), watchSteps: watchSteps.map(\.description),
            watchers: watchers.map(\.name), counts: watchers.filter(\.isCount).map(\.name)
        ) { notify, size, settings, tracker in
            settings.run(notify) {
                startAsAFreshInstall()
                let made = makeModel(of: name, size: size, model)
                let (root, pump, initialised) = makeScreen(made, screen)
                let graph = Graph(root: root, tracker: tracker ?? Combination(notify, kind).tracker(settings), pump: pump)
                return ScreenSession(
                    graph: graph, model: made, steps: steps + watchSteps, notify: notify, settings: settings,
                    watchers: watchers, initialised: initialised, applying: applying ?? { _, _ in })
            }
        }
        var workload = self
        workload.forms.removeAll { $0.kind == kind }
        workload.forms.append(form)
        workload.forms.sort { Kind.allCases.firstIndex(of: $0.kind)! < Kind.allCases.firstIndex(of: $1.kind)! }
        return workload
    }

    /// This workload, its object columns reading the screen as written rather
    /// than as its `ObservableObject` port: a model a view keeps in a plain
    /// `let` or `var`, or in `@State`, subscribes to nothing under object-level,
    /// as in SwiftUI (A4). What a trap of that kind measures; `--objects
    /// as-written` asks it of every workload.
    public func readingObjectsAsWritten(_ asWritten: Bool = true) -> Workload {
        var workload = self
        workload.readsObjectsAsWritten = asWritten
        return workload
    }

    /// This workload, its screen's `@State` declared as `declaration` does:
    /// the macro (the default) or the property wrapper of earlier toolchains,
    /// whose initial values are made at every initialisation of their view.
    /// What `--state wrapper` asks of every workload.
    package func declaringState(_ declaration: StateDeclaration) -> Workload {
        var workload = self
        workload.stateDeclaration = declaration
        return workload
    }

    /// This workload, its `property` columns' setters deciding an assignment
    /// by `rule` (P6): before Swift 6.2, every assignment notifies. What
    /// `--equality` asks of every workload.
    package func judgingAssignments(by rule: EqualityRule) -> Workload {
        var workload = self
        workload.equality = rule
        return workload
    }

    /// This workload, offered in the forms `variants` makes.
    package func offering(_ variants: Variants) -> Workload {
        var workload = self
        workload.variants = variants
        return workload
    }

    /// This workload, claiming that every view holds each object it reads, so
    /// that object-level notification runs no fewer bodies than property-level.
    public func objectRunsNoFewerBodies() -> Workload {
        var workload = self
        workload.objectRunsNoFewerThanProperty = true
        return workload
    }

    /// This workload, measuring a trap that leaves `view` stale after each of
    /// `steps`, under the strategies `notify` and the kinds `kinds` (all unless
    /// given): `compare` shows the stale view as what it measured and counts
    /// it, a stale view not declared still fails the run, and a declared one
    /// that stays fresh is a difference. `compare fuzz` leaves such a workload out.
    ///
    /// ```swift
    /// seededNote.expectingStale("NoteField", after: ["new-note"])
    /// ```
    public func expectingStale(
        _ view: String, after steps: [String], under notify: [Notify] = Notify.allCases, kinds: [Kind] = Kind.allCases
    ) -> Workload {
        var workload = self
        let combinations = Combination.all.filter { notify.contains($0.notify) && kinds.contains($0.kind) }
        workload.staleness.append(ExpectedStale(view: view, steps: steps, combinations: combinations))
        return workload
    }

    /// The views expected stale after `step` under `combination`.
    package func expectedStale(after step: String, in combination: Combination) -> Set<String> {
        Set(staleness.filter { $0.steps.contains(step) && $0.combinations.contains(combination) }.map(\.view))
    }

    /// Whether `view` is one the workload expects stale after some step under
    /// `combination`: what a fuzz script, which runs no named step, allows.
    package func mayLeaveStale(_ view: String, in combination: Combination) -> Bool {
        staleness.contains { $0.view == view && $0.combinations.contains(combination) }
    }

    /// Whether it measures a trap that leaves a view stale.
    package var expectsStaleViews: Bool { !staleness.isEmpty }

    /// Whether `compare fuzz` draws scripts on it: not on a trap, whose views
    /// go stale or whose reactions run as the trap makes them.
    package var isFuzzed: Bool { !excludedFromFuzzing && staleness.isEmpty }
    private var excludedFromFuzzing = false

    /// Whether its run ends in an error by design (a trap whose finding is the
    /// error): `compare all` leaves it out, and so does `compare fuzz`.
    package private(set) var failsOnPurpose = false

    /// This workload, whose run ends in an error by design: named alone, it
    /// runs and fails as it should; `all` and fuzzing leave it out.
    public func failingOnPurpose() -> Workload {
        var workload = notFuzzed()
        workload.failsOnPurpose = true
        return workload
    }

    /// This workload, left out of `compare fuzz`'s default draw: a trap
    /// measured as it is. `compare fuzz NAME` still fuzzes it by its name.
    public func notFuzzed() -> Workload {
        var workload = self
        workload.excludedFromFuzzing = true
        return workload
    }

    /// The kinds it has screens for, in order; `compare` runs only these columns.
    package var kinds: [Kind] { forms.map(\.kind) }

    /// The combinations it runs in, of those given.
    package func combinations(of all: [Combination] = Combination.all) -> [Combination] {
        all.filter { kinds.contains($0.kind) }
    }

    /// The steps after `launch`, in the order they run.
    package var steps: [String] { forms.first?.steps.map(\.name) ?? [] }

    /// The steps `compare watch` runs after `launch`: the steps, and any that
    /// only a watcher can tell apart.
    package var watchSteps: [String] { steps + (forms.first?.watchSteps.map(\.name) ?? []) }

    /// The watchers `compare watch` runs beside the screen, by name.
    package var watchers: [String] { forms.first?.watchers ?? [] }

    /// The watchers that are counts the model keeps, read after each step.
    package var counts: [String] { forms.first?.counts ?? [] }

    /// The watchers and then their continuous observations (`robins
    /// (continuous)`), as `compare watch` lists them; a count has none.
    package var watchersAndContinuous: [String] {
        watchers + watchers.filter { !counts.contains($0) }.map(continuousName)
    }

    /// What `step` does, in a phrase, for `compare list`; nil to say nothing.
    package func explain(step: String) -> String? {
        let all = (forms.first?.steps ?? []) + (forms.first?.watchSteps ?? [])
        return all.first { $0.name == step }?.explanation
    }

    /// The step that undoes `step`, or nil when `step` leaves the size as it is.
    ///
    /// Timing runs the inverse outside the timed region, so that a step that
    /// adds or removes is timed at a fixed size.
    package func inverse(of step: String) -> String? {
        forms.first?.steps.first { $0.name == step }?.undo
    }

    /// A new screen on a new model of `size`, under `combination`, not yet
    /// launched; with `namingKeyPaths`, Apple's Observation is asked which
    /// property each body's change came from, at a cost (a counted run, not a
    /// timed one); with `keepingPages`, each flush records a page's facts.
    package func session(_ combination: Combination, size: Int, namingKeyPaths: Bool = false, keepingPages: Bool = false) -> Session {
        form(combination.kind).session(combination.notify, size, settings(namingKeyPaths: namingKeyPaths, keepingPages: keepingPages), nil)
    }

    /// How its sessions read the screen.
    private func settings(namingKeyPaths: Bool = false, keepingPages: Bool = false) -> SessionSettings {
        SessionSettings(
            objectsAsWritten: readsObjectsAsWritten, stateDeclaration: stateDeclaration, equality: equality ?? .swift62,
            namesObservedKeyPaths: namingKeyPaths, recordsPageFacts: keepingPages, screenSize: screenSize)
    }

    /// The same screen on `combination`'s models, its bodies run under a tracker
    /// that observes nothing: what the graph alone costs beside the models.
    package func untrackedSession(_ combination: Combination, size: Int) -> Session {
        form(combination.kind).session(combination.notify, size, settings(), Untracked())
    }

    private func form(_ kind: Kind) -> Form {
        guard let form = forms.first(where: { $0.kind == kind }) ?? forms.first else {
            preconditionFailure("workload \(name) has no screen: give it one with kind(_:model:screen:steps:)")
        }
        return form
    }

    /// The views the screen is made of, in the order they first run: at a
    /// launch at `size` (the default size if nil) in the columns of `kind`
    /// (the first kind if nil), then in each step once, in order. The names
    /// the tables and `--view` use; they come from the screen itself.
    package func views(size: Int? = nil, kind: Kind? = nil) -> [String] {
        guard let kind = kind ?? kinds.first else { return [] }
        let session = session(Combination(.property, kind), size: size ?? defaultSize)
        var names = session.launch().bodies
        for step in steps { names += session.perform(step).bodies }
        session.tearDown()
        var seen = Set<String>()
        return names.filter { seen.insert($0).inserted }
    }

    /// Which ways of writing a model its screen holds: one written the
    /// classic way (A12) makes its property columns run the models'
    /// `@Observable` port, and its object columns the models as written.
    /// Found on a launch at `size`, the size a run asked for.
    package func heldModels(size: Int) -> HeldModels {
        guard let kind = kinds.first else { return HeldModels() }
        let session = session(Combination(.property, kind), size: size)
        defer { session.tearDown() }
        _ = session.launch()
        return session.heldModels
    }

    /// What is wrong with this workload's definition, in a sentence, or nil:
    /// no screen, kinds whose steps differ, a step `--steps` cannot name (no
    /// name, or one with a comma), two steps of one name, an undo or an
    /// expected stale step that is not one of its steps. `runCompare` refuses
    /// a workload that has one before it runs anything.
    package var problem: String? {
        guard let first = forms.first else { return "workload \(name) has no screen; give it one with kind(_:model:screen:steps:)" }
        for form in forms.dropFirst() where form.steps.map(\.name) != first.steps.map(\.name) {
            return "workload \(name)'s \(form.kind.rawValue) kind has the steps \(form.steps.map(\.name)) where its \(first.kind.rawValue) kind has \(first.steps.map(\.name)); give every kind the same steps"
        }
        let names = first.steps.map(\.name) + first.watchSteps.map(\.name)
        if names.contains("") { return "workload \(name) has a step with no name; give every step one" }
        // --steps takes a list separated by commas: it could never pick such a step.
        if let comma = names.first(where: { $0.contains(",") }) {
            return "workload \(name) has a step named \(comma), which --steps cannot name as it separates names with commas; name it without a comma"
        }
        if let twice = names.first(where: { name in names.filter { $0 == name }.count > 1 }) {
            return "workload \(name) has two steps named \(twice); name each step once"
        }
        if names.contains(launchStep) { return "workload \(name) has a step named launch, the name of the first run; rename it" }
        for expected in staleness {
            if let step = expected.steps.first(where: { $0 != launchStep && !names.contains($0) }) {
                return "workload \(name) expects \(expected.view) stale after \(step), which is not one of its steps"
            }
        }
        for step in first.steps {
            if let undo = step.undo, !names.contains(undo) {
                return "workload \(name)'s step \(step.name) is undone by \(undo), which is not one of its steps"
            }
        }
        return nil
    }
}

/// The step every workload starts with.
package let launchStep = "launch"

/// The largest size a workload supports.
package let maximumSize = 2_000_000
