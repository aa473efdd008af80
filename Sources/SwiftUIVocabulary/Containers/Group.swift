import ViewGraph

/// Views grouped with no layout of their own.
nonisolated public struct Group<Content: View>: View {
    public typealias Body = Never
    let content: Content

    /// Groups the views `content` builds.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public static func _expand(_ view: Self, into expansion: inout _Expansion) {
        expansion.expandContent(view.content)
    }
}
