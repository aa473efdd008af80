/// A list of rows made from a collection, one row per element, identified by
/// the element's id: what SwiftUI's `ForEach` is.
///
/// Each row is a pure function of its element, so two rows have equal inputs
/// exactly when their elements have (``RowElement/sameInputs(_:_:)``: values
/// by `==`, objects by identity). That lets the graph diff a re-run list with one
/// specialised loop over the elements instead of one dynamic call per row.
public struct ForEach<Element: RowElement, Row: View>: RowList {
    let elements: [Element]
    let row: (Element) -> Row

    /// Rows for `elements`, each made by `row`.
    public init(_ elements: [Element], row: @escaping (Element) -> Row) {
        self.elements = elements
        self.row = row
    }

    public var count: Int { elements.count }

    public func key(at index: Int) -> Child.Key {
        Element.key(in: elements, at: index)
    }

    public func view(at index: Int) -> any View {
        row(elements[index])
    }

    public func keyAndContent(at index: Int) -> (key: Child.Key, content: Content) {
        (Element.key(in: elements, at: index), row(elements[index]).body())
    }

    public func rows(keptIn kept: AnyObject) -> any RowList {
        KeptRows(kept: kept as! KeptElements<Element>, row: row)
    }

    public func diff(against kept: AnyObject?) -> (pairing: Pairing, kept: AnyObject) {
        guard let kept = kept as? KeptElements<Element> else {
            // The first run keeps the array it was made from, as SwiftUI keeps a
            // ForEach's data: no copy at launch. If that array is the model's
            // own, the model's first change in place copies it, once.
            return (Pairing(paired: 0, changed: []), KeptElements(sharing: elements))
        }
        var changed: [Int] = []
        // Elements are compared where they lie, without copying them out.
        let paired = elements.withUnsafeBufferPointer { new in
            kept.elements.withUnsafeBufferPointer { old in
                Element.pairedPrefix(new, old, changed: &changed)
            }
        }
        if paired == elements.count && paired == kept.elements.count {
            for index in changed { kept.elements[index] = elements[index] }
        } else {
            kept.elements = KeptElements.copy(elements)
        }
        return (Pairing(paired: paired, changed: changed), kept)
    }
}

/// Rows made from the graph's own copy of the elements: what a lazy list
/// makes the rows that come on screen from when it scrolls, without running
/// the body that made the list.
struct KeptRows<Element: RowElement, Row: View>: RowList {
    let kept: KeptElements<Element>
    let row: (Element) -> Row

    var count: Int { kept.elements.count }
    func key(at index: Int) -> Child.Key { Child.Key(kept.elements[index].id) }
    func view(at index: Int) -> any View { row(kept.elements[index]) }
    func keyAndContent(at index: Int) -> (key: Child.Key, content: Content) {
        ForEach(kept.elements, row: row).keyAndContent(at: index)
    }
    func rows(keptIn kept: AnyObject) -> any RowList { self }
    func diff(against kept: AnyObject?) -> (pairing: Pairing, kept: AnyObject) {
        ForEach(self.kept.elements, row: row).diff(against: kept)
    }
}

/// The graph's own copy of the elements a list of rows was last made from.
///
/// At launch it shares the array the list was made from: a list of rows made
/// for the screen (a map over the model's objects) is nobody else's, and
/// copying a million elements would be most of a lazy launch. If the array is
/// the model's own, the model's first change in place copies it, once, as it
/// would under SwiftUI, which keeps a `ForEach`'s data. From then on the
/// copy is the graph's alone, apart from the model's: the model changes its
/// array in place and a re-run list updates only the changed rows.
final class KeptElements<Element> {
    var elements: [Element]

    /// Keeps `elements` as they are, sharing their storage until either side changes them.
    init(sharing elements: [Element]) {
        self.elements = elements
    }

    /// A new buffer holding `elements`, shared with nothing.
    static func copy(_ elements: [Element]) -> [Element] {
        elements.withUnsafeBufferPointer { Array($0) }
    }
}

