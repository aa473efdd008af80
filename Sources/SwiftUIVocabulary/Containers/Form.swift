import ViewGraph

/// Controls grouped for data entry, as SwiftUI's `Form`: on iOS a form is a
/// grouped list, so it is lazy as ``List`` is (G10): a `ForEach` in it makes
/// only the rows on screen. Its fixed views are all made, as a list's are.
///
/// ```swift
/// Form {
///     Section("Profile") { TextField("Name", text: $name) }
///     Toggle("Notifications", isOn: $notifies)
/// }
/// ```
nonisolated public struct Form<Content: View>: View {
    public typealias Body = Never
    let content: Content

    /// A form of what `content` builds.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public static func _expand(_ view: Self, into expansion: inout _Expansion) {
        expansion.expandContent(view.content, lazy: true)
    }
}
