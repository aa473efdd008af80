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
package final class HeldFields: @unchecked Sendable {  // immutable once made
    package struct Field {
        let name: String
        let offset: Int
        let read: (UnsafeRawPointer) -> AnyObject?
        /// Held only in the `ObservableObject` port, not in the source as written (A4, A10).
        let onlyInThePort: Bool
    }

    package let fields: [Field]

    private init(_ fields: [Field]) {
        self.fields = fields
    }

    private static let known = TypeTable<HeldFields>()

    package static func of(_ type: Any.Type) -> HeldFields {
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
    package func holdings<V>(of view: V) -> [Holding] {
        if fields.isEmpty { return [] }
        return withUnsafePointer(to: view) { pointer in
            fields.compactMap { field in
                field.read(UnsafeRawPointer(pointer) + field.offset).map { Holding(field.name, $0, onlyInThePort: field.onlyInThePort) }
            }
        }
    }
}
