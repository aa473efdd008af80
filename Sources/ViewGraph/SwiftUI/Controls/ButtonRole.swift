/// What a button does, as SwiftUI's `ButtonRole` tells a person: a
/// destructive button is drawn in red, a cancelling one apart. The harness
/// shows a button the same whatever its role; a step that deletes a row by
/// swiping it taps the row's destructive swipe action (``Graph/delete(row:)``).
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
