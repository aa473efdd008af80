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
public struct TupleView<each Content: View>: View {
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
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    public typealias Body = Never

    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    let storage: Storage

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

/// A view that shows nothing.
public struct EmptyView: View {
    public typealias Body = Never

    public init() {}

    public static func _expand(_ view: EmptyView, into expansion: inout _Expansion) {}
}

/// A view whose type is not known until it is made. Its identity is its
/// place and the type it wraps: wrapping another type makes a new view (G12).
public struct AnyView: View {
    public typealias Body = Never

    let view: any View

    /// Wraps `view`.
    public init(_ view: some View) {
        if let wrapped = view as? AnyView {
            self.view = wrapped.view
        } else {
            self.view = view
        }
    }

    /// Wraps `view`, if it is a view.
    public init?(erasing value: Any) {
        guard let view = value as? any View else { return nil }
        self.view = view
    }

    public static func _expand(_ view: AnyView, into expansion: inout _Expansion) {
        func open<Wrapped: View>(_ wrapped: Wrapped) {
            expansion.expand(wrapped, at: ObjectIdentifier(Wrapped.self).hashValue)
        }
        open(view.view)
    }
}

/// Views grouped with no layout of their own.
public struct Group<Content: View>: View {
    public typealias Body = Never
    let content: Content

    /// Groups the views `content` builds.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public static func _expand(_ view: Self, into expansion: inout _Expansion) {
        expansion.expandContent(view.content)
    }
}
