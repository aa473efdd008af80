/// A view compared with its own `==` whatever its layout, as SwiftUI's
/// `EquatableView` is (G11e): what ``View/equatable()`` makes. It is not a view
/// of its own in the counts: its body is its content's, under its content's name.
nonisolated public struct EquatableView<Content: View & Equatable>: View, Equatable, ComparedWithItsEquality, WrapsView {
    /// The view compared with its `==`.
    public let content: Content

    /// Wraps `content`.
    public init(content: Content) {
        self.content = content
    }

    public var body: Content.Body { _body(of: content) }
    package var wrapped: any View { content }

    /// A primitive has no body to skip: it is shown as it is.
    public static func _expand(_ view: Self, into expansion: inout _Expansion) {
        if Content.Body.self == Never.self { Content._expand(view.content, into: &expansion) } else { expansion.appendChild(view) }
    }

    public static func == (lhs: EquatableView, rhs: EquatableView) -> Bool { lhs.content == rhs.content }
}

extension View where Self: Equatable {
    /// This view, compared with its own `==` when its parent runs again, even
    /// if it is plain data (G11e), as SwiftUI's `.equatable()` asks.
    nonisolated public func equatable() -> EquatableView<Self> { EquatableView(content: self) }
}
