/// Bindings to an observable model's properties, as SwiftUI's `@Bindable`:
/// `$model.name` is a ``Binding`` to the model's `name`. The view holds the
/// model under object-level notification, as `@ObservedObject` would.
///
/// ```swift
/// struct NameEditor: View {
///     @Bindable var guide: Guide
///     var body: some View { TextField("Name", text: $guide.name) }
/// }
/// ```
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value: AnyObject>: Equatable {
    /// The model.
    public var wrappedValue: Value

    /// Bindings to the model's properties.
    public var projectedValue: Bindable<Value> { self }

    /// Bindings to `wrappedValue`'s properties.
    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    /// Bindings to `wrappedValue`'s properties.
    public init(_ wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    /// A binding to the model's property at `keyPath`.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding(wrappedValue, keyPath)
    }

    /// The same model is the same input (G11d: a reference by identity).
    public static func == (lhs: Bindable, rhs: Bindable) -> Bool { lhs.wrappedValue === rhs.wrappedValue }
}
