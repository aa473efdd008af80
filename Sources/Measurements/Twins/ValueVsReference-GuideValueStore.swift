import ObjectLevel
import Observation
import PropertyLevel

extension Twin {
    /// guide-list's struct kind under property-level tracking: the guides held as
    /// values in one observed array.
    ///
    /// Renaming one guide changes the array, so every view that read `guides` is told.
    package final class GuideValueStore: Trackable {
        let registrar = Registrar()
        @exclusivity(unchecked) private var _guides: [GuideValue]

        /// Creates a store holding `guides`.
        package init(guides: [GuideValue]) {
            _guides = guides
        }

        /// The guides, in order. An in-place change to one of them (`guides[i].name = n`)
        /// always notifies (P6).
        package var guides: [GuideValue] {
            get {
                registrar.access(self, keyPath: \.guides)
                return _guides
            }
            set {
                // P6: the macro's check, chosen by the declared type.
                guard Registrar.shouldNotify(_guides, newValue) else { _guides = newValue; return }
                registrar.withMutation(of: self, keyPath: \.guides) { _guides = newValue }
            }
            _modify {
                // P6: as the macro's, an in-place mutation records an access first.
                registrar.access(self, keyPath: \.guides)
                registrar.willSet(self, keyPath: \.guides)
                defer { registrar.didSet(self, keyPath: \.guides) }
                yield &_guides
            }
        }
    }
}
