/// The row views of one run of a list's body, made at most once, and
/// whether a row is a primitive, worked out once.
package final class MadeRows<Row: View> {
    @exclusivity(unchecked) package var views: [Row]?
    let isPrimitive = Row.Body.self == Never.self
}

/// The graph's copy of what a list of rows was last made from: its elements,
/// and its row views where rows are compared by them.
final class KeptRows<Element, Row> {
    package var elements: [Element]
    package var views: [Row]?

    /// Keeps `elements` as they are, sharing their storage until either side changes them.
    package init(sharing elements: [Element], views: [Row]?) {
        self.elements = elements
        self.views = views
    }

    /// A new buffer holding `elements`, shared with nothing.
    package static func copy<T>(_ elements: [T]) -> [T] {
        elements.withUnsafeBufferPointer { Array($0) }
    }
}
