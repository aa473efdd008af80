/// Read and write access to a location a child does not own (G8), as
/// SwiftUI's `Binding`: an owner's state (`$query`), or a model's property
/// (`$model.name`, from ``Bindable``).
///
/// Reading its value in a body depends on the location: the state's readers,
/// or, for a model property, whatever the strategy tracks. Making a binding to
/// a model's property reads it once (G8), in the body that makes it; making
/// `$state`, or a part of another binding (`$settings.units`), reads nothing.
/// As an input, two bindings are the same when they point at the same
/// location and, for state, show the same value; a binding to a model
/// property is compared by its object and key path (G11f); `Binding(get:set:)`
/// is compared by its closures, so it is new at every run of the body that
/// makes it.
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
        /// A model's property, with the value read when the binding was made.
        case property(ObjectIdentifier, AnyKeyPath, shown: Value)
        case constant(Value)
        /// Made of closures (`Binding(get:set:)`): compared by them, not by a place.
        case closures
        /// A part of another binding's value (`$settings.units`).
        case member(ObjectIdentifier, AnyKeyPath, shown: Value)
        /// An element of a binding to a collection (`$tags[0]`), or a part of
        /// one: made of closures, as SwiftUI's collection subscript makes it,
        /// so compared as closures are, with the value it was made with.
        case element(shown: Value)
    }

    private let place: Place
    private let get: () -> Value
    private let set: (Value) -> Void

    /// The model a binding to a property points at: a view handed the binding
    /// holds it under object-level notification, as a view handed `$model.name`
    /// from `@ObservedObject` observes the model.
    package let model: AnyObject?

    package init(_ location: StoredValue<Value>) {
        place = .state(location.location, shown: location.peek())
        get = { location.read() }
        set = { location.write($0) }
        model = nil
    }

    /// A binding to `keyPath` of `model`: reading and writing go through the
    /// model's own accessors, so its strategy sees them. Making it reads the
    /// property once, to keep the value it was made with (G8): in a body, a
    /// tracked read, so the view that makes `$model.name` depends on the name,
    /// as SwiftUI's binding to an object's property makes it.
    package init<Model: AnyObject>(_ model: Model, _ keyPath: ReferenceWritableKeyPath<Model, Value>) {
        place = .property(ObjectIdentifier(model), keyPath, shown: model[keyPath: keyPath])
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

    /// A binding to an element of a binding to a collection (`$tags[0]`),
    /// made of closures and keeping `shown`, the value it was made with.
    package init(element shown: Value, get: @escaping () -> Value, set: @escaping (Value) -> Void, model: AnyObject?) {
        self.init(place: .element(shown: shown), get: get, set: set, model: model)
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

    /// A binding to a part of this binding's value: `$settings.units`. Made
    /// from the value this binding was made with (G8): it reads nothing of a
    /// value, and reads the part of an object, through its getter, as
    /// SwiftUI's projection of the value a binding keeps does: the element
    /// of `$store.notes[0].title` tells the body that makes it of its title.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let get = self.get, set = self.set
        let held: (whole: ObjectIdentifier?, shown: Value)? =
            switch place {
            case .state(let id, let shown), .property(let id, _, let shown), .member(let id, _, let shown): (id, shown)
            case .element(let shown): (nil, shown)
            case .constant, .closures: nil
            }
        let read = { get()[keyPath: keyPath] }
        let write = { (part: Subject) in
            var value = get()
            value[keyPath: keyPath] = part
            set(value)
        }
        guard let held else { return Binding<Subject>(get: read, set: write) }
        let part = held.shown[keyPath: keyPath]
        guard let whole = held.whole else { return Binding<Subject>(place: .element(shown: part), get: read, set: write, model: model) }
        return Binding<Subject>(place: .member(whole, keyPath, shown: part), get: read, set: write, model: model)
    }

    /// The value as a control shows it: read when shown, after any body run.
    package var shown: Value { self.get() }

    /// Same location, and for state the same value shown (G8). A binding made
    /// of closures is never the same as another (G11f): its closures are held
    /// behind a thunk made with the binding, so two never share a context.
    public static func == (lhs: Binding, rhs: Binding) -> Bool {
        switch (lhs.place, rhs.place) {
        case (.state(let a, let x), .state(let b, let y)): a == b && Inputs.same(x, y)
        // G11f: a model's property by its object and key path alone.
        case (.property(let a, let k, _), .property(let b, let l, _)): a == b && k == l
        case (.member(let a, let k, let x), .member(let b, let l, let y)): a == b && k == l && Inputs.same(x, y)
        case (.constant(let x), .constant(let y)): Inputs.same(x, y)
        default: false
        }
    }
}
