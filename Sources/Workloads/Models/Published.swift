internal import Locking
import ObjectLevel
import Observation
import PropertyLevel

/// A stored property of an ``ObservableObject`` that notifies as the object's
/// strategy does, as Combine's `@Published` (A12): under object-level it sends
/// the object's `objectWillChange` before every assignment and mutation, equal
/// or not (O1, O2); under property-level it is the property the object's
/// `@Observable` port tracks, with the macro's rules (P6).
///
/// ```swift
/// final class Store: ObservableObject {
///     @Published var scrums: [Scrum] = []
/// }
/// ```
@propertyWrapper
public struct Published<Value> {
    @usableFromInline var stored: Value
    /// The owner's mechanism, kept here at its first use so that a read finds
    /// it in one load: every `@Published` property of an object holds the same.
    @usableFromInline var core: ModelCore?

    /// A published property starting at `wrappedValue`.
    public init(wrappedValue: Value) {
        stored = wrappedValue
    }

    /// Only reachable through the enclosing object.
    @available(*, unavailable, message: "@Published properties belong to a class that is an ObservableObject")
    public var wrappedValue: Value {
        get { fatalError() }
        set { fatalError() }
    }

    /// The property, read and written through its object's strategy.
    @inlinable
    public static subscript<Owner: ObservableObject>(
        _enclosingInstance model: Owner,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<Owner, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<Owner, Published<Value>>
    ) -> Value {
        get {
            let core = core(of: model, storageKeyPath)
            core.route.access(model, storageKeyPath, core.observation)
            return model[keyPath: storageKeyPath].stored
        }
        set {
            let core = core(of: model, storageKeyPath)
            // P6 at run time under property-level; O2: object-level sends whatever is assigned.
            if core.route.comparesAssignments && !isChange(model[keyPath: storageKeyPath].stored, newValue) {
                model[keyPath: storageKeyPath].stored = newValue
                return
            }
            core.route.willSet(model, storageKeyPath, core.observation)
            model[keyPath: storageKeyPath].stored = newValue
            core.route.didSet(model, storageKeyPath, core.observation)
        }
        _modify {
            let core = core(of: model, storageKeyPath)
            core.route.access(model, storageKeyPath, core.observation)
            core.route.willSet(model, storageKeyPath, core.observation)
            defer { core.route.didSet(model, storageKeyPath, core.observation) }
            yield &model[keyPath: storageKeyPath].stored
        }
    }

    /// The mechanism of `model`, kept in this property after its first use.
    @inlinable
    static func core<Owner: ObservableObject>(
        of model: Owner, _ keyPath: ReferenceWritableKeyPath<Owner, Published<Value>>
    ) -> ModelCore {
        if let core = model[keyPath: keyPath].core { return core }
        let core = ModelCore.of(model)
        model[keyPath: keyPath].core = core
        return core
    }
}

/// What an ``ObservableObject`` notifies through: the strategy running when
/// it is first used, as a ``Model`` takes the strategy running when it is made.
/// One an object, kept beside it (a `Model` keeps its own inline).
@usableFromInline
final class ModelCore: @unchecked Sendable {  // immutable once made
    @usableFromInline let route: Model.Route
    @usableFromInline let observation: ObservationRegistrar?
    let publisher: ObservableObjectPublisher

    private init() {
        (route, observation) = Model.Route.current()
        if case .broadcast(let broadcast) = route {
            publisher = ObservableObjectPublisher(broadcast, sends: true)
        } else {
            // The @Observable port has no such signal: a send tells no one.
            publisher = ObservableObjectPublisher(Broadcast(), sends: false)
        }
    }

    /// An object's core and the object, which it does not keep alive.
    private struct Entry {
        weak var object: AnyObject?
        let core: ModelCore
    }

    /// Every object's core, by the object's identity; an entry whose object
    /// is gone is made anew for the object that took its address, and
    /// dropped when the table is swept.
    private static let cores = Locked<[ObjectIdentifier: Entry]>.make([:])

    /// The core of `object`, made at its first use.
    @usableFromInline
    static func of(_ object: AnyObject) -> ModelCore {
        let id = ObjectIdentifier(object)
        return cores.withLock { cores in
            if let entry = cores[id], entry.object === object { return entry.core }
            // Sweep the gone before the table doubles: a table of live objects.
            if cores.count >= 64 && cores.count.nonzeroBitCount == 1 { cores = cores.filter { $0.value.object != nil } }
            let core = ModelCore()
            cores[id] = Entry(object: object, core: core)
            return core
        }
    }
}
