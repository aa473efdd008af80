import ViewGraph

/// A view whose fields are bound to a focus state, as SwiftUI's
/// `focused(_:equals:)` and `focused(_:)` make: the fields its content shows
/// in the same body set the state to `value` when a person moves the focus
/// into them, and reset it when the focus leaves (``FocusState``). It is its
/// content in the counts.
nonisolated public struct _FocusedView<Content: View, Value: Hashable>: View {
    public typealias Body = Never
    let content: Content
    let binding: FocusState<Value>.Binding
    let value: Value

    public static func _expand(_ view: Self, into expansion: inout _Expansion) {
        let (_, first) = expansion.expandMarking(view.content)
        for shown in expansion.controls(from: first) {
            guard let field = shown.control as? FieldText else { continue }
            field.focusTargets.append(FocusTarget(view.binding, equals: view.value))
        }
    }
}

extension View {
    /// This view, its field setting `binding` to `value` while it has the focus.
    ///
    /// ```swift
    /// SecureField("Password", text: $password)
    ///     .focused($focused, equals: .password)
    /// ```
    nonisolated public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> _FocusedView<Self, Value> {
        _FocusedView(content: self, binding: binding, value: value)
    }

    /// This view, its field setting `condition` true while it has the focus.
    nonisolated public func focused(_ condition: FocusState<Bool>.Binding) -> _FocusedView<Self, Bool> {
        _FocusedView(content: self, binding: condition, value: true)
    }
}
