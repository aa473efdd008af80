// Steps on models an app marks @MainActor, as its models and views are in
// SwiftUI: the step runs on the main actor, where `compare` runs everything
// (a test of such a screen runs on the main actor too: `@MainActor` on its
// suite).

extension Step {
    /// A step named `name` that makes, on the main actor, the changes `change`
    /// makes to a model isolated to it; `undo` names the step that undoes it.
    ///
    /// ```swift
    /// Step("draft", on: MainActor.shared) { drafts in drafts.count += 1 }
    /// ```
    public init(
        _ name: String, _ explanation: String? = nil, undo: String? = nil, on _: MainActor,
        _ change: @escaping @MainActor @Sendable (Model) -> Void
    ) {
        self.init(name, explanation, undo: undo) { (model: Model, _: Screen) in
            // The model is the main actor's: the step runs there, or stops here.
            nonisolated(unsafe) let model = model
            MainActor.assumeIsolated { change(model) }
        }
    }

    /// A step that also acts on the screen, on the main actor.
    public init(
        _ name: String, _ explanation: String? = nil, undo: String? = nil, on _: MainActor,
        _ act: @escaping @MainActor @Sendable (Model, Screen) -> Void
    ) {
        self.init(name, explanation, undo: undo) { (model: Model, screen: Screen) in
            nonisolated(unsafe) let (model, screen) = (model, screen)
            MainActor.assumeIsolated { act(model, screen) }
        }
    }
}
