/// How a view is told apart from its siblings: its place, or its id.
@usableFromInline package enum ViewIdentity: Hashable, @unchecked Sendable {  // an id is Sendable: the initialisers ask it
    /// Its place among its siblings, as in a fixed layout.
    case position
    /// A whole-number id.
    case int(Int)
    /// Any other id; boxed, so that a key takes two words, not six.
    indirect case id(AnyHashable)
    /// A positional key once its place is known: how two renders are paired.
    case positioned(Int)
    /// Its place in its parent's body, as the result builder made it (G12):
    /// which element of a block, which branch of an `if`, which type an
    /// `AnyView` wrapped, folded into one number.
    case slot(Int)
    /// A row of one of several `ForEach`es in one body: the `ForEach`'s
    /// place and the row's id.
    indirect case row(slot: Int, id: AnyHashable)

    package static func position(at position: Int) -> ViewIdentity { .positioned(position) }
}

extension ViewIdentity: CustomStringConvertible {
    /// The key as a trace shows it: `[id 5]` for an id, nothing for a place in a fixed layout.
    public var description: String {
        let id = self.id
        return id.isEmpty ? "" : "[id \(id)]"
    }

    /// The id alone, as CSV and JSON write it: `5`; empty for a place in a fixed layout.
    public var id: String {
        switch self {
        case .position, .positioned, .slot: ""
        case .int(let id): String(id)
        case .id(let id), .row(_, let id): "\(id.base)"
        }
    }
}

extension ViewIdentity {
    /// The key of an id: whole numbers without boxing.
    @inlinable
    package init<ID: Hashable>(_ id: ID) {
        // A comparison of types, not a dynamic cast: this runs once per row.
        if ID.self == Int.self { self = .int(unsafeBitCast(id, to: Int.self)) } else { self = .id(AnyHashable(id)) }
    }
}

extension ViewIdentity {
    /// A positional key is told apart by its position; an id by itself.
    package func identity(at position: Int) -> ViewIdentity {
        switch self {
        case .position: .position(at: position)
        case .int, .id, .positioned, .slot, .row: self
        }
    }
}
