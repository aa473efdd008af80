/// Which field has the focus, as SwiftUI's `@FocusState` keeps it: a value the
/// view owns, as `@State` is (G7), that a field bound with `focused(_:)` or
/// `focused(_:equals:)` sets when a person moves the focus into it (a step
/// that types into or submits it) and resets (`false`, `nil`) when the focus
/// leaves. Setting it moves the focus. A body that reads it depends on it,
/// with the cause its storage name (`_focus`); one that only hands `$focus`
/// to a field does not.
///
/// ```swift
/// @FocusState private var focused: Field?
/// TextField("Name", text: $name).focused($focused, equals: .name)
/// ```
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    package let slot: _DynamicPropertyStorage.Slot<Value>

    /// A focus state that is true while its field has the focus.
    public init() where Value == Bool {
        slot = _DynamicPropertyStorage.Slot(initial: false)
    }

    /// A focus state that names the field that has the focus, nil while none has.
    public init<T: Hashable>() where Value == T? {
        slot = _DynamicPropertyStorage.Slot(initial: nil)
    }

    /// Which field has the focus; reading it in a body makes the view depend on it.
    public var wrappedValue: Value {
        get { slot.location?.read() ?? slot.initial! }
        nonmutating set { slot.location?.write(newValue) }
    }

    /// A binding to the focus, for `focused(_:)` and `focused(_:equals:)`.
    public var projectedValue: Binding { Binding(location: slot.location, resting: slot.initial!) }

    /// Points the focus at its view's own value, as `@State`'s is (G7); the
    /// graph moves the focus between fields from now on.
    public func _attach(to storage: _DynamicPropertyStorage) {
        storage.attach(slot, toStateStartingAt: slot.initial!)
        (storage.graph as? Graph)?.bindsFocus = true
    }

    /// A binding to a focus state, as SwiftUI's `FocusState.Binding`: handed to
    /// `focused(_:)`, or to a child that declares `@FocusState.Binding`.
    @propertyWrapper
    public struct Binding: Equatable {
        let location: StoredValue<Value>?
        /// What the focus state holds while no field bound to it has the focus.
        let resting: Value
        /// The value when the binding was made: a child handed it runs when it changed (G8).
        private let made: Value

        init(location: StoredValue<Value>?, resting: Value) {
            self.location = location
            self.resting = resting
            made = location?.peek() ?? resting
        }

        /// Which field has the focus; reading it in a body makes the view depend on it.
        public var wrappedValue: Value {
            get { location?.read() ?? resting }
            nonmutating set { location?.write(newValue) }
        }

        /// The binding itself, to hand on.
        public var projectedValue: Binding { self }

        /// The same focus state, showing the same value (G8); a from-scratch
        /// render's copy of a state is the same state.
        public static func == (lhs: Binding, rhs: Binding) -> Bool {
            lhs.location?.location == rhs.location?.location && lhs.made == rhs.made
        }
    }
}

/// A field's tie to a focus state (`focused(_:equals:)`): the value the state
/// holds while the field has the focus.
package final class FocusTarget {
    /// Which focus state: two targets of one state are set by one write.
    package let state: ObjectIdentifier?
    package let isFocused: () -> Bool
    package let take: () -> Void
    package let resign: () -> Void

    package init<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) {
        state = binding.location?.location
        isFocused = { binding.location?.peek() == value }
        take = { binding.wrappedValue = value }
        resign = { binding.wrappedValue = binding.resting }
    }
}

/// A control that takes the focus (a field, in the vocabulary): the
/// `focused` bindings around it in its maker's body.
package protocol FocusableControl: _Control, AnyObject {
    var focusTargets: [FocusTarget] { get }
}

extension Graph {
    /// Moves the focus into `field`, as a tap into it does: every other field
    /// bound to a focus state that has the focus lets it go, and `field`'s
    /// focus states take it.
    package func moveFocus(to field: some FocusableControl) {
        let taking = Set(field.focusTargets.compactMap(\.state))
        walkInTreeOrder { node in
            for case let other as any FocusableControl in node.controls.map(\.control) where other !== field {
                for target in other.focusTargets where target.isFocused() && !taking.contains(target.state ?? ObjectIdentifier(other)) {
                    target.resign()
                }
            }
            return true
        }
        for target in field.focusTargets { target.take() }
    }
}

extension FocusState: ViewOwnedState {
    static var isDeclaredByTheMacro: Bool { false }
}
