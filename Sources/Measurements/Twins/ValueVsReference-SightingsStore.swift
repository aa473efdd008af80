import ObjectLevel
import Observation
import PropertyLevel

extension Twin {
    /// tally's struct kind under property-level tracking: the counts held as one
    /// value in one observed property.
    ///
    /// Any change to a count changes `sightings`, so every view that read it is told.
    package final class SightingsStore: Trackable {
        let registrar = Registrar()
        @exclusivity(unchecked) private var _sightings: SightingsValue

        /// Creates a store holding `sightings`.
        package init(_ sightings: SightingsValue = SightingsValue()) {
            _sightings = sightings
        }

        /// The counts. Setting a field of it in place (`sightings.robins += 1`)
        /// always notifies, even when the result is equal (P6).
        package var sightings: SightingsValue {
            get {
                registrar.access(self, keyPath: \.sightings)
                return _sightings
            }
            set {
                // P6: the macro's check, chosen by the declared type.
                guard Registrar.shouldNotify(_sightings, newValue) else { _sightings = newValue; return }
                registrar.withMutation(of: self, keyPath: \.sightings) { _sightings = newValue }
            }
            _modify {
                // P6: as the macro's, an in-place mutation records an access first.
                registrar.access(self, keyPath: \.sightings)
                registrar.willSet(self, keyPath: \.sightings)
                defer { registrar.didSet(self, keyPath: \.sightings) }
                yield &_sightings
            }
        }
    }
}
