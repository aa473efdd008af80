import ViewGraph

/// Views stacked top to bottom, as SwiftUI's `VStack`: every view made (eager).
nonisolated public struct VStack<Content: View>: View {
    public typealias Body = Never
    let content: Content

    public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public static func _expand(_ view: Self, into expansion: inout _Expansion) {
        expansion.expandContent(view.content, lazy: false)
    }
}

/// Views side by side, as SwiftUI's `HStack`.
nonisolated public struct HStack<Content: View>: View {
    public typealias Body = Never
    let content: Content

    public init(alignment: VerticalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public static func _expand(_ view: Self, into expansion: inout _Expansion) {
        expansion.expandContent(view.content, lazy: false)
    }
}

/// Views one over another, as SwiftUI's `ZStack`.
nonisolated public struct ZStack<Content: View>: View {
    public typealias Body = Never
    let content: Content

    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public static func _expand(_ view: Self, into expansion: inout _Expansion) {
        expansion.expandContent(view.content, lazy: false)
    }
}

/// A stack that makes only the rows on screen, as SwiftUI's `LazyVStack`
/// (G10): every row's identity is worked out, and a screenful of rows from
/// where the user has scrolled is made and run.
nonisolated public struct LazyVStack<Content: View>: View {
    public typealias Body = Never
    let content: Content

    public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public static func _expand(_ view: Self, into expansion: inout _Expansion) {
        expansion.expandContent(view.content, lazy: true)
    }
}
