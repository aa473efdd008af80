import ViewGraph

/// An alert in SwiftUI's older form, as `Alert`: a title, a message and one
/// or two buttons, presented with `.alert(isPresented:content:)`. It behaves
/// as the newer `.alert(_:isPresented:actions:message:)` does: made while
/// presented, a tap on a button runs its action and dismisses it, and one
/// with no button gets OK.
///
/// ```swift
/// .alert(isPresented: $confirming) {
///     Alert(title: Text("Delete?"), primaryButton: .destructive(Text("Delete")) { delete() }, secondaryButton: .cancel())
/// }
/// ```
public struct Alert {
    let title: Text
    let message: Text?
    let buttons: [Button]

    /// An alert with one button, OK if `dismissButton` is nil.
    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
        self.title = title
        self.message = message
        buttons = dismissButton.map { [$0] } ?? []
    }

    /// An alert with two buttons.
    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
        self.title = title
        self.message = message
        buttons = [primaryButton, secondaryButton]
    }

    /// A button of an alert or an action sheet, as SwiftUI's `Alert.Button`.
    public struct Button {
        let label: Text
        let role: ButtonRole?
        let action: (() -> Void)?

        /// A button drawn as the default.
        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: nil, action: action)
        }

        /// A button that cancels, titled `label`.
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: .cancel, action: action)
        }

        /// A button that cancels, titled Cancel.
        public static func cancel(_ action: (() -> Void)? = {}) -> Button {
            Button(label: Text("Cancel"), role: .cancel, action: action)
        }

        /// A button that deletes or cannot be undone.
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: .destructive, action: action)
        }
    }
}

/// A sheet of actions in SwiftUI's older form, as `ActionSheet`, presented
/// with `.actionSheet(isPresented:content:)`: it behaves as the newer
/// `.confirmationDialog` does, Cancel added if none of its buttons cancels.
public struct ActionSheet {
    let title: Text
    let message: Text?
    let buttons: [Button]

    public typealias Button = Alert.Button

    public init(title: Text, message: Text? = nil, buttons: [Button] = [.cancel()]) {
        self.title = title
        self.message = message
        self.buttons = buttons
    }
}

/// An older alert's or action sheet's buttons, as the newer forms' actions:
/// each a `Button` with its role.
nonisolated struct _ClassicButtons: View {
    typealias Body = Never
    let buttons: [Alert.Button]

    static func _expand(_ view: Self, into expansion: inout _Expansion) {
        for (index, button) in view.buttons.enumerated() {
            let action = button.action
            expansion.expand(SwiftUIVocabulary.Button(role: button.role, action: { action?() }) { button.label }, at: index)
        }
    }
}

extension View {
    /// This view, presenting `content`'s alert while `isPresented` is true:
    /// SwiftUI's older form of ``alert(_:isPresented:actions:message:)``.
    nonisolated public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
        let alert = content()
        return presenting(
            .alert, alert.title.shown, isPresented: isPresented, actions: _ClassicButtons(buttons: alert.buttons), message: alert.message)
    }

    /// This view, presenting the alert `content` makes of `item` while it is not nil.
    nonisolated public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View {
        let alert = item.wrappedValue.map(content)
        let isPresented = Binding(get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
        return presenting(
            .alert, alert?.title.shown ?? .empty, isPresented: isPresented, actions: alert.map { _ClassicButtons(buttons: $0.buttons) },
            message: alert?.message)
    }

    /// This view, presenting `content`'s action sheet while `isPresented` is
    /// true: SwiftUI's older form of ``confirmationDialog(_:isPresented:titleVisibility:actions:)``.
    nonisolated public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View {
        let sheet = content()
        return presenting(
            .confirmationDialog, sheet.title.shown, isPresented: isPresented, actions: _ClassicButtons(buttons: sheet.buttons),
            message: sheet.message)
    }
}
