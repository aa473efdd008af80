/// A view, as in SwiftUI: a value whose stored properties are its inputs, and
/// a body built from other views.
///
/// The graph runs a view's body under the strategy's tracking and records the
/// run with its causes. The primitives (``Text``, ``Button``, ``TextField``,
/// ``Toggle``, the stacks, ``List``, ``ForEach``) have no body: what they show
/// is part of the render of the view that made them, and they are never
/// counted. A view need not be `Equatable`: when its parent runs again, its
/// inputs are compared as SwiftUI compares them (G11, ``Inputs``).
///
/// ```swift
/// struct RobinLine: View {
///     let sightings: Sightings
///     var body: some View {
///         Text("Robins: \(sightings.robins)")
///     }
/// }
/// ```
public protocol View {
    /// The type of view this view's body makes.
    associatedtype Body: View

    /// The views this view is made of; the graph runs it and counts the run.
    @ViewBuilder var body: Body { get }

    /// Adds what a value of this type makes to the render of the view whose
    /// body made it: a view with a body is a child of its own; a primitive adds
    /// its text, its controls, its children's views or its rows.
    static func _expand(_ view: Self, into expansion: inout _Expansion)

    /// What `view`'s body shows and makes, as the graph keeps it: its body run
    /// once and expanded; a primitive, itself. A requirement, so that each
    /// view type's is compiled for that type, in its own module.
    static func _render(_ view: Self) -> _Rendered
}

extension View {
    /// A view with a body is a child of the view whose body made it, with the
    /// identity of its place in that body (G12).
    public static func _expand(_ view: Self, into expansion: inout _Expansion) {
        expansion.appendChild(view)
    }
}

extension View where Body == Never {
    /// A primitive has no body: the graph never asks for one.
    public var body: Never {
        preconditionFailure("\(Self.self) is a primitive view and has no body; the graph shows it as part of its parent")
    }
}

extension Never: View {
    public typealias Body = Never

    public static func _expand(_ view: Never, into expansion: inout _Expansion) {}
}

extension View {
    /// The body run once and expanded; a primitive, itself. Inlined into the
    /// module of each view type, where its body's type is known.
    @inlinable
    public static func _render(_ view: Self) -> _Rendered {
        // The common row, a body that is one `Text`: its text is all it shows.
        if Body.self == Text.self {
            return _Rendered(Content(unsafeBitCast(view.body, to: Text.self).shown))
        }
        var expansion = _Expansion()
        if Body.self == Never.self {
            Self._expand(view, into: &expansion)
        } else {
            Body._expand(view.body, into: &expansion)
        }
        return expansion.rendered()
    }

    /// What this view's body shows and makes, as the graph keeps it.
    func _content() -> Content { Self._render(self).content }

    /// Whether `other` is this view's type with the same inputs (G4, G11), as
    /// `comparison`, this type's, compares them.
    func hasSameInputs(as other: any View, comparedBy comparison: Comparison) -> Bool {
        func compare<Other: View>(_ other: Other) -> Bool {
            // The types are compared first, so the cast below is a no-op; it
            // avoids a dynamic cast per child on every diff.
            guard Other.self == Self.self else { return false }
            return comparison.same(self, unsafeBitCast(other, to: Self.self))
        }
        return compare(other)
    }
}

/// The name a view goes by in causes and counts: `RobinLine`, its type's name
/// without generic arguments; a view that wraps another (`.equatable()`,
/// `.id(_:)`) goes by the name of the view it wraps.
func viewName(of view: any View) -> String {
    if let wrapper = view as? any WrapsView { return viewName(of: wrapper.wrapped) }
    let full = String(describing: type(of: view))
    return String(full.prefix { $0 != "<" })
}

