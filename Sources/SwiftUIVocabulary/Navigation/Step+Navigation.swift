import ViewGraph


// A6 for navigation and presentation: what a person does beside the app's own
// buttons (which `Step.tap` presses): follows a link, goes back, selects a
// tab, swipes a sheet away. Each fails the run when what it acts on is not on
// screen, as a tap on a missing button does (A11).

extension Step {
    /// Follows the link titled `title`, as a person taps it: its screen is
    /// pushed on its stack, and that screen's body runs. Named `follow-guide-3`
    /// for the link `Guide 3`, or `name`.
    ///
    /// ```swift
    /// Step.follow("Guide 3")
    /// ```
    public static func follow(_ title: String, as name: String? = nil, _ explanation: String? = nil) -> Step {
        Step(name ?? "follow-\(stepName(title))", explanation ?? "follows the link \(title)") { _, screen in screen.follow(title) }
    }

    /// Goes back from the screen on top of a stack, as its back button does:
    /// the screen is torn down, its state lost. Named `back`, or `name`.
    public static func back(as name: String? = nil, _ explanation: String? = nil) -> Step {
        Step(name ?? "back", explanation ?? "goes back") { _, screen in screen.goBack() }
    }

    /// Dismisses the sheet, popover or dialog on top as a person does without
    /// its buttons: a swipe down, a tap outside. Its content is torn down and
    /// its `onDismiss` runs. Named `dismiss`, or `name`.
    public static func dismiss(as name: String? = nil, _ explanation: String? = nil) -> Step {
        Step(name ?? "dismiss", explanation ?? "dismisses the sheet on top") { _, screen in screen.dismiss() }
    }

    /// Selects the tab labelled `title`: its content is made the first time.
    /// Named `tab-settings` for the tab `Settings`, or `name`.
    public static func selectTab(_ title: String, as name: String? = nil, _ explanation: String? = nil) -> Step {
        Step(name ?? "tab-\(stepName(title))", explanation ?? "selects the tab \(title)") { _, screen in screen.selectTab(title) }
    }
}

extension Screen {
    /// Selects the first tab labelled `title`; false if the screen shows none.
    @discardableResult
    public func selectTab(_ title: String) -> Bool {
        act(on: TabButton.self, titled: title, verb: "selected") { $0.select() }
    }
}
