@_spi(Reflection) import Swift

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The case an enum value holds and its payload, as the runtime's reflection
/// metadata gives them: what comparing an enum by its case, then its payload,
/// needs (G11). An enum's bits are not its value: the bytes of its payload
/// area that the case it holds does not use (a shorter payload than the
/// longest case's, the padding inside a payload, a case with no payload) are
/// never written, and hold whatever was there before.
enum EnumCase {
    /// The name of the case `value` holds: two values of one enum type hold
    /// the same case when the names are the same. Nil when the runtime keeps
    /// no names for the type (reflection metadata stripped).
    package static func name<Value>(of value: Value) -> UnsafePointer<CChar>? {
        enumCaseName(value)
    }

    /// Whether `a` and `b`, two values of one enum type, hold the same case;
    /// nil when the runtime cannot tell (no names kept).
    static func sameCase<Value>(_ a: Value, _ b: Value) -> Bool? {
        guard let x = name(of: a), let y = name(of: b) else { return nil }
        return x == y || strcmp(x, y) == 0
    }

    /// The payload of the case `value` holds, nil for a case without one: a
    /// case with several values hands them as a tuple.
    package static func payload<Value>(of value: Value) -> Any? {
        Mirror(reflecting: value).children.first?.value
    }

    /// Whether the payload of `value`'s case can be read by reflection: not
    /// for an enum that makes its own mirror.
    static func payloadIsReflected(_ type: Any.Type) -> Bool {
        !(type is any CustomReflectable.Type)
    }

    /// Whether any case of the enum `type` carries a payload, read from its
    /// type descriptor; an enum none of whose cases do is its tag, and all its
    /// bits are written.
    static func hasPayloadCases(_ type: Any.Type) -> Bool {
        // An enum's metadata: its kind, then its descriptor; the descriptor:
        // flags, parent, name, access function, fields (four bytes each),
        // then the number of payload cases (low 24 bits) and of empty cases.
        let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
        guard let descriptor = metadata.load(fromByteOffset: MemoryLayout<UInt>.size, as: UnsafeRawPointer?.self) else {
            return true
        }
        return descriptor.load(fromByteOffset: 20, as: UInt32.self) & 0x00FF_FFFF != 0
    }
}

/// The runtime's name of the case `value` holds, as the standard library's
/// own `_getEnumCaseName` asks for it.
@_silgen_name("swift_EnumCaseName")
private func enumCaseName<Value>(_ value: Value) -> UnsafePointer<CChar>?
