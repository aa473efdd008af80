/// A list of elements in either kind, as a screen's model holds it: objects,
/// each with its own observed properties, or values in the one observed array
/// that holds them. Its steps are written once for both kinds: changing an
/// element in place (``update(at:_:)``) changes an object where it stands and
/// leaves the array as it was, or changes a value inside the array, so the
/// array changes.
///
/// ```swift
/// final class Shelf: Model, ElementList {
///     @Tracked var elements: [GuideValue] = []
/// }
/// shelf.update(at: 5) { $0.name = "Wrens" }   // a value: the array changes
/// ```
public protocol ElementList: AnyObject {
    /// An element: a class (``Kind/class``) or a value (``Kind/struct``).
    associatedtype Element
    /// The elements, in the one observed property that holds them. Its
    /// in-place mutation (`elements[i].name = ...`) changes the array in
    /// place, as the observed property's own does: an assignment compares,
    /// a mutation in place always notifies.
    var elements: [Element] { get set }
}

extension ElementList {
    /// The kind the elements are held in: `class` for objects, `struct` for values.
    public static var kind: Kind { Element.self is AnyObject.Type ? .class : .struct }

    /// Changes the element at `index` in place with `change`: an object
    /// changes where it stands, and the array is only read; a value changes
    /// inside the array, which is written in place.
    public func update(at index: Int, _ change: (inout Element) -> Void) {
        if Self.kind == .class {
            var element = elements[index]
            change(&element)
        } else {
            change(&elements[index])
        }
    }

    /// The objects a watcher of the element at `index` holds beside the list:
    /// the element, if it is an object; none for a value.
    public func holdings(at index: Int) -> [AnyObject] {
        Self.kind == .class ? [elements[index] as AnyObject] : []
    }
}
