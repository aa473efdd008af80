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
