/// What a view's body made, as the graph keeps it: what ``View/_render(_:)``
/// returns, opaque outside the graph.
public struct _Rendered {
    @usableFromInline package let content: BodyContent

    @usableFromInline package init(_ content: BodyContent) {
        self.content = content
    }
}

/// What a body makes, as the graph keeps it: the text the view shows, the
/// children it makes, its rows, what it sets in the environment and the
/// controls a step can act on.
@usableFromInline
package struct BodyContent {
    /// The text the view renders; the stale check compares it (G6).
    package var text: Shown
    /// The children, in order.
    package var children: [Child]
    /// What few bodies make, kept apart so that the content of a row, its
    /// text alone, is two words to copy and to free.
    private var more: More?

    /// Rows, how they are made, environment settings and controls.
    private final class More {
        var rows: (any RowList)?
        var lazy = false
        var environment: [EnvironmentSetting] = []
        var controls: [ShownControl] = []
        var reactions: [(key: Int, reaction: Reaction)] = []
        var coverings: [Covering] = []

        func copy() -> More {
            let copy = More()
            (copy.rows, copy.lazy, copy.environment, copy.controls, copy.reactions) = (rows, lazy, environment, controls, reactions)
            copy.coverings = coverings
            return copy
        }
    }

    /// `more`, made if there is none and copied if it is shared.
    private var ownMore: More {
        mutating get {
            if more == nil { more = More() } else if !isKnownUniquelyReferenced(&more!) { more = more!.copy() }
            return more!
        }
    }

    /// Rows made from a collection, after the children.
    package var rows: (any RowList)? {
        get { more?.rows }
        set { if newValue != nil || more != nil { ownMore.rows = newValue } }
    }
    /// Whether the rows are lazy, as in a `List` or a `LazyVStack`: only the
    /// rows on screen (``Graph/rowsOnScreen`` from the viewport's first) are
    /// made and run, while every row's identity is still worked out.
    package var lazy: Bool {
        get { more?.lazy ?? false }
        set { if newValue || more != nil { ownMore.lazy = newValue } }
    }
    /// What this view sets in its children's environment (G9).
    package var environment: [EnvironmentSetting] {
        get { more?.environment ?? [] }
        set { if !newValue.isEmpty || more != nil { ownMore.environment = newValue } }
    }
    /// The buttons, fields and toggles it shows, for steps to act on (A6).
    package var controls: [ShownControl] {
        get { more?.controls ?? [] }
        set { if !newValue.isEmpty || more != nil { ownMore.controls = newValue } }
    }
    /// The parts of it that something else covers on screen (A13): the views
    /// under a pushed screen, the tabs not selected.
    var coverings: [Covering] {
        get { more?.coverings ?? [] }
        set { if !newValue.isEmpty || more != nil { ownMore.coverings = newValue } }
    }
    /// Its `onChange` and `task` modifiers (R1, R2), each keyed by its place in the body.
    package var reactions: [(key: Int, reaction: Reaction)] {
        get { more?.reactions ?? [] }
        set { if !newValue.isEmpty || more != nil { ownMore.reactions = newValue } }
    }
    /// Whether its body has an `onChange` or a `task` modifier.
    var hasReactions: Bool { more.map { !$0.reactions.isEmpty } ?? false }

    /// Creates content with the given text and children.
    package init(text: String = "", children: [Child] = []) {
        self.init(Shown(verbatim: text), children: children)
    }

    /// Creates content with the given text and children, and rows, lazy or not.
    package init<Data, ID, Row>(text: String = "", children: [Child] = [], rows: ForEach<Data, ID, Row>, lazy: Bool = false) {
        self.init(Shown(verbatim: text), children: children, rows: rows, lazy: lazy)
    }

    /// Creates content showing `text`, formatted only when read, with children.
    package init(_ text: Shown, children: [Child] = []) {
        self.text = text
        self.children = children
    }

    package init(_ text: Shown, children: [Child], rows: (any RowList)?, lazy: Bool) {
        self.text = text
        self.children = children
        self.rows = rows
        self.lazy = lazy
    }

    /// Creates content showing `text` and nothing else: what most bodies,
    /// a list's rows among them, return.
    package init(text: String) {
        self.init(Shown(verbatim: text))
    }

    /// Creates content showing `text`, formatted only when read, and nothing else.
    @usableFromInline
    package init(_ text: Shown) {
        self.text = text
        self.children = []
    }
}

/// Content written out by hand is a primitive: the graph's own tests build
/// screens from it directly.
extension BodyContent: View {
    @usableFromInline package typealias Body = Never

    @usableFromInline package static func _expand(_ content: BodyContent, into expansion: inout _Expansion) {
        expansion.absorb(content)
    }
}

/// A part of a body's content that something else covers on screen (A13): its
/// children and its controls in these ranges, and its rows if it says so. A
/// step finds nothing there, and says what covers it.
package struct Covering {
    package var children: Range<Int>
    package var controls: Range<Int>
    package var rows: Bool
    /// What covers it, as a step that looks there says: `ProvisionDetail, pushed on its NavigationStack`.
    package let by: String

    package init(children: Range<Int>, controls: Range<Int>, rows: Bool, by: String) {
        (self.children, self.controls, self.rows, self.by) = (children, controls, rows, by)
    }
}
