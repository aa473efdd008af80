@_spi(Reflection) import Swift

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What comparing two values of one type does, worked out from its layout.
package final class Comparison: @unchecked Sendable {  // immutable once made
    private enum Step {
        case bitwise(size: Int)
        case closure
        case equatable((UnsafeRawPointer, UnsafeRawPointer) -> Bool)
        case fields([(name: String, offset: Int, comparison: Comparison)])
        /// An optional: nil on both sides, or a payload on both, which lies at
        /// its start, compared by its own comparison.
        case optional(isNil: (UnsafeRawPointer) -> Bool, payload: Comparison)
        /// Any other enum with a payload: the same case on both sides, then
        /// that case's payload by its own comparison.
        case cases((UnsafeRawPointer, UnsafeRawPointer) -> Bool)
        /// An existential: the same type of value on both sides, then the
        /// values by that type's comparison.
        case existential((UnsafeRawPointer, UnsafeRawPointer) -> Bool)
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

    package var rule: Inputs.Rule {
        if isPlainData { return .bitwise }
        switch step {
        case .bitwise: return .bitwise
        case .closure: return .closure
        case .equatable: return .equatable
        case .owned: return .owned
        case .optional(_, let payload): return .optional(payload.rule)
        case .cases: return .cases
        case .existential: return .existential
        case .fields(let fields):
            return .fields(Dictionary(fields.map { ($0.name, $0.comparison.rule) }, uniquingKeysWith: { first, _ in first }))
        }
    }

    /// Whether `a` and `b`, values of the type this comparison was made for, are the same inputs.
    package func same<Value>(_ a: Value, _ b: Value) -> Bool {
        withUnsafePointer(to: a) { a in withUnsafePointer(to: b) { b in same(UnsafeRawPointer(a), UnsafeRawPointer(b)) } }
    }

    package func same(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
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
        case .optional(let isNil, let payload):
            switch (isNil(a), isNil(b)) {
            case (true, true): true
            case (false, false): payload.same(a, b)
            default: false
            }
        case .cases(let same), .existential(let same): same(a, b)
        }
    }

    /// A closure's comparison: one for every closure type, which share a layout.
    package static let closure = Comparison(.closure)

    package static func make(for type: Any.Type) -> Comparison {
        func open<Value>(_: Value.Type) -> Comparison {
            let size = MemoryLayout<Value>.size
            let identified = Value.self is any ExplicitlyIdentified.Type
            if let equatable = Value.self as? any Equatable.Type, Value.self is any ComparedWithItsEquality.Type {
                return Comparison(.equatable(equality(equatable)), identified: identified)
            }
            if Value.self is any DynamicProperty.Type { return Comparison(.owned) }
            let kind = metadataKind(of: Value.self)
            // An optional or an enum: by its case, then the case's payload, never
            // by its bits, which hold what no case wrote: padding, the bytes a
            // shorter payload leaves, the payload of nil. Plain data too: its
            // payload is compared bit for bit over its fields'.
            let isEnum = kind == .optional || kind == .enum
            if isEnum && _isPOD(Value.self) {
                return Comparison(Self.enumStep(Value.self, kind), plainData: true, identified: identified)
            }
            // Plain data: bit for bit, but only over its fields' bytes, not the padding between them.
            if _isPOD(Value.self) {
                let fields = Self.fields(of: Value.self, kind)
                return Comparison(fields.isEmpty ? .bitwise(size: size) : .fields(fields), plainData: true, identified: identified)
            }
            // A class reference by identity, even when the class is `Equatable`.
            if Value.self is AnyObject.Type { return Comparison(.bitwise(size: size)) }
            if let equatable = Value.self as? any Equatable.Type {
                return Comparison(.equatable(equality(equatable)), identified: identified)
            }
            if isEnum { return Comparison(Self.enumStep(Value.self, kind), identified: identified) }
            // An existential by the value it holds, never by its container's bits:
            // a value smaller than its inline buffer leaves the rest unwritten.
            if kind == .existential {
                return Comparison(.existential { a, b in
                    samePayload(a.assumingMemoryBound(to: Value.self).pointee as Any, b.assumingMemoryBound(to: Value.self).pointee as Any)
                })
            }
            // A struct or a tuple: field by field. Anything else lists no field:
            // a metatype, its bits.
            let fields = Self.fields(of: Value.self, kind)
            if !fields.isEmpty { return Comparison(.fields(fields), identified: identified) }
            return Comparison(.bitwise(size: size))
        }
        return _openExistential(type, do: open)
    }

    /// How an optional or an enum of `type` is compared: by its case, then
    /// its payload. An optional's payload lies at its start and has the
    /// wrapped type's comparison; another enum's is read by reflection.
    private static func enumStep<Value>(_: Value.Type, _ kind: _MetadataKind) -> Step {
        if kind == .optional, let optional = Value.self as? any OptionalValue.Type {
            return .optional(isNil: optional.isNil, payload: make(for: optional.wrapped))
        }
        // An enum none of whose cases carries a payload is its tag: every bit is written.
        guard EnumCase.hasPayloadCases(Value.self), EnumCase.payloadIsReflected(Value.self) else {
            return .bitwise(size: MemoryLayout<Value>.size)
        }
        return .cases { a, b in
            let (x, y) = (a.assumingMemoryBound(to: Value.self).pointee, b.assumingMemoryBound(to: Value.self).pointee)
            guard let sameCase = EnumCase.sameCase(x, y) else { return memcmp(a, b, MemoryLayout<Value>.size) == 0 }
            guard sameCase else { return false }
            switch (EnumCase.payload(of: x), EnumCase.payload(of: y)) {
            case (nil, nil): return true
            case (let x?, let y?): return samePayload(x, y)
            default: return false
            }
        }
    }

    /// Two payloads of one case, or two values an existential holds, each
    /// boxed in `Any`: the same type, and the same by that type's comparison.
    ///
    /// The type is the one `type(of:)` finds: a value boxed from generic code
    /// whose type is an existential is an existential in a box, which opening
    /// the box would only unwrap by one level.
    private static func samePayload(_ x: Any, _ y: Any) -> Bool {
        let held = Swift.type(of: x)
        guard Swift.type(of: y) == held else { return false }
        func open<Payload>(_: Payload.Type) -> Bool {
            guard let x = x as? Payload, let y = y as? Payload else { return false }
            return Inputs.comparison(of: Payload.self).same(x, y)
        }
        return _openExistential(held, do: open)
    }

    /// The fields of a struct or a tuple, each with its comparison; none for any other kind.
    private static func fields(of type: Any.Type, _ kind: _MetadataKind) -> [(name: String, offset: Int, comparison: Comparison)] {
        guard kind == .struct || kind == .tuple else { return [] }
        return (StoredField.of(type) ?? []).map { field in
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

/// An optional's wrapped type, read from the optional's type, and whether
/// the optional at a place is nil.
private protocol OptionalValue {
    static var wrapped: Any.Type { get }
    static func isNil(_ value: UnsafeRawPointer) -> Bool
}

extension Optional: OptionalValue {
    package static var wrapped: Any.Type { Wrapped.self }

    static func isNil(_ value: UnsafeRawPointer) -> Bool {
        if case .none = value.assumingMemoryBound(to: Self.self).pointee { return true }
        return false
    }
}

/// The kind of `type`'s metadata, as reflection names it.
private func metadataKind(of type: Any.Type) -> _MetadataKind {
    _MetadataKind(rawValue: UInt(bitPattern: unsafeBitCast(type, to: UnsafeRawPointer.self).load(as: Int.self))) ?? .class
}
