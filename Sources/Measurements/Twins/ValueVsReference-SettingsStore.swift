import ObjectLevel
import Observation
import PropertyLevel

extension Twin {
    /// search's settings as a value: the struct kind's settings, held in one
    /// observed property of a store.
    package struct SettingsValue: Equatable, Sendable {
        /// The units distances are shown in: `metric` or `imperial`.
        package var units: String

        /// Creates settings in `units`.
        package init(units: String = "metric") {
            self.units = units
        }
    }

    /// search's struct-kind settings under property-level tracking: the settings
    /// held as one value in one observed property.
    package final class SettingsStore: Trackable {
        let registrar = Registrar()
        @exclusivity(unchecked) private var _settings = SettingsValue()

        /// Creates a store of metric settings.
        package init() {}

        /// The settings. Changing a field in place always notifies (P6).
        package var settings: SettingsValue {
            get {
                registrar.access(self, keyPath: \.settings)
                return _settings
            }
            set {
                // P6: the macro's check, chosen by the declared type.
                guard Registrar.shouldNotify(_settings, newValue) else { _settings = newValue; return }
                registrar.withMutation(of: self, keyPath: \.settings) { _settings = newValue }
            }
            _modify {
                // P6: as the macro's, an in-place mutation records an access first.
                registrar.access(self, keyPath: \.settings)
                registrar.willSet(self, keyPath: \.settings)
                defer { registrar.didSet(self, keyPath: \.settings) }
                yield &_settings
            }
        }
    }
}
