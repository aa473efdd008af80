import ViewGraph

/// A view with a search field, as SwiftUI's `searchable(text:placement:prompt:)`
/// makes: the field shows its prompt and its binding's text, read when shown,
/// before the view it marks, so typing re-runs no body unless a body reads the
/// text itself: the view that hands `$query` runs only if its body reads
/// `query` (G8). A step types into it (``Graph/search(_:in:)``), or submits it
/// to an `onSubmit(of: .search)` around it. It is its content in the counts.
nonisolated public struct _SearchableView<Content: View>: View {
    public typealias Body = Never
    let content: Content
    let text: Binding<String>
    let prompt: String

    public static func _expand(_ view: Self, into expansion: inout _Expansion) {
        expansion.field(SearchFieldText(title: view.prompt, text: view.text))
        Content._expand(view.content, into: &expansion)
    }
}

extension View {
    /// This view, with a search field editing `text`, prompted `Search`.
    ///
    /// ```swift
    /// List(results) { BookRow(book: $0) }
    ///     .searchable(text: $query, prompt: "Title or author")
    /// ```
    nonisolated public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil)
        -> _SearchableView<Self>
    {
        _SearchableView(content: self, text: text, prompt: prompt?.shown.description ?? "Search")
    }

    /// This view, with a search field editing `text`, prompted with a literal.
    nonisolated public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey)
        -> _SearchableView<Self>
    {
        _SearchableView(content: self, text: text, prompt: prompt.description)
    }

    /// This view, with a search field editing `text`, prompted `prompt`.
    nonisolated public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S)
        -> _SearchableView<Self>
    {
        _SearchableView(content: self, text: text, prompt: String(prompt))
    }
}

/// Where a search field stands, as SwiftUI's `SearchFieldPlacement`: the
/// harness shows it before the view it marks, wherever it is asked to stand.
public struct SearchFieldPlacement: Sendable {
    private let name: String

    /// Where the platform puts it.
    public static let automatic = SearchFieldPlacement(name: "automatic")
    /// In the toolbar.
    public static let toolbar = SearchFieldPlacement(name: "toolbar")
    /// In the sidebar of a split view.
    public static let sidebar = SearchFieldPlacement(name: "sidebar")
    /// In the navigation bar's drawer.
    public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")

    /// In the navigation bar's drawer, shown as `displayMode` says.
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
        navigationBarDrawer
    }

    /// Whether a search field in the navigation bar's drawer is always shown.
    public enum NavigationBarDrawerDisplayMode: Sendable {
        case automatic, always
    }
}

/// What a step types into in a search field: a field that `onSubmit(of: .search)` hears.
final class SearchFieldText: FieldText {
    override class var kind: String { "search field" }
    override class var submittedAs: SubmitTriggers { .search }
}

extension Screen {
    /// Types `text` into the first search field on screen, or the first
    /// prompted `prompt`; false if there is none, which the next flush reports (A11).
    @discardableResult
    package func search(_ text: String, in prompt: String?) -> Bool {
        if let prompt {
            return act(on: SearchFieldText.self, titled: prompt, verb: "searched in") { enter(text, into: $0) }
        }
        guard let field = firstControl(SearchFieldText.self) else {
            graph.miss("searched for \"\(text)\"", "but the screen shows no search field")
            return false
        }
        enter(text, into: field)
        return true
    }

    /// The first control of type `Kind` on screen, whatever its title, in tree order.
    func firstControl<Kind: _Control>(_ kind: Kind.Type) -> Kind? {
        var found: Kind?
        graph.walkOnScreen { node, controls in
            found = controls.lazy.compactMap { $0.control as? Kind }.first
            return found == nil
        }
        return found
    }
}

extension Step {
    /// Types `text` into the search field (the first on screen, or the one
    /// prompted `prompt`), replacing what it holds; named `search-wren`.
    public static func search(_ text: String, in prompt: String? = nil, as name: String? = nil, _ explanation: String? = nil) -> Step {
        Step(name ?? "search-\(stepName(text))", explanation ?? "searches for \(text)") { _, screen in
            screen.search(text, in: prompt)
        }
    }
}
