/// A view with a tag, as SwiftUI's `.tag(_:)` makes: the value a tab view's
/// selection takes when its tab is selected. It is its content in the counts.
struct TaggedView<Content: View, V: Hashable>: View, Tagging {
    typealias Body = Never
    let content: Content
    let tag: V

    var tagValue: AnyHashable { AnyHashable(tag) }

    static func _expand(_ view: Self, into expansion: inout _Expansion) {
        if let tab = view.content as? any TabItemExpanding {
            tab.expand(tag: view.tagValue, into: &expansion)
        } else {
            Content._expand(view.content, into: &expansion)
        }
    }
}

/// A view that carries a tag.
protocol Tagging {
    var tagValue: AnyHashable { get }
}

extension View {
    /// This view tagged with `tag`: in a `TabView(selection:)`, the value the
    /// selection takes when this view's tab is selected.
    ///
    /// ```swift
    /// TabView(selection: $tab) {
    ///     GuideList().tabItem { Text("Guides") }.tag(Tab.guides)
    /// }
    /// ```
    public func tag<V: Hashable>(_ tag: V) -> some View {
        TaggedView(content: self, tag: tag)
    }
}
