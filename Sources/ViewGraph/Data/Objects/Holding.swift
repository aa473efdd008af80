/// The objects `view` holds, found by reflection: those of its
/// ``ObservedObject``, ``StateObject``, ``EnvironmentObject``, ``Bindable``
/// and object-taking ``Environment`` properties, and, in its screen's
/// `ObservableObject` port only, its plain references and `@State` objects; a
/// strategy that observes whole objects subscribes to these (G1, A4, A10). A
/// view of the graph's own may give them itself (``HoldsObjects``).
package func holdings(of view: some View) -> [Holding] {
    if let own = view as? any HoldsObjects { return own.holdings }
    return HeldFields.of(type(of: view)).holdings(of: view)
}

/// A view that says which objects it holds rather than leaving it to
/// reflection: a hot row of the graph's own tests.
package protocol HoldsObjects {
    /// The objects this view holds, with their storage names.
    var holdings: [Holding] { get }
}

/// An object a view holds, with the name of the property that holds it
/// (`_sightings`, in `_printChanges` words).
package struct Holding {
    /// The storage name of the holding property: `_sightings`.
    public let name: String
    /// The object held.
    public let object: AnyObject
    /// Whether the view holds it only in its screen's `ObservableObject` port
    /// (A10): a plain `let model` or a `@State` object, which the port writes as
    /// `@ObservedObject` and `@StateObject`; as written, neither subscribes (A4).
    public let onlyInThePort: Bool

    /// Creates a holding of `object` under the storage name `name`.
    public init(_ name: String, _ object: AnyObject, onlyInThePort: Bool = false) {
        self.name = name
        self.object = object
        self.onlyInThePort = onlyInThePort
    }
}

/// A reference handed to a view as an input, equal only to the same object (G4).
package struct Ref<Object: AnyObject>: Equatable {
    /// The object referred to.
    public let object: Object

    /// Refers to `object`.
    public init(_ object: Object) {
        self.object = object
    }

    public static func == (lhs: Ref, rhs: Ref) -> Bool {
        lhs.object === rhs.object
    }
}
