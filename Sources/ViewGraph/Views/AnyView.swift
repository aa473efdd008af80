/// A view whose type is not known until it is made. Its identity is its
/// place and the type it wraps: wrapping another type makes a new view (G12).
nonisolated public struct AnyView: View {
    public typealias Body = Never

    package let view: any View

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
