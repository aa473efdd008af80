import ViewGraph

/// A view that edits a long text, as SwiftUI's `TextEditor`: it shows its
/// binding's text, read when shown, so typing re-runs no body unless a body
/// reads the text itself (G8). It has no title: a step types into the first
/// on screen (``Step/edit(_:as:_:)``), as a person types into the one editor they see.
///
/// ```swift
/// TextEditor(text: $note.body)
/// ```
nonisolated public struct TextEditor: View {
    public typealias Body = Never
    let text: Binding<String>

    /// An editor of `text`.
    public init(text: Binding<String>) {
        self.text = text
    }

    public static func _expand(_ view: Self, into expansion: inout _Expansion) {
        let editor = EditorText(title: "", text: view.text)
        expansion.show(Shown(parts: .live { editor.shown }))
        expansion.control(editor, titled: "")
    }
}

/// What a step types into in a text editor: a field with no title, which
/// `onSubmit` does not hear (a return is a new line).
package final class EditorText: FieldText {
    package override class var kind: String { "text editor" }
    override class var submittedAs: SubmitTriggers { [] }
    override var shown: String { text.shown }
}

extension Screen {
    /// Types `text` into the first text editor on screen, replacing what it
    /// holds; false if there is none, which the next flush reports (A11).
    @discardableResult
    package func edit(_ text: String) -> Bool {
        act(on: EditorText.self, titled: "", verb: "typed into") { enter(text, into: $0) }
    }
}

extension Step {
    /// Types `text` into the text editor on screen, replacing what it holds.
    public static func edit(_ text: String, as name: String? = nil, _ explanation: String? = nil) -> Step {
        Step(name ?? "edit-\(stepName(text))", explanation ?? "types \(text) into the text editor") { _, screen in
            screen.edit(text)
        }
    }
}
