/// Builds a body from the views written in it, as SwiftUI's `@ViewBuilder`
/// does: views in sequence, `if`/`else`, `if let`, `switch`, and loops through
/// ``ForEach`` (A1). Where each view stands in what it builds is its
/// structural identity (G12).
@resultBuilder
public enum ViewBuilder {
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    public static func buildBlock() -> EmptyView { EmptyView() }

    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<repeat each Content> {
        TupleView(repeat each content)
    }

    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
        -> _ConditionalContent<TrueContent, FalseContent>
    {
        _ConditionalContent(storage: .trueContent(first))
    }

    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
        -> _ConditionalContent<TrueContent, FalseContent>
    {
        _ConditionalContent(storage: .falseContent(second))
    }

    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

/// Views written one after another in a body: each keeps the identity of its
/// place in the sequence.
nonisolated public struct TupleView<each Content: View>: View {
    public typealias Body = Never
    /// The views, in order.
    public var value: (repeat each Content)

    public init(_ value: repeat each Content) {
        self.value = (repeat each value)
    }

    public static func _expand(_ view: Self, into expansion: inout _Expansion) {
        var index = 0
        for element in repeat each view.value {
            expansion.expand(element, at: index)
            index += 1
        }
    }
}

/// One branch of an `if`/`else` or a `switch`: switching branch tears down
/// the views of one and makes the other's, even of the same type (G12).
nonisolated public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    public typealias Body = Never

    package enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    package let storage: Storage

    public static func _expand(_ view: Self, into expansion: inout _Expansion) {
        switch view.storage {
        case .trueContent(let content): expansion.expand(content, at: 0)
        case .falseContent(let content): expansion.expand(content, at: 1)
        }
    }
}

/// An `if` without an `else`, or an `if let`: its view while the condition holds.
extension Optional: View where Wrapped: View {
    public typealias Body = Never

    public static func _expand(_ view: Self, into expansion: inout _Expansion) {
        if let view { expansion.expand(view, at: 0) }
    }
}
