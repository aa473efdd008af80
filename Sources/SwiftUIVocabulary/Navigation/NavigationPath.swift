import ViewGraph

/// The screens pushed on a navigation stack, as values of any `Hashable`
/// types, as SwiftUI's `NavigationPath`: each is shown by the
/// `navigationDestination(for:destination:)` of its type.
///
/// ```swift
/// @State private var path = NavigationPath()
/// NavigationStack(path: $path) { GuideList() }
/// ```
public struct NavigationPath: Equatable {
    var elements: [AnyHashable]

    /// An empty path: the stack shows its root.
    public init() {
        elements = []
    }

    /// A path of `elements`, the first pushed first.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        self.elements = elements.map { AnyHashable($0) }
    }

    /// How many screens are pushed.
    public var count: Int { elements.count }

    /// Whether the stack shows its root.
    public var isEmpty: Bool { elements.isEmpty }

    /// Pushes the screen for `value`.
    public mutating func append<V: Hashable>(_ value: V) {
        elements.append(AnyHashable(value))
    }

    /// Pops the last `k` screens.
    public mutating func removeLast(_ k: Int = 1) {
        elements.removeLast(k)
    }
}
