/// A property of a view that the graph gives storage to before the view's
/// body runs, as SwiftUI's `DynamicProperty`: ``State``, ``StateObject``,
/// ``Environment`` and ``EnvironmentObject`` are, and so may a property
/// wrapper of a user's own be.
///
/// The graph finds a view type's dynamic properties once per type, from its
/// layout (A3), and points each at its storage with ``_attach(to:)`` when the
/// view gets a new value, before its body runs. A property made of other
/// dynamic properties (a struct holding an `@State`) needs to write nothing
/// more: by default the graph attaches those. One with storage of its own
/// keeps a ``_DynamicPropertyStorage/Slot`` and points it:
///
/// ```swift
/// @propertyWrapper
/// struct Stored<Value>: DynamicProperty {
///     let key: String
///     let initial: Value
///     private let slot = _DynamicPropertyStorage.Slot<Value>()
///
///     init(wrappedValue: Value, _ key: String) {
///         (self.key, initial) = (key, wrappedValue)
///     }
///
///     var wrappedValue: Value {
///         get { slot.value ?? initial }
///         nonmutating set { slot.write(newValue) }
///     }
///
///     func _attach(to storage: _DynamicPropertyStorage) {
///         storage.attach(slot, toShared: key, startingAt: initial)
///     }
/// }
/// ```
///
/// A dynamic property is not an input: it never makes two views unequal (G7, G9).
public protocol DynamicProperty {
    /// SwiftUI's hook for updating the property before its view's body runs.
    /// The graph keeps all of a property's state where ``_attach(to:)`` points
    /// it, and does not call it.
    mutating func update()

    /// Points this property at the storage the graph keeps for it in its
    /// view: called when the view gets a new value, and when an environment
    /// value it read changed, before the view's body runs.
    func _attach(to storage: _DynamicPropertyStorage)
}

extension DynamicProperty {
    /// Does nothing: the graph keeps a property's state where it points it.
    public mutating func update() {}

    /// Points the dynamic properties this one is made of at their storage,
    /// each under its own name inside this one's (`_counter._count`).
    public func _attach(to storage: _DynamicPropertyStorage) {
        DynamicFields.of(Self.self).attach(self, to: storage.node, in: storage.graph, inside: storage.label)
    }
}

/// A dynamic property that is the view's own state (`@State`, `@StateObject`,
/// `@FocusState`): `_printChanges` names its storage at the view's first run,
/// `ContentView: @self, @identity, __taps changed.`
protocol ViewOwnedState {
    /// Whether the toolchain's `@State` macro declares it (its storage then has
    /// two underscores), rather than a property wrapper.
    static var isDeclaredByTheMacro: Bool { get }
}
