/// A stack of screens, as SwiftUI's `NavigationStack`: here, its root alone.
public struct NavigationStack<Content: View>: View {
    public typealias Body = Never
    let content: Content

    public init(@ViewBuilder root: () -> Content) {
        content = root()
    }

    public static func _expand(_ view: Self, into expansion: inout _Expansion) {
        expansion.expandContent(view.content)
    }
}
