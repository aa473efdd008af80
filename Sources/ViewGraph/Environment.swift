@_spi(Reflection) import Swift

/// A key for a value an ancestor sets for the views below it (G9), as
/// SwiftUI's `EnvironmentKey`: the value a view reads when no ancestor sets it.
///
/// ```swift
/// private struct UnitKey: EnvironmentKey {
///     static let defaultValue = "birds"
/// }
///
/// extension EnvironmentValues {
///     var unit: String {
///         get { self[UnitKey.self] }
///         set { self[UnitKey.self] = newValue }
///     }
/// }
/// ```
public protocol EnvironmentKey {
    /// The type of the value.
    associatedtype Value
    /// What a view reads where no ancestor sets the key.
    static var defaultValue: Value { get }
}

/// The values an ancestor can set for the views below it, as SwiftUI's
/// `EnvironmentValues`: extend it with a property per key, read with
/// `@Environment(\.unit)` and set with `.environment(\.unit, "sightings")`.
public struct EnvironmentValues {
    /// Which key a property's getter or setter asked for: how the graph finds
    /// out which key a key path stands for.
    fileprivate let probe = Probe()

    fileprivate final class Probe {
        var asked: EnvironmentName?
        /// What a setter stored, if one did: kept as `Any`, so that an optional
        /// key's nil is a value stored, not the absence of one.
        var value: Any = ()
        var isSet = false
    }

    fileprivate init() {}

    /// The value set for `key`, or its default.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get {
            probe.asked = EnvironmentName(K.self)
            if probe.isSet, let value = probe.value as? K.Value { return value }
            return K.defaultValue
        }
        nonmutating set {
            probe.asked = EnvironmentName(K.self)
            probe.value = newValue
            probe.isSet = true
        }
    }
}

/// How the graph knows an environment value: the key type, by its full name
/// (so that two keys of one name from two modules do not meet), and the name
/// a cause shows: `unit` for `UnitKey`.
struct EnvironmentName: Hashable, Sendable {
    let identity: String
    let shown: String

    init<K>(_ key: K.Type) {
        identity = String(reflecting: K.self)
        var name = String(describing: K.self)
        for suffix in ["EnvironmentKey", "Key"] where name.hasSuffix(suffix) && name.count > suffix.count {
            name.removeLast(suffix.count)
            break
        }
        shown = name.prefix(1).lowercased() + name.dropFirst()
    }

    init(identity: String, shown: String) {
        self.identity = identity
        self.shown = shown
    }

    /// The key a property of ``EnvironmentValues`` reads, and its default,
    /// found once per key path by running its getter.
    static func of<Value>(_ keyPath: KeyPath<EnvironmentValues, Value>) -> (name: EnvironmentName, defaultValue: Value) {
        if let known = keyPaths.withLock({ $0[keyPath] }) { return (known.name, known.defaultValue as! Value) }
        let probe = EnvironmentValues()
        let defaultValue = probe[keyPath: keyPath]
        guard let name = probe.probe.asked else {
            preconditionFailure("\(keyPath) reads no EnvironmentKey; write its getter as self[SomeKey.self]")
        }
        keyPaths.withLock { $0[keyPath] = (name, defaultValue) }
        return (name, defaultValue)
    }

    private static let keyPaths = Locked<[AnyKeyPath: (name: EnvironmentName, defaultValue: Any)]>.make([:])

    /// Where an object placed with `.environment(_:)` or `.environmentObject(_:)` is kept.
    static func object<Object>(_ type: Object.Type) -> EnvironmentName {
        EnvironmentName(identity: "object " + String(reflecting: Object.self), shown: String(describing: Object.self))
    }
}

