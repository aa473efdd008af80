import ViewGraph

/// Space that grows along a stack; it shows nothing.
nonisolated public struct Spacer: View {
    public typealias Body = Never

    public init(minLength: Double? = nil) {}

    public static func _expand(_ view: Spacer, into expansion: inout _Expansion) {}
}
