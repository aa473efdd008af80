/// Read and write access to a location a child does not own (G8), as
/// SwiftUI's `Binding`: an owner's state (`$query`), or a model's property
/// (`$model.name`, from ``Bindable``).
///
/// Reading its value in a body depends on the location: the state's readers,
/// or, for a model property, whatever the strategy tracks. As an input, two
/// bindings are the same when they point at the same location and, for state,
/// show the same value; a binding to a model property is compared by location
/// alone, since reading the property to compare would make the parent depend
/// on it; `Binding(get:set:)` is compared by its closures, so it is new at
/// every run of the body that makes it (G11f).
///
/// ```swift
/// struct SearchField: View {
///     @Binding var query: String
///     var body: some View { TextField("Search", text: $query) }
/// }
/// ```
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value>: Equatable {
    private enum Place {
        case state(ObjectIdentifier, shown: Value)
        case property(ObjectIdentifier, AnyKeyPath)
        case constant(Value)
        /// Made of closures (`Binding(get:set:)`): compared by them, not by a place.
        case closures
        /// A part of another binding's value (`$settings.units`).
        case member(ObjectIdentifier, AnyKeyPath, shown: Value)
    }

    private let place: Place
    private let get: () -> Value
    private let set: (Value) -> Void

    /// The model a binding to a property points at: a view handed the binding
    /// holds it under object-level notification, as a view handed `$model.name`
    /// from `@ObservedObject` observes the model.
    let model: AnyObject?

    init(_ location: StoredValue<Value>) {
        place = .state(location.location, shown: location.peek())
        get = { location.read() }
        set = { location.write($0) }
        model = nil
    }

    /// A binding to `keyPath` of `model`: reading and writing go through the
    /// model's own accessors, so its strategy sees them.
    init<Model: AnyObject>(_ model: Model, _ keyPath: ReferenceWritableKeyPath<Model, Value>) {
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
        self.init(place: .closures, get: get, set: set, model: nil)
    }

    /// The binding `projectedValue` itself: what `@Binding var text: String`
    /// is made from when a parent hands it `$query`.
    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    /// A binding that always shows `value` and ignores writes.
    public static func constant(_ value: Value) -> Binding {
        Binding(place: .constant(value), get: { value }, set: { _ in }, model: nil)
    }

    private init(place: Place, get: @escaping () -> Value, set: @escaping (Value) -> Void, model: AnyObject?) {
        self.place = place
        self.get = get
        self.set = set
        self.model = model
    }

    /// The value at the location; reading it in a body depends on the location.
    public var wrappedValue: Value {
        get { get() }
        nonmutating set { set(newValue) }
    }

    /// The binding itself, to hand on: `$text` inside a view with `@Binding var text`.
    public var projectedValue: Binding<Value> { self }

    /// A binding to a part of this binding's value: `$settings.units`.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let get = self.get, set = self.set
        let whole: ObjectIdentifier? =
            switch place {
            case .state(let id, _), .property(let id, _), .member(let id, _, _): id
            case .constant, .closures: nil
            }
        let read = { get()[keyPath: keyPath] }
        let write = { (part: Subject) in
            var value = get()
            value[keyPath: keyPath] = part
            set(value)
        }
        guard let whole else { return Binding<Subject>(get: read, set: write) }
        return Binding<Subject>(place: .member(whole, keyPath, shown: get()[keyPath: keyPath]), get: read, set: write, model: model)
    }

    /// The value as a control shows it: read when shown, after any body run.
    var shown: Value { self.get() }

    /// Same location, and for state the same value shown (G8). A binding made
    /// of closures is never the same as another (G11f): its closures are held
    /// behind a thunk made with the binding, so two never share a context.
    public static func == (lhs: Binding, rhs: Binding) -> Bool {
        switch (lhs.place, rhs.place) {
        case (.state(let a, let x), .state(let b, let y)): a == b && Inputs.same(x, y)
        case (.property(let a, let k), .property(let b, let l)): a == b && k == l
        case (.member(let a, let k, let x), .member(let b, let l, let y)): a == b && k == l && Inputs.same(x, y)
        case (.constant(let x), .constant(let y)): Inputs.same(x, y)
        default: false
        }
    }
}