/// A value an ancestor set, read by a descendant (G9), as SwiftUI's
/// `@Environment`: a key path of ``EnvironmentValues``, or an observable
/// object placed with `.environment(_:)`. The view depends on the value at
/// the nearest ancestor that sets it, and runs when that ancestor sets a
/// different one; the views in between do not. An object read this way is
/// tracked as any model is: under property-level the properties read; under
/// object-level the view holds it, as `@EnvironmentObject` would.
///
/// ```swift
/// struct SpeciesRow: View {
///     let species: Species
///     @Environment(\.unit) private var unit
///     var body: some View { Text("\(species.name): \(species.count) \(unit)") }
/// }
/// ```
@propertyWrapper
public struct Environment<Value>: Equatable {
    private enum Source {
        case keyPath(KeyPath<EnvironmentValues, Value>)
        case object(EnvironmentName, optional: Bool)
    }

    private let source: Source
    let slot = EnvironmentSlot()

    /// Reads the value `keyPath` names, from the nearest ancestor that sets it.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        source = .keyPath(keyPath)
    }

    /// Takes the object of type `Value` the nearest ancestor placed.
    public init(_ objectType: Value.Type) where Value: AnyObject {
        source = .object(.object(Value.self), optional: false)
    }

    /// Takes the object of type `Object` the nearest ancestor placed, or nil.
    public init<Object: AnyObject>(_ objectType: Object.Type) where Value == Object? {
        source = .object(.object(Object.self), optional: true)
    }

    /// The value; reading it in a body makes the view depend on it.
    public var wrappedValue: Value {
        switch source {
        case .keyPath(let keyPath):
            return (slot.location as? StoredValue<Value>)?.read() ?? EnvironmentName.of(keyPath).defaultValue
        case .object(let name, let optional):
            let object = (slot.location as? StoredValue<Placed>)?.read().object
            if let value = object as? Value { return value }
            if optional, let none = Optional<AnyObject>.none as? Value { return none }
            preconditionFailure("no ancestor placed a \(name.shown) in the environment; add .environment(_:) to an ancestor")
        }
    }

    /// The environment is not an input: it never makes two views unequal.
    public static func == (lhs: Environment, rhs: Environment) -> Bool { true }

    /// The key this reads.
    var name: EnvironmentName {
        switch source {
        case .keyPath(let keyPath): EnvironmentName.of(keyPath).name
        case .object(let name, _): name
        }
    }

    /// The object it took from the environment, if it takes one and has found it.
    var heldObject: AnyObject? {
        guard case .object = source else { return nil }
        return (slot.location as? StoredValue<Placed>)?.peek().object
    }
}

/// An object an ancestor placed in the environment, as SwiftUI's
/// `@EnvironmentObject` takes it (G9): the view holds it (A4), and under
/// object-level runs on any send; under property-level its properties are
/// tracked as any model's.
@propertyWrapper
public struct EnvironmentObject<Object: AnyObject>: Equatable {
    let slot = EnvironmentSlot()

    /// Takes the nearest ancestor's object of type `Object`.
    public init() {}

    /// The object. A view that reads it with no ancestor placing one is a
    /// mistake in the screen, as it is in SwiftUI.
    public var wrappedValue: Object {
        guard let object = (slot.location as? StoredValue<Placed>)?.read().object as? Object else {
            preconditionFailure("no ancestor placed a \(Object.self) in the environment; add .environmentObject(_:) to an ancestor")
        }
        return object
    }

    /// The environment is not an input: it never makes two views unequal.
    public static func == (lhs: EnvironmentObject, rhs: EnvironmentObject) -> Bool { true }
}

/// An object placed in the environment, equal only to itself.
struct Placed: Equatable {
    let object: AnyObject
    static func == (lhs: Placed, rhs: Placed) -> Bool { lhs.object === rhs.object }
}

/// Where an environment reader finds its ancestor's value once the graph has resolved it.
final class EnvironmentSlot: StorageSlot {
    var location: Location?
}

extension Environment: DynamicProperty {
    public func _attach(to storage: _DynamicPropertyStorage) {
        storage.point(slot, at: storage.environment(name))
        if let missing { storage.report(missing: missing) }
    }

