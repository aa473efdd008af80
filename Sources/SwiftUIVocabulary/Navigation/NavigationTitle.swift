import ViewGraph

/// A view with the title its navigation bar shows: part of the render of the
/// view whose body made it, shown before the view (A9). A title made from
/// state or a model is read by that body, as SwiftUI reads the argument.
nonisolated struct NavigationTitled<Content: View>: View {
    typealias Body = Never
    let content: Content
    let title: Shown

    static func _expand(_ view: Self, into expansion: inout _Expansion) {
        expansion.show(view.title)
        Content._expand(view.content, into: &expansion)
    }
}

/// A bar's items, as SwiftUI's `NavigationBarItem`: here, for the display
/// mode of a navigation title.
public struct NavigationBarItem: Sendable {
    /// How large a navigation title is shown; the harness lays nothing out.
    public enum TitleDisplayMode: Sendable {
        /// As the platform shows it.
        case automatic
        /// Small, in the bar.
        case inline
        /// Large, below the bar.
        case large
    }
}

extension View {
    /// This view with the title `titleKey` in its navigation bar (A9).
    ///
    /// ```swift
    /// List(guides) { GuideRow(guide: $0) }
    ///     .navigationTitle("Guides")
    /// ```
    nonisolated public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
        NavigationTitled(content: self, title: titleKey.shown)
    }

    /// This view with the title `title` in its navigation bar.
    nonisolated public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        NavigationTitled(content: self, title: Shown(verbatim: String(title)))
    }

    /// This view with the text `title` in its navigation bar.
    nonisolated public func navigationTitle(_ title: Text) -> some View {
        NavigationTitled(content: self, title: title.shown)
    }

    /// This view with an editable title, bound to `title`: shown when read,
    /// so renaming it runs no body that does not read it (as a field's text, G8).
    nonisolated public func navigationTitle(_ title: Binding<String>) -> some View {
        NavigationTitled(content: self, title: Shown(parts: .live { title.shown }))
    }

    /// This view, its navigation title shown as `displayMode` says; it changes nothing that runs.
    nonisolated public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        self
    }

    /// This view, with or without the back button of the screen it is on; a
    /// step still goes back with `Step.back()`, as a swipe from the edge does.
    nonisolated public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
        self
    }
}
