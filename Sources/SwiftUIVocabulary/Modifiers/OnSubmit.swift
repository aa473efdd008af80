import ViewGraph

/// A view whose fields run an action when submitted, as SwiftUI's
/// `onSubmit(of:_:)` makes: the text and secure fields (`.text`) or the search
/// fields (`.search`) its content shows in the same body hear it, innermost
/// modifier first. A step submits a field by its title (``Graph/submit(_:)``),
/// as the return key does; the action is not counted as an `onChange` is, it is
/// a person's act, as a button's is. It is its content in the counts.
nonisolated public struct _SubmitView<Content: View>: View {
    public typealias Body = Never
    let content: Content
    let triggers: SubmitTriggers
    let action: () -> Void

    public static func _expand(_ view: Self, into expansion: inout _Expansion) {
        let (_, first) = expansion.expandMarking(view.content)
        for shown in expansion.controls(from: first) {
            if let field = shown.control as? FieldText, !type(of: field).submittedAs.isDisjoint(with: view.triggers) {
                field.submitActions.append(view.action)
            }
        }
    }
}

extension View {
    /// This view, running `action` when a field inside it of the kinds
    /// `triggers` names is submitted.
    ///
    /// ```swift
    /// TextField("Name", text: $name)
    ///     .onSubmit { store.rename(to: name) }
    /// ```
    nonisolated public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> _SubmitView<Self> {
        _SubmitView(content: self, triggers: triggers, action: action)
    }
}

/// The kinds of field an `onSubmit` hears, as SwiftUI's `SubmitTriggers`.
public struct SubmitTriggers: OptionSet, Sendable {
    /// The triggers, a bit each.
    public let rawValue: UInt

    /// The triggers whose bits `rawValue` sets.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// Text fields and secure fields.
    public static let text = SubmitTriggers(rawValue: 1 << 0)
    /// Search fields, from `searchable`.
    public static let search = SubmitTriggers(rawValue: 1 << 1)
}

extension Screen {
    /// Submits the first field titled `title`, as its return key does: the
    /// field takes the focus, the `onSubmit` actions around it run, and it
    /// lets the focus go unless an action moved it (a one-line field on iOS
    /// ends editing on return); false if the screen shows no such field,
    /// which the next flush reports (A11).
    @discardableResult
    package func submit(_ title: String) -> Bool {
        act(on: FieldText.self, titled: title, verb: "submitted") { field in
            if graph.bindsFocus { graph.moveFocus(to: field) }
            for action in field.submitActions { action() }
            for target in field.focusTargets where target.isFocused() { target.resign() }
        }
    }
}

extension Step {
    /// Submits the field titled `title`, as its return key does.
    public static func submit(_ title: String, as name: String? = nil, _ explanation: String? = nil) -> Step {
        Step(name ?? "submit-\(stepName(title))", explanation ?? "submits \(title)") { _, screen in screen.submit(title) }
    }
}
