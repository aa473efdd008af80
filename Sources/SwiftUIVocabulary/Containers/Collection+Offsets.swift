import Foundation
import ViewGraph

// What an `onDelete` or `onMove` action calls on the collection its rows are
// made from, as SwiftUI extends the standard collections with them.

extension RangeReplaceableCollection {
    /// Removes the elements at `offsets`, as an `onDelete` action hands them.
    ///
    /// ```swift
    /// ForEach(shelf.books) { BookRow(book: $0) }
    ///     .onDelete { shelf.books.remove(atOffsets: $0) }
    /// ```
    public mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.reversed() {
            remove(at: index(startIndex, offsetBy: offset))
        }
    }
}

extension MutableCollection {
    /// Moves the elements at `source` to before the element at `destination`,
    /// both counted before the move, as an `onMove` action hands them; the
    /// moved elements keep their order.
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let elements = Array(self)
        let moved = source.map { elements[$0] }
        var kept: [Element] = []
        var insertion = 0
        for (offset, element) in elements.enumerated() where !source.contains(offset) {
            if offset < destination { insertion += 1 }
            kept.append(element)
        }
        kept.insert(contentsOf: moved, at: insertion)
        for (index, element) in zip(indices, kept) {
            self[index] = element
        }
    }
}
