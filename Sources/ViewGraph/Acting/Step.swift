
/// A step: its name and what it does, written once for every combination (A6).
/// One step is one transaction: its changes, then one flush.
///
/// A step runs on the main actor, as a person's tap and an app's own
/// changes do (A14): it may change a `@MainActor` model, and what it sends
/// to the main actor (`Task { @MainActor in }`) runs before its flush.
///
/// A step changes the model, as a network response or a timer would, or acts
/// on the screen as a person would: taps a button by its title, types into a
/// field, flips a toggle, scrolls.
///
/// ```swift
/// Step("spot", "one more bird of the first species") { log in log.species.first?.count += 1 }
/// Step("add", undo: "remove") { log in log.add() }
/// Step.tap("Units")
/// Step.type("wren", into: "Search")
/// ```
public struct Step<Model>: Sendable {
    /// The name `--steps` and the tables use: `spot`.
    public let name: String
    /// What it does, in a phrase, for `compare list`.
    package let explanation: String?
    /// The step that undoes it, for timing at a fixed size.
    package let undo: String?
    /// The parts of the step, with a suspension point between each two.
    package let parts: [@MainActor @Sendable (Model, Screen) -> Void]

    /// A step named `name` that makes the changes `change` makes to the model;
    /// `undo` names the step that undoes it, if it changes the size.
    public init(_ name: String, _ explanation: String? = nil, undo: String? = nil, _ change: @escaping @MainActor @Sendable (Model) -> Void) {
        self.init(name, explanation, undo: undo, parts: [{ model, _ in change(model) }])
    }

    /// A step that also acts on the screen as a person would: ``Screen/tap(_:)``,
    /// ``Screen/type(_:into:)``, ``Screen/flip(_:)``, ``Screen/scroll(byScreens:)``.
    public init(
        _ name: String, _ explanation: String? = nil, undo: String? = nil,
        _ act: @escaping @MainActor @Sendable (Model, Screen) -> Void
    ) {
        self.init(name, explanation, undo: undo, parts: [act])
    }

    /// A step of `compare watch` whose parts are separated by suspension
    /// points, as `robins += 1; await Task.yield(); robins += 1` is: each part
    /// is a transaction of its own for a watcher (W3). Views see the parts as
    /// one transaction.
    public init(_ name: String, _ explanation: String? = nil, suspendingBetween parts: [@MainActor @Sendable (Model) -> Void]) {
        self.init(name, explanation, undo: nil, parts: parts.map { part in { model, _ in part(model) } })
    }

    private init(_ name: String, _ explanation: String?, undo: String?, parts: [@MainActor @Sendable (Model, Screen) -> Void]) {
        self.name = name
        self.explanation = explanation
        self.undo = undo
        self.parts = parts
    }

    /// Scrolls every list by `screens` screens, down if positive.
    public static func scroll(_ screens: Int, as name: String, undo: String? = nil, _ explanation: String? = nil) -> Step {
        Step(name, explanation ?? "scrolls \(screens > 0 ? "down" : "up") \(abs(screens)) screen\(abs(screens) == 1 ? "" : "s")", undo: undo) {
            _, screen in screen.scroll(byScreens: screens)
        }
    }

    package var description: StepDescription { StepDescription(name: name, explanation: explanation, undo: undo) }
}

/// Runs `part` of a step, a main-actor function, on the graph's thread,
/// which stands in for the main actor while the step runs (A14).
package func runPart<Model>(_ part: @escaping @MainActor @Sendable (Model, Screen) -> Void, on model: Model, _ screen: Screen) {
    unsafeBitCast(part, to: (@Sendable (Model, Screen) -> Void).self)(model, screen)
}

/// `Add Species` as a step's name: `add-species`.
package func stepName(_ title: String) -> String {
    title.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber }).joined(separator: "-")
}

extension Step {
    /// `Add Species` as a step's name, `add-species`: how the built-in steps
    /// name themselves after what they act on, for a step of a control of
    /// one's own (`turn-volume` for the dial `Volume`).
    public static func name(for title: String) -> String { stepName(title) }
}

/// What a step is, its model's type aside.
package struct StepDescription: Sendable {
    package let name: String
    package let explanation: String?
    package let undo: String?
}

