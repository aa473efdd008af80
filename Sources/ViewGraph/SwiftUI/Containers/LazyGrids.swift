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
public struct LazyVGrid<Content: View>: View {
    public typealias Body = Never
    let content: Content

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
public struct LazyHGrid<Content: View>: View {
    public typealias Body = Never
    let content: Content

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
        case fixed(Double)
        case flexible(minimum: Double = 10, maximum: Double = .infinity)
        case adaptive(minimum: Double, maximum: Double = .infinity)
    }

    public var size: Size
    public var spacing: Double?
    public var alignment: Alignment?

    public init(_ size: Size = .flexible(), spacing: Double? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}
