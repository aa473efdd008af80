internal import CrashContext
internal import Locking
import ObjectLevel
import Observation
import PropertyLevel

/// A model class in `@Observable`'s shape: subclass it, mark the observed
/// stored properties `@Tracked`, and leave the rest plain (A5).
///
/// The strategy is the one the session that makes the model runs under:
/// `property` routes its properties through this project's ``Registrar``,
/// `observation` through Apple's `ObservationRegistrar`, and `object` through
/// one ``Broadcast``, so that one class gives all three columns. A plain
/// property is ignored (it never notifies), and a computed property is tracked
/// through the tracked properties it reads, under every strategy.
///
/// ```swift
/// final class Species: Model, Identifiable {
///     let id: Int
///     let name: String
///     @Tracked var count = 0
///     init(id: Int, name: String) { self.id = id; self.name = name }
/// }
///
/// final class Log: Model {
///     @Tracked var species: [Species] = []
///     var total: Int { species.reduce(0) { $0 + $1.count } }
/// }
/// ```
///
/// A model made outside any session (at the top level of a file, in a test)
/// takes the strategy of ``Notify/run(_:)``, or `property` when none runs.
open class Model: Trackable, Observable, BroadcastObject {
    // The strategy's mechanism. Apple's registrar is of a resilient type, laid
    // out at run time: an enum holding it would be copied and switched through
    // the runtime on every read of a tracked property, so it is kept beside the
    // route, which holds this project's two mechanisms, each one reference.
    @usableFromInline let route: Route
    @usableFromInline let observation: ObservationRegistrar?

    @usableFromInline enum Route {
        case registrar(Registrar)
        /// This project's registrar, its setters notifying on every
        /// assignment, as the macro's did before Swift 6.2 (P6, `--equality`).
        case registrarBefore62(Registrar)
        case broadcast(Broadcast)
        case observation
    }

    /// A model that notifies as the strategy running now does. Its one
    /// parameter has a default so that a subclass's own `init()` is an
    /// initialiser of its own, not an override, as in an `@Observable` class.
    public init(_: Void = ()) {
        ModelCensus.noteInitialised()
        (route, observation) = Route.current()
    }

    /// The model's one will-change signal, under object-level notification
    /// (O1); a model of another strategy has one that never sends.
    public final var willChange: Broadcast {
        if case .broadcast(let broadcast) = route { return broadcast }
        return Self.silent
    }

    private static let silent = Broadcast()

    /// How many observe it now: the registrar's observers under `property`,
    /// the signal's subscribers under `object`; nil under `observation`,
    /// whose registrar does not say. What the tests of P10 and E4 count.
    var observerCount: Int? {
        switch route {
        case .registrar(let registrar), .registrarBefore62(let registrar): registrar.observerCount
        case .broadcast(let broadcast): broadcast.subscriberCount
        case .observation: nil
        }
    }
}

extension Notify {
    /// Runs `body` with the models it makes notifying under this strategy: what
    /// a session does around making its screen and around every step.
    public func run<Result>(_ body: () throws -> Result) rethrows -> Result {
        try Self.slot.with(word, body)
    }

    /// The strategy models made now take: the innermost ``run(_:)``'s, or `property`.
    static var current: Notify {
        switch slot.word {
        case 2: .observation
        case 3: .object
        default: .property
        }
    }

    /// The strategy as this thread's word: 0 is none (`property`). Written
    /// out, not found in `allCases`, which makes an array at every call.
    var word: Int {
        switch self {
        case .property: 1
        case .observation: 2
        case .object: 3
        }
    }

    /// This thread's strategy.
    static let slot = ThreadSlot()
}

/// A stored property of a ``Model`` that notifies as the model's strategy does,
/// with the rules of the `@Observable` macro (P6) or of `@Published` (O1, O2).
///
/// Property-level (`property` and `observation`): a read records an access; an
/// assignment of an equal value does not notify (`Equatable` values by `==`,
/// class references by identity, decided at run time from the value's type),
/// as the macro's setter has decided since Swift 6.2 (a session under the
/// older rule, `--equality before-6.2`, makes `property`'s notify);
/// any other assignment, and every in-place mutation, notifies before the new
/// value is stored, and an in-place mutation records an access first.
/// Object-level: every assignment and mutation sends, before the change.
///
/// ```swift
/// final class Perch: Model {
///     @Tracked var visits = 0
/// }
/// ```
@propertyWrapper
public struct Tracked<Value> {
    @usableFromInline var stored: Value

    /// A tracked property starting at `wrappedValue`.
    public init(wrappedValue: Value) {
        stored = wrappedValue
    }

    /// Only reachable through the enclosing model.
    @available(*, unavailable, message: "@Tracked properties belong to a subclass of Model")
    public var wrappedValue: Value {
        get { fatalError() }
        set { fatalError() }
    }

