/// A row for each element of a collection, identified by the element's id, as
/// SwiftUI's `ForEach` is (G4, G12). In a ``List`` or a ``LazyVStack`` only
/// the rows on screen are made (G10).
///
/// When the view that made it runs again, each row that keeps its id and its
/// place is compared as SwiftUI compares views (G11): a row view whose one
/// input is its element is compared by the element, in one pass over the
/// collection; any other row view (one handed a closure or a second value) by
/// its inputs, so a row handed a closure that captures runs every time.
///
/// ```swift
/// ForEach(log.species) { species in
///     SpeciesRow(species: species)
/// }
/// ForEach(names, id: \.self) { name in Text(name) }
/// ```
///
/// The row closure runs when the list is diffed, after the body that made the
/// list: what it reads is not tracked, so read the model in the row's body.
nonisolated public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    public typealias Body = Never

    /// The collection the rows are made from.
    public var data: Data
    /// Makes the row of an element.
    public var content: (Data.Element) -> Content
    @usableFromInline package let identify: (Data.Element) -> ID
    /// The elements as an array, read where they lie; the collection itself when it is one.
    @usableFromInline package let elements: [Data.Element]
    /// The row views, made once per run of the list's body where they are compared.
    package let made = MadeRows<Content>()
    /// What the graph does to each row, compiled where the list is made: in a
    /// screen whose types are known there, for those types.
    @usableFromInline package let perRow: PerRow<Data.Element>

    /// Rows for the elements of `data`, each identified by its `id` key path.
    @inlinable
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, identify: { $0[keyPath: id] }, content: content)
    }

    @inlinable
    package init(
        _ data: Data, identify: @escaping (Data.Element) -> ID, content: @escaping (Data.Element) -> Content,
        same: ((Data.Element, Data.Element) -> Bool)? = nil
    ) {
        self.init(data, identify: identify, content: content, perRow: PerRow(identify: identify, content: content, same: same))
    }

    @usableFromInline
    package init(
        _ data: Data, identify: @escaping (Data.Element) -> ID, content: @escaping (Data.Element) -> Content,
        perRow: PerRow<Data.Element>
    ) {
        self.data = data
        self.content = content
        self.identify = identify
        self.perRow = perRow
        elements = Data.self == [Data.Element].self ? unsafeBitCast(data, to: [Data.Element].self) : Array(data)
    }

    public static func _expand(_ view: Self, into expansion: inout _Expansion) {
        expansion.appendRows(view)
    }
}

extension ForEach where ID == Data.Element.ID, Data.Element: Identifiable {
    /// Rows for the elements of `data`, each identified by its `id`.
    @inlinable
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, identify: { $0.id }, content: content)
    }
}

// The same, for elements the list compares as the graph does (G11) with code
// compiled for them: a value by `==` (plain data bit for bit), an object by
// identity, even an `Equatable` one. The diff of a list of a million values
// then runs no generic code per row.

extension ForEach where ID == Data.Element.ID, Data.Element: Identifiable & Equatable {
    @inlinable
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, identify: { $0.id }, content: content, same: sameValue)
    }
}

extension ForEach where ID == Data.Element.ID, Data.Element: Identifiable & AnyObject {
    @inlinable
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, identify: { $0.id }, content: content, same: { $0 === $1 })
    }
}

extension ForEach where ID == Data.Element.ID, Data.Element: Identifiable & AnyObject & Equatable {
    @inlinable
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, identify: { $0.id }, content: content, same: { $0 === $1 })
    }
}

extension ForEach where Data.Element: Equatable {
    @inlinable
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, identify: { $0[keyPath: id] }, content: content, same: sameValue)
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// A row for each number of `data`, identified by the number.
    @inlinable
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, identify: { $0 }, content: content, same: { $0 == $1 })
    }
}

/// Whether two values are the same input (G11): plain data bit for bit, even
/// when it declares `==`; anything else with its `==`.
@inlinable
func sameValue<Value: Equatable>(_ a: Value, _ b: Value) -> Bool {
    guard _isPOD(Value.self) else { return a == b }
    return withUnsafeBytes(of: a) { a in withUnsafeBytes(of: b) { b in a.elementsEqual(b) } }
}