/// An element rows are made from: identified, and compared as a view's input
/// is (G4): a value with `==`, an object by identity (an object that is also
/// `Equatable` with its `==`). Any `Identifiable` value type that is
/// `Equatable`, and any `Identifiable` class, can be one as it is.
///
/// The loop that diffs two lists, and the read of a row's key, are
/// requirements with defaults, so that each conforming type gets a copy
/// specialised for itself, not one that calls `==` and `id` through a
/// witness table.
public protocol RowElement: Identifiable where ID: Sendable {
    /// Whether rows made from `a` and from `b` have the same inputs.
    static func sameInputs(_ a: Self, _ b: Self) -> Bool

    /// How many leading elements of `new` and `old` have the same ids; appends
    /// to `changed` the positions among them whose elements differ.
    static func pairedPrefix(
        _ new: UnsafeBufferPointer<Self>, _ old: UnsafeBufferPointer<Self>, changed: inout [Int]
    ) -> Int

    /// The key of the row made from `elements[index]`, read where it lies.
    static func key(in elements: [Self], at index: Int) -> Child.Key
}

extension RowElement {
    @inlinable
    public static func key(in elements: [Self], at index: Int) -> Child.Key {
        Child.Key(elements[index].id)
    }

    @inlinable
    public static func pairedPrefix(
        _ new: UnsafeBufferPointer<Self>, _ old: UnsafeBufferPointer<Self>, changed: inout [Int]
    ) -> Int {
        let limit = Swift.min(new.count, old.count)
        var index = 0
        while index < limit {
            if new[index].id != old[index].id { break }
            if !sameInputs(new[index], old[index]) { changed.append(index) }
            index += 1
        }
        return index
    }
}

extension RowElement where Self: Equatable {
    /// A value: the same inputs when equal.
    @inlinable
    public static func sameInputs(_ a: Self, _ b: Self) -> Bool { a == b }
}

extension RowElement where Self: AnyObject {
    /// An object: the same inputs when it is the same object.
    @inlinable
    public static func sameInputs(_ a: Self, _ b: Self) -> Bool { a === b }
}

extension RowElement where Self: AnyObject & Equatable {
    /// An object that is `Equatable`: the same inputs as its `==` says.
    @inlinable
    public static func sameInputs(_ a: Self, _ b: Self) -> Bool { a == b }
}

/// Rows the graph can diff in one pass; ``ForEach`` is the one kind there is.
public protocol RowList {
    /// How many rows there are.
    var count: Int { get }
    /// The identity of the row at `index`.
    func key(at index: Int) -> Child.Key
    /// The view of the row at `index`, made on demand.
    func view(at index: Int) -> any View
    /// The identity of the row at `index` and what it shows, its body run
    /// untracked, from one read of its element and without boxing its view:
    /// what a stale check runs for each row of a long list.
    func keyAndContent(at index: Int) -> (key: Child.Key, content: Content)
    /// The same rows, made from `kept`, the graph's copy that ``diff(against:)``
    /// returned: what a lazy list scrolls through.
    func rows(keptIn kept: AnyObject) -> any RowList
    /// Pairs these rows with those the graph `kept` from the last run, by
    /// position for as long as their ids agree, and says which of the paired rows
    /// have different elements; returns what to keep for the next run.
    func diff(against kept: AnyObject?) -> (pairing: Pairing, kept: AnyObject)
}

/// How far two lists of rows pair by position, and which paired rows changed.
public struct Pairing {
    /// Rows 0..<paired have the same ids in both lists.
    public let paired: Int
    /// The paired rows whose elements differ, in increasing order.
    public let changed: [Int]
}

extension Child.Key {
    /// The key of an id: whole numbers without boxing.
    @inlinable
    init<ID: Hashable & Sendable>(_ id: ID) {
        // A comparison of types, not a dynamic cast: this runs once per row.
        if ID.self == Int.self { self = .int(unsafeBitCast(id, to: Int.self)) } else { self = .id(AnyHashable(id)) }
    }
}
