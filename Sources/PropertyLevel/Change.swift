internal import Locking

/// The key path whose value is about to change, as an observer is told of it.
public struct Change: Sendable, CustomStringConvertible {
    /// The key path that is about to change.
    public let keyPath: AnyKeyPath
    /// The key path as `_printChanges` writes it: `\Sightings.robins`.
    public let name: String

    init(keyPath: AnyKeyPath, name: String) {
        self.keyPath = keyPath
        self.name = name
    }

    public var description: String { name }

    /// A stored property's key path describes itself (`\Sightings.plain`), but a
    /// computed one prints an address, so the accessor's own name stands in.
    static func describe(_ keyPath: AnyKeyPath, subject: Any.Type, member: StaticString) -> String {
        let described = String(describing: keyPath)
        guard described.contains("<computed") else { return described }
        let member = member.description
        guard member.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return described }
        return "\\\(subject).\(member)"
    }
}

/// A key path's name, as a registrar's slot holds it: one word, whose text is
/// copied out only for an observer that is told it.
final class KeyPathName: Sendable {
    let text: String

    init(_ text: String) {
        self.text = text
    }

    /// Names already worked out from key paths alone: describing a key path
    /// asks the runtime to demangle, which costs microseconds.
    private static let known = Locked<[AnyKeyPath: KeyPathName]>.make([:])

    /// The name of `keyPath`, made by `describe` the first time it is asked,
    /// then shared by every registrar.
    static func of(_ keyPath: AnyKeyPath, describedBy describe: () -> String) -> KeyPathName {
        if let known = known.withLock({ $0[keyPath] }) { return known }
        let made = KeyPathName(describe())
        return known.withLock { names in
            if let raced = names[keyPath] { return raced }
            names[keyPath] = made
            return made
        }
    }
}

// AnyKeyPath is an immutable class; the standard library does not mark it Sendable.
extension AnyKeyPath: @retroactive @unchecked Sendable {}
