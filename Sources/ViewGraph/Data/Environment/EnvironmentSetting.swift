/// An object placed in the environment, equal only to itself.
struct Placed: Equatable {
    package let object: AnyObject
    package static func == (lhs: Placed, rhs: Placed) -> Bool { lhs.object === rhs.object }
}

/// A value or object a body sets in the environment of the views below it.
nonisolated package struct EnvironmentSetting {
    package let name: String
    /// Stores the value in `existing`, telling no one, and returns it with
    /// whether the value changed; or makes a new location for it.
    package let store: (_ existing: Location?, _ reading: Reading?) -> (location: Location, changed: Bool)

    /// `value` for the key `name`, shown in causes as `shown`.
    package static func value<Value>(_ value: Value, _ name: EnvironmentName) -> EnvironmentSetting {
        EnvironmentSetting(name: name.identity) { existing, reading in
            if let existing = existing as? StoredValue<Value> {
                return (existing, existing.store(value))
            }
            return (StoredValue(value, cause: .environment(name.shown), reading: reading), false)
        }
    }

    /// `object`, placed for the views below.
    package static func object<Object: AnyObject>(_ object: Object) -> EnvironmentSetting {
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
nonisolated public struct _EnvironmentWritingView<Content: View>: View {
    public typealias Body = Never
    package let content: Content
    package let setting: EnvironmentSetting

    public static func _expand(_ view: Self, into expansion: inout _Expansion) {
        expansion.expand(view.content, setting: view.setting)
    }
}

extension View {
    /// This view with `value` set for the key `keyPath` names, for it and the
    /// views below it (G9).
    nonisolated public func environment<Value>(_ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value)
        -> _EnvironmentWritingView<Self>
    {
        _EnvironmentWritingView(content: self, setting: .value(value, EnvironmentName.of(keyPath).name))
    }

    /// This view with `object` placed in the environment, for it and the views
    /// below it, to take with `@Environment(Type.self)` (G9).
    nonisolated public func environment<Object: AnyObject>(_ object: Object) -> _EnvironmentWritingView<Self> {
        _EnvironmentWritingView(content: self, setting: .object(object))
    }

    /// This view with `object` placed in the environment, to take with `@EnvironmentObject` (G9).
    nonisolated public func environmentObject<Object: AnyObject>(_ object: Object) -> _EnvironmentWritingView<Self> {
        _EnvironmentWritingView(content: self, setting: .object(object))
    }
}

extension BodyContent {
    /// This content with `value` set for `keyPath` in the environment of its children.
    public func environment<Value>(_ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value) -> BodyContent {
        var content = self
        content.environment.append(.value(value, EnvironmentName.of(keyPath).name))
        return content
    }

    /// This content with `object` placed in the environment of its children.
    public func environmentObject<Object: AnyObject>(_ object: Object) -> BodyContent {
        var content = self
        content.environment.append(.object(object))
        return content
    }
}
