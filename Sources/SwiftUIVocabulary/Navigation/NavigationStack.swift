import ViewGraph

/// A stack of screens, as SwiftUI's `NavigationStack`: its root, and the
/// screens links push on it (A9). A screen's body runs when it is pushed, not
/// before, and it is torn down, its state lost, when popped; the view that
/// made the stack does not run for either. With a path binding, the path's
/// values are the screens, each made by the `navigationDestination(for:)`
/// of its type, and the app pushes and pops by changing the path.
///
/// ```swift
/// NavigationStack {
///     List(guides) { guide in NavigationLink(guide.title, value: guide) }
///         .navigationDestination(for: Guide.self) { GuideDetail(guide: $0) }
/// }
/// ```
nonisolated public struct NavigationStack<Data, Root: View>: View {
    public typealias Body = Never
    let root: Root
    let binding: Binding<Data>?
    let path: PathSteps?

    /// A stack whose pushed screens are its own.
    public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.root = root()
        binding = nil
        path = nil
    }

    /// A stack whose pushed screens are the values of `path`, of any types.
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.root = root()
        binding = path
        self.path = PathSteps(
            values: { path.wrappedValue.elements }, append: { path.wrappedValue.elements.append($0); return true },
            removeLast: { path.wrappedValue.removeLast($0) })
    }

    /// A stack whose pushed screens are the elements of `path`.
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {
        self.root = root()
        binding = path
        self.path = PathSteps(
            values: { path.wrappedValue.map { AnyHashable($0) } },
            append: { value in
                guard let element = value.base as? Data.Element else { return false }
                path.wrappedValue.append(element)
                return true
            },
            removeLast: { path.wrappedValue.removeLast($0) })
    }

    public static func _expand(_ view: Self, into expansion: inout _Expansion) {
        expansion.appendChild(NavigationStackHost(root: view.root, binding: view.binding, path: view.path))
    }
}
