/// A property that sends its owner's ``BroadcastObject/willChange`` before every
/// assignment and every in-place mutation: what `@Published` is.
///
/// There is no equality check (O2): assigning the value a property already has
/// sends. A property without the wrapper never sends (O5).
@propertyWrapper
public struct Broadcasting<Value> {
    private var value: Value

    /// Wraps the property's initial value.
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
        _modify {
            owner.willChange.send()
            yield &owner[keyPath: storageKeyPath].value
        }
    }
}
