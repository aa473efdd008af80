/// An object a view holds and observes, as SwiftUI's `@ObservedObject` does
/// (A4): under object-level notification the view subscribes to it and runs on
/// any send. The graph finds it by reflection: a view that holds its objects
/// this way lists no ``View/holdings``. A plain `let` of an object subscribes
/// to nothing, as in SwiftUI, so under object-level a view that shows such an
/// object goes stale, and the stale check says why.
///
/// ```swift
/// struct RobinLine: View {
///     @ObservedObject var sightings: Sightings
///     var body: some View { Text("Robins: \(sightings.robins)") }
/// }
/// ```
@propertyWrapper
public struct ObservedObject<Object: AnyObject>: Equatable {
    /// The object.
    public var wrappedValue: Object

    /// Holds `wrappedValue`.
    public init(wrappedValue: Object) {
        self.wrappedValue = wrappedValue
    }

    /// Bindings to the object's properties: `$sightings.robins`.
    public var projectedValue: Bindable<Object> { Bindable(wrappedValue) }

    /// The same object is the same input (G11d: a reference by identity).
    public static func == (lhs: ObservedObject, rhs: ObservedObject) -> Bool {
        lhs.wrappedValue === rhs.wrappedValue
    }
}

/// An object a view owns, as SwiftUI's `@StateObject` is (A3): made once,
/// when the view's identity first appears, from the expression it is declared
/// with, and kept while the identity lasts; a new identity makes a new one. The
/// view holds it (A4), as it holds an ``ObservedObject``.
///
/// ```swift
/// struct FeederScreen: View {
///     @StateObject private var sightings = Sightings()
///     var body: some View { Text("Robins: \(sightings.robins)") }
/// }
/// ```
@propertyWrapper
public struct StateObject<Object: AnyObject>: Equatable {
    let slot: StateObjectSlot<Object>

    /// An object made by `wrappedValue` once per identity of the view.
    public init(wrappedValue: @autoclosure @escaping () -> Object) {
        slot = StateObjectSlot(make: wrappedValue)
    }

    /// The object. A view's body reads it once the graph has given the view its storage.
    public var wrappedValue: Object {
        guard let object = slot.object else {
            preconditionFailure("a @StateObject read outside its view's body; read it in body")
        }
        return object
    }

    /// Bindings to the object's properties: `$sightings.robins`.
    public var projectedValue: Bindable<Object> { Bindable(wrappedValue) }

    /// Owned by the view, not handed to it: it never makes two views unequal.
    public static func == (lhs: StateObject, rhs: StateObject) -> Bool { true }
}

/// Where a ``StateObject`` finds its object once the graph has given it storage.
final class StateObjectSlot<Object: AnyObject>: StorageSlot {
    let make: () -> Object
    var location: StoredValue<Owned>?

    init(make: @escaping () -> Object) {
        self.make = make
    }

    var object: Object? { location?.peek().object as? Object }
}

/// An object owned by a view, equal only to itself.
struct Owned: Equatable {
    let object: AnyObject
    static func == (lhs: Owned, rhs: Owned) -> Bool { lhs.object === rhs.object }
}

extension StateObject: DynamicProperty {
    public func _attach(to storage: _DynamicPropertyStorage) {
        storage.point(slot, at: storage.state(initial: Owned(object: slot.make())))
    }
}

/// A property wrapper that holds an object for its view: nil while it has none.
protocol HoldingWrapper {
    var heldObject: AnyObject? { get }
    /// Whether a wrapper of this type can hold an object at all (a `@State` of a
    /// value cannot): found once per view type.
    static var holdsAnObject: Bool { get }
    /// Whether it holds its object only in the screen's `ObservableObject` port
    /// (A10): `@State` of an object, which the port writes as `@StateObject`.
    static var holdsOnlyInThePort: Bool { get }
}

extension HoldingWrapper {
    static var holdsAnObject: Bool { true }
    static var holdsOnlyInThePort: Bool { false }
}

extension ObservedObject: HoldingWrapper {
    var heldObject: AnyObject? { wrappedValue }
}

extension StateObject: HoldingWrapper {
    var heldObject: AnyObject? { slot.object }
}

/// A10: an object kept in `@State` is held as `@StateObject` holds it, in the
/// screen's `ObservableObject` port; as written, it subscribes to nothing.
extension State: HoldingWrapper {
    var heldObject: AnyObject? { slot.location.map { $0.peek() as AnyObject } }
    static var holdsAnObject: Bool { Value.self is AnyObject.Type }
    static var holdsOnlyInThePort: Bool { true }
}

extension EnvironmentObject: HoldingWrapper {
    /// The ancestor's object, once the graph has found it; nil before, or when no ancestor placed one.
    var heldObject: AnyObject? { (slot.location as? StoredValue<Placed>)?.peek().object }
}

extension Environment: HoldingWrapper {}

extension Bindable: HoldingWrapper {
    var heldObject: AnyObject? { wrappedValue }
}

/// A view handed `$model.name` observes the model, as one handed it from
/// `@ObservedObject` does.
extension Binding: HoldingWrapper {
    var heldObject: AnyObject? { model }
}

/// Where a view type keeps the objects it holds: each wrapper's storage name
/// and how to read its object, and each plain stored reference (`let model:
/// Model`), which the screen's `ObservableObject` port holds as
/// `@ObservedObject` (A10); found once per type.
final class HeldFields: @unchecked Sendable {  // immutable once made
    struct Field {
        let name: String
        let offset: Int
        let read: (UnsafeRawPointer) -> AnyObject?
        /// Held only in the `ObservableObject` port, not in the source as written (A4, A10).
        let onlyInThePort: Bool
    }

    let fields: [Field]

    private init(_ fields: [Field]) {
        self.fields = fields
    }

    private static let known = TypeTable<HeldFields>()

    static func of(_ type: Any.Type) -> HeldFields {
        known.entry(for: type) {
            // The wrapper's conformance is found here, once: each read is then
            // a direct call, with no cast.
            let fields = (StoredField.of(type) ?? []).compactMap { stored -> Field? in
                let (name, offset) = (stored.name, stored.offset)
                func field<Value>(_: Value.Type) -> Field? {
                    if let wrapper = Value.self as? any HoldingWrapper.Type {
                        func typed<Wrapper: HoldingWrapper>(_: Wrapper.Type) -> Field? {
                            guard Wrapper.holdsAnObject else { return nil }
                            return Field(
                                name: name, offset: offset, read: { $0.assumingMemoryBound(to: Wrapper.self).pointee.heldObject },
                                onlyInThePort: Wrapper.holdsOnlyInThePort)
                        }
                        return typed(wrapper)
                    }
                    // A plain reference: `@ObservedObject var model` in the port, named as its storage is.
                    guard Value.self is AnyObject.Type else { return nil }
                    return Field(
                        name: "_" + name, offset: offset, read: { $0.assumingMemoryBound(to: Value.self).pointee as AnyObject },
                        onlyInThePort: true)
                }
                return _openExistential(stored.type, do: field)
            }
            return HeldFields(fields)
        }
    }

    /// The holdings of `view`, a value of the type these fields were found in.
    func holdings<V>(of view: V) -> [Holding] {
        if fields.isEmpty { return [] }
        return withUnsafePointer(to: view) { pointer in
            fields.compactMap { field in
                field.read(UnsafeRawPointer(pointer) + field.offset).map { Holding(field.name, $0, onlyInThePort: field.onlyInThePort) }
            }
        }
    }
}