    /// What it takes and found no ancestor placing, as the view wrote it; nil
    /// when it found it or takes nothing it must find.
    private var missing: String? {
        guard case .object(_, let optional) = source, !optional,
            !((slot.location as? StoredValue<Placed>)?.peek().object is Value)
        else { return nil }
        return "@Environment(\(Value.self).self), but no ancestor placed a \(Value.self) in the environment; add .environment(_:) with one to an ancestor"
    }
}

extension EnvironmentObject: DynamicProperty {
    public func _attach(to storage: _DynamicPropertyStorage) {
        storage.point(slot, at: storage.environment(.object(Object.self)))
        guard !((slot.location as? StoredValue<Placed>)?.peek().object is Object) else { return }
        storage.report(missing: "@EnvironmentObject of \(Object.self), but no ancestor placed one; add .environmentObject(_:) with one to an ancestor")
    }
}

/// A value or object a body sets in the environment of the views below it.
package struct EnvironmentSetting {
    let name: String
    /// Stores the value in `existing`, telling no one, and returns it with
    /// whether the value changed; or makes a new location for it.
    let store: (_ existing: Location?, _ reading: Reading?) -> (location: Location, changed: Bool)

    /// `value` for the key `name`, shown in causes as `shown`.
    static func value<Value>(_ value: Value, _ name: EnvironmentName) -> EnvironmentSetting {
        EnvironmentSetting(name: name.identity) { existing, reading in
            if let existing = existing as? StoredValue<Value> {
                return (existing, existing.store(value))
            }
            return (StoredValue(value, cause: .environment(name.shown), reading: reading), false)
        }
    }

    /// `object`, placed for the views below.
    static func object<Object: AnyObject>(_ object: Object) -> EnvironmentSetting {
        let name = EnvironmentName.object(Object.self)
        return EnvironmentSetting(name: name.identity) { existing, reading in
            if let existing = existing as? StoredValue<Placed> {
                return (existing, existing.store(Placed(object: object)))
            }
            return (StoredValue(Placed(object: object), cause: .environment(name.shown), reading: reading), false)
        }
    }
}

/// A view with a value set in its environment: `.environment(\.unit, "sightings")`.
public struct _EnvironmentWritingView<Content: View>: View {
    public typealias Body = Never
    let content: Content
    let setting: EnvironmentSetting

    public static func _expand(_ view: Self, into expansion: inout _Expansion) {
        expansion.expand(view.content, setting: view.setting)
    }
}

extension View {
    /// This view with `value` set for the key `keyPath` names, for it and the
    /// views below it (G9).
    public func environment<Value>(_ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value)
        -> _EnvironmentWritingView<Self>
    {
        _EnvironmentWritingView(content: self, setting: .value(value, EnvironmentName.of(keyPath).name))
    }

    /// This view with `object` placed in the environment, for it and the views
    /// below it, to take with `@Environment(Type.self)` (G9).
    public func environment<Object: AnyObject>(_ object: Object) -> _EnvironmentWritingView<Self> {
        _EnvironmentWritingView(content: self, setting: .object(object))
    }

    /// This view with `object` placed in the environment, to take with `@EnvironmentObject` (G9).
    public func environmentObject<Object: AnyObject>(_ object: Object) -> _EnvironmentWritingView<Self> {
        _EnvironmentWritingView(content: self, setting: .object(object))
    }
}

extension Content {
    /// This content with `value` set for `keyPath` in the environment of its children.
    public func environment<Value>(_ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value) -> Content {
        var content = self
        content.environment.append(.value(value, EnvironmentName.of(keyPath).name))
        return content
    }

    /// This content with `object` placed in the environment of its children.
    public func environmentObject<Object: AnyObject>(_ object: Object) -> Content {
        var content = self
        content.environment.append(.object(object))
        return content
    }
}
