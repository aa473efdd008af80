extension Registrar {
    // P6: whether an assignment is a change, decided as the `@Observable` macro
    // decides it. The overload is chosen at compile time from the property's
    // declared type, so a property whose type is a generic parameter always
    // takes the first one, even when the type it is given is `Equatable`.

    /// Whether assigning `new` over `old` notifies: always, for a type that is
    /// neither `Equatable` nor a class (an optional class reference among them).
    @inlinable @inline(__always)
    public static func shouldNotify<Member>(_ old: Member, _ new: Member) -> Bool {
        true
    }

    /// Whether assigning `new` over `old` notifies: only when they differ by `==`.
    @inlinable @inline(__always)
    public static func shouldNotify<Member: Equatable>(_ old: Member, _ new: Member) -> Bool {
        old != new
    }

    /// Whether assigning `new` over `old` notifies: only when it is another instance.
    @inlinable @inline(__always)
    public static func shouldNotify<Member: AnyObject>(_ old: Member, _ new: Member) -> Bool {
        old !== new
    }

    /// Whether assigning `new` over `old` notifies: an `Equatable` class is compared with `==`.
    @inlinable @inline(__always)
    public static func shouldNotify<Member: Equatable & AnyObject>(_ old: Member, _ new: Member) -> Bool {
        old != new
    }
}
