/// A body's value laid out as the graph keeps it (``Content``): the walk of
/// its primitives, done once per body run.
///
/// Primitives add their text and controls; a view with a body becomes a child
/// whose identity is its place in the body (G12): which element of a block,
/// which branch of an `if`, which type an `AnyView` wrapped. A `ForEach` adds
/// rows. An `.environment(_:_:)` at the root of the body sets the value for
/// every child; one further in sets it for the children inside it alone.
public struct _Expansion {
    package var content = BodyContent(Shown.empty)
    /// The place being expanded, folded into one number (``Child/Key/slot(_:)``).
    private var slot = 0
    /// Whether what is being expanded is inside a `List` or a `LazyVStack`.
    private var lazy = false
    /// Whether what is being expanded is the whole body, reached from its root
    /// through modifiers alone: an environment value set there is every child's.
    private var wholeBody = true
    /// The environment values set around the place being expanded, below the root.
    private var around: [EnvironmentSetting] = []
    /// The place of the window group being laid out in its app, for the scenes of its windows.
    package var sceneGroup = 0
    /// The place of each reaction added, for the key of the next (``react(_:)``).
    private var reactionSlots: [Int] = []
    /// Every `ForEach` of the body, with its place and the environment set
    /// around it; a list that selects or edits its rows finds them here.
    package private(set) var lists: [(slot: Int, rows: any RowList, around: [EnvironmentSetting])] = []

    @usableFromInline package init() {}

    /// Adds the content of a view written out by hand.
    mutating func absorb(_ written: BodyContent) {
        if content.children.isEmpty && content.rows == nil && content.text.isEmpty && content.environment.isEmpty {
            let (controls, reactions) = (content.controls, content.reactions)
            content = written
            content.controls += controls
            content.reactions += reactions
            return
        }
        show(written.text)
        content.children += written.children
        if let rows = written.rows { appendRows(rows, lazy: written.lazy) }
        content.environment += written.environment
    }

    /// Adds what a primitive shows.
    package mutating func show(_ text: Shown) {
        content.text = content.text.followed(by: text)
    }

    /// Adds an `onChange` or a `task` of the view whose body is being
    /// expanded, keyed by its place and how many stand there before it.
    package mutating func react(_ reaction: Reaction) {
        let here = reactionSlots.count { $0 == slot }
        reactionSlots.append(slot)
        content.reactions.append((Self.fold(slot, here &+ 0x7EAC), reaction))
    }

    /// Adds `view`, which has a body, as a child at the place being expanded.
    package mutating func appendChild(_ view: some View) {
        content.children.append(Child(key: .slot(slot), view: view, environment: around))
    }

    /// Expands `view` at the place `component` below the one being expanded.
    package mutating func expand<V: View>(_ view: V, at component: Int) {
        let (outerSlot, outerWhole) = (slot, wholeBody)
        slot = Self.fold(slot, component)
        wholeBody = false
        V._expand(view, into: &self)
        (slot, wholeBody) = (outerSlot, outerWhole)
    }

    /// Expands `view` at the place being expanded, inside a container that
    /// keeps its content's identity (a stack, a group): lazy if `makesLazy`
    /// is true, eager if false (a stack inside a `List` is one row, made
    /// whole), and as its container is if nil (a `Group`).
    package mutating func expandContent<V: View>(_ view: V, lazy makesLazy: Bool? = nil) {
        let (outerLazy, outerWhole) = (lazy, wholeBody)
        lazy = makesLazy ?? lazy
        wholeBody = false
        V._expand(view, into: &self)
        (lazy, wholeBody) = (outerLazy, outerWhole)
    }

    /// Expands `view` with `setting` in its environment (G9): every child's if
    /// the modifier stands at the root of the body, else the children inside it alone.
    package mutating func expand<V: View>(_ view: V, setting: EnvironmentSetting) {
        if wholeBody {
            content.environment.append(setting)
            V._expand(view, into: &self)
            return
        }
        around.append(setting)
        V._expand(view, into: &self)
        around.removeLast()
    }

    /// Expands what `expand` adds as covered by `what` (A13): on screen it is
    /// under a pushed screen, or in a tab not selected, so a step finds nothing there.
    package mutating func covered(by what: String, _ expand: (inout _Expansion) -> Void) {
        let (children, controls, lists) = (content.children.count, content.controls.count, lists.count)
        expand(&self)
        cover(
            Covering(
                children: children..<content.children.count, controls: controls..<content.controls.count,
                rows: self.lists.count > lists, by: what))
    }

    /// Marks a part of the content as covered (A13).
    package mutating func cover(_ covering: Covering) {
        content.coverings.append(covering)
    }

    /// Adds the rows of a `ForEach` at the place being expanded.
    mutating func appendRows(_ rows: any RowList, lazy makesLazy: Bool? = nil) {
        if content.rows == nil && lists.isEmpty && around.isEmpty {
            content.rows = rows
            content.lazy = makesLazy ?? lazy
        }
        lists.append((slot, rows, around))
    }

    /// The content, rendered, once every primitive has been expanded.
    @usableFromInline package mutating func rendered() -> _Rendered { _Rendered(finish()) }

    /// The content, once every primitive has been expanded. One `ForEach` is
    /// diffed as one list; a body with more than one, or with an environment
    /// value set around one below its root, makes every row a child keyed by
    /// its list's place and its id, all made (none lazy).
    package mutating func finish() -> BodyContent {
        if lists.count > 1 || (lists.count == 1 && content.rows == nil) {
            content.rows = nil
            content.lazy = false
            for (slot, rows, around) in lists {
                for index in 0..<rows.count {
                    let key: ViewIdentity =
                        switch rows.key(at: index) {
                        case .int(let id): .row(slot: slot, id: AnyHashable(id))
                        case .id(let id): .row(slot: slot, id: id)
                        case let other: other
                        }
                    content.children.append(Child(key: key, view: rows.view(at: index), environment: around))
                }
            }
        }
        return content
    }

    /// One place below `slot`: a step of a path, folded into one number.
    package static func fold(_ slot: Int, _ component: Int) -> Int {
        (slot &* 0x100_0000_01B3) ^ (component &+ 0x9E37_79B9)
    }
}
