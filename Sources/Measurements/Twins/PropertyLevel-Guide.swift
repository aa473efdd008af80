import ObjectLevel
import Observation
import PropertyLevel

extension Twin {
    /// A field guide with a name: the class-kind list element of guide-list,
    /// written by hand with the registrar's calls.
    package final class Guide: Trackable {
        let registrar = Registrar()
        @exclusivity(unchecked) private var _name: String

        /// The guide's identity in a list; it never changes, so it is not observed.
        package let id: Int

        /// Creates a guide.
        package init(id: Int, name: String) {
            self.id = id
            _name = name
        }

        /// The guide's name.
        package var name: String {
            get {
                registrar.access(self, keyPath: \.name)
                return _name
            }
            set {
                // P6: the macro's check, chosen by the declared type.
                guard Registrar.shouldNotify(_name, newValue) else { _name = newValue; return }
                registrar.withMutation(of: self, keyPath: \.name) { _name = newValue }
            }
            _modify {
                // P6: as the macro's, an in-place mutation records an access first.
                registrar.access(self, keyPath: \.name)
                registrar.willSet(self, keyPath: \.name)
                defer { registrar.didSet(self, keyPath: \.name) }
                yield &_name
            }
        }
    }
}
