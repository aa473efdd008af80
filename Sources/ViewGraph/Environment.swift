/// A key for a value an ancestor sets for the views below it (G9), as a
/// SwiftUI `EnvironmentKey` is: a name and the value a view reads when no
/// ancestor sets it.
public struct EnvironmentKey<Value: Equatable & Sendable>: Sendable {
    /// The key's name, as causes and traces show it: `theme`.
    public let name: String
    /// What a view reads when no ancestor sets the key.
    public let defaultValue: Value

    /// A key named `name`, reading `defaultValue` where nothing sets it.
    public init(_ name: String, default defaultValue: Value) {
        self.name = name
        self.defaultValue = defaultValue
    }
}

/// A value an ancestor set for `key`, read by a descendant (G9): the view
/// depends on the key at the nearest ancestor that sets it, and runs when that
/// ancestor sets an unequal value; the views in between do not.
@propertyWrapper
public struct Environment<Value: Equatable & Sendable>: Equatable {
    let key: EnvironmentKey<Value>
    let slot = EnvironmentSlot()

    /// Reads `key` from the nearest ancestor that sets it.
    public init(_ key: EnvironmentKey<Value>) {
        self.key = key
    }

    /// The value; reading it in a body makes the view depend on the key.
    public var wrappedValue: Value {
        (slot.location as? StoredValue<Value>)?.read() ?? key.defaultValue
    }

    /// The environment is not an input: it never makes two views unequal.
    public static func == (lhs: Environment, rhs: Environment) -> Bool { true }
}

/// An object an ancestor placed in the environment, as `@EnvironmentObject` and
/// `@Environment(Model.self)` take it (G9). Its properties are tracked like any
/// model's: under property-level, the ones read; under object-level, the view
/// holds it, found by reflection as an ``ObservedObject`` is, and runs on any send.
@propertyWrapper
public struct EnvironmentObject<Object: AnyObject>: Equatable {
    let slot = EnvironmentSlot()

    /// Takes the nearest ancestor's object of type `Object`.
    public init() {}

    /// The object. A view that reads it with no ancestor placing one is a
    /// mistake in the screen, as it is in SwiftUI.
    public var wrappedValue: Object {
        guard let object = (slot.location as? StoredValue<Placed>)?.read().object as? Object else {
            preconditionFailure("no ancestor placed a \(Object.self) in the environment; add .environmentObject(_:) to an ancestor's content")
        }
        return object
    }

    /// The environment is not an input: it never makes two views unequal.
    public static func == (lhs: EnvironmentObject, rhs: EnvironmentObject) -> Bool { true }

    /// The key an object is placed under: its type, in full, so that two
    /// classes of one name from two modules do not meet.
    static var name: String { String(reflecting: Object.self) }
}

/// An object placed in the environment, equal only to itself.
struct Placed: Equatable {
    let object: AnyObject
    static func == (lhs: Placed, rhs: Placed) -> Bool { lhs.object === rhs.object }
}

/// Where an environment reader finds its ancestor's value once the graph has resolved it.
final class EnvironmentSlot {
    var location: Location?
}

extension EnvironmentSlot {
    /// Points the slot at the location of `name` above `node`; returns what points it back.
    func attach(_ name: String, to node: Node, in graph: Attaching) -> () -> Void {
        let previous = location
        location = graph.environment(name, above: node)
        return { self.location = previous }
    }
}

extension Environment: DynamicProperty {
    func attach(label: String, to node: Node, in graph: Attaching) -> () -> Void {
        slot.attach(key.name, to: node, in: graph)
    }
}

extension EnvironmentObject: DynamicProperty {
    func attach(label: String, to node: Node, in graph: Attaching) -> () -> Void {
        slot.attach(Self.name, to: node, in: graph)
    }
}

/// A value or object a body sets in the environment of its children.
public struct EnvironmentSetting {
    let name: String
    /// Stores the value in `existing`, telling no one, and returns it with
    /// whether the value changed; or makes a new location for it.
    let store: (_ existing: Location?, _ reading: Reading?) -> (location: Location, changed: Bool)
}

extension Content {
    /// This content with `value` set for `key` in the environment of its children.
    public func environment<Value>(_ key: EnvironmentKey<Value>, _ value: Value) -> Content {
        var content = self
        content.environment.append(EnvironmentSetting(name: key.name) { existing, reading in
            if let existing = existing as? StoredValue<Value> {
                return (existing, existing.store(value))
            }
            return (StoredValue(value, cause: .environment(key.name), reading: reading), false)
        })
        return content
    }

    /// This content with `object` placed in the environment of its children.
    public func environmentObject<Object: AnyObject>(_ object: Object) -> Content {
        var content = self
        let name = EnvironmentObject<Object>.name
        content.environment.append(EnvironmentSetting(name: name) { existing, reading in
            if let existing = existing as? StoredValue<Placed> {
                return (existing, existing.store(Placed(object: object)))
            }
            let shown = "\(Object.self)"
            return (StoredValue(Placed(object: object), cause: .environment(shown), reading: reading), false)
        })
        return content
    }
}
