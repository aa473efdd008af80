import ViewGraph

/// A value with its label, as SwiftUI's `LabeledContent`: a primitive that
/// shows its label and then its content, `Count · 3`, as part of the render
/// of the view whose body made it.
///
/// ```swift
/// LabeledContent("Sightings", value: "\(count)")
/// LabeledContent("Name") { TextField("Name", text: $name) }
/// ```
nonisolated public struct LabeledContent<Label: View, Content: View>: View {
    public typealias Body = Never
    let label: Label
    let content: Content

    /// What `content` builds, labelled with what `label` builds.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    public static func _expand(_ view: Self, into expansion: inout _Expansion) {
        expansion.expand(view.label, at: 0)
        expansion.expand(view.content, at: 1)
    }
}

extension LabeledContent where Label == Text {
    /// What `content` builds, labelled with a literal.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// What `content` builds, labelled `title`.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// `value`, labelled with a literal.
    public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
        self.init(content: { Text(value) }, label: { Text(titleKey) })
    }

    /// `value`, labelled `title`.
    public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
        self.init(content: { Text(value) }, label: { Text(title) })
    }
}
