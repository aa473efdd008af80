/// An object a view owns, as SwiftUI's `@StateObject` is (A3): made once,
/// when the view's identity first appears, from the expression it is declared
/// with, and kept while the identity lasts; a new identity makes a new one. The
/// view holds it (A4), as it holds an ``ObservedObject``.
///
/// ```swift
/// struct FeederScreen: View {
///     @StateObject private var sightings = Sightings()
///     var body: some View { Text("Robins: \(sightings.robins)") }
/// }
/// ```
@propertyWrapper
public struct StateObject<Object: AnyObject>: Equatable {
    package let slot: StateObjectSlot<Object>

    /// An object made by `wrappedValue` once per identity of the view.
    public init(wrappedValue: @autoclosure @escaping () -> Object) {
        slot = StateObjectSlot(make: wrappedValue)
    }

    /// The object. A view's body reads it once the graph has given the view its storage.
    public var wrappedValue: Object {
        guard let object = slot.object else {
            preconditionFailure("a @StateObject read outside its view's body; read it in body")
        }
        return object
    }

    /// Bindings to the object's properties: `$sightings.robins`.
    public var projectedValue: Bindable<Object> { Bindable(wrappedValue) }

    /// Owned by the view, not handed to it: it never makes two views unequal.
    public static func == (lhs: StateObject, rhs: StateObject) -> Bool { true }
}

/// Where a ``StateObject`` finds its object once the graph has given it storage.
package final class StateObjectSlot<Object: AnyObject>: StorageSlot {
    package let make: () -> Object
    package var location: StoredValue<Owned>?

    package init(make: @escaping () -> Object) {
        self.make = make
    }

    package var object: Object? { location?.peek().object as? Object }
}

/// An object owned by a view, equal only to itself.
package struct Owned: Equatable {
    package let object: AnyObject
    package static func == (lhs: Owned, rhs: Owned) -> Bool { lhs.object === rhs.object }
}

extension StateObject: DynamicProperty {
    /// Points the wrapper at the object its view owns, made the first time (A3).
    public func _attach(to storage: _DynamicPropertyStorage) {
        storage.point(slot, at: storage.state(initial: Owned(object: slot.make())))
    }
}

extension StateObject: ViewOwnedState {
    static var isDeclaredByTheMacro: Bool { false }
}
