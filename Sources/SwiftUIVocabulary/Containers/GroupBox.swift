import ViewGraph

/// Views boxed together under a label, as SwiftUI's `GroupBox`: a primitive
/// that shows its label and then its content, every view made (eager).
///
/// ```swift
/// GroupBox("Today") { Text("\(count) sightings") }
/// ```
nonisolated public struct GroupBox<Label: View, Content: View>: View {
    public typealias Body = Never
    let label: Label
    let content: Content

    /// A box of what `content` builds, labelled with what `label` builds.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    /// A box of what `content` builds, labelled with `label`.
    public init(label: Label, @ViewBuilder content: () -> Content) {
        self.label = label
        self.content = content()
    }

    public static func _expand(_ view: Self, into expansion: inout _Expansion) {
        expansion.expand(view.label, at: 0)
        // A box is one row of a list it stands in, made whole, as a stack is.
        expansion.expand(VStack { view.content }, at: 1)
    }
}

extension GroupBox where Label == EmptyView {
    /// A box of what `content` builds, with no label.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content) { EmptyView() }
    }
}

extension GroupBox where Label == Text {
    /// A box labelled with a literal.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// A box labelled `title`.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}
