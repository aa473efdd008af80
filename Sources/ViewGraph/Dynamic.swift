/// A property of a view that the graph gives storage to before each body run:
/// ``State``, ``Environment`` and ``EnvironmentObject``, as SwiftUI's dynamic
/// properties are.
protocol DynamicProperty {
    /// Points this property at its storage for the view `node`; returns what
    /// points it back where it was.
    func attach(label: String, to node: Node, in graph: Attaching) -> () -> Void
    /// What it takes from the environment and found no ancestor placing, as
    /// the view wrote it (`@Environment(Log.self)`); nil when it found it or
    /// takes nothing it must find.
    var missing: String? { get }
}

extension DynamicProperty {
    var missing: String? { nil }
}

/// What gives dynamic properties their storage: a graph, or the reference walk.
protocol Attaching {
    /// The state `label` of `node`, made at `initial` the first time.
    func state<Value>(_ label: String, of node: Node, initial: @autoclosure () -> Value) -> StoredValue<Value>
    /// The location of `name` at the nearest ancestor of `node` that sets it.
    func environment(_ name: String, above node: Node) -> Location?
}

/// The dynamic properties of `view`, by label; a wrapper's are its content's.
func dynamicProperties(of view: any View) -> [(label: String, property: any DynamicProperty)] {
    if let wrapper = view as? any WrapsView { return dynamicProperties(of: wrapper.wrapped) }
    return Mirror(reflecting: view).children.compactMap { child in
        guard let label = child.label, let property = child.value as? any DynamicProperty else { return nil }
        return (label, property)
    }
}

extension Attaching {
    /// Points every dynamic property of `node`'s view at its storage; returns
    /// what points them back. A from-scratch render shares view values with
    /// the live graph (the root's, and any a body hands on from its own
    /// inputs), so it puts them back when it is done.
    ///
    /// Also says what the view takes from the environment that no ancestor
    /// placed: its body cannot run, and the run reports it in a line (A3).
    @discardableResult
    func attachDynamicProperties(of node: Node) -> (undo: [() -> Void], missing: String?) {
        var undo: [() -> Void] = []
        var missing: String?
        for (label, property) in dynamicProperties(of: node.view) {
            undo.append(property.attach(label: label, to: node, in: self))
            if missing == nil, let absent = property.missing { missing = "\(node.name) reads \(absent)" }
        }
        return (undo, missing)
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
