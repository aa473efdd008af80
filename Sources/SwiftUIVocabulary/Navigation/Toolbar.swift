import ViewGraph

/// What a `.toolbar { }` holds, as SwiftUI's `ToolbarContent`: items and
/// groups of them, or a type of a user's own whose `body` is made of them.
/// Their views are part of the render of the view whose body made the
/// toolbar (A9): a button in one is tappable as any button is.
///
/// ```swift
/// .toolbar {
///     ToolbarItem(placement: .primaryAction) { Button("Add") { adding = true } }
/// }
/// ```
public protocol ToolbarContent {
    /// The toolbar content this content is made of.
    associatedtype Body: ToolbarContent

    /// The items this content is made of.
    @ToolbarContentBuilder var body: Body { get }

    /// Adds the views of `content` to the render of the view whose body made
    /// the toolbar: by default, those of its body.
    static func _expandToolbar(_ content: Self, into expansion: inout _Expansion)
}

extension ToolbarContent {
    public static func _expandToolbar(_ content: Self, into expansion: inout _Expansion) {
        Body._expandToolbar(content.body, into: &expansion)
    }
}

extension ToolbarContent where Body == Never {
    /// An item has no body: the toolbar shows its views.
    public var body: Never {
        preconditionFailure("\(Self.self) is a toolbar item and has no body")
    }
}

extension Never: ToolbarContent {
    public static func _expandToolbar(_ content: Never, into expansion: inout _Expansion) {}
}

/// Where in a bar a toolbar item goes, as SwiftUI's `ToolbarItemPlacement`;
/// the harness lays nothing out, so it changes nothing that runs.
public struct ToolbarItemPlacement: Sendable {
    private let name: String

    /// Where the platform puts it.
    public static let automatic = ToolbarItemPlacement(name: "automatic")
    /// The middle of the bar.
    public static let principal = ToolbarItemPlacement(name: "principal")
    /// Among the navigation controls.
    public static let navigation = ToolbarItemPlacement(name: "navigation")
    /// The place of the screen's main action.
    public static let primaryAction = ToolbarItemPlacement(name: "primaryAction")
    /// Among the secondary actions.
    public static let secondaryAction = ToolbarItemPlacement(name: "secondaryAction")
    /// Where status is shown.
    public static let status = ToolbarItemPlacement(name: "status")
    /// The place of a confirming action, in a sheet.
    public static let confirmationAction = ToolbarItemPlacement(name: "confirmationAction")
    /// The place of a cancelling action, in a sheet.
    public static let cancellationAction = ToolbarItemPlacement(name: "cancellationAction")
    /// The place of a destructive action, in a sheet.
    public static let destructiveAction = ToolbarItemPlacement(name: "destructiveAction")
    /// Above the keyboard.
    public static let keyboard = ToolbarItemPlacement(name: "keyboard")
    /// The leading end of the top bar.
    public static let topBarLeading = ToolbarItemPlacement(name: "topBarLeading")
    /// The trailing end of the top bar.
    public static let topBarTrailing = ToolbarItemPlacement(name: "topBarTrailing")
    /// The bottom bar.
    public static let bottomBar = ToolbarItemPlacement(name: "bottomBar")
    /// The leading end of the navigation bar.
    public static let navigationBarLeading = ToolbarItemPlacement(name: "navigationBarLeading")
    /// The trailing end of the navigation bar.
    public static let navigationBarTrailing = ToolbarItemPlacement(name: "navigationBarTrailing")
}

/// A bar a toolbar modifier speaks of, as SwiftUI's `ToolbarPlacement`.
nonisolated public struct ToolbarPlacement: Sendable {
    private let name: String

    /// The bars the platform chooses.
    public static let automatic = ToolbarPlacement(name: "automatic")
    /// The navigation bar.
    public static let navigationBar = ToolbarPlacement(name: "navigationBar")
    /// The tab bar.
    public static let tabBar = ToolbarPlacement(name: "tabBar")
    /// The bottom bar.
    public static let bottomBar = ToolbarPlacement(name: "bottomBar")
}

/// One item of a toolbar, as SwiftUI's `ToolbarItem`: its views, made by the
/// body that made the toolbar.
nonisolated public struct ToolbarItem<ID, Content: View>: ToolbarContent {
    public typealias Body = Never
    let content: Content

    public static func _expandToolbar(_ item: Self, into expansion: inout _Expansion) {
        expansion.expandContent(item.content)
    }
}

