/// A modifier of a view's own making, as SwiftUI's `ViewModifier`: its body
/// takes the view it modifies as `content` and makes what is shown in its
/// place. It is applied with ``View/modifier(_:)``.
///
/// ```swift
/// struct Caption: ViewModifier {
///     let color: Color
///     func body(content: Content) -> some View {
///         content.font(.caption).foregroundStyle(color)
///     }
/// }
///
/// Text(guide.name).modifier(Caption(color: .secondary))
/// ```
///
/// Its body is counted under the modifier's name (`Caption`), and runs as a
/// view's does: when the view that applied it ran and handed it another
/// modifier or other content (G11), or when what its own dynamic properties
/// read changed (`@State`, `@Environment`). The content is the view it
/// modifies, where `content` stands: a view with a body is a child of its
/// own there, compared as any child is.
@MainActor @preconcurrency
public protocol ViewModifier {
    /// The type of view this modifier's body makes.
    associatedtype Body: View

    /// The view this modifier modifies, as its body takes it.
    typealias Content = _ViewModifier_Content<Self>

    /// What is shown in place of `content`.
    @ViewBuilder func body(content: Content) -> Body
}

/// A view and the modifier applied to it, as SwiftUI's `ModifiedContent`.
nonisolated public struct ModifiedContent<Content, Modifier> {
    /// The view modified.
    public var content: Content
    /// The modifier applied to it.
    public var modifier: Modifier

    /// `content` with `modifier` applied.
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    @MainActor public var body: Modifier.Body {
        modifier.body(content: _ViewModifier_Content(content: content))
    }
}

extension ModifiedContent: NamedByItsModifier where Content: View, Modifier: ViewModifier {
    var modifierName: String {
        let full = String(describing: Modifier.self)
        return String(full.prefix { $0 != "<" })
    }
}

/// A view whose dynamic properties are its modifier's, held as its stored
/// property `modifier`, and whose runs are counted under the modifier's name.
protocol NamedByItsModifier {
    var modifierName: String { get }
}

/// The view a ``ViewModifier`` modifies, as its body takes it: shown where
/// the body puts it, as the view itself would be.
nonisolated public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    public typealias Body = Never
    let content: any View

    public static func _expand(_ view: Self, into expansion: inout _Expansion) {
        func expand<V: View>(_ content: V) { V._expand(content, into: &expansion) }
        expand(view.content)
    }
}

extension View {
    /// This view with `modifier` applied: what the modifier's body makes of it.
    nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
