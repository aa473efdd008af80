import ViewGraph

/// A link that pushes a screen on the stack it is in, as SwiftUI's
/// `NavigationLink`: it shows its label, `Guide 3 >`, and a step follows it by
/// that title (`Step.follow("Guide 3")`). Its destination view is made with
/// the link, in the body that makes it, as SwiftUI's is, but its body runs
/// only when the link is followed; a value-based link pushes its value, which
/// the stack's `navigationDestination(for:)` makes the screen of.
///
/// ```swift
/// NavigationLink("Settings") { SettingsScreen() }
/// NavigationLink(guide.title, value: guide)
/// ```
nonisolated public struct NavigationLink<Label: View, Destination: View>: View {
    public typealias Body = Never
    let label: Label
    /// Nil for a value link with no value: shown, but leading nowhere.
    let pushed: Pushed?

    /// A link showing what `label` builds, pushing `destination`.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        pushed = .view(AnyView(destination()))
    }

    /// A link showing what `label` builds, pushing `destination`.
    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        pushed = .view(AnyView(destination))
    }

    public static func _expand(_ view: Self, into expansion: inout _Expansion) {
        guard let pushed = view.pushed else {
            expansion.show(Shown(verbatim: "\(_Expansion.text(of: view.label).description) >"))
            return
        }
        _ = expansion.control(FollowedLink(pushed: pushed), labelledBy: view.label) { "\($0) >" }
        // A label of views with a body shows them, then the chevron.
        if expansion.content.controls.last?.labelViews.isEmpty == false { expansion.show(Shown(verbatim: ">")) }
    }
}

extension NavigationLink where Label == Text {
    /// A link titled with a literal, pushing `destination`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination) { Text(titleKey) }
    }

    /// A link titled `title`, pushing `destination`.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination) { Text(title) }
    }
}

extension NavigationLink where Destination == Never {
    /// A link showing what `label` builds, pushing `value` on its stack's
    /// path; a nil value leads nowhere.
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.label = label()
        pushed = value.map { .value(AnyHashable($0)) }
    }

    /// A link titled with a literal, pushing `value`.
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) where Label == Text {
        self.init(value: value) { Text(titleKey) }
    }

    /// A link titled `title`, pushing `value`.
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) where Label == Text {
        self.init(value: value) { Text(title) }
    }
}

/// What a step follows in a link (A6): what it pushes.
package struct FollowedLink: _Control {
    package static var kind: String { "link" }
    let pushed: Pushed
}

extension Screen {
    /// Follows the first link titled `title`, as a person taps it: its screen
    /// is pushed on the nearest stack above it, or, from a split view's
    /// sidebar, shown in its detail column. False if the screen shows no such
    /// link, or it is in no stack, which the next flush reports (A11).
    @discardableResult
    public func follow(_ title: String) -> Bool {
        act(on: FollowedLink.self, titled: title, verb: "followed") { link, node in
            var fromPushedScreen = false
            var above: Node? = node
            while let current = above {
                if let container = current.view as? any NavigationContainer {
                    container.follow(link.pushed, fromPushedScreen: fromPushedScreen)
                    return true
                }
                if current.view is PushedScreenView { fromPushedScreen = true }
                // A presentation shows no stack of the screen it covers: a link inside it needs one of its own.
                if current.view is any PresentsModally {
                    graph.miss("followed the link \"\(title)\"", "which is in a presentation with no NavigationStack of its own; put one inside it")
                    return false
                }
                above = current.parent
            }
            graph.miss("followed the link \"\(title)\"", "which is in no NavigationStack or NavigationSplitView")
            return false
        }
    }

    /// Goes back from the screen on top of the first stack with one pushed, as
    /// the back button does; false if no stack has a screen pushed, which the
    /// next flush reports (A11).
    @discardableResult
    public func goBack() -> Bool {
        act(on: BackButton.self, titled: "Back", verb: "went back with") { $0.pop() }
    }
}

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
}
