import ViewGraph

// A6 for navigation and presentation: what a person does beside the app's own
// buttons (which `Step.tap` presses): follows a link, goes back, selects a
// tab, swipes a sheet away. Each fails the run when what it acts on is not on
// screen, as a tap on a missing button does (A11).

extension Step {
    /// Dismisses the sheet, popover or dialog on top as a person does without
    /// its buttons: a swipe down, a tap outside. Its content is torn down and
    /// its `onDismiss` runs. Named `dismiss`, or `name`.
    public static func dismiss(as name: String? = nil, _ explanation: String? = nil) -> Step {
        Step(name ?? "dismiss", explanation ?? "dismisses the sheet on top") { _, screen in screen.dismiss() }
    }
}

extension Screen {
    /// Dismisses the sheet, popover or dialog on top; false if none is
    /// presented, or what is cannot be dismissed but by the app (an alert, a
    /// full-screen cover).
    @discardableResult
    public func dismiss() -> Bool { graph.dismissPresentation() }
}
