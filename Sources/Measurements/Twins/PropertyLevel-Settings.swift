import ObjectLevel
import Observation
import PropertyLevel

extension Twin {
    /// search's class-kind settings, written by hand with the registrar's calls.
    package final class Settings: Trackable {
        let registrar = Registrar()
        @exclusivity(unchecked) private var _units = "metric"

        /// Creates settings in metric units.
        package init() {}

        /// The units distances are shown in: `metric` or `imperial`.
        package var units: String {
            get {
                registrar.access(self, keyPath: \.units)
                return _units
            }
            set {
                // P6: the macro's check, chosen by the declared type.
                guard Registrar.shouldNotify(_units, newValue) else { _units = newValue; return }
                registrar.withMutation(of: self, keyPath: \.units) { _units = newValue }
            }
            _modify {
                // P6: as the macro's, an in-place mutation records an access first.
                registrar.access(self, keyPath: \.units)
                registrar.willSet(self, keyPath: \.units)
                defer { registrar.didSet(self, keyPath: \.units) }
                yield &_units
            }
        }
    }
}
