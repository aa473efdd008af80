// Steps on models an app marks @MainActor, as its models and views are in
// SwiftUI. Every step runs on the main actor (A14); these forms, which say
// so, stay for the screens written with them.

extension Step {
    /// A step named `name` that makes, on the main actor, the changes `change`
    /// makes to a model isolated to it; `undo` names the step that undoes it.
    /// The same as ``init(_:_:undo:_:)-(_,_,_,(Model)->Void)``: every step runs there.
    ///
    /// ```swift
    /// Step("draft", on: MainActor.shared) { drafts in drafts.count += 1 }
    /// ```
    public init(
        _ name: String, _ explanation: String? = nil, undo: String? = nil, on _: MainActor,
        _ change: @escaping @MainActor @Sendable (Model) -> Void
    ) {
        self.init(name, explanation, undo: undo, change)
    }

    /// A step that also acts on the screen, on the main actor.
    public init(
        _ name: String, _ explanation: String? = nil, undo: String? = nil, on _: MainActor,
        _ act: @escaping @MainActor @Sendable (Model, Screen) -> Void
    ) {
        self.init(name, explanation, undo: undo, act)
    }
}