/// The objects `view` holds, found by reflection: those of its
/// ``ObservedObject``, ``StateObject``, ``EnvironmentObject``, ``Bindable``
/// and object-taking ``Environment`` properties, and, in its screen's
/// `ObservableObject` port only, its plain references and `@State` objects; a
/// strategy that observes whole objects subscribes to these (G1, A4, A10). A
/// view of the graph's own may give them itself (``HoldsObjects``).
package func holdings(of view: some View) -> [Holding] {
    if let own = view as? any HoldsObjects { return own.holdings }
    return HeldFields.of(type(of: view)).holdings(of: view)
}

/// A view that says which objects it holds rather than leaving it to
/// reflection: a hot row of the graph's own tests.
package protocol HoldsObjects {
    /// The objects this view holds, with their storage names.
    var holdings: [Holding] { get }
}

/// What a view's body made, as the graph keeps it: what ``View/_render(_:)``
/// returns, opaque outside the graph.
public struct _Rendered {
    @usableFromInline let content: Content

    @usableFromInline init(_ content: Content) {
        self.content = content
    }
}

/// What a body makes, as the graph keeps it: the text the view shows, the
/// children it makes, its rows, what it sets in the environment and the
/// controls a step can act on.
@usableFromInline
struct Content {
    /// The text the view renders; the stale check compares it (G6).
    var text: Shown
    /// The children, in order.
    var children: [Child]
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

        func copy() -> More {
            let copy = More()
            (copy.rows, copy.lazy, copy.environment, copy.controls, copy.reactions) = (rows, lazy, environment, controls, reactions)
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
    var rows: (any RowList)? {
        get { more?.rows }
        set { if newValue != nil || more != nil { ownMore.rows = newValue } }
    }
    /// Whether the rows are lazy, as in a `List` or a `LazyVStack`: only the
    /// rows on screen (``Graph/rowsOnScreen`` from the viewport's first) are
    /// made and run, while every row's identity is still worked out.
    var lazy: Bool {
        get { more?.lazy ?? false }
        set { if newValue || more != nil { ownMore.lazy = newValue } }
    }
    /// What this view sets in its children's environment (G9).
    var environment: [EnvironmentSetting] {
        get { more?.environment ?? [] }
        set { if !newValue.isEmpty || more != nil { ownMore.environment = newValue } }
    }
    /// The buttons, fields and toggles it shows, for steps to act on (A6).
    var controls: [ShownControl] {
        get { more?.controls ?? [] }
        set { if !newValue.isEmpty || more != nil { ownMore.controls = newValue } }
    }
    /// Its `onChange` and `task` modifiers (R1, R2), each keyed by its place in the body.
    var reactions: [(key: Int, reaction: Reaction)] {
        get { more?.reactions ?? [] }
        set { if !newValue.isEmpty || more != nil { ownMore.reactions = newValue } }
    }
    /// Whether its body has an `onChange` or a `task` modifier.
    var hasReactions: Bool { more.map { !$0.reactions.isEmpty } ?? false }

    /// Creates content with the given text and children.
    init(text: String = "", children: [Child] = []) {
        self.init(Shown(verbatim: text), children: children)
    }

    /// Creates content with the given text and children, and rows, lazy or not.
    init<Data, ID, Row>(text: String = "", children: [Child] = [], rows: ForEach<Data, ID, Row>, lazy: Bool = false) {
        self.init(Shown(verbatim: text), children: children, rows: rows, lazy: lazy)
    }

    /// Creates content showing `text`, formatted only when read, with children.
    init(_ text: Shown, children: [Child] = []) {
        self.text = text
        self.children = children
    }

    init(_ text: Shown, children: [Child], rows: (any RowList)?, lazy: Bool) {
        self.text = text
        self.children = children
        self.rows = rows
        self.lazy = lazy
    }

    /// Creates content showing `text` and nothing else: what most bodies,
    /// a list's rows among them, return.
    init(text: String) {
        self.init(Shown(verbatim: text))
    }

    /// Creates content showing `text`, formatted only when read, and nothing else.
    @usableFromInline
    init(_ text: Shown) {
        self.text = text
        self.children = []
    }
}

/// Content written out by hand is a primitive: the graph's own tests build
/// screens from it directly.
extension Content: View {
    @usableFromInline typealias Body = Never

