@_spi(Reflection) import Swift

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
final class StateObjectSlot<Object: AnyObject> {
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
    func attach(label: String, to node: Node, in graph: Attaching) -> () -> Void {
        let slot = slot, previous = slot.location
        slot.location = graph.state(label, of: node, initial: Owned(object: slot.make()))
        return { slot.location = previous }
    }
}

/// A property wrapper that holds an object for its view: nil while it has none.
protocol HoldingWrapper {
    var heldObject: AnyObject? { get }
}

extension ObservedObject: HoldingWrapper {
    var heldObject: AnyObject? { wrappedValue }
}

extension StateObject: HoldingWrapper {
    var heldObject: AnyObject? { slot.object }
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

/// Where a view type keeps the objects it holds through wrappers: each
/// wrapper's storage name and how to read its object, found once per type.
final class HeldFields: @unchecked Sendable {  // immutable once made
    let fields: [(name: String, offset: Int, read: (UnsafeRawPointer) -> AnyObject?)]

    private init(_ fields: [(name: String, offset: Int, read: (UnsafeRawPointer) -> AnyObject?)]) {
        self.fields = fields
    }

    private static let known = TypeTable<HeldFields>()

    static func of(_ type: Any.Type) -> HeldFields {
        known.entry(for: type) {
            var fields: [(name: String, offset: Int, read: (UnsafeRawPointer) -> AnyObject?)] = []
            _ = _forEachField(of: type) { name, offset, fieldType, _ in
                // The wrapper's conformance is found here, once: each read is then
                // a direct call, with no cast.
                func reader<Field>(_: Field.Type) -> ((UnsafeRawPointer) -> AnyObject?)? {
                    guard let wrapper = Field.self as? any HoldingWrapper.Type else { return nil }
                    func typed<Wrapper: HoldingWrapper>(_: Wrapper.Type) -> (UnsafeRawPointer) -> AnyObject? {
                        { $0.assumingMemoryBound(to: Wrapper.self).pointee.heldObject }
                    }
                    return typed(wrapper)
                }
                if let read = _openExistential(fieldType, do: reader) { fields.append((String(cString: name), offset, read)) }
                return true
            }
            return HeldFields(fields)
        }
    }

    /// The holdings of `view`, a value of the type these fields were found in.
    func holdings<V>(of view: V) -> [Holding] {
        if fields.isEmpty { return [] }
        return withUnsafePointer(to: view) { pointer in
            fields.compactMap { field in field.read(UnsafeRawPointer(pointer) + field.offset).map { Holding(field.name, $0) } }
        }
    }
}
