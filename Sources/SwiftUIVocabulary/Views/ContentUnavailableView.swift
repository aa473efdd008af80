import ViewGraph

/// What a screen shows when it has nothing to show, as SwiftUI's
/// `ContentUnavailableView`: a primitive that shows its label, its
/// description and its actions in order (`tray · No Mail · New mail appears
/// here`); a button among its actions is a control a step can tap.
///
/// ```swift
/// if guides.isEmpty {
///     ContentUnavailableView("No Guides", systemImage: "book", description: Text("Add one to start."))
/// }
/// ContentUnavailableView.search(text: query)
/// ```
nonisolated public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    public typealias Body = Never
    let label: Label
    let description: Description
    let actions: Actions

    /// A view made of a label, a description and actions built by hand.
    public init(
        @ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
        @ViewBuilder actions: () -> Actions = { EmptyView() }
    ) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    public static func _expand(_ view: Self, into expansion: inout _Expansion) {
        // Each part in a place of its own, so that a part with a body is a child (G12).
        expansion.expand(view.label, at: 0)
        expansion.expand(view.description, at: 1)
        expansion.expand(view.actions, at: 2)
    }
}

extension ContentUnavailableView where Label == SwiftUIVocabulary.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// A title, a system symbol and an optional description.
    public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.init(label: { SwiftUIVocabulary.Label(title, systemImage: name) }, description: { description })
    }

    /// A title, a system symbol and an optional description.
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(label: { SwiftUIVocabulary.Label(title, systemImage: name) }, description: { description })
    }

    /// A title, an image from an asset catalogue and an optional description.
    public init(_ title: LocalizedStringKey, image name: String, description: Text? = nil) {
        self.init(label: { SwiftUIVocabulary.Label(title, image: name) }, description: { description })
    }

    /// A title, an image from an asset catalogue and an optional description.
    public init<S: StringProtocol>(_ title: S, image name: String, description: Text? = nil) {
        self.init(label: { SwiftUIVocabulary.Label(title, image: name) }, description: { description })
    }
}

/// The parts of ``ContentUnavailableView/search``, as SwiftUI's
/// `SearchUnavailableContent`: you don't make them yourself.
nonisolated public struct SearchUnavailableContent {
    /// The label of a search that found nothing: a magnifying glass and `No Results`.
    nonisolated public struct Label: View {
        public typealias Body = Never
        let text: String?

        public static func _expand(_ view: Self, into expansion: inout _Expansion) {
            expansion.show(Shown(verbatim: "magnifyingglass"))
            expansion.show(Shown(verbatim: view.text.map { "No Results for \u{201C}\($0)\u{201D}" } ?? "No Results"))
        }
    }

    /// The description of a search that found nothing.
    nonisolated public struct Description: View {
        public typealias Body = Never

        public static func _expand(_ view: Self, into expansion: inout _Expansion) {
            expansion.show(Shown(verbatim: "Check the spelling or try a new search."))
        }
    }

    /// The actions of a search that found nothing: none.
    nonisolated public struct Actions: View {
        public typealias Body = Never

        public static func _expand(_ view: Self, into expansion: inout _Expansion) {}
    }
}

extension ContentUnavailableView
where
    Label == SearchUnavailableContent.Label, Description == SearchUnavailableContent.Description,
    Actions == SearchUnavailableContent.Actions
{
    /// A search that found nothing: `magnifyingglass · No Results · Check the spelling or try a new search.`
    public static var search: ContentUnavailableView<Label, Description, Actions> {
        ContentUnavailableView(label: { Label(text: nil) }, description: { Description() }, actions: { Actions() })
    }

    /// A search for `text` that found nothing: `No Results for “text”`.
    public static func search(text: String) -> ContentUnavailableView<Label, Description, Actions> {
        ContentUnavailableView(label: { Label(text: text) }, description: { Description() }, actions: { Actions() })
    }
}
