/// What the graph does to each row of a list, as closures made with the
/// list: where the list's types are known at compile time (a screen that is
/// not generic), they are compiled for them, and a list of a million rows runs
/// no generic code per row.
@usableFromInline package struct PerRow<Element> {
    /// The key of the row of `elements[index]`, and what the row shows, its
    /// body run untracked.
    @usableFromInline package let keyAndContent: (_ elements: [Element], _ index: Int) -> (ViewIdentity, BodyContent)
    /// The key of the row of `elements[index]`.
    @usableFromInline package let key: (_ elements: [Element], _ index: Int) -> ViewIdentity
    /// The row of `elements[index]`, as the graph keeps it: the row view, or
    /// a host for a row of primitives.
    @usableFromInline package let view: (_ elements: [Element], _ index: Int) -> any View
    /// How many leading elements of `new` and `old` have the same ids; appends
    /// to `changed` the positions among them whose elements differ. Nil where
    /// the element's type was not known to compare when the list was made.
    @usableFromInline package let pairedPrefix: ((_ new: [Element], _ old: [Element], _ changed: inout [Int]) -> Int)?

    @inlinable
    package init<ID: Hashable, Row: View>(
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
