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
/// (G11d); an optional by its payload; any other `Equatable` value by its
/// `==` (G11c, G11f for bindings); any other struct field by field (G11a); the
/// rest (an enum, an existential, a metatype) by its bits.
enum RuleComparison {
    /// Whether `new` is the same input as `old`: a view of another type never is.
    static func same(_ old: any View, _ new: any View) -> Bool {
        func open<Old: View>(_ old: Old) -> Bool {
            guard let new = new as? Old else { return false }
            return withUnsafePointer(to: old) { a in withUnsafePointer(to: new) { b in same(Old.self, a, b) } }
        }
        return _openExistential(old, do: open)
    }

    /// Whether the values of `type` at `a` and `b` are the same input.
    static func same(_ type: Any.Type, _ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
        func typed<T>(_: T.Type) -> Bool {
            if T.self is any ComparedWithItsEquality.Type, let equatable = T.self as? any Equatable.Type {
                return equal(equatable, a, b)
            }
            if T.self is any DynamicProperty.Type { return true }
            let size = MemoryLayout<T>.size
            if _isPOD(T.self) { return fieldsOrBits(T.self, size: size, a, b) }
            if T.self is AnyObject.Type { return bits(size, a, b) }
            switch kind(of: T.self) {
            case .function:
                // A thick closure is its code and its context: the same only with no context on either side.
                guard size == MemoryLayout<() -> Void>.size else { return bits(size, a, b) }
                let words = (a.assumingMemoryBound(to: (UInt, UInt).self).pointee, b.assumingMemoryBound(to: (UInt, UInt).self).pointee)
                return words.0.0 == words.1.0 && words.0.1 == 0 && words.1.1 == 0
            case .optional:
                let (x, y) = (a.assumingMemoryBound(to: T.self).pointee as! any Unwrapping, b.assumingMemoryBound(to: T.self).pointee as! any Unwrapping)
                switch (x.payload, y.payload) {
                case (nil, nil): return true
                case (let x?, let y?): return samePayload(x, y)
                default: return false
                }
            default:
                break
            }
            if let equatable = T.self as? any Equatable.Type { return equal(equatable, a, b) }
            return fieldsOrBits(T.self, size: size, a, b)
        }
        return _openExistential(type, do: typed)
    }

    /// Two payloads of optionals of one type, each boxed in `Any`.
    private static func samePayload(_ x: Any, _ y: Any) -> Bool {
        func open<T>(_ x: T) -> Bool {
            guard let y = y as? T else { return false }
            return withUnsafePointer(to: x) { a in withUnsafePointer(to: y) { b in same(T.self, a, b) } }
        }
        return _openExistential(x, do: open)
    }

    /// A struct or a tuple field by field; anything that lists no field, by its bits.
    private static func fieldsOrBits<T>(_: T.Type, size: Int, _ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
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

/// An optional's payload, if it has one.
private protocol Unwrapping {
    var payload: Any? { get }
}

extension Optional: Unwrapping {
    var payload: Any? { self.map { $0 as Any } }
}
