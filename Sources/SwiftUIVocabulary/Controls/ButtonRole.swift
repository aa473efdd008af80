import ViewGraph

/// What a button does, as SwiftUI's `ButtonRole` tells a person: a
/// destructive button is drawn in red, a cancelling one apart. The harness
/// shows a button the same whatever its role; a step that deletes a row by
/// swiping it taps the row's destructive swipe action (``Step/delete(_:as:_:)``).
///
/// ```swift
/// Button("Delete", role: .destructive) { shelf.remove(book) }
/// ```
public struct ButtonRole: Equatable, Sendable {
    // A byte, so that what a step taps in a button still fits an existential's inline buffer.
    private enum Kind: UInt8 { case destructive, cancel }
    private let kind: Kind

    /// A button that deletes data or does what cannot be undone.
    public static let destructive = ButtonRole(kind: .destructive)
    /// A button that cancels what is under way.
    public static let cancel = ButtonRole(kind: .cancel)
}

extension Button {
    /// A button with a role, showing what `label` builds.
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.init(action: action, label: label)
        self.role = role
    }
}

extension Button where Label == Text {
    /// A button with a role, titled with a literal.
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }

    /// A button with a role, titled `title`.
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}

extension Button where Label == SwiftUIVocabulary.Label<Text, Image> {
    /// A button labelled with a literal and a system symbol, found by its title.
    ///
    /// ```swift
    /// Button("Add", systemImage: "plus") { showingAdd = true }
    /// ```
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { SwiftUIVocabulary.Label(titleKey, systemImage: systemImage) }
    }

    /// A button labelled `title` and a system symbol.
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { SwiftUIVocabulary.Label(title, systemImage: systemImage) }
    }

    /// A button with a role, labelled with a literal and a system symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { SwiftUIVocabulary.Label(titleKey, systemImage: systemImage) }
    }

    /// A button with a role, labelled `title` and a system symbol.
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { SwiftUIVocabulary.Label(title, systemImage: systemImage) }
    }

    /// A button labelled with a literal and an image from an asset catalogue.
    public init(_ titleKey: LocalizedStringKey, image: String, action: @escaping () -> Void) {
        self.init(action: action) { SwiftUIVocabulary.Label(titleKey, image: image) }
    }

    /// A button labelled `title` and an image from an asset catalogue.
    public init<S: StringProtocol>(_ title: S, image: String, action: @escaping () -> Void) {
        self.init(action: action) { SwiftUIVocabulary.Label(title, image: image) }
    }
}
