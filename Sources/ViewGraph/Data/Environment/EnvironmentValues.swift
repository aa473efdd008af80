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
package struct EnvironmentName: Hashable, Sendable {
    package let identity: String
    package let shown: String

    package init<K>(_ key: K.Type) {
        identity = String(reflecting: K.self)
        var name = String(describing: K.self)
        for suffix in ["EnvironmentKey", "Key"] where name.hasSuffix(suffix) && name.count > suffix.count {
            name.removeLast(suffix.count)
            break
        }
        shown = name.prefix(1).lowercased() + name.dropFirst()
    }

    package init(identity: String, shown: String) {
        self.identity = identity
        self.shown = shown
    }

    /// The key a property of ``EnvironmentValues`` reads, and its default,
    /// found once per key path by running its getter.
    package static func of<Value>(_ keyPath: KeyPath<EnvironmentValues, Value>) -> (name: EnvironmentName, defaultValue: Value) {
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
    package static func object<Object>(_ type: Object.Type) -> EnvironmentName {
        EnvironmentName(identity: "object " + String(reflecting: Object.self), shown: String(describing: Object.self))
    }
}
