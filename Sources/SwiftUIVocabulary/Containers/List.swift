import ViewGraph

/// A list, as SwiftUI's `List`: lazy (G10), only the rows on screen are made.
/// A list with a selection binding shows which rows are selected, read when
/// shown, and a step selects a row by its title or id (List+Selection.swift).
///
/// ```swift
/// List(log.species) { species in SpeciesRow(species: species) }
/// List(log.species, selection: $chosen) { species in SpeciesRow(species: species) }
/// ```
nonisolated public struct List<SelectionValue: Hashable, Content: View>: View {
    public typealias Body = Never
    let content: Content
    /// What a row selected writes, if the list selects: its binding's type
    /// erased, as a list that selects nothing has `Never` for it.
    let selection: ListSelecting?

    init(selection: ListSelecting?, content: Content) {
        self.content = content
        self.selection = selection
    }

    public static func _expand(_ view: Self, into expansion: inout _Expansion) {
        guard let selection = view.selection else {
            expansion.expandContent(view.content, lazy: true)
            return
        }
        expansion.expandSelecting(view.content, selection)
    }
}

extension List where SelectionValue == Never {
    /// A list of what `content` builds.
    public init(@ViewBuilder content: () -> Content) {
        self.init(selection: nil, content: content())
    }

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
