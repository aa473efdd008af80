import ViewGraph

/// A title with an icon, as SwiftUI's `Label`: a primitive that shows its
/// icon, then its title, as an `HStack` of the two would (`tray · Inbox`).
/// A label of a button is read by its title alone as well (``Button``'s readings).
///
/// ```swift
/// Label("Inbox", systemImage: "tray")
/// Label { Text(guide.name) } icon: { Image(systemName: "book") }
/// ```
nonisolated public struct Label<Title: View, Icon: View>: View {
    public typealias Body = Never
    let title: Title
    let icon: Icon

    /// A label made of a title and an icon built by hand.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    public static func _expand(_ view: Self, into expansion: inout _Expansion) {
        // Each in a place of its own: a title or an icon with a body is a child (G12).
        expansion.expand(view.icon, at: 1)
        expansion.expand(view.title, at: 0)
    }
}

extension Label where Title == Text, Icon == Image {
    /// A label titled with a literal, with a system symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
    }

    /// A label titled `title`, with a system symbol.
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }

    /// A label titled with a literal, with an image from an asset catalogue.
    public init(_ titleKey: LocalizedStringKey, image name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(name) })
    }

    /// A label titled `title`, with an image from an asset catalogue.
    public init<S: StringProtocol>(_ title: S, image name: String) {
        self.init(title: { Text(title) }, icon: { Image(name) })
    }
}
