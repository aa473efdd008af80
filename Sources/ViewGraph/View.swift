/// A view: the inputs its parent handed it, the objects it holds, and a body
/// that reads the model and returns its text and its children.
///
/// A view is a value: its stored properties are its inputs, compared as
/// SwiftUI compares them when its parent runs again (G11, ``Inputs``). It need
/// not be `Equatable`.
///
/// ```swift
/// struct RobinLine: View {
///     let sightings: Ref<Sightings>
///     var holdings: [Holding] { [Holding("_sightings", sightings.object)] }
///     func body() -> Content { Content(Text("Robins", sightings.object.robins)) }
/// }
/// ```
public protocol View {
    /// The view's name in causes and counts, `RobinLine`; by default the type's
    /// name without its generic arguments.
    static var name: String { get }

    /// The observable objects this view holds; a strategy that observes whole
    /// objects subscribes to these (G1, A4). By default, the objects it holds
    /// through ``ObservedObject``, ``StateObject`` and ``EnvironmentObject``
    /// properties, found by reflection.
    var holdings: [Holding] { get }

    /// Reads the model and returns what this view shows and its children.
    func body() -> Content
}

extension View {
    public static var name: String {
        let full = String(describing: Self.self)
        return String(full.prefix { $0 != "<" })
    }

    /// The objects held through ``ObservedObject``, ``StateObject`` and
    /// ``EnvironmentObject`` properties, found by reflection.
    public var holdings: [Holding] { HeldFields.of(Self.self).holdings(of: self) }

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

/// What a body returns: the text the view shows and the children it makes.
public struct Content {
    /// The text the view renders; the stale check compares it (G6).
    public var text: Text
    /// The children, in order.
    public var children: [Child]
    /// Rows made from a collection, after the children.
    public var rows: (any RowList)?
    /// Whether the rows are lazy, as in a `List` or a `LazyVStack`: only the
    /// rows on screen (``Graph/rowsOnScreen`` from the viewport's first) are
    /// made and run, while every row's identity is still worked out.
    public var lazy = false
    /// What this view sets in its children's environment (G9): see
    /// ``environment(_:_:)`` and ``environmentObject(_:)``.
    public var environment: [EnvironmentSetting] = []

    /// Creates content with the given text, children and rows, lazy or not.
    @inlinable
    public init(text: String = "", children: [Child] = [], rows: (any RowList)? = nil, lazy: Bool = false) {
        self.init(Text(verbatim: text), children: children, rows: rows, lazy: lazy)
    }

    /// Creates content showing `text`, formatted only when read, with children
    /// and rows, lazy or not.
    @inlinable
    public init(_ text: Text, children: [Child] = [], rows: (any RowList)? = nil, lazy: Bool = false) {
        self.text = text
        self.children = children
        self.rows = rows
        self.lazy = lazy
    }

    /// Creates content showing `text` and nothing else: what most bodies,
    /// a list's rows among them, return. Without the defaulted parameters of
    /// the initialiser above, a body run through a generic view makes no empty
    /// rows and children to copy and free.
    @inlinable
    public init(text: String) {
        self.init(Text(verbatim: text))
    }

    /// Creates content showing `text`, formatted only when read, and nothing else.
    @inlinable
    public init(_ text: Text) {
        self.text = text
        self.children = []
        self.rows = nil
    }
}

/// A child a body makes: a view and the key that keeps its identity (G4).
public struct Child {
    /// The identity of the child among its siblings: a guide's id, or its position.
    public let key: Key
    /// The child view, with the inputs its parent hands it.
    public let view: any View

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

    /// How a child is told apart from its siblings.
    public enum Key: Hashable, @unchecked Sendable {  // an id is Sendable: the initialisers ask it
        /// Its place among its siblings, as in a fixed layout.
        case position
        /// A whole-number id.
        case int(Int)
        /// Any other id; boxed, so that a key takes two words, not six.
        indirect case id(AnyHashable)
        /// A positional key once its place is known: how two renders are paired.
        case positioned(Int)

        static func position(at position: Int) -> Key { .positioned(position) }
    }
}

extension Child.Key: CustomStringConvertible {
    /// The key as a trace shows it: `[id 5]` for an id, nothing for a place in a fixed layout.
    public var description: String {
        let id = self.id
        return id.isEmpty ? "" : "[id \(id)]"
    }

    /// The id alone, as CSV and JSON write it: `5`; empty for a place in a fixed layout.
    public var id: String {
        switch self {
        case .position, .positioned: ""
        case .int(let id): String(id)
        case .id(let id): "\(id.base)"
        }
    }
}

/// An object a view holds, with the name of the property that holds it
/// (`_sightings`, in `_printChanges` words).
public struct Holding {
    /// The storage name of the holding property: `_sightings`.
    public let name: String
    /// The object held.
    public let object: AnyObject

    /// Creates a holding of `object` under the storage name `name`.
    public init(_ name: String, _ object: AnyObject) {
        self.name = name
        self.object = object
    }
}

/// A reference handed to a view as an input, equal only to the same object (G4).
public struct Ref<Object: AnyObject>: Equatable {
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
