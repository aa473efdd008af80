@_spi(Reflection) import Swift

/// A stored property of a type, as the runtime's type metadata lists it: its
/// name, its offset in a value and its type. The per-type tables (a type's
/// ``Comparison``, its ``HeldFields``, its ``DynamicFields``, a list's row
/// rule) are made from these once per type; no value is reflected on.
struct StoredField {
    /// The property's storage name: `_query` for `@State private var query`.
    package let name: String
    /// Where it lies in a value of the type, in bytes from its start.
    package let offset: Int
    package let type: Any.Type
    /// What kind of type it is, as reflection names it: a function, an optional.
    package let kind: _MetadataKind

    /// The stored properties of `type`, in the order declared; nil for a type
    /// whose values have none the runtime lists (an enum, an existential, a metatype).
    package static func of(_ type: Any.Type) -> [StoredField]? {
        var fields: [StoredField] = []
        let listed = _forEachField(of: type) { name, offset, fieldType, kind in
            fields.append(StoredField(name: String(cString: name), offset: offset, type: fieldType, kind: kind))
            return true
        }
        return listed ? fields : nil
    }
}
