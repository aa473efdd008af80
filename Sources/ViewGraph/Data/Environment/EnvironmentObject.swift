/// An object an ancestor placed in the environment, as SwiftUI's
/// `@EnvironmentObject` takes it (G9): the view holds it (A4), and under
/// object-level runs on any send; under property-level its properties are
/// tracked as any model's.
@propertyWrapper
public struct EnvironmentObject<Object: AnyObject>: Equatable {
    package let slot = EnvironmentSlot()

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

    /// Bindings to the object's properties, as SwiftUI's
    /// `EnvironmentObject.Wrapper` makes them: `$preferences.showsCounts`.
    /// Making one reads the property, in the body that makes it (G8).
    public var projectedValue: Bindable<Object> { Bindable(wrappedValue) }

    /// The environment is not an input: it never makes two views unequal.
    public static func == (lhs: EnvironmentObject, rhs: EnvironmentObject) -> Bool { true }
}

extension EnvironmentObject: DynamicProperty {
    /// Points the reader at the nearest ancestor's object (G9), and reports it
    /// if no ancestor placed one.
    public func _attach(to storage: _DynamicPropertyStorage) {
        storage.point(slot, at: storage.environment(.object(Object.self)))
        guard !((slot.location as? StoredValue<Placed>)?.peek().object is Object) else { return }
        storage.report(missing: "@EnvironmentObject of \(Object.self), but no ancestor placed one; add .environmentObject(_:) with one to an ancestor")
    }
}
