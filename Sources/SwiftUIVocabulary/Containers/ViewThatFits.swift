import ViewGraph

/// The first of its views that fits the space offered, as SwiftUI's
/// `ViewThatFits`. SwiftUI measures each candidate in turn, running its body
/// to lay it out; the harness has no sizes, so every candidate is made and
/// shown, as a `Group` of them would be.
///
/// ```swift
/// ViewThatFits {
///     GuideSummary(guide: guide)
///     Text(guide.title)
/// }
/// ```
nonisolated public struct ViewThatFits<Content: View>: View {
    public typealias Body = Never
    let content: Content

    /// The first of the views `content` builds that fits along `axes`.
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public static func _expand(_ view: Self, into expansion: inout _Expansion) {
        expansion.expandContent(view.content, lazy: false)
    }
}
