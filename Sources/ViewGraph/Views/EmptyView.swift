/// A view that shows nothing.
nonisolated public struct EmptyView: View {
    public typealias Body = Never

    public init() {}

    public static func _expand(_ view: EmptyView, into expansion: inout _Expansion) {}
}
