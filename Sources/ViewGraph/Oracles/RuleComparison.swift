#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
@_spi(Reflection) import Swift

/// Whether two values are the same input, decided from G11's rules as the
/// rules state them, written apart from the graph's ``Inputs`` (which works
/// out and keeps a comparison per type): the reference walk's own account, so
/// that a child the graph runs though its inputs are equal, or skips though
/// they differ, is a difference `compare fuzz` finds.
///
/// In the order the rules give: a view made `.equatable()` by its `==`
/// (G11e); what the view owns (`@State`, `@StateObject`, `@Environment`,
/// `@EnvironmentObject`) is never an input (G7, G9); plain data bit for bit,
/// field by field, whatever `==` it declares (G11b); a class reference by
/// identity and a closure by its code, the same only when it captures nothing
/// (G11d); an optional by its payload, under the wrapped type, plain data or
/// not; an enum that is plain data or not `Equatable` by its case, then its
/// payload (never its bits: a case need not write them all); any other
/// `Equatable` value by its `==` (G11c, G11f for bindings); any other struct
/// field by field (G11a); an existential by the value it holds, its type and
/// then that type's rules; the rest (a metatype) by its bits.
package enum RuleComparison {
    /// Whether `new` is the same input as `old`: a view of another type never is.
    package static func same(_ old: any View, _ new: any View) -> Bool {
        func open<Old: View>(_ old: Old) -> Bool {
            guard let new = new as? Old else { return false }
            return withUnsafePointer(to: old) { a in withUnsafePointer(to: new) { b in same(Old.self, a, b) } }
        }
        return _openExistential(old, do: open)
    }

    /// Whether the values of `type` at `a` and `b` are the same input.
    package static func same(_ type: Any.Type, _ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
        func typed<T>(_: T.Type) -> Bool {
            if T.self is any ComparedWithItsEquality.Type, let equatable = T.self as? any Equatable.Type {
                return equal(equatable, a, b)
            }
            if T.self is any DynamicProperty.Type { return true }
            let size = MemoryLayout<T>.size
            switch kind(of: T.self) {
            case .optional:
                // Nil on both sides, or the payloads, which lie at its start, by the wrapped type's rule.
                let optional = T.self as! any Unwrapping.Type
                switch (optional.isNone(a), optional.isNone(b)) {
                case (true, true): return true
                case (false, false): return same(optional.payloadType, a, b)
                default: return false
                }
            case .enum where _isPOD(T.self) || !(T.self is any Equatable.Type):
                // The same case, then its payload: never the bits, which hold what no case wrote.
                return sameCase(T.self, a, b)
            case .existential:
                // The values held, opened: the same type, and the same by its rules.
                return samePayload(a.assumingMemoryBound(to: T.self).pointee as Any, b.assumingMemoryBound(to: T.self).pointee as Any)
            default:
                break
            }
            if _isPOD(T.self) { return fieldsOrBits(T.self, size: size, a, b) }
            if T.self is AnyObject.Type { return bits(size, a, b) }
            switch kind(of: T.self) {
            case .function:
                // A thick closure is its code and its context: the same only with no context on either side.
                guard size == MemoryLayout<() -> Void>.size else { return bits(size, a, b) }
                let words = (a.assumingMemoryBound(to: (UInt, UInt).self).pointee, b.assumingMemoryBound(to: (UInt, UInt).self).pointee)
                return words.0.0 == words.1.0 && words.0.1 == 0 && words.1.1 == 0
            default:
                break
            }
            if let equatable = T.self as? any Equatable.Type { return equal(equatable, a, b) }
            return fieldsOrBits(T.self, size: size, a, b)
        }
        return _openExistential(type, do: typed)
    }

    /// Two values of an enum: the same case, as the runtime names it, and
    /// the same payload, as reflection hands it.
    private static func sameCase<T>(_: T.Type, _ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
        let (x, y) = (a.assumingMemoryBound(to: T.self).pointee, b.assumingMemoryBound(to: T.self).pointee)
        guard EnumCase.payloadIsReflected(T.self), let named = EnumCase.sameCase(x, y) else {
            return bits(MemoryLayout<T>.size, a, b)
        }
        guard named else { return false }
        switch (EnumCase.payload(of: x), EnumCase.payload(of: y)) {
        case (nil, nil): return true
        case (let x?, let y?): return samePayload(x, y)
        default: return false
        }
    }

    /// Two payloads of one case, or two values existentials hold, each boxed in `Any`.
    /// Their type is what `type(of:)` finds, however deep in existentials the value lies.
    private static func samePayload(_ x: Any, _ y: Any) -> Bool {
        guard type(of: x) == type(of: y) else { return false }
        func open<T>(_: T.Type) -> Bool {
            guard let x = x as? T, let y = y as? T else { return false }
            return withUnsafePointer(to: x) { a in withUnsafePointer(to: y) { b in same(T.self, a, b) } }
        }
        return _openExistential(type(of: x), do: open)
    }

    /// A struct or a tuple field by field; anything that lists no field, by its bits.
    private static func fieldsOrBits<T>(_: T.Type, size: Int, _ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
        guard kind(of: T.self) == .struct || kind(of: T.self) == .tuple else { return bits(size, a, b) }
        var fields: [(offset: Int, type: Any.Type)] = []
        let listed = _forEachField(of: T.self) { _, offset, type, _ in
            fields.append((offset, type))
            return true
        }
        guard listed, !fields.isEmpty else { return bits(size, a, b) }
        return fields.allSatisfy { same($0.type, a + $0.offset, b + $0.offset) }
    }

    private static func bits(_ size: Int, _ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
        size == 0 || memcmp(a, b, size) == 0
    }

    private static func equal<E: Equatable>(_: E.Type, _ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
        a.assumingMemoryBound(to: E.self).pointee == b.assumingMemoryBound(to: E.self).pointee
    }

    private static func kind(of type: Any.Type) -> _MetadataKind {
        _MetadataKind(rawValue: UInt(bitPattern: unsafeBitCast(type, to: UnsafeRawPointer.self).load(as: Int.self))) ?? .class
    }
}

/// An optional's wrapped type, and whether the optional at a place is nil.
private protocol Unwrapping {
    static var payloadType: Any.Type { get }
    static func isNone(_ value: UnsafeRawPointer) -> Bool
}

extension Optional: Unwrapping {
    static var payloadType: Any.Type { Wrapped.self }

    static func isNone(_ value: UnsafeRawPointer) -> Bool {
        switch value.assumingMemoryBound(to: Self.self).pointee {
        case .none: true
        case .some: false
        }
    }
}
