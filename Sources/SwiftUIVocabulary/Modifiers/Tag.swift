import ViewGraph

/// A view with a tag, as SwiftUI's `tag(_:includeOptional:)` makes: the value
/// a ``Picker`` sets when its option is picked, a selecting ``List`` when its
/// row is selected, or a tab view's selection when its tab is selected. It
/// shows its content, and is its content in the counts.
nonisolated public struct _TagView<Content: View, V: Hashable>: View, Tagging {
    public typealias Body = Never
    let content: Content
    let tag: V

    var tagValue: AnyHashable { AnyHashable(tag) }

    public static func _expand(_ view: Self, into expansion: inout _Expansion) {
        if let tab = view.content as? any TabItemExpanding {
            tab.expand(tag: view.tagValue, into: &expansion)
            return
        }
        let firstChild = expansion.content.children.count
        let (shown, _) = expansion.expandMarking(view.content)
        // The tag is found by what its view shows, as a person names the option or the row:
        // a view with a body, by what it shows once it has run.
        var tagged = ShownControl(title: shown.description, readings: shown.readings, control: TagValue(value: view.tag))
        tagged.labelViews = expansion.content.children[firstChild...].map(\.key)
        expansion.content.controls.append(tagged)
    }
}

/// A view that carries a tag: a tab's `.tabItem { }` takes the tag written
/// inside it, `.tag(2).tabItem { }`.
protocol Tagging {
    var tagValue: AnyHashable { get }
}

extension View {
    /// This view, tagged `tag`: what a picker or a list that selects sets
    /// when it is picked (a tag also matches an optional selection of its
    /// type), or what a tab view's selection takes when this view's tab is
    /// selected.
    ///
    /// ```swift
    /// Picker("Flavor", selection: $flavor) {
    ///     Text("Chocolate").tag(Flavor.chocolate)
    ///     Text("Vanilla").tag(Flavor.vanilla)
    /// }
    /// TabView(selection: $tab) {
    ///     GuideList().tabItem { Text("Guides") }.tag(Tab.guides)
    /// }
    /// ```
    nonisolated public func tag<V: Hashable>(_ tag: V, includeOptional: Bool = true) -> _TagView<Self, V> {
        _TagView(content: self, tag: tag)
    }
}

/// A tagged view's value, for the picker or list around it.
final class TagValue: _Control {
    static var kind: String { "tagged view" }
    /// The tag; cast to the selection's type, so that a tag of `Flavor` selects a `Flavor?` too.
    let value: Any

    init(value: Any) {
        self.value = value
    }
}
