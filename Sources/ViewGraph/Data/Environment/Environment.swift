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
    package let slot = EnvironmentSlot()

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
    package var name: EnvironmentName {
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

/// Where an environment reader finds its ancestor's value once the graph has resolved it.
package final class EnvironmentSlot: StorageSlot {
    package var location: Location?
}

extension Environment: DynamicProperty {
    /// Points the reader at the nearest ancestor's value (G9), or, where no
    /// ancestor sets a key path's value, at the scene's (SceneValues.swift);
    /// and reports an object no ancestor placed.
    public func _attach(to storage: _DynamicPropertyStorage) {
        let set = storage.environment(name)
        if set == nil, case .keyPath(let keyPath) = source {
            storage.point(slot, at: storage.sceneValue(name, initial: EnvironmentName.of(keyPath).defaultValue))
            return
        }
        storage.point(slot, at: set)
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
