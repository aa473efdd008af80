import ViewGraph

/// A field whose text is hidden, as SwiftUI's `SecureField`: it shows its
/// title and a dot for each character, read when shown, so typing re-runs no
/// body unless a body reads the text itself (G8). A step types into it by its
/// title, as into a ``TextField`` (A6).
///
/// ```swift
/// SecureField("Password", text: $password)
/// ```
nonisolated public struct SecureField<Label: View>: View {
    public typealias Body = Never
    let title: String
    let text: Binding<String>

    public static func _expand(_ view: Self, into expansion: inout _Expansion) {
        expansion.field(SecureFieldText(title: view.title, text: view.text))
    }
}

extension SecureField where Label == Text {
    /// A secure field titled with a literal, editing `text`.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        title = titleKey.description
        self.text = text
    }

    /// A secure field titled `title`, editing `text`.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.title = String(title)
        self.text = text
    }

    /// A secure field titled with a literal, with a prompt shown while it is empty.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(titleKey, text: text)
    }

    /// A secure field titled `title`, with a prompt shown while it is empty.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(title, text: text)
    }
}

extension SecureField {
    /// A secure field titled by what `label` shows.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        title = _Expansion.text(of: label()).description
        self.text = text
    }
}

/// What a step types into in a secure field: shown as a dot a character.
final class SecureFieldText: FieldText {
    override var shown: String { "\(title): \(String(repeating: "•", count: text.shown.count))" }
}
