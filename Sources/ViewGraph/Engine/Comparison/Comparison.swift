@_spi(Reflection) import Swift

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What comparing two values of one type does, worked out from its layout.
final class Comparison: @unchecked Sendable {  // immutable once made
    private enum Step {
        case bitwise(size: Int)
        case closure
        case equatable((UnsafeRawPointer, UnsafeRawPointer) -> Bool)
        case fields([(name: String, offset: Int, comparison: Comparison)])
        /// The same whatever the values: a dynamic property.
        case owned
    }

    private let step: Step
    private let isPlainData: Bool
    /// Whether the type's values carry an explicit identity (``IdentifiedView``),
    /// which the graph checks before their inputs.
    let isExplicitlyIdentified: Bool

    private init(_ step: Step, plainData: Bool = false, identified: Bool = false) {
        self.step = step
        isPlainData = plainData
        isExplicitlyIdentified = identified
    }

    var rule: Inputs.Rule {
        if isPlainData { return .bitwise }
        switch step {
        case .bitwise: return .bitwise
        case .closure: return .closure
        case .equatable: return .equatable
        case .owned: return .owned
        case .fields(let fields):
            return .fields(Dictionary(fields.map { ($0.name, $0.comparison.rule) }, uniquingKeysWith: { first, _ in first }))
        }
    }

    /// Whether `a` and `b`, values of the type this comparison was made for, are the same inputs.
    func same<Value>(_ a: Value, _ b: Value) -> Bool {
        withUnsafePointer(to: a) { a in withUnsafePointer(to: b) { b in same(UnsafeRawPointer(a), UnsafeRawPointer(b)) } }
    }

    func same(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
        switch step {
        case .bitwise(let size): memcmp(a, b, size) == 0
        case .closure:
            // A thick function: its code, then its context, nil when it captures nothing.
            // An optional closure's nil is a nil code pointer.
            a.load(as: UInt.self) == b.load(as: UInt.self)
                && (a.load(as: UInt.self) == 0
                    || a.load(fromByteOffset: MemoryLayout<UInt>.size, as: UInt.self) == 0
                        && b.load(fromByteOffset: MemoryLayout<UInt>.size, as: UInt.self) == 0)
        case .equatable(let equal): equal(a, b)
        case .owned: true
        case .fields(let fields): fields.allSatisfy { $0.comparison.same(a + $0.offset, b + $0.offset) }
        }
    }

    /// A closure's comparison: one for every closure type, which share a layout.
    static let closure = Comparison(.closure)

    static func make(for type: Any.Type) -> Comparison {
        func open<Value>(_: Value.Type) -> Comparison {
            let size = MemoryLayout<Value>.size
            let identified = Value.self is any ExplicitlyIdentified.Type
            if let equatable = Value.self as? any Equatable.Type, Value.self is any ComparedWithItsEquality.Type {
                return Comparison(.equatable(equality(equatable)), identified: identified)
            }
            if Value.self is any DynamicProperty.Type { return Comparison(.owned) }
            // Plain data: bit for bit, but only over its fields' bytes, not the padding between them.
            if _isPOD(Value.self) {
                let fields = Self.fields(of: Value.self)
                return Comparison(fields.isEmpty ? .bitwise(size: size) : .fields(fields), plainData: true, identified: identified)
            }
            // A class reference by identity, even when the class is `Equatable`.
            if Value.self is AnyObject.Type { return Comparison(.bitwise(size: size)) }
            if let equatable = Value.self as? any Equatable.Type {
                return Comparison(.equatable(equality(equatable)), identified: identified)
            }
            // A struct or a tuple: field by field. Anything else lists no field: an
            // enum, an existential, a metatype: their bits.
            let fields = Self.fields(of: Value.self)
            if !fields.isEmpty { return Comparison(.fields(fields), identified: identified) }
            return Comparison(.bitwise(size: size))
        }
        return _openExistential(type, do: open)
    }

    private static func fields(of type: Any.Type) -> [(name: String, offset: Int, comparison: Comparison)] {
        (StoredField.of(type) ?? []).map { field in
            (field.name, field.offset, isThickClosure(field.type, field.kind) ? closure : make(for: field.type))
        }
    }

    /// Whether a field of `type` is a closure, or an optional one, held as its
    /// code and its context.
    private static func isThickClosure(_ type: Any.Type, _ kind: _MetadataKind) -> Bool {
        let thick = MemoryLayout<() -> Void>.size
        func size<Value>(_: Value.Type) -> Int { MemoryLayout<Value>.size }
        switch kind {
        case .function: return _openExistential(type, do: size) == thick
        case .optional:
            guard let wrapped = (type as? any OptionalValue.Type)?.wrapped else { return false }
            return metadataKind(of: wrapped) == .function && _openExistential(wrapped, do: size) == thick
        default: return false
        }
    }

    private static func equality(_ type: any Equatable.Type) -> (UnsafeRawPointer, UnsafeRawPointer) -> Bool {
        func open<Value: Equatable>(_: Value.Type) -> (UnsafeRawPointer, UnsafeRawPointer) -> Bool {
            { $0.assumingMemoryBound(to: Value.self).pointee == $1.assumingMemoryBound(to: Value.self).pointee }
        }
        return open(type)
    }
}

/// An optional's wrapped type, read from the optional's type.
private protocol OptionalValue {
    static var wrapped: Any.Type { get }
}

extension Optional: OptionalValue {
    static var wrapped: Any.Type { Wrapped.self }
}

/// The kind of `type`'s metadata, as reflection names it.
private func metadataKind(of type: Any.Type) -> _MetadataKind {
    _MetadataKind(rawValue: UInt(bitPattern: unsafeBitCast(type, to: UnsafeRawPointer.self).load(as: Int.self))) ?? .class
}
