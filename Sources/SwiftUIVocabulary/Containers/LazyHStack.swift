import ViewGraph

/// Views side by side, made as they come on screen, as SwiftUI's
/// `LazyHStack` (G10): a `ForEach` in it makes only the rows on screen, a
/// screenful from where the user has scrolled, as ``LazyVStack`` does.
///
/// ```swift
/// ScrollView(.horizontal) {
///     LazyHStack { ForEach(photos) { PhotoCard(photo: $0) } }
/// }
/// ```
nonisolated public struct LazyHStack<Content: View>: View {
    public typealias Body = Never
    let content: Content

    /// A lazy stack of what `content` builds; the layout arguments change nothing that runs.
    public init(
        alignment: VerticalAlignment = .center, spacing: Double? = nil, pinnedViews: PinnedScrollableViews = .init(),
        @ViewBuilder content: () -> Content
    ) {
        self.content = content()
    }

    public static func _expand(_ view: Self, into expansion: inout _Expansion) {
        expansion.expandContent(view.content, lazy: true)
    }
}

/// Which views a lazy stack or grid keeps pinned while it scrolls, as
/// SwiftUI's `PinnedScrollableViews`; the harness lays nothing out.
public struct PinnedScrollableViews: OptionSet, Sendable {
    /// The set's bits.
    public let rawValue: UInt32
    /// The set of `rawValue`'s bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The headers of sections.
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    /// The footers of sections.
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}
