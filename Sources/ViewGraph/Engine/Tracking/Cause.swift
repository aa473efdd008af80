/// Why a body ran, in the words of SwiftUI's `_printChanges` (G5).
package enum Cause: Hashable, Sendable, CustomStringConvertible {
    /// A new view, or new inputs from its parent: `@self`.
    case inputs
    /// A property it read is about to change: `\Sightings.robins`.
    case property(String)
    /// A property it read is about to change, and the framework does not say which.
    case unnamedProperty(framework: String)
    /// An object it holds will change: the holding property's storage name, `_sightings`.
    case holding(String)
    /// A state value it read changed (G7): the property's storage name, `_query`.
    case state(String)
    /// An environment value it read changed at the ancestor that sets it (G9).
    case environment(String)
    /// A new view made because its explicit identity changed (`.id(_:)`, G12): `@identity`.
    case identity

    package var description: String {
        switch self {
        case .inputs: "@self"
        case .property(let keyPath): keyPath
        case .unnamedProperty(let framework): "a property it read (\(framework) does not say which)"
        case .holding(let name): name
        case .state(let name): name
        case .environment(let key): "the environment's \\.\(key)"
        case .identity: "@identity"
        }
    }
}

extension [Cause] {
    /// The causes as `_printChanges` prints them: `\Sightings.robins changed.`
    package var sentence: String {
        map(\.description).joined(separator: ", ") + " changed."
    }
}

extension Cause {
    /// Whether an environment value the view read changed or went away: the
    /// view finds its ancestor's value again before it runs.
    var isEnvironment: Bool {
        if case .environment = self { return true }
        return false
    }
}

extension [Cause] {
    /// Adds `cause`, once. A property named by a tracker that names what it
    /// tracks apart (Apple's Observation, asked) takes the place of its
    /// unnamed report of the same change.
    package mutating func add(_ cause: Cause) {
        switch cause {
        case _ where contains(cause): return
        case .property: removeAll { if case .unnamedProperty = $0 { true } else { false } }
        case .unnamedProperty where contains(where: { if case .property = $0 { true } else { false } }): return
        default: break
        }
        append(cause)
    }
}
