import ViewGraph

/// A scrolling region, as SwiftUI's `ScrollView`: it makes every view of its
/// content (a `ScrollView { VStack { ForEach } }` is eager); put a
/// ``LazyVStack`` inside it for rows made as they come on screen.
nonisolated public struct ScrollView<Content: View>: View {
    public typealias Body = Never
    let content: Content

    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public static func _expand(_ view: Self, into expansion: inout _Expansion) {
        expansion.expandContent(view.content, lazy: false)
    }
}
