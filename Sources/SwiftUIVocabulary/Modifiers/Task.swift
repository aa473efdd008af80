import ViewGraph

/// A view that starts a task when it appears and cancels it when it goes, as
/// SwiftUI's `task(id:priority:_:)` makes (R2): a new id (`!=`) cancels the
/// running task and starts another. The task runs on the graph's own thread,
/// turned after each pass of a flush. It is its content in the counts.
nonisolated public struct _TaskView<Content: View, ID: Equatable>: View {
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
    /// This view, with `action` started as a task when it appears and
    /// cancelled when it goes; a new `id` cancels it and starts another (R2).
    ///
    /// ```swift
    /// List(results) { Text($0) }
    ///     .task(id: query) { results = await search(query) }
    /// ```
    nonisolated public func task<T: Equatable>(
        id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping () async -> Void
    ) -> _TaskView<Self, T> {
        _TaskView(content: self, id: value, priority: priority, action: action)
    }

    /// This view, with `action` started as a task when it appears and
    /// cancelled when it goes (R2).
    nonisolated public func task(priority: TaskPriority = .userInitiated, _ action: @escaping () async -> Void)
        -> _TaskView<Self, Bool>
    {
        _TaskView(content: self, id: true, priority: priority, action: action)
    }
}
