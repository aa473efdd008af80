/// Why a body ran, in the words of SwiftUI's `_printChanges` (G5).
public enum Cause: Hashable, Sendable, CustomStringConvertible {
    /// A new view, or new inputs from its parent: `@self`.
    case inputs
    /// A property it read is about to change: `\Sightings.robins`.
    case property(String)
    /// A property it read is about to change, and the framework does not say which.
    case unnamedProperty(framework: String)
    /// An object it holds will change: the holding property's storage name, `_sightings`.
    case holding(String)

    public var description: String {
        switch self {
        case .inputs: "@self"
        case .property(let keyPath): keyPath
        case .unnamedProperty(let framework): "a property it read (\(framework) does not say which)"
        case .holding(let name): name
        }
    }
}

extension [Cause] {
    /// The causes as `_printChanges` prints them: `\Sightings.robins changed.`
    public var sentence: String {
        map(\.description).joined(separator: ", ") + " changed."
    }
}
