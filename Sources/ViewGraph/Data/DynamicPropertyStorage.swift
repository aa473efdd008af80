/// The storage the graph keeps for one dynamic property of one view, handed
/// to ``DynamicProperty/_attach(to:)``: the live graph's, or a from-scratch
/// render's, which starts from the live graph's values. It holds neither
/// the view nor the graph: use it inside `_attach(to:)` only.
public struct _DynamicPropertyStorage {
    /// The property's storage name in its view: `_query` for `@State private var query`.
    package let label: String
    /// The view whose property this is; it lives while the graph attaches it.
    unowned(unsafe) let node: Node
    unowned(unsafe) let graph: any Attaching

    /// Points `slot` at this view's own value, made from `initial` when the
    /// view's identity first appears and kept while it lasts, as `@State`'s is (G7).
    public func attach<Value>(_ slot: Slot<Value>, toStateStartingAt initial: @autoclosure () -> Value) {
        let location = graph.state(label, of: node, initial: initial())
        // A slot already pointed at another view's state: one view value made
        // two views (a window group's content in two windows opened at once),
        // each with a state of its own, as SwiftUI gives each.
        if let previous = slot.location, previous !== location, !graph.restoresSlots { graph.noteSharedValue() }
        point(slot, at: location)
    }

    /// Points `slot` at the value the screen keeps for `key`, shared by every
    /// view that attaches a slot to it: made from `initial` the first time, and
    /// kept for as long as the screen is. A write that changes it runs the
    /// views that read it, with `key` as the cause.
    public func attach<Value>(_ slot: Slot<Value>, toShared key: String, startingAt initial: @autoclosure () -> Value) {
        point(slot, at: graph.shared(key, initial: initial()))
    }

    /// Where a dynamic property finds its value once the graph has attached it.
    public final class Slot<Value>: StorageSlot {
        package var location: StoredValue<Value>?
        /// What `@State` starts from, each time its view's identity appears:
        /// made at the first ask when the slot was given how to make it.
        package var initial: Value? {
            if made == nil, let make { made = make() }
            return made
        }
        private var made: Value?
        private let make: (() -> Value)?

        /// A slot the graph has not attached yet.
        public init() {
            (made, make) = (nil, nil)
        }

        package init(initial: Value) {
            (made, make) = (initial, nil)
        }

        /// A slot whose initial value `make` makes, when first asked for.
        init(making make: @escaping () -> Value) {
            (made, self.make) = (nil, make)
        }

        /// The value; reading it in a body makes the view depend on it. Nil
        /// before the graph attaches the slot.
        public var value: Value? { location?.read() }

        /// Stores `newValue`; if it differs from the value held (compared as
        /// inputs are, G11), the views that read the value run at the next
        /// flush. Does nothing before the graph attaches the slot.
        public func write(_ newValue: Value) {
            location?.write(newValue)
        }

        /// A binding to the value, compared by its place and the value it
        /// shows (G8); nil before the graph attaches the slot.
        public var binding: Binding<Value>? { location.map(Binding.init) }
    }
}

/// Where a dynamic property keeps the place of its storage: pointed by the
/// graph, and pointed back after a from-scratch render.
package protocol StorageSlot: AnyObject {
    associatedtype Stored: Location
    var location: Stored? { get set }
}

extension _DynamicPropertyStorage {
    /// The state `label` of this view, made at `initial` the first time.
    package func state<Value>(initial: @autoclosure () -> Value) -> StoredValue<Value> {
        graph.state(label, of: node, initial: initial())
    }

    /// The scene the view is in, for `@SceneStorage`: its window in an app,
    /// as its window group set it; the whole screen otherwise.
    package var scene: String {
        (environment(EnvironmentName(SceneKey.self)) as? StoredValue<String>)?.peek() ?? SceneKey.defaultValue
    }

    /// The location of the environment value `name` at the nearest ancestor that sets it.
    package func environment(_ name: EnvironmentName) -> Location? {
        graph.environment(name.identity, above: node)
    }

    /// Points `slot` at `location`. A from-scratch render shares view values
    /// with the live graph (the root's, and any a body hands on from its own
    /// inputs), so it points them back when it is done.
    package func point<Slot: StorageSlot>(_ slot: Slot, at location: Slot.Stored?) {
        let previous = slot.location
        slot.location = location
        if graph.restoresSlots { graph.restoreAfterwards { slot.location = previous } }
    }

    /// Says that the view takes `absent` from the environment and no ancestor
    /// placed it: its body cannot run, and the run reports it in a line (A3).
    package func report(missing absent: String) {
        if node.missingEnvironment == nil { node.missingEnvironment = "\(node.name) reads \(absent)" }
    }
}

/// What gives dynamic properties their storage: a graph, or a from-scratch render.
package protocol Attaching: AnyObject {
    /// The state `label` of `node`, made at `initial` the first time.
    func state<Value>(_ label: String, of node: Node, initial: @autoclosure () -> Value) -> StoredValue<Value>
    /// The location of `name` at the nearest ancestor of `node` that sets it.
    func environment(_ name: String, above node: Node) -> Location?
    /// The value the screen keeps for `key`, made at `initial` the first time.
    func shared<Value>(_ key: String, initial: @autoclosure () -> Value) -> StoredValue<Value>
    /// Whether the slots it points are pointed back afterwards.
    var restoresSlots: Bool { get }
    /// How the screen's `@State` is declared: it names the storage.
    var stateDeclaration: StateDeclaration { get }
    /// Keeps `undo`, which points a slot back, to run when the render is done.
    func restoreAfterwards(_ undo: @escaping () -> Void)
    /// One view value's dynamic properties now serve two views: each is
    /// pointed at its own storage before every run from now on.
    func noteSharedValue()
}

extension Attaching {
    /// Points every dynamic property of `node`'s view at its storage; returns
    /// what the view takes from the environment that no ancestor placed, if
    /// anything: its body cannot run, and the run reports it in a line (A3).
    @discardableResult
    func attachDynamicProperties(of node: Node) -> String? {
        node.missingEnvironment = nil
        func attach<V: View>(_ view: V) {
            node.type.dynamicFields.attach(view, to: node, in: self)
        }
        attach(node.view)
        return node.missingEnvironment
    }

    /// The location of `name` at the nearest ancestor of `node` that sets it:
    /// the live graph's lookup, walking up.
    func nearestEnvironment(_ name: String, above node: Node) -> Location? {
        if let location = node.applied[name] { return location }
        var ancestor = node.parent
        while let current = ancestor {
            if let location = current.environment[name] ?? current.applied[name] { return location }
            ancestor = current.parent
        }
        return nil
    }
}
