import ObservationHarness

/// A value the screen keeps by key, as SwiftUI's `@AppStorage` keeps one in
/// the user's defaults: every view that reads a key sees one value, and
/// writing it runs exactly the views that read that key. A property wrapper
/// of a user's own, written against the one import a user's package has: it
/// asks the graph for the value it keeps for the key.
@propertyWrapper
struct AppStorage<Value>: DynamicProperty {
    private let key: String
    private let defaultValue: Value
    private let slot = _DynamicPropertyStorage.Slot<Value>()

    /// The value kept for `key`, `wrappedValue` until a view writes another.
    init(wrappedValue: Value, _ key: String) {
        self.key = key
        defaultValue = wrappedValue
    }

    var wrappedValue: Value {
        get { slot.value ?? defaultValue }
        nonmutating set { slot.write(newValue) }
    }

    /// A binding to the value kept for the key, to hand a control.
    var projectedValue: Binding<Value> { slot.binding ?? .constant(defaultValue) }

    func _attach(to storage: _DynamicPropertyStorage) {
        storage.attach(slot, toShared: key, startingAt: defaultValue)
    }
}
