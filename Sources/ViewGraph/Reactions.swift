/// A view that runs an action when a value its body shows changes, as
/// SwiftUI's `onChange(of:initial:_:)` makes (R1): after each run of the body
/// that wrote it, the value is compared (`==`) with the one at the last run,
/// and if it differs the action runs once, after the update, with the old
/// value and the new. It is its content in the counts.
public struct _OnChangeView<Content: View, Value: Equatable>: View {
    public typealias Body = Never
    let content: Content
    let value: Value
    let initial: Bool
    let action: (Value, Value) -> Void

    public static func _expand(_ view: Self, into expansion: inout _Expansion) {
        let (value, action) = (view.value, view.action)
        expansion.react(
            .onChange(
                Watched(value), initial: view.initial, type: String(describing: Value.self),
                action: { old in action(old as! Value, value) }))
        Content._expand(view.content, into: &expansion)
    }
}

/// A view that starts a task when it appears and cancels it when it goes, as
/// SwiftUI's `task(id:priority:_:)` makes (R2): a new id (`!=`) cancels the
/// running task and starts another. The task runs on the graph's own thread,
/// turned after each pass of a flush. It is its content in the counts.
public struct _TaskView<Content: View, ID: Equatable>: View {
    public typealias Body = Never
    let content: Content
    let id: ID
    let priority: TaskPriority
    let action: () async -> Void

    public static func _expand(_ view: Self, into expansion: inout _Expansion) {
        expansion.react(.task(Watched(view.id), priority: view.priority, action: view.action))
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
    public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
    ) -> _OnChangeView<Self, V> {
        _OnChangeView(content: self, value: value, initial: initial, action: action)
    }

    /// This view, running `action` each time `value` differs from the one its
    /// body made at its last run (R1); with `initial`, also when it first appears.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void)
        -> _OnChangeView<Self, V>
    {
        _OnChangeView(content: self, value: value, initial: initial, action: { _, _ in action() })
    }

    /// This view, with `action` started as a task when it appears and
    /// cancelled when it goes; a new `id` cancels it and starts another (R2).
    ///
    /// ```swift
    /// List(results) { Text($0) }
    ///     .task(id: query) { results = await search(query) }
    /// ```
    public func task<T: Equatable>(
        id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping () async -> Void
    ) -> _TaskView<Self, T> {
        _TaskView(content: self, id: value, priority: priority, action: action)
    }

    /// This view, with `action` started as a task when it appears and
    /// cancelled when it goes (R2).
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping () async -> Void)
        -> _TaskView<Self, Bool>
    {
        _TaskView(content: self, id: true, priority: priority, action: action)
    }
}

/// A value a reaction watches, with the `==` of its type.
struct Watched {
    let value: Any
    private let equals: (Any) -> Bool

    init<Value: Equatable>(_ value: Value) {
        self.value = value
        equals = { ($0 as? Value) == value }
    }

    /// Whether `other` holds the same value (`==`).
    func isSame(as other: Watched) -> Bool { equals(other.value) }
}

/// What a body asked to happen after it ran: an `onChange` or a `task`.
enum Reaction {
    /// `onChange(of:)`: `action` takes the old value; the new one it was made with.
    case onChange(Watched, initial: Bool, type: String, action: (_ old: Any) -> Void)
    /// `task(id:)`.
    case task(Watched, priority: TaskPriority, action: () async -> Void)
}
