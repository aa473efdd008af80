/// Views stacked top to bottom, as SwiftUI's `VStack`: every view made (eager).
public struct VStack<Content: View>: View {
    public typealias Body = Never
    let content: Content

    public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public static func _expand(_ view: Self, into expansion: inout _Expansion) {
        expansion.expandContent(view.content, lazy: false)
    }
}

/// Views side by side, as SwiftUI's `HStack`.
public struct HStack<Content: View>: View {
    public typealias Body = Never
    let content: Content

    public init(alignment: VerticalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public static func _expand(_ view: Self, into expansion: inout _Expansion) {
        expansion.expandContent(view.content, lazy: false)
    }
}

/// Views one over another, as SwiftUI's `ZStack`.
public struct ZStack<Content: View>: View {
    public typealias Body = Never
    let content: Content

    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public static func _expand(_ view: Self, into expansion: inout _Expansion) {
        expansion.expandContent(view.content, lazy: false)
    }
}

/// A scrolling region, as SwiftUI's `ScrollView`: it makes every view of its
/// content (a `ScrollView { VStack { ForEach } }` is eager); put a
/// ``LazyVStack`` inside it for rows made as they come on screen.
public struct ScrollView<Content: View>: View {
    public typealias Body = Never
    let content: Content

    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public static func _expand(_ view: Self, into expansion: inout _Expansion) {
        expansion.expandContent(view.content, lazy: false)
    }
}

/// A stack that makes only the rows on screen, as SwiftUI's `LazyVStack`
/// (G10): every row's identity is worked out, and a screenful of rows from
/// where the user has scrolled is made and run.
public struct LazyVStack<Content: View>: View {
    public typealias Body = Never
    let content: Content

    public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public static func _expand(_ view: Self, into expansion: inout _Expansion) {
        expansion.expandContent(view.content, lazy: true)
    }
}

/// A list, as SwiftUI's `List`: lazy (G10), only the rows on screen are made.
///
/// ```swift
/// List(log.species) { species in SpeciesRow(species: species) }
/// ```
public struct List<Content: View>: View {
    public typealias Body = Never
    let content: Content

    /// A list of what `content` builds.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public static func _expand(_ view: Self, into expansion: inout _Expansion) {
        expansion.expandContent(view.content, lazy: true)
    }
}

extension List {
    /// A row for each element of `data`, identified by the element's `id`.
    @inlinable
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init { ForEach(data, content: rowContent) }
    }

    // The same, for elements compared with code compiled for them (see ForEach).

    @inlinable
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable & Equatable {
        self.init { ForEach(data, content: rowContent) }
    }

    @inlinable
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable & AnyObject {
        self.init { ForEach(data, content: rowContent) }
    }

    @inlinable
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable & AnyObject & Equatable {
        self.init { ForEach(data, content: rowContent) }
    }

    /// A row for each number of `data`, identified by the number.
    @inlinable
    public init<RowContent: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
    where Content == ForEach<Range<Int>, Int, RowContent> {
        self.init { ForEach(data, content: rowContent) }
    }

    /// A row for each element of `data`, identified by the element's `id` key path.
    @inlinable
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init { ForEach(data, id: id, content: rowContent) }
    }
}

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

/// How a vertical stack lines its views up.
public enum HorizontalAlignment: Sendable { case leading, center, trailing }

/// How a horizontal stack lines its views up.
public enum VerticalAlignment: Sendable { case top, center, bottom, firstTextBaseline, lastTextBaseline }

/// How a `ZStack` lines its views up.
public enum Alignment: Sendable { case center, leading, trailing, top, bottom, topLeading, topTrailing, bottomLeading, bottomTrailing }

/// The directions a view scrolls in.
public enum Axis: Sendable {
    case horizontal, vertical

    /// A set of axes.
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
    }
}