    /// The property, read and written through its model's strategy. Inlined
    /// into the model's module, where the storage's key path is a literal the
    /// compiler turns into a field access. The strategies know the property
    /// by its storage's key path alone: the wrapped one goes unused, so the
    /// compiler does not make it on every read.
    @inlinable
    public static subscript<Owner: Model>(
        _enclosingInstance model: Owner,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<Owner, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<Owner, Tracked<Value>>
    ) -> Value {
        get {
            access(model, storageKeyPath)
            return model[keyPath: storageKeyPath].stored
        }
        set {
            // P6 at run time: the macro's overload cannot be chosen inside a generic wrapper.
            if model.route.comparesAssignments && !isChange(model[keyPath: storageKeyPath].stored, newValue) {
                model[keyPath: storageKeyPath].stored = newValue
                return
            }
            willSet(model, storageKeyPath)
            model[keyPath: storageKeyPath].stored = newValue
            didSet(model, storageKeyPath)
        }
        _modify {
            // P6: an in-place mutation records an access, then always notifies.
            access(model, storageKeyPath)
            willSet(model, storageKeyPath)
            defer { didSet(model, storageKeyPath) }
            yield &model[keyPath: storageKeyPath].stored
        }
    }

    @inlinable
    static func access<Owner: Model>(_ model: Owner, _ keyPath: KeyPath<Owner, Tracked<Value>>) {
        model.route.access(model, keyPath, model.observation)
    }

    @usableFromInline
    static func willSet<Owner: Model>(_ model: Owner, _ keyPath: KeyPath<Owner, Tracked<Value>>) {
        model.route.willSet(model, keyPath, model.observation)
    }

    @usableFromInline
    static func didSet<Owner: Model>(_ model: Owner, _ keyPath: KeyPath<Owner, Tracked<Value>>) {
        model.route.didSet(model, keyPath, model.observation)
    }
}

extension Model.Route {
    /// Records a read of the property at `keyPath` of `model` (its storage's
    /// key path), as the strategy records one.
    @inlinable
    func access<Owner: Trackable & Observable, Member>(
        _ model: Owner, _ keyPath: KeyPath<Owner, Member>, _ observation: ObservationRegistrar?
    ) {
        switch self {
        case .registrar(let registrar), .registrarBefore62(let registrar): registrar.access(model, keyPath: keyPath)
        case .broadcast: ObjectReads.record(model)
        case .observation:
            guard let observation else { return }
            observation.access(model, keyPath: keyPath)
        }
    }

    /// Tells the strategy the property at `keyPath` of `model` is about to change.
    @usableFromInline
    func willSet<Owner: Trackable & Observable, Member>(
        _ model: Owner, _ keyPath: KeyPath<Owner, Member>, _ observation: ObservationRegistrar?
    ) {
        // A15: a write while a body runs is noted, for its tracker to announce again.
        if crash_context_current_view() != nil {
            BodyWrites.note(propertyName(of: keyPath, in: Owner.self)) {
                self.willSet(model, keyPath, observation)
                self.didSet(model, keyPath, observation)
            }
        }
        switch self {
        case .registrar(let registrar), .registrarBefore62(let registrar): registrar.willSet(model, keyPath: keyPath) { propertyName(of: keyPath, in: Owner.self) }
        case .broadcast(let broadcast): broadcast.send()
        case .observation:
            guard let observation else { return }
            ObservedChange.announcing(keyPath, of: Owner.self) { observation.willSet(model, keyPath: keyPath) }
        }
    }

    /// Tells the strategy the property at `keyPath` of `model` has changed.
    @usableFromInline
    func didSet<Owner: Trackable & Observable, Member>(
        _ model: Owner, _ keyPath: KeyPath<Owner, Member>, _ observation: ObservationRegistrar?
    ) {
        switch self {
        case .registrar(let registrar), .registrarBefore62(let registrar): registrar.didSet(model, keyPath: keyPath)
        case .broadcast: break
        case .observation: observation?.didSet(model, keyPath: keyPath)
        }
    }

    /// Whether the strategy compares an assignment with the value it replaces
    /// (P6): property-level does, since Swift 6.2; object-level sends whatever
    /// is assigned (O2).
    @inlinable var comparesAssignments: Bool {
        switch self {
        case .registrar, .observation: true
        case .registrarBefore62, .broadcast: false
        }
    }
}

/// `\Sightings.robins`, from the storage's key path `\Sightings._robins`:
/// the wrapped property's own key path is computed, and describes itself as an address.
@usableFromInline
func propertyName(of storage: AnyKeyPath, in owner: Any.Type) -> String {
    let described = String(describing: storage)
    let property = described.split(separator: ".").last.map { $0.hasPrefix("_") ? $0.dropFirst() : $0 } ?? "?"
    return "\\\(owner).\(property)"
}

/// Whether assigning `new` over `old` is a change, as the `@Observable` macro
/// decides (P6), but at run time, from the property's type: an `Equatable`
/// type compares with `==` (nil over nil is no change), a class by identity,
/// anything else is always a change.
@usableFromInline
func isChange<Value>(_ old: Value, _ new: Value) -> Bool {
    if let type = Value.self as? any Equatable.Type {
        return !equals(old, new, as: type)
    }
    if Value.self is AnyObject.Type {
        return (old as AnyObject) !== (new as AnyObject)
    }
    return true
}

/// Whether `old` and `new`, both of the `Equatable` type `type`, are equal.
private func equals<Value, E: Equatable>(_ old: Value, _ new: Value, as type: E.Type) -> Bool {
    (old as! E) == (new as! E)
}
