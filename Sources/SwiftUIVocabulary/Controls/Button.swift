import ViewGraph

/// A button, as SwiftUI's `Button`: it shows its label in brackets, `[Add]`, and a step taps it by
/// its title (A6). Its action runs only when tapped; a closure that captures
/// anything is new at every run of the body that makes it (G11d), which
/// matters when a button's action is handed to a child.
///
/// ```swift
/// Button("Add") { log.species.append(Species(id: log.species.count, name: "wren")) }
/// ```
nonisolated public struct Button<Label: View>: View {
    public typealias Body = Never
    let label: Label
    let action: () -> Void
    /// What the button does, as a person is told (``ButtonRole``): a
    /// destructive one is what a swipe to delete a row taps.
    var role: ButtonRole?

    /// A button showing what `label` builds.
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.action = action
    }

    public static func _expand(_ view: Self, into expansion: inout _Expansion) {
        _ = expansion.control(ButtonAction(action: view.action, role: view.role), labelledBy: view.label) { "[\($0)]" }
    }
}

extension Button where Label == Text {
    /// A button titled with a literal.
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
        self.init(action: action) { Text(titleKey) }
    }

    /// A button titled `title`.
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.init(action: action) { Text(title) }
    }
}

/// What a step taps in a button: its action.
package struct ButtonAction: _Control {
    package static var kind: String { "button" }
    let action: () -> Void
    var role: ButtonRole? = nil
}

extension Screen {
    /// Taps the first button titled `title`; false if the screen shows none,
    /// which the next flush reports (A11).
    @discardableResult
    public func tap(_ title: String) -> Bool {
        act(on: ButtonAction.self, titled: title, verb: "tapped") { $0.action() }
    }
}

extension Step {
    /// Taps the button titled `title`, as a person would; the step is named
    /// `name`, or the title in lower case with dashes.
    public static func tap(_ title: String, as name: String? = nil, _ explanation: String? = nil) -> Step {
        Step(name ?? stepName(title), explanation ?? "taps \(title)") { _, screen in screen.tap(title) }
    }
}
