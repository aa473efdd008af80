import ViewGraph

/// Content shown under a label while expanded, as SwiftUI's
/// `DisclosureGroup` (A9): a view of the graph's own that reads whether it is
/// expanded (its own state, or the `isExpanded` binding), so that expanding
/// it runs no body of the view that made it. Its content is made while
/// expanded and torn down, its state lost, when collapsed; a tap on its label
/// (`Step.tap("Advanced")`) toggles it, as in SwiftUI.
///
/// ```swift
/// DisclosureGroup("Advanced") { Toggle("Sync", isOn: $syncs) }
/// ```
nonisolated public struct DisclosureGroup<Label: View, Content: View>: View {
    public typealias Body = Never
    let label: Label
    let content: () -> Content
    let isExpanded: Binding<Bool>?

    /// A group labelled with what `label` builds, expanded and collapsed by its own state.
    public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content
        isExpanded = nil
    }

    /// A group labelled with what `label` builds, expanded while `isExpanded` is true.
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content
        self.isExpanded = isExpanded
    }

    public static func _expand(_ view: Self, into expansion: inout _Expansion) {
        expansion.appendChild(DisclosureGroupHost(label: view.label, content: view.content, isExpanded: view.isExpanded))
    }
}

extension DisclosureGroup where Label == Text {
    /// A group labelled with a literal.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// A group labelled `label`.
    public init<S: StringProtocol>(_ label: S, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content) { Text(label) }
    }

    /// A group labelled with a literal, expanded while `isExpanded` is true.
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
    }

    /// A group labelled `label`, expanded while `isExpanded` is true.
    public init<S: StringProtocol>(_ label: S, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(label) }
    }
}

/// The view of the graph's own that a `DisclosureGroup` is: its label, a
/// button that toggles it, and its content while expanded. It counts no body.
nonisolated struct DisclosureGroupHost<Label: View, Content: View>: View, Uncounted {
    let label: Label
    let content: () -> Content
    let isExpanded: Binding<Bool>?
    @State private var expanded = false

    var named: String { "DisclosureGroup" }

    var body: some View {
        let open = isExpanded?.wrappedValue ?? expanded
        Button(action: toggle) { label }
        if open {
            // Each of its views made, as a stack's, one row of a list it stands in.
            VStack { content() }
        }
    }

    private func toggle() {
        if let isExpanded { isExpanded.wrappedValue.toggle() } else { expanded.toggle() }
    }
}
