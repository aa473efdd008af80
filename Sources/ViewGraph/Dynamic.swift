/// A property of a view that the graph gives storage to before the view's
/// body runs, as SwiftUI's `DynamicProperty`: ``State``, ``StateObject``,
/// ``Environment`` and ``EnvironmentObject`` are, and so may a property
/// wrapper of a user's own be.
///
/// The graph finds a view type's dynamic properties once per type, from its
/// layout (A3), and points each at its storage with ``_attach(to:)`` when the
/// view gets a new value, before its body runs. A property made of other
/// dynamic properties (a struct holding an `@State`) needs to write nothing
/// more: by default the graph attaches those. One with storage of its own
/// keeps a ``_DynamicPropertyStorage/Slot`` and points it:
///
/// ```swift
/// @propertyWrapper
/// struct Stored<Value>: DynamicProperty {
///     let key: String
///     let initial: Value
///     private let slot = _DynamicPropertyStorage.Slot<Value>()
///
///     init(wrappedValue: Value, _ key: String) {
///         (self.key, initial) = (key, wrappedValue)
///     }
///
///     var wrappedValue: Value {
///         get { slot.value ?? initial }
///         nonmutating set { slot.write(newValue) }
///     }
///
///     func _attach(to storage: _DynamicPropertyStorage) {
///         storage.attach(slot, toShared: key, startingAt: initial)
///     }
/// }
/// ```
///
/// A dynamic property is not an input: it never makes two views unequal (G7, G9).
public protocol DynamicProperty {
    /// SwiftUI's hook for updating the property before its view's body runs.
    /// The graph keeps all of a property's state where ``_attach(to:)`` points
    /// it, and does not call it.
    mutating func update()

    /// Points this property at the storage the graph keeps for it in its
    /// view: called when the view gets a new value, and when an environment
    /// value it read changed, before the view's body runs.
    func _attach(to storage: _DynamicPropertyStorage)
}

extension DynamicProperty {
    public mutating func update() {}

    /// Points the dynamic properties this one is made of at their storage,
    /// each under its own name inside this one's (`_counter._count`).
    public func _attach(to storage: _DynamicPropertyStorage) {
        DynamicFields.of(Self.self).attach(self, to: storage.node, in: storage.graph, inside: storage.label)
    }
}

/// The storage the graph keeps for one dynamic property of one view, handed
/// to ``DynamicProperty/_attach(to:)``: the live graph's, or a from-scratch
/// render's, which starts from the live graph's values.
public struct _DynamicPropertyStorage {
    /// The property's storage name in its view: `_query` for `@State private var query`.
    let label: String
    /// The view whose property this is; it lives while the graph attaches it.
    unowned(unsafe) let node: Node
    unowned(unsafe) let graph: any Attaching

    /// Points `slot` at this view's own value, made from `initial` when the
    /// view's identity first appears and kept while it lasts, as `@State`'s is (G7).
    public func attach<Value>(_ slot: Slot<Value>, toStateStartingAt initial: @autoclosure () -> Value) {
        point(slot, at: graph.state(label, of: node, initial: initial()))
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
        var location: StoredValue<Value>?
        /// What `@State` starts from, each time its view's identity appears.
        let initial: Value?

        /// A slot the graph has not attached yet.
        public init() {
            initial = nil
        }

        init(initial: Value) {
            self.initial = initial
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
protocol StorageSlot: AnyObject {
    associatedtype Stored: Location
    var location: Stored? { get set }
}

extension _DynamicPropertyStorage {
    /// The state `label` of this view, made at `initial` the first time.
    func state<Value>(initial: @autoclosure () -> Value) -> StoredValue<Value> {
        graph.state(label, of: node, initial: initial())
    }

    /// The location of the environment value `name` at the nearest ancestor that sets it.
    func environment(_ name: EnvironmentName) -> Location? {
        graph.environment(name.identity, above: node)
    }

    /// Points `slot` at `location`. A from-scratch render shares view values
    /// with the live graph (the root's, and any a body hands on from its own
    /// inputs), so it points them back when it is done.
    func point<Slot: StorageSlot>(_ slot: Slot, at location: Slot.Stored?) {
        let previous = slot.location
        slot.location = location
        if graph.restoresSlots { graph.restoreAfterwards { slot.location = previous } }
    }

    /// Says that the view takes `absent` from the environment and no ancestor
    /// placed it: its body cannot run, and the run reports it in a line (A3).
    func report(missing absent: String) {
        if node.missingEnvironment == nil { node.missingEnvironment = "\(node.name) reads \(absent)" }
    }
}

/// What gives dynamic properties their storage: a graph, or a from-scratch render.
protocol Attaching: AnyObject {
    /// The state `label` of `node`, made at `initial` the first time.
    func state<Value>(_ label: String, of node: Node, initial: @autoclosure () -> Value) -> StoredValue<Value>
    /// The location of `name` at the nearest ancestor of `node` that sets it.
    func environment(_ name: String, above node: Node) -> Location?
    /// The value the screen keeps for `key`, made at `initial` the first time.
    func shared<Value>(_ key: String, initial: @autoclosure () -> Value) -> StoredValue<Value>
    /// Whether the slots it points are pointed back afterwards.
    var restoresSlots: Bool { get }
    /// Keeps `undo`, which points a slot back, to run when the render is done.
    func restoreAfterwards(_ undo: @escaping () -> Void)
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

extension Node {
    /// The keys from the root down to this view: its identity in any render of the screen.
    var path: [ViewIdentity] {
        var keys: [ViewIdentity] = []
        var node: Node? = self
        while let current = node {
            keys.append(current.key.identity(at: current.place))
            node = current.parent
        }
        return keys.reversed()
    }

    /// Stops telling this view of the locations it read.
    func forgetLocationsRead() {
        guard readLocations else { return }
        for location in locationsRead { location.forget(id) }
        locationsRead = []
    }
}

/// The state of every view that has any, by the view's path and the state's
/// label: what a from-scratch render starts from, so that it shows what the
/// screen should show now (G6).
typealias StateSeed = [[ViewIdentity]: [String: Location]]