/// The screen as a person sees it: what a step acts on (A6). Controls are
/// found by their titles, in tree order, as the bodies showed them last.
public final class Screen {
    package let graph: Graph

    package init(_ graph: Graph) {
        self.graph = graph
    }

    /// Acts on the first control of type `Kind` titled `title` with `action`,
    /// as a person would; false if the screen shows none, which fails the run
    /// with a line saying that the step `verb` (`turned`) a control that is
    /// not on screen (A11). How a step acts on a control of a kind of its own,
    /// a `DialValue: _Control` holding the binding its dial was handed:
    ///
    /// ```swift
    /// extension Step {
    ///     static func turn(_ title: String, by amount: Int) -> Step {
    ///         Step("turn-\(Self.name(for: title))") { _, screen in
    ///             screen.act(on: DialValue.self, titled: title, verb: "turned") { $0.value.wrappedValue += amount }
    ///         }
    ///     }
    /// }
    /// ```
    @discardableResult
    public func act<Kind: _Control>(on kind: Kind.Type, titled title: String, verb: String, _ action: (Kind) -> Void) -> Bool {
        act(on: kind, titled: title, verb: verb) { control, _ in
            action(control)
            return true
        }
    }

    /// ``act(on:titled:verb:_:)`` for a built-in control that needs the view
    /// that showed it (a link finds its stack above it) or may refuse:
    /// `action` returns false once it has said why (A11).
    package func act<Kind: _Control>(on kind: Kind.Type, titled title: String, verb: String, _ action: (Kind, Node) -> Bool) -> Bool {
        guard let (node, control) = graph.shown(kind, titled: title, acted: verb) else { return false }
        return action(control, node)
    }

    /// The twin of ``act(on:titled:verb:_:)`` for a step that looks for one
    /// of many things the views on screen show (a row of a list, a swipe
    /// action, a menu item): `visit` offers each of a view's, in tree order,
    /// until one is taken. The step that `did` it fails its run if none was
    /// (`deleted the row "Dune", which is not on screen; the rows on screen
    /// are …`, listing them as `plural`, or `the screen shows no <none>`),
    /// or if the one taken refused (A11).
    package func actOnFirst(_ did: String, plural: String, none: String, _ visit: (Node, [ShownControl], inout Candidates) -> Bool) -> Bool {
        var candidates = Candidates()
        graph.walkOnScreen { node, controls in visit(node, controls, &candidates) }
        // The one taken is acted on once the walk is done, as a control `act` finds is.
        guard let taken = candidates.taken else {
            graph.missNotOnScreen(did, shown: candidates.shown, plural: plural, none: none)
            return false
        }
        if let refusal = taken() {
            graph.miss(did, refusal)
            return false
        }
        return true
    }

    /// Scrolls every list by `screens` screens, down if positive: a lazy list
    /// makes the rows that come on screen and tears down those that leave.
    public func scroll(byScreens screens: Int) { graph.scroll(byScreens: screens) }

    /// The index of the first row on screen in the first list.
    public var firstRowOnScreen: Int { graph.firstRowOnScreen }

    /// The first object of type `Object` the screen holds in a view's state,
    /// inputs or environment, in tree order: how a step reaches a model the
    /// screen owns (`@State private var shelf = Shelf()`), as a network
    /// response would.
    public func first<Object: AnyObject>(_ type: Object.Type) -> Object? { graph.firstObject(type) }
}

/// What ``Screen/actOnFirst(_:plural:none:_:)`` has been offered so far.
package struct Candidates {
    /// Those not taken, as a person reads them, already quoted.
    fileprivate var shown: [String] = []
    /// What acting on the one taken does, once the walk is done.
    fileprivate var taken: (() -> String?)?

    /// Lists a candidate that is not the one sought, as `shown`, if not nil.
    package mutating func pass(_ shown: String?) {
        if let shown { self.shown.append(shown) }
    }

    /// Takes the one sought, to do `act` once the walk is done: nil when
    /// done, else why it cannot be, a clause. The walk stops after it. Only
    /// the one taken makes its closure: a list of many rows makes one.
    package mutating func take(_ act: @escaping () -> String?) {
        taken = act
    }
}

/// A model that keeps the screen made on it, to read what the screen owns
/// (search's query, in its field) the way a person reads it.
package protocol ShowsItsScreen: AnyObject {
    func show(_ screen: Screen)
}
