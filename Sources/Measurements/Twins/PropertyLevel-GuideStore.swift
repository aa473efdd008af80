import ObjectLevel
import Observation
import PropertyLevel

extension Twin {
    /// A store of ``Guide`` objects: the class-kind model of guide-list.
    ///
    /// Renaming a guide changes the guide, not the store's array (O6's counterpart
    /// for property-level tracking): a view that read only `guides` is not told.
    package final class GuideStore: Trackable {
        let registrar = Registrar()
        @exclusivity(unchecked) private var _guides: [Guide]

        /// Creates a store holding `guides`.
        package init(guides: [Guide]) {
            _guides = guides
        }

        /// The guides, in order. An array of objects that are not `Equatable` is
        /// not `Equatable` either, so every assignment notifies (P6).
        package var guides: [Guide] {
            get {
                registrar.access(self, keyPath: \.guides)
                return _guides
            }
            set {
                // P6: the macro's check, chosen by the declared type: here, always a change.
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