    @usableFromInline static func _expand(_ content: Content, into expansion: inout _Expansion) {
        expansion.absorb(content)
    }
}

/// A child a body makes: a view and the key that keeps its identity (G4, G12).
package struct Child {
    /// The identity of the child among its siblings: a guide's id, or its place.
    public let key: Key
    /// The child view, with the inputs its parent hands it.
    public let view: any View
    /// What an `.environment(_:_:)` around this child, below the root of its
    /// parent's body, sets for it and the views below it (G9).
    var environment: [EnvironmentSetting] = []

    /// A child identified by `id`, as `ForEach` identifies rows.
    public init<ID: Hashable & Sendable>(id: ID, _ view: some View) {
        self.key = .id(AnyHashable(id))
        self.view = view
    }

    /// A child identified by a whole-number id, the common case, compared without boxing.
    public init(id: Int, _ view: some View) {
        self.key = .int(id)
        self.view = view
    }

    /// A child identified by its position among its siblings, as a fixed layout is.
    public init(_ view: some View) {
        self.key = .position
        self.view = view
    }

    init(key: Key, view: any View, environment: [EnvironmentSetting]) {
        self.key = key
        self.view = view
        self.environment = environment
    }

    /// How a child is told apart from its siblings.
    package typealias Key = ViewIdentity
}

/// How a view is told apart from its siblings: its place, or its id.
@usableFromInline package enum ViewIdentity: Hashable, @unchecked Sendable {  // an id is Sendable: the initialisers ask it
    /// Its place among its siblings, as in a fixed layout.
    case position
    /// A whole-number id.
    case int(Int)
    /// Any other id; boxed, so that a key takes two words, not six.
    indirect case id(AnyHashable)
    /// A positional key once its place is known: how two renders are paired.
    case positioned(Int)
    /// Its place in its parent's body, as the result builder made it (G12):
    /// which element of a block, which branch of an `if`, which type an
    /// `AnyView` wrapped, folded into one number.
    case slot(Int)
    /// A row of one of several `ForEach`es in one body: the `ForEach`'s
    /// place and the row's id.
    indirect case row(slot: Int, id: AnyHashable)

    static func position(at position: Int) -> ViewIdentity { .positioned(position) }
}

extension ViewIdentity: CustomStringConvertible {
    /// The key as a trace shows it: `[id 5]` for an id, nothing for a place in a fixed layout.
    public var description: String {
        let id = self.id
        return id.isEmpty ? "" : "[id \(id)]"
    }

    /// The id alone, as CSV and JSON write it: `5`; empty for a place in a fixed layout.
    public var id: String {
        switch self {
        case .position, .positioned, .slot: ""
        case .int(let id): String(id)
        case .id(let id), .row(_, let id): "\(id.base)"
        }
    }
}

/// An object a view holds, with the name of the property that holds it
/// (`_sightings`, in `_printChanges` words).
package struct Holding {
    /// The storage name of the holding property: `_sightings`.
    public let name: String
    /// The object held.
    public let object: AnyObject
    /// Whether the view holds it only in its screen's `ObservableObject` port
    /// (A10): a plain `let model` or a `@State` object, which the port writes as
    /// `@ObservedObject` and `@StateObject`; as written, neither subscribes (A4).
    public let onlyInThePort: Bool

    /// Creates a holding of `object` under the storage name `name`.
    public init(_ name: String, _ object: AnyObject, onlyInThePort: Bool = false) {
        self.name = name
        self.object = object
        self.onlyInThePort = onlyInThePort
    }
}

/// A reference handed to a view as an input, equal only to the same object (G4).
package struct Ref<Object: AnyObject>: Equatable {
    /// The object referred to.
    public let object: Object

    /// Refers to `object`.
    public init(_ object: Object) {
        self.object = object
    }

    public static func == (lhs: Ref, rhs: Ref) -> Bool {
        lhs.object === rhs.object
    }
}
