/// The tally model: robins and sparrows seen at a feeder, and their total.
///
/// Written by hand with the registrar's calls, as `@Observable` would expand it.
public final class Sightings: Trackable {
    private let registrar = Registrar()
    // The accessors below never overlap two accesses to the same storage, so the
    // run-time exclusivity check (a thread-local lookup on every read) is off.
    @exclusivity(unchecked) private var _robins: Int
    @exclusivity(unchecked) private var _sparrows: Int

    /// Creates a tally with the given counts.
    public init(robins: Int = 0, sparrows: Int = 0) {
        _robins = robins
        _sparrows = sparrows
    }

    /// How many robins have been seen.
    public var robins: Int {
        get {
            registrar.access(self, keyPath: \.robins)
            return _robins
        }
        set {
            // P6: assigning the value it already has is not a change.
            guard newValue != _robins else { return }
            registrar.withMutation(of: self, keyPath: \.robins) { _robins = newValue }
        }
        _modify {
            // P6: an in-place mutation always notifies, even when the result is equal.
            registrar.willSet(self, keyPath: \.robins)
            defer { registrar.didSet(self, keyPath: \.robins) }
            yield &_robins
        }
    }

    /// How many sparrows have been seen.
    public var sparrows: Int {
        get {
            registrar.access(self, keyPath: \.sparrows)
            return _sparrows
        }
        set {
            guard newValue != _sparrows else { return }
            registrar.withMutation(of: self, keyPath: \.sparrows) { _sparrows = newValue }
        }
        _modify {
            registrar.willSet(self, keyPath: \.sparrows)
            defer { registrar.didSet(self, keyPath: \.sparrows) }
            yield &_sparrows
        }
    }

    /// Robins and sparrows together; P5: tracked through the two stored properties it reads.
    public var total: Int { robins + sparrows }
}
