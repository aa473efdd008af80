import ViewGraph

/// A part of a list or a form with a header and a footer, as SwiftUI's
/// `Section`: a primitive, its header, content and footer shown, in that
/// order, as part of the render of the view whose body made it (A2). Inside
/// a `List` or a `Form` its rows are as lazy as the list's.
///
/// ```swift
/// Section("Birds") { ForEach(birds) { BirdRow(bird: $0) } }
/// Section { Toggle("Metric", isOn: $metric) } footer: { Text("Applies to every guide.") }
/// ```
nonisolated public struct Section<Parent: View, Content: View, Footer: View>: View {
    public typealias Body = Never
    let header: Parent
    let content: Content
    let footer: Footer

    /// A section of what `content` builds, with the header and the footer the others build.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.header = header()
        self.content = content()
        self.footer = footer()
    }

    /// A section with `header` and `footer` views, as SwiftUI's first form of it.
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.header = header
        self.content = content()
        self.footer = footer
    }

    public static func _expand(_ view: Self, into expansion: inout _Expansion) {
        // Each part has a place of its own: a header view and a content view
        // are two views, as in SwiftUI's structure (G12).
        expansion.expand(view.header, at: 0)
        expansion.expand(view.content, at: 1)
        expansion.expand(view.footer, at: 2)
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    /// A section of what `content` builds, with no header or footer.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
    }
}

extension Section where Footer == EmptyView {
    /// A section of what `content` builds, with the header `header` builds.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }

    /// A section with a `header` view.
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(header: header, footer: EmptyView(), content: content)
    }
}

extension Section where Parent == EmptyView {
    /// A section of what `content` builds, with the footer `footer` builds.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }

    /// A section with a `footer` view.
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), footer: footer, content: content)
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// A section headed with a literal.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(titleKey) }, footer: { EmptyView() })
    }

    /// A section headed `title`.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
    }
}
