import ViewGraph

/// A view that refreshes when pulled, as SwiftUI's `refreshable(action:)`
/// makes: it shows nothing more; a step pulls it (``Graph/refresh()``), which
/// starts its action as a task on the graph's thread, as SwiftUI awaits it
/// while the spinner shows. What the action writes before its first real
/// suspension is part of the step. It is its content in the counts.
nonisolated public struct _RefreshableView<Content: View>: View {
    public typealias Body = Never
    let content: Content
    let action: @Sendable () async -> Void

    public static func _expand(_ view: Self, into expansion: inout _Expansion) {
        expansion.control(RefreshAction(action: view.action), titled: "")
        Content._expand(view.content, into: &expansion)
    }
}

extension View {
    /// This view, running `action` when a person pulls it to refresh.
    ///
    /// ```swift
    /// List(store.guides) { GuideRow(guide: $0) }
    ///     .refreshable { await store.reload() }
    /// ```
    nonisolated public func refreshable(action: @escaping @Sendable () async -> Void) -> _RefreshableView<Self> {
        _RefreshableView(content: self, action: action)
    }
}

/// What a step pulls in a refreshable view: its action.
final class RefreshAction: _Control {
    static var kind: String { "refreshable view" }
    let action: @Sendable () async -> Void

    init(action: @escaping @Sendable () async -> Void) {
        self.action = action
    }
}

extension Screen {
    /// Pulls the first refreshable view on screen: starts its action on the
    /// graph's thread and runs it until it first waits; false if there is
    /// none, which the next flush reports (A11).
    @discardableResult
    package func refresh() -> Bool {
        guard let refreshable = firstControl(RefreshAction.self) else {
            graph.miss("pulled to refresh", "but the screen shows no refreshable view")
            return false
        }
        Task(executorPreference: graph.pump, operation: refreshable.action)
        // Later parts wait on the pump, which each pass of a flush turns.
        let stood = graph.pump.standIn()
        graph.pump.turn(limit: Graph.mainActorLimit)
        graph.pump.standDown(stood)
        return true
    }
}

extension Step {
    /// Pulls the refreshable view on screen to refresh it.
    public static func refresh(as name: String = "refresh", _ explanation: String? = nil) -> Step {
        Step(name, explanation ?? "pulls to refresh") { _, screen in screen.refresh() }
    }
}
