import ViewGraph

/// A line between views; it shows nothing.
nonisolated public struct Divider: View {
    public typealias Body = Never

    public init() {}

    public static func _expand(_ view: Divider, into expansion: inout _Expansion) {}
}
