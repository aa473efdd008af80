import ViewGraph

/// A control that shares items through the system's share sheet, as SwiftUI's
/// `ShareLink`: it shows its label and a share mark (`Share ⇪`). The sheet is
/// the system's, outside the app: no step acts on it. The items are taken as
/// they are (SwiftUI asks them to be `Transferable`, a protocol of another framework).
///
/// ```swift
/// ShareLink(item: guide.url)
/// ShareLink("Send", item: guide.summary)
/// ```
nonisolated public struct ShareLink<Data: RandomAccessCollection, PreviewImage, PreviewIcon, Label: View>: View {
    public typealias Body = Never
    let label: Label

    init(label: Label) {
        self.label = label
    }

    public static func _expand(_ view: Self, into expansion: inout _Expansion) {
        let label = expansion.labelText(of: view.label)
        expansion.show(Shown(verbatim: "\(label.description) ⇪"))
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never {
    /// A share link for `item`, labelled by what `label` shows.
    public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label)
    where Data == CollectionOfOne<Item> {
        self.init(label: label())
    }

    /// A share link for `items`, labelled by what `label` shows.
    public init(items: Data, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(label: label())
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Label == DefaultShareLinkLabel {
    /// A share link for `item`, labelled `Share`.
    public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<Item> {
        self.init(label: DefaultShareLinkLabel(title: Text("Share")))
    }

    /// A share link for `items`, labelled `Share`.
    public init(items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(label: DefaultShareLinkLabel(title: Text("Share")))
    }

    /// A share link for `item`, titled with a literal.
    public init<Item>(_ titleKey: LocalizedStringKey, item: Item, subject: Text? = nil, message: Text? = nil)
    where Data == CollectionOfOne<Item> {
        self.init(label: DefaultShareLinkLabel(title: Text(titleKey)))
    }

    /// A share link for `item`, titled `title`.
    public init<S: StringProtocol, Item>(_ title: S, item: Item, subject: Text? = nil, message: Text? = nil)
    where Data == CollectionOfOne<Item> {
        self.init(label: DefaultShareLinkLabel(title: Text(title)))
    }

    /// A share link for `item`, titled by a text.
    public init<Item>(_ title: Text, item: Item, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<Item> {
        self.init(label: DefaultShareLinkLabel(title: title))
    }
}

/// The label a share link shows when given none, as SwiftUI's `DefaultShareLinkLabel`: its title.
nonisolated public struct DefaultShareLinkLabel: View {
    public typealias Body = Never
    let title: Text

    public static func _expand(_ view: Self, into expansion: inout _Expansion) {
        Text._expand(view.title, into: &expansion)
    }
}
