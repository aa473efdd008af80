/// The dynamic properties of a type (A3): each one's storage name, where it
/// lies in a value, and how to attach it, compiled for its wrapper's type.
/// Found once per type from its layout, as SwiftUI finds them, and kept; a
/// view that wraps another (`.equatable()`, `.id(_:)`) has its content's, and
/// a view a `ViewModifier` modifies has the modifier's.
package final class DynamicFields: @unchecked Sendable {  // immutable once made
    package struct Field {
        /// The property wrapper's storage name: `_taps`.
        let label: String
        /// The storage name under the `@State` macro, `__taps`, for a `@State`.
        var macroLabel: String?
        /// Whether it is the view's own state (``ViewOwnedState``).
        var isOwnedState = false
        let offset: Int
        /// Attaches the property at the address given, with no cast.
        let attach: (UnsafeRawPointer, _DynamicPropertyStorage) -> Void
    }

    package let fields: [Field]

    /// Whether the type has no dynamic property: its views need no storage.
    package var isEmpty: Bool { fields.isEmpty }

    private init(_ fields: [Field]) {
        self.fields = fields
    }

    private static let known = TypeTable<DynamicFields>()

    package static func of(_ type: Any.Type) -> DynamicFields {
        known.entry(for: type) {
            let stored = StoredField.of(type) ?? []
            // A wrapped view's are its content's; a modified view's, its modifier's.
            let inner = type is any WrapsView.Type ? "content" : type is any NamedByItsModifier.Type ? "modifier" : nil
            if let inner, let content = stored.first(where: { $0.name == inner }) {
                return DynamicFields(of(content.type).fields.map {
                    Field(label: $0.label, macroLabel: $0.macroLabel, isOwnedState: $0.isOwnedState, offset: content.offset + $0.offset, attach: $0.attach)
                })
            }
            return DynamicFields(stored.compactMap { field in
                func attaching<Property: DynamicProperty>(_: Property.Type) -> Field {
                    let owned = Property.self as? any ViewOwnedState.Type
                    return Field(
                        label: field.name, macroLabel: owned?.isDeclaredByTheMacro == true ? "_" + field.name : nil,
                        isOwnedState: owned != nil, offset: field.offset
                    ) { address, storage in
                        address.assumingMemoryBound(to: Property.self).pointee._attach(to: storage)
                    }
                }
                guard let property = field.type as? any DynamicProperty.Type else { return nil }
                return attaching(property)
            })
        }
    }

    /// Points the dynamic properties of `value`, a value of the type these
    /// fields were found in, at `graph`'s storage for `node`; named inside
    /// `outer`'s name if they are the parts of another dynamic property.
    package func attach<Value>(_ value: Value, to node: Node, in graph: any Attaching, inside outer: String? = nil) {
        if fields.isEmpty { return }
        let macro = graph.stateDeclaration == .macro
        withUnsafePointer(to: value) { pointer in
            let start = UnsafeRawPointer(pointer)
            for field in fields {
                let own = macro ? field.macroLabel ?? field.label : field.label
                let label = outer.map { $0 + "." + own } ?? own
                field.attach(start + field.offset, _DynamicPropertyStorage(label: label, node: node, graph: graph))
            }
        }
    }

    /// The storage names of the view's own state, as `_printChanges` names
    /// them at its first run under `declaration`: `__taps`, `_store`.
    func ownedStateNames(_ declaration: StateDeclaration) -> [String] {
        fields.filter(\.isOwnedState).map { declaration == .macro ? $0.macroLabel ?? $0.label : $0.label }
    }
}
