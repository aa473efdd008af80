/// A value a view owns, as SwiftUI's `@State` is (G7): made when the view's
/// identity first appears, kept while it lasts, dropped when the view is removed.
///
/// A body that reads it depends on it; writing a different value runs exactly
/// the views that read it, with the cause `__name` (the property's storage
/// name; `_name` under the property wrapper); writing the same value runs nothing (compared as inputs are, G11).
/// It is the graph's own, and works the same under every strategy. It is not
/// an input: two views with different state are still the same.
///
/// Its initial value's expression runs as the toolchain's `@State` runs it
/// (``StateDeclaration``): under the macro, once, when the view's identity
/// first appears; under the property wrapper of earlier toolchains, each time
/// the view is made, only the first being kept: `@State private var shelf =
/// Shelf()` then makes a shelf at every run of the parent. An object kept in
/// state is held by nothing: under object-level a view that shows it goes stale.
///
/// ```swift
/// struct SearchScreen: View {
///     @State private var query = ""
///     var body: some View {
///         TextField("Search", text: $query)
///     }
/// }
/// ```
@propertyWrapper
public struct State<Value>: Equatable {
    package let slot: _DynamicPropertyStorage.Slot<Value>

    /// State starting at `wrappedValue` each time the view's identity appears:
    /// made then under the `@State` macro, made now under the property wrapper.
    public init(wrappedValue: @autoclosure @escaping () -> Value) {
        slot = StateDeclaration.current == .macro
            ? _DynamicPropertyStorage.Slot(making: wrappedValue) : _DynamicPropertyStorage.Slot(initial: wrappedValue())
    }

    /// State starting at `value` each time the view's identity appears.
    public init(initialValue value: @autoclosure @escaping () -> Value) {
        self.init(wrappedValue: value())
    }

    /// The value; reading it in a body makes the view depend on it.
    public var wrappedValue: Value {
        get { slot.location?.read() ?? slot.initial! }
        nonmutating set { slot.location?.write(newValue) }
    }

    /// A binding to this state, to hand a child (G8).
    public var projectedValue: Binding<Value> {
        guard let location = slot.location else { return .constant(slot.initial!) }
        return Binding(location)
    }

    /// State is not an input: it never makes two views unequal.
    public static func == (lhs: State, rhs: State) -> Bool { true }
}

extension State where Value: ExpressibleByNilLiteral {
    /// State starting at nil.
    public init() {
        self.init(wrappedValue: nil)
    }
}

extension State: DynamicProperty {
    /// Points the state at its view's own value, under its storage name (G7),
    /// made from its initial value the first time.
    public func _attach(to storage: _DynamicPropertyStorage) {
        storage.attach(slot, toStateStartingAt: slot.initial!)
    }
}

extension State: ViewOwnedState {
    static var isDeclaredByTheMacro: Bool { true }
}
