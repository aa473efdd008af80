/// A value a reaction watches, with the `==` of its type.
package struct Watched {
    package let value: Any
    private let equals: (Any) -> Bool

    package init<Value: Equatable>(_ value: Value) {
        self.value = value
        equals = { ($0 as? Value) == value }
    }

    /// Whether `other` holds the same value (`==`).
    func isSame(as other: Watched) -> Bool { equals(other.value) }
}

/// What a body asked to happen after it ran: an `onChange`, a `task`, or an
/// `onAppear`/`onDisappear`.
package enum Reaction {
    /// `onChange(of:)`: `action` takes the old value and the new. With
    /// `capturesTheStateBefore` (the older, one-argument form), the action
    /// that runs is the one the body made at its run before the change, as
    /// SwiftUI runs it: what it captured is the state before the change.
    case onChange(Watched, initial: Bool, type: String, capturesTheStateBefore: Bool, action: (_ old: Any, _ new: Any) -> Void)
    /// `task(id:)`.
    case task(Watched, priority: TaskPriority, action: () async -> Void)
    /// `onAppear` and `onDisappear`: `appear` runs when the modifier first
    /// stands in its view's body, `disappear` (the body's latest) when it goes.
    case appearance(appear: (() -> Void)?, disappear: (() -> Void)?)
}
