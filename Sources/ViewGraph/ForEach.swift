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
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    public typealias Body = Never

    /// The collection the rows are made from.
    public var data: Data
    /// Makes the row of an element.
    public var content: (Data.Element) -> Content
    @usableFromInline let identify: (Data.Element) -> ID
    /// The elements as an array, read where they lie; the collection itself when it is one.
    @usableFromInline let elements: [Data.Element]
    /// The row views, made once per run of the list's body where they are compared.
    private let made = MadeRows<Content>()
    /// What the graph does to each row, compiled where the list is made: in a
    /// screen whose types are known there, for those types.
    @usableFromInline let perRow: PerRow<Data.Element>

    /// Rows for the elements of `data`, each identified by its `id` key path.
    @inlinable
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, identify: { $0[keyPath: id] }, content: content)
    }

    @inlinable
    init(
        _ data: Data, identify: @escaping (Data.Element) -> ID, content: @escaping (Data.Element) -> Content,
        same: ((Data.Element, Data.Element) -> Bool)? = nil
    ) {
        self.init(data, identify: identify, content: content, perRow: PerRow(identify: identify, content: content, same: same))
    }

    @usableFromInline
    init(
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

/// What the graph does to each row of a list, as closures made with the
/// list: where the list's types are known at compile time (a screen that is
/// not generic), they are compiled for them, and a list of a million rows runs
/// no generic code per row.
@usableFromInline struct PerRow<Element> {
    /// The key of the row of `elements[index]`, and what the row shows, its
    /// body run untracked.
    @usableFromInline let keyAndContent: (_ elements: [Element], _ index: Int) -> (ViewIdentity, Content)
    /// The key of the row of `elements[index]`.
    @usableFromInline let key: (_ elements: [Element], _ index: Int) -> ViewIdentity
    /// The row of `elements[index]`, as the graph keeps it: the row view, or
    /// a host for a row of primitives.
    @usableFromInline let view: (_ elements: [Element], _ index: Int) -> any View
    /// How many leading elements of `new` and `old` have the same ids; appends
    /// to `changed` the positions among them whose elements differ. Nil where
    /// the element's type was not known to compare when the list was made.
    @usableFromInline let pairedPrefix: ((_ new: [Element], _ old: [Element], _ changed: inout [Int]) -> Int)?

    @inlinable
    init<ID: Hashable, Row: View>(
        identify: @escaping (Element) -> ID, content: @escaping (Element) -> Row, same: ((Element, Element) -> Bool)?
    ) {
        if let same {
            pairedPrefix = { new, old, changed in
                new.withUnsafeBufferPointer { new in
                    old.withUnsafeBufferPointer { old in
                        let limit = Swift.min(new.count, old.count)
                        var index = 0
                        while index < limit {
                            // The same element has the same id: only an element that
                            // changed has its id read, to tell a change from another row.
                            if !same(new[index], old[index]) {
                                if identify(new[index]) != identify(old[index]) { break }
                                changed.append(index)
                            }
                            index += 1
                        }
                        return index
                    }
                }
            }
        } else {
            pairedPrefix = nil
        }
        keyAndContent = { elements, index in
            let element = elements[index]
            return (ViewIdentity(identify(element)), Row._render(content(element)).content)
        }
        key = { elements, index in ViewIdentity(identify(elements[index])) }
        view = Row.Body.self == Never.self
            ? { elements, index in RowHost(row: content(elements[index])) }
            : { elements, index in content(elements[index]) }
    }
}

/// The row views of one run of a list's body, made at most once, and
/// whether a row is a primitive, worked out once.
private final class MadeRows<Row: View> {
    @exclusivity(unchecked) var views: [Row]?
    let isPrimitive = Row.Body.self == Never.self
}

/// How a list's rows are compared when its parent runs again (G11), worked
/// out once per list type: by the element, when a row's one input is its
/// element; else by the row views.
private struct RowRule {
    let byElement: Bool
    let element: Comparison
    let row: Comparison

    static let known = TypeTable<RowRule>()

    static func of<Element, Row>(_ element: Element.Type, _ row: Row.Type) -> RowRule {
        known.entry(for: (Element, Row).self) {
            let fields = StoredField.of(Row.self)?.map(\.type) ?? []
            // A row whose one input is its element, or a wrapper of nothing but
            // the element (`@ObservedObject var guide`), compares as its element does.
            let byElement = fields.count == 1
                && (fields[0] == Element.self || (fields[0] as? any WrapsElement.Type)?.element == Element.self)
            return RowRule(byElement: byElement, element: Inputs.comparison(of: Element.self), row: Inputs.comparison(of: Row.self))
        }
    }
}

/// A property wrapper that is nothing but the object it wraps, compared by
/// its identity: a row holding its element in one is compared as the element.
protocol WrapsElement {
    static var element: Any.Type { get }
}

extension ObservedObject: WrapsElement {
    static var element: Any.Type { Object.self }
}

extension Bindable: WrapsElement {
    static var element: Any.Type { Value.self }
}

/// The graph's copy of what a list of rows was last made from: its elements,
/// and its row views where rows are compared by them.
final class KeptRows<Element, Row> {
    var elements: [Element]
    var views: [Row]?

    /// Keeps `elements` as they are, sharing their storage until either side changes them.
    init(sharing elements: [Element], views: [Row]?) {
        self.elements = elements
        self.views = views
    }

    /// A new buffer holding `elements`, shared with nothing.
    static func copy<T>(_ elements: [T]) -> [T] {
        elements.withUnsafeBufferPointer { Array($0) }
    }
}

/// A row whose view has no body (a `Text`, a stack): a view in the graph that
/// runs no counted body, showing what its primitives show.
@usableFromInline
struct RowHost<Row: View>: View, Uncounted {
    @usableFromInline let row: Row
    @usableFromInline var body: Row { row }
    var named: String { viewName(of: row) }

    @usableFromInline init(row: Row) {
        self.row = row
    }
}

/// A view of the graph's own that runs no body of the screen's: never counted.
protocol Uncounted {
    /// The name a stale finding gives it.
    var named: String { get }
}

extension ForEach: RowList {
    var count: Int { elements.count }

    func key(at index: Int) -> ViewIdentity {
        perRow.key(elements, index)
    }

    func view(at index: Int) -> any View {
        guard let views = made.views else { return perRow.view(elements, index) }
        return made.isPrimitive ? RowHost(row: views[index]) : views[index]
    }

    func keyAndContent(at index: Int) -> (key: ViewIdentity, content: ViewGraph.Content) {
        perRow.keyAndContent(elements, index)
    }

    func rows(keptIn kept: AnyObject) -> any RowList {
        let kept = kept as! KeptRows<Data.Element, Content>
        return ForEach<[Data.Element], ID, Content>(kept.elements, identify: identify, content: content, perRow: perRow)
    }

    /// The row views of this run, made once.
    private func views() -> [Content] {
        if let views = made.views { return views }
        let views = elements.map(content)
        made.views = views
        return views
    }

    func diff(against kept: AnyObject?) -> (pairing: Pairing, kept: AnyObject) {
        let rule = RowRule.of(Data.Element.self, Content.self)
        guard let kept = kept as? KeptRows<Data.Element, Content> else {
            // The first run keeps the array it was made from, as SwiftUI keeps a
            // ForEach's data: no copy at launch.
            return (Pairing(paired: 0, changed: []), KeptRows(sharing: elements, views: rule.byElement ? nil : views()))
        }
        var changed: [Int] = []
        let limit = Swift.min(elements.count, kept.elements.count)
        var paired = 0
        if rule.byElement, let pairedPrefix = perRow.pairedPrefix {
            paired = pairedPrefix(elements, kept.elements, &changed)
        } else if rule.byElement {
            // Elements are compared where they lie, without copying them out.
            elements.withUnsafeBufferPointer { new in
                kept.elements.withUnsafeBufferPointer { old in
                    while paired < limit {
                        if identify(new[paired]) != identify(old[paired]) { break }
                        if !rule.element.same(UnsafeRawPointer(new.baseAddress! + paired), UnsafeRawPointer(old.baseAddress! + paired)) {
                            changed.append(paired)
                        }
                        paired += 1
                    }
                }
            }
        } else {
            let views = views()
            let old = kept.views ?? []
            views.withUnsafeBufferPointer { new in
                old.withUnsafeBufferPointer { old in
                    while paired < Swift.min(limit, old.count) {
                        if identify(elements[paired]) != identify(kept.elements[paired]) { break }
                        if !rule.row.same(UnsafeRawPointer(new.baseAddress! + paired), UnsafeRawPointer(old.baseAddress! + paired)) {
                            changed.append(paired)
                        }
                        paired += 1
                    }
                }
            }
            kept.views = views
        }
        if paired == elements.count && paired == kept.elements.count {
            for index in changed { kept.elements[index] = elements[index] }
        } else {
            kept.elements = KeptRows<Data.Element, Content>.copy(elements)
        }
        return (Pairing(paired: paired, changed: changed), kept)
    }
}

/// Rows the graph can diff in one pass; ``ForEach`` is the one kind there is.
protocol RowList {
    /// How many rows there are.
    var count: Int { get }
    /// The identity of the row at `index`.
    func key(at index: Int) -> ViewIdentity
    /// The view of the row at `index`, made on demand.
    func view(at index: Int) -> any View
    /// The identity of the row at `index` and what it shows, its body run
    /// untracked, from one read of its element and without boxing its view:
    /// what a stale check runs for each row of a long list.
    func keyAndContent(at index: Int) -> (key: ViewIdentity, content: Content)
    /// The same rows, made from `kept`, the graph's copy that ``diff(against:)``
    /// returned: what a lazy list scrolls through.
    func rows(keptIn kept: AnyObject) -> any RowList
    /// Pairs these rows with those the graph `kept` from the last run, by
    /// position for as long as their ids agree, and says which of the paired rows
    /// have different inputs; returns what to keep for the next run.
    func diff(against kept: AnyObject?) -> (pairing: Pairing, kept: AnyObject)
}

/// How far two lists of rows pair by position, and which paired rows changed.
struct Pairing {
    /// Rows 0..<paired have the same ids in both lists.
    let paired: Int
    /// The paired rows whose inputs differ, in increasing order.
    let changed: [Int]
}

extension ViewIdentity {
    /// The key of an id: whole numbers without boxing.
    @inlinable
    init<ID: Hashable>(_ id: ID) {
        // A comparison of types, not a dynamic cast: this runs once per row.
        if ID.self == Int.self { self = .int(unsafeBitCast(id, to: Int.self)) } else { self = .id(AnyHashable(id)) }
    }
}
