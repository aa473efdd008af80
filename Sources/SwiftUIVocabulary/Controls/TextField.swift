import ViewGraph

/// A text field, as SwiftUI's `TextField`: it shows its binding's text, read
/// when shown, so typing re-runs no body unless a body reads the text itself
/// (G8). A step types into it by its title (A6).
///
/// ```swift
/// TextField("Search", text: $query)
/// ```
nonisolated public struct TextField<Label: View>: View {
    public typealias Body = Never
    let title: String
    let text: Binding<String>

    public static func _expand(_ view: Self, into expansion: inout _Expansion) {
        expansion.field(FieldText(title: view.title, text: view.text))
    }
}

extension TextField where Label == Text {
    /// A field titled with a literal, editing `text`.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        title = titleKey.description
        self.text = text
    }

    /// A field titled `title`, editing `text`.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.title = String(title)
        self.text = text
    }
}

/// What a step types into in a field: its text, through its binding. A
/// secure field, a search field and a text editor are fields of kinds of their own.
package class FieldText: FocusableControl {
    package class var kind: String { "field" }
    /// Which `onSubmit` modifiers hear this kind of field (``SubmitTriggers``).
    class var submittedAs: SubmitTriggers { .text }
    let title: String
    let text: Binding<String>
    /// The `onSubmit` actions around the field in its maker's body, innermost first.
    var submitActions: [() -> Void] = []
    /// The `focused` bindings around the field in its maker's body.
    package var focusTargets: [FocusTarget] = []

    init(title: String, text: Binding<String>) {
        self.title = title
        self.text = text
    }

    /// What the field shows: its title and its text, read when shown.
    var shown: String { "\(title): \(text.shown)" }
}

extension Screen {
    /// Types `text` into the first field titled `title`, replacing what it
    /// holds, as one edit; false if the screen shows none, which the next flush reports (A11).
    /// The field takes the focus first, as a tap into it does.
    @discardableResult
    public func type(_ text: String, into title: String) -> Bool {
        act(on: FieldText.self, titled: title, verb: "typed into") { enter(text, into: $0) }
    }

    /// Types `text` into `field`, replacing what it holds, as one edit; the
    /// field takes the focus first, as a tap into it does.
    func enter(_ text: String, into field: FieldText) {
        if graph.bindsFocus { graph.moveFocus(to: field) }
        field.text.wrappedValue = text
    }

    /// Moves the focus into the first field titled `title`, as a tap into it
    /// does; false if the screen shows none, which the next flush reports (A11).
    @discardableResult
    package func focus(_ title: String) -> Bool {
        act(on: FieldText.self, titled: title, verb: "focused") { graph.moveFocus(to: $0) }
    }

    /// What the first field titled `title` holds, read without making anyone depend on it.
    public func text(in title: String) -> String? {
        graph.control(FieldText.self, titled: title)?.text.shown
    }
}

extension _Expansion {
    /// Shows `field`'s text, read when shown, and makes it a control a step
    /// finds by its title: a text field, a secure field, a search field.
    mutating func field(_ field: FieldText) {
        // Capturing the one object, the closure has it as its context: nothing more is made.
        show(Shown(parts: .live { field.shown }))
        control(field, titled: field.title)
    }
}

extension Step {
    /// Types `text` into the field titled `field`, replacing what it holds.
    public static func type(_ text: String, into field: String, as name: String? = nil, _ explanation: String? = nil) -> Step {
        Step(name ?? "type-\(stepName(text))", explanation ?? "types \(text) into \(field)") { _, screen in
            screen.type(text, into: field)
        }
    }
}

extension Step {
    /// Moves the focus into the field titled `title`, as a tap into it does.
    public static func focus(_ title: String, as name: String? = nil, _ explanation: String? = nil) -> Step {
        Step(name ?? "focus-\(stepName(title))", explanation ?? "focuses \(title)") { _, screen in screen.focus(title) }
    }
}
