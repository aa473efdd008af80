// A binding to a collection is a collection of bindings to its elements, as
// SwiftUI's is: `$tags[0]`, `ForEach($notes) { $note in ... }` (G8).

extension Binding {
    /// A binding to the element at `position` of this binding's collection,
    /// made of closures as SwiftUI makes it: made, it reads this binding's
    /// value (the body that makes `$tags[0]` depends on `tags`), and as an
    /// input it is new each time it is made (G11f).
    fileprivate func element<Element>(
        _ get: @escaping (Value) -> Element, _ set: @escaping (inout Value, Element) -> Void
    ) -> Binding<Element> {
        let whole = self
        return Binding<Element>(
            element: get(whole.wrappedValue), get: { get(whole.wrappedValue) },
            set: { element in
                var value = whole.wrappedValue
                set(&value, element)
                whole.wrappedValue = value
            },
            model: model)
    }
}

extension Binding: Sequence where Value: MutableCollection {
    public typealias Element = Binding<Value.Element>
    public typealias Iterator = IndexingIterator<Binding<Value>>
    public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection {
    public typealias Index = Value.Index
    public typealias Indices = Value.Indices

    /// The collection's first index; reading it reads the binding's value.
    public var startIndex: Index { wrappedValue.startIndex }

    /// The collection's end; reading it reads the binding's value.
    public var endIndex: Index { wrappedValue.endIndex }

    /// The collection's indices; reading them reads the binding's value.
    public var indices: Indices { wrappedValue.indices }

    /// The index after `index`.
    public func index(after index: Index) -> Index { wrappedValue.index(after: index) }

    /// Moves `index` to the index after it.
    public func formIndex(after index: inout Index) { wrappedValue.formIndex(after: &index) }

    /// A binding to the element at `position`: `$tags[0]`.
    public subscript(position: Index) -> Binding<Value.Element> {
        element({ $0[position] }, { $0[position] = $1 })
    }
}

extension Binding: BidirectionalCollection where Value: BidirectionalCollection & MutableCollection {
    /// The index before `index`.
    public func index(before index: Index) -> Index { wrappedValue.index(before: index) }

    /// Moves `index` to the index before it.
    public func formIndex(before index: inout Index) { wrappedValue.formIndex(before: &index) }
}

extension Binding: RandomAccessCollection where Value: RandomAccessCollection & MutableCollection {}

extension Binding: Identifiable where Value: Identifiable {
    /// The identity of the value the binding shows: `ForEach($notes)` keys its rows by it.
    public var id: Value.ID { wrappedValue.id }
}
