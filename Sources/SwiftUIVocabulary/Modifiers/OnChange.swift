import ViewGraph

/// A view that runs an action when a value its body shows changes, as
/// SwiftUI's `onChange(of:initial:_:)` makes (R1): after each run of the body
/// that wrote it, the value is compared (`==`) with the one at the last run,
/// and if it differs the action runs once, after the update, with the old
/// value and the new. It is its content in the counts.
nonisolated public struct _OnChangeView<Content: View, Value: Equatable>: View {
    public typealias Body = Never
    let content: Content
    let value: Value
    let initial: Bool
    /// Whether it is the older, one-argument form, whose action is the one
    /// made before the change.
    var capturesTheStateBefore = false
    let action: (Value, Value) -> Void

    public static func _expand(_ view: Self, into expansion: inout _Expansion) {
        let action = view.action
        expansion.react(
            .onChange(
                Watched(view.value), initial: view.initial, type: String(describing: Value.self),
                capturesTheStateBefore: view.capturesTheStateBefore, action: { old, new in action(old as! Value, new as! Value) }))
        Content._expand(view.content, into: &expansion)
    }
}

extension View {
    /// This view, running `action` with the old and the new value each time
    /// `value` differs from the one its body made at its last run (R1); with
    /// `initial`, also when the view first appears, with the value twice.
    ///
    /// ```swift
    /// TextField("Note", text: $note)
    ///     .onChange(of: note) { old, new in edits += 1 }
    /// ```
    nonisolated public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
    ) -> _OnChangeView<Self, V> {
        _OnChangeView(content: self, value: value, initial: initial, action: action)
    }

    /// This view, running an action with the new value each time `value`
    /// differs from the one its body made at its last run (R1): SwiftUI's
    /// older form, `.onChange(of: scenePhase) { phase in ... }`. The action
    /// that runs is the one its body made before the change, as in SwiftUI,
    /// so what it captures is the state before it: `{ [count] new in ... }`
    /// sees the old count. (The newer forms run the latest.)
    nonisolated public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void)
        -> _OnChangeView<Self, V>
    {
        _OnChangeView(
            content: self, value: value, initial: false, capturesTheStateBefore: true, action: { _, new in action(new) })
    }

    /// This view, running `action` each time `value` differs from the one its
    /// body made at its last run (R1); with `initial`, also when it first appears.
    nonisolated public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void)
        -> _OnChangeView<Self, V>
    {
        _OnChangeView(content: self, value: value, initial: initial, action: { _, _ in action() })
    }
}
