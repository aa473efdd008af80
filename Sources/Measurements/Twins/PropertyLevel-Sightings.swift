import ObjectLevel
import Observation
import PropertyLevel

extension Twin {
    /// The tally model: robins and sparrows seen at a feeder, and their total.
    ///
    /// Written by hand with the registrar's calls, as `@Observable` would expand it.
    package final class Sightings: Trackable {
        let registrar = Registrar()
        // The accessors below never overlap two accesses to the same storage, so the
        // run-time exclusivity check (a thread-local lookup on every read) is off.
        @exclusivity(unchecked) private var _robins: Int
        @exclusivity(unchecked) private var _sparrows: Int

        /// Creates a tally with the given counts.
        package init(robins: Int = 0, sparrows: Int = 0) {
            _robins = robins
            _sparrows = sparrows
        }

        /// How many robins have been seen.
        package var robins: Int {
            get {
                registrar.access(self, keyPath: \.robins)
                return _robins
            }
            set {
                // P6: the macro's check, chosen by the declared type.
                guard Registrar.shouldNotify(_robins, newValue) else { _robins = newValue; return }
                registrar.withMutation(of: self, keyPath: \.robins) { _robins = newValue }
            }
            _modify {
                // P6: as the macro's, an in-place mutation records an access first.
                registrar.access(self, keyPath: \.robins)
                registrar.willSet(self, keyPath: \.robins)
                defer { registrar.didSet(self, keyPath: \.robins) }
                yield &_robins
            }
        }

        /// How many sparrows have been seen.
        package var sparrows: Int {
            get {
                registrar.access(self, keyPath: \.sparrows)
                return _sparrows
            }
            set {
                // P6: the macro's check, chosen by the declared type.
                guard Registrar.shouldNotify(_sparrows, newValue) else { _sparrows = newValue; return }
                registrar.withMutation(of: self, keyPath: \.sparrows) { _sparrows = newValue }
            }
            _modify {
                // P6: as the macro's, an in-place mutation records an access first.
                registrar.access(self, keyPath: \.sparrows)
                registrar.willSet(self, keyPath: \.sparrows)
                defer { registrar.didSet(self, keyPath: \.sparrows) }
                yield &_sparrows
            }
        }

        /// Robins and sparrows together; P5: tracked through the two stored properties it reads.
        package var total: Int { robins + sparrows }
    }
}