extension ToolbarItem where ID == () {
    /// An item of what `content` builds, at `placement`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

extension ToolbarItem where ID == String {
    /// An item identified by `id`, of what `content` builds, at `placement`.
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

/// Items placed together, as SwiftUI's `ToolbarItemGroup`.
nonisolated public struct ToolbarItemGroup<Content: View>: ToolbarContent {
    public typealias Body = Never
    let content: Content

    /// A group of what `content` builds, at `placement`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public static func _expandToolbar(_ group: Self, into expansion: inout _Expansion) {
        expansion.expandContent(group.content)
    }
}

/// Builds a toolbar's content from items written one after another, `if`
/// and `if`/`else`, as SwiftUI's `ToolbarContentBuilder`.
@resultBuilder
public enum ToolbarContentBuilder {
    /// An item, as written.
    public static func buildExpression<Content: ToolbarContent>(_ content: Content) -> Content { content }

    /// One item.
    public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content { content }

    /// Items one after another, each at its place.
    public static func buildBlock<each Content: ToolbarContent>(_ content: repeat each Content) -> _TupleToolbarContent<repeat each Content> {
        _TupleToolbarContent(repeat each content)
    }

    /// The items of an `if` while its condition holds.
    public static func buildIf<Content: ToolbarContent>(_ content: Content?) -> Content? { content }

    /// The first branch of an `if`/`else`.
    public static func buildEither<TrueContent: ToolbarContent, FalseContent: ToolbarContent>(first: TrueContent)
        -> _ConditionalToolbarContent<TrueContent, FalseContent>
    {
        _ConditionalToolbarContent(storage: .trueContent(first))
    }

    /// The second branch of an `if`/`else`.
    public static func buildEither<TrueContent: ToolbarContent, FalseContent: ToolbarContent>(second: FalseContent)
        -> _ConditionalToolbarContent<TrueContent, FalseContent>
    {
        _ConditionalToolbarContent(storage: .falseContent(second))
    }
}

/// Toolbar items written one after another: each keeps the identity of its place.
nonisolated public struct _TupleToolbarContent<each Content: ToolbarContent>: ToolbarContent {
    public typealias Body = Never
    let value: (repeat each Content)

    init(_ value: repeat each Content) {
        self.value = (repeat each value)
    }

    public static func _expandToolbar(_ content: Self, into expansion: inout _Expansion) {
        var index = 0
        for element in repeat each content.value {
            expansion.expand(ToolbarSlot(content: element), at: index)
            index += 1
        }
    }
}

/// One branch of an `if`/`else` in a toolbar: switching branch makes the other's views.
nonisolated public struct _ConditionalToolbarContent<TrueContent: ToolbarContent, FalseContent: ToolbarContent>: ToolbarContent {
    public typealias Body = Never

    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    let storage: Storage

    public static func _expandToolbar(_ content: Self, into expansion: inout _Expansion) {
        switch content.storage {
        case .trueContent(let content): expansion.expand(ToolbarSlot(content: content), at: 0)
        case .falseContent(let content): expansion.expand(ToolbarSlot(content: content), at: 1)
        }
    }
}

/// An `if` without an `else` in a toolbar: its items while the condition holds.
extension Optional: ToolbarContent where Wrapped: ToolbarContent {
    public static func _expandToolbar(_ content: Self, into expansion: inout _Expansion) {
        if let content { expansion.expand(ToolbarSlot(content: content), at: 0) }
    }
}

/// Toolbar content at a place of its own in the body: how it takes part in
/// the structure a body's views are identified by (G12).
nonisolated struct ToolbarSlot<Content: ToolbarContent>: View {
    typealias Body = Never
    let content: Content

    static func _expand(_ view: Self, into expansion: inout _Expansion) {
        Content._expandToolbar(view.content, into: &expansion)
    }
}

extension View {
    /// This view with a toolbar of the items `content` builds (A9): their
    /// views are part of this view's render, made by the body that made it.
    ///
    /// ```swift
    /// .toolbar {
    ///     ToolbarItem(placement: .primaryAction) { Button("Add") { adding = true } }
    ///     ToolbarItemGroup(placement: .bottomBar) { Text("\(count) guides") }
    /// }
    /// ```
    nonisolated public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
        Beside(content: self, host: ToolbarSlot(content: content()))
    }

    /// This view with a toolbar of the views `content` builds.
    nonisolated public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        Beside(content: self, host: content())
    }

    /// This view, its bars shown or hidden; it changes nothing that runs.
    nonisolated public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        self
    }
}
