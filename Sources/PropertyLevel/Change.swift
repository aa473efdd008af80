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

    /// Names already worked out: describing a key path asks the runtime to
    /// demangle, which costs microseconds. Each registrar keeps the names of its
    /// own key paths, so this is asked once per model and key path.
    private static let names = Locked<[AnyKeyPath: String]>.make([:])

    /// The key path's name, worked out once per key path.
    static func name(of keyPath: AnyKeyPath, subject: Any.Type, member: StaticString) -> String {
        if let known = names.withLock({ $0[keyPath] }) { return known }
        let name = describe(keyPath, subject: subject, member: member)
        names.withLock { $0[keyPath] = name }
        return name
    }

    /// A stored property's key path describes itself (`\Sightings.plain`), but a
    /// computed one prints an address, so the accessor's own name stands in.
    private static func describe(_ keyPath: AnyKeyPath, subject: Any.Type, member: StaticString) -> String {
        let described = String(describing: keyPath)
        guard described.contains("<computed") else { return described }
        let member = member.description
        guard member.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return described }
        return "\\\(subject).\(member)"
    }
}

// AnyKeyPath is an immutable class; the standard library does not mark it Sendable.
extension AnyKeyPath: @retroactive @unchecked Sendable {}
