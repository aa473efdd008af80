/// A value a view owns, as `@State` is (G7): made when the view's identity
/// first appears, kept while it lasts, dropped when the view is removed.
///
/// A body that reads it depends on it; writing an unequal value runs exactly
/// the views that read it, with the cause `_name` (the property's storage
/// name); writing an equal value runs nothing. It is the graph's own, and works
/// the same under every strategy. It is not an input: two views with different
/// state are still equal (G4).
@propertyWrapper
public struct State<Value: Equatable>: Equatable {
    let slot: StateSlot<Value>

    /// State starting at `wrappedValue` each time the view's identity appears.
    public init(wrappedValue: Value) {
        slot = StateSlot(initial: wrappedValue)
    }

    /// The value; reading it in a body makes the view depend on it.
    public var wrappedValue: Value {
        get { slot.location?.read() ?? slot.initial }
        nonmutating set { slot.location?.write(newValue) }
    }

    /// A binding to this state, to hand a child (G8).
    public var projectedValue: Binding<Value> {
        guard let location = slot.location else { return .constant(slot.initial) }
        return Binding(location)
    }

    /// State is not an input: it never makes two views unequal.
    public static func == (lhs: State, rhs: State) -> Bool { true }
}

/// Where a ``State`` finds its storage once the graph has given it one.
final class StateSlot<Value: Equatable> {
    let initial: Value
    var location: StoredValue<Value>?

    init(initial: Value) {
        self.initial = initial
    }
}

extension State: DynamicProperty {
    func attach(label: String, to node: Node, in graph: Attaching) -> () -> Void {
        let slot = slot, previous = slot.location
        slot.location = graph.state(label, of: node, initial: slot.initial)
        return { slot.location = previous }
    }
}

/// Read and write access to a location a child does not own (G8): an owner's
/// state, or a model's property (as `$model.name` from `@Bindable`).
///
/// Reading its value in a body depends on the location: the state's readers,
/// or, for a model property, whatever the strategy tracks. As an input, two
/// bindings are equal when they point at the same location and, for state,
/// show the same value; a binding to a model property is compared by location
/// alone, since reading the property to compare would make the parent depend on it.
public struct Binding<Value: Equatable>: Equatable {
    private enum Place: Equatable {
        case state(ObjectIdentifier, shown: Value)
        case property(ObjectIdentifier, AnyKeyPath)
        case constant(Value)
        /// Made of closures (`Binding(get:set:)`): compared by them, not by a place.
        case closures
    }

    private let place: Place
    private let get: () -> Value
    private let set: (Value) -> Void

    /// The model a binding to a property points at: a view handed the binding
    /// lists it in its ``View/holdings`` under object-level notification, as a
    /// view that is handed `$model.name` observes the model.
    public let model: AnyObject?

    init(_ location: StoredValue<Value>) {
        place = .state(location.location, shown: location.peek())
        get = { location.read() }
        set = { location.write($0) }
        model = nil
    }

    /// A binding to `keyPath` of `model`: reading and writing go through the
    /// model's own accessors, so its strategy sees them.
    public init<Model: AnyObject>(_ model: Model, _ keyPath: ReferenceWritableKeyPath<Model, Value>) {
        place = .property(ObjectIdentifier(model), keyPath)
        get = { model[keyPath: keyPath] }
        set = { model[keyPath: keyPath] = $0 }
        self.model = model
    }

    /// A binding made of two closures, as SwiftUI's `Binding(get:set:)` is:
    /// reading calls `get`, writing calls `set`. As an input it is compared by
    /// its closures (G11f): a parent's body makes a new one on every run, so
    /// a child handed one runs every time its parent runs.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.init(place: .closures, get: get, set: set)
    }

    /// A binding that always shows `value` and ignores writes.
    public static func constant(_ value: Value) -> Binding {
        Binding(place: .constant(value), get: { value }, set: { _ in })
    }

    private init(place: Place, get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.place = place
        self.get = get
        self.set = set
        model = nil
    }

    /// The value at the location; reading it in a body depends on the location.
    public var wrappedValue: Value {
        get { get() }
        nonmutating set { set(newValue) }
    }

    /// Same location, and for state the same value shown (G8). A binding made
    /// of closures is never the same as another (G11f): its closures are held
    /// behind a thunk made with the binding, so two never share a context.
    public static func == (lhs: Binding, rhs: Binding) -> Bool {
        lhs.place != .closures && lhs.place == rhs.place
    }
}
