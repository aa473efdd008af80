/// A child a body makes: a view and the key that keeps its identity (G4, G12).
package struct Child {
    /// The identity of the child among its siblings: a guide's id, or its place.
    public let key: Key
    /// The child view, with the inputs its parent hands it.
    public let view: any View
    /// What an `.environment(_:_:)` around this child, below the root of its
    /// parent's body, sets for it and the views below it (G9).
    package var environment: [EnvironmentSetting] = []

    /// A child identified by `id`, as `ForEach` identifies rows.
    public init<ID: Hashable & Sendable>(id: ID, _ view: some View) {
        self.key = .id(AnyHashable(id))
        self.view = view
    }

    /// A child identified by a whole-number id, the common case, compared without boxing.
    public init(id: Int, _ view: some View) {
        self.key = .int(id)
        self.view = view
    }

    /// A child identified by its position among its siblings, as a fixed layout is.
    public init(_ view: some View) {
        self.key = .position
        self.view = view
    }

    package init(key: Key, view: any View, environment: [EnvironmentSetting]) {
        self.key = key
        self.view = view
        self.environment = environment
    }

    /// How a child is told apart from its siblings.
    package typealias Key = ViewIdentity
}
