import ViewGraph

/// A grid that grows down, its items made as they come on screen, as
/// SwiftUI's `LazyVGrid` (G10): a `ForEach` in it makes only the items on
/// screen, a screenful (``Graph/rowsOnScreen`` items, as a list's rows, not
/// that many rows of `columns.count` items) from where the user has scrolled.
///
/// ```swift
/// ScrollView {
///     LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) {
///         ForEach(birds) { BirdTile(bird: $0) }
///     }
/// }
/// ```
nonisolated public struct LazyVGrid<Content: View>: View {
    public typealias Body = Never
    let content: Content

    /// A lazy grid of what `content` builds, in `columns`; the layout arguments change nothing that runs.
    public init(
        columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: Double? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.content = content()
    }

    public static func _expand(_ view: Self, into expansion: inout _Expansion) {
        expansion.expandContent(view.content, lazy: true)
    }
}

/// A grid that grows sideways, its items made as they come on screen, as
/// SwiftUI's `LazyHGrid` (G10), as ``LazyVGrid`` is.
nonisolated public struct LazyHGrid<Content: View>: View {
    public typealias Body = Never
    let content: Content

    /// A lazy grid of what `content` builds, in `rows`; the layout arguments change nothing that runs.
    public init(
        rows: [GridItem], alignment: VerticalAlignment = .center, spacing: Double? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.content = content()
    }

    public static func _expand(_ view: Self, into expansion: inout _Expansion) {
        expansion.expandContent(view.content, lazy: true)
    }
}

/// A column of a `LazyVGrid` or a row of a `LazyHGrid`, as SwiftUI's
/// `GridItem`: its size only lays the grid out, which the harness does not.
public struct GridItem: Sendable {
    /// How wide a column or how tall a row is.
    public enum Size: Sendable {
        /// Exactly this size.
        case fixed(Double)
        /// A share of the space, within bounds.
        case flexible(minimum: Double = 10, maximum: Double = .infinity)
        /// As many items as fit, each within bounds.
        case adaptive(minimum: Double, maximum: Double = .infinity)
    }

    /// How wide the column or how tall the row is.
    public var size: Size
    /// The space to the next column or row.
    public var spacing: Double?
    /// How items are lined up in it.
    public var alignment: Alignment?

    /// A column or row of `size`.
    public init(_ size: Size = .flexible(), spacing: Double? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}
