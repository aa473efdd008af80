/// A property that sends its owner's ``BroadcastObject/willChange`` before every
/// assignment and every in-place mutation: what `@Published` is.
///
/// There is no equality check (O2): assigning the value a property already has
/// sends. A property without the wrapper never sends (O5). As with `@Published`,
/// an in-place mutation (`+= 1`, `append`) is a read, a change to the copy and
/// an assignment, which sends once before the new value is stored. There is no
/// `_modify`: a coroutine here would keep the key paths from folding into plain
/// stored-property access, and cost every assignment a hundred nanoseconds.
@propertyWrapper
public struct Broadcasting<Value> {
    @usableFromInline var value: Value

    /// Wraps the property's initial value.
    @inlinable
    public init(wrappedValue: Value) {
        value = wrappedValue
    }

    /// Only a ``BroadcastObject`` can hold a `@Broadcasting` property: the
    /// wrapper reaches its owner's signal through the enclosing instance.
    @available(*, unavailable, message: "@Broadcasting is only available on properties of a BroadcastObject")
    public var wrappedValue: Value {
        get { fatalError("unreachable: wrappedValue is unavailable") }
        set { fatalError("unreachable: wrappedValue is unavailable") }
    }

    /// Reads or changes the property of `owner`, sending its `willChange` before
    /// any change (O1).
    ///
    /// Inlinable, so that the owner's module specialises it and the key paths,
    /// literals at every use, fold into plain stored-property access.
    @inlinable
    public static subscript<Owner: BroadcastObject>(
        _enclosingInstance owner: Owner,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<Owner, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<Owner, Broadcasting<Value>>
    ) -> Value {
        get { owner[keyPath: storageKeyPath].value }
        set {
            owner.willChange.send()
            owner[keyPath: storageKeyPath].value = newValue
        }
    }
}
