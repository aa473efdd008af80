import ViewGraph

/// An alert or a confirmation dialog, presented while a flag is true: the
/// view of the graph's own that reads the flag. Its actions and message are
/// made in the presenter's body, as SwiftUI's non-escaping builders are, but
/// shown, and tappable, only while presented; a tap on any of its buttons
/// runs the button's action and dismisses it.
nonisolated struct AlertHost<Actions: View, Message: View>: View, Uncounted, PresentsModally {
    let style: PresentationStyle
    let title: Shown
    let isPresented: Binding<Bool>
    /// Nil when the data it presents is nil: then nothing is presented.
    let actions: Actions?
    let message: Message?

    var named: String { style.name }

    var body: some View {
        let isPresented = self.isPresented
        return AlertContent(
            style: style, title: title, presented: isPresented.wrappedValue && actions != nil, actions: actions, message: message,
            dismiss: { isPresented.wrappedValue = false })
    }
}

/// What an alert shows while presented: its title, its message and its
/// buttons, each of which dismisses it after its action; an alert with no
/// button gets OK, a dialog with no Cancel gets one, as SwiftUI adds them.
nonisolated struct AlertContent<Actions: View, Message: View>: View {
    typealias Body = Never
    let style: PresentationStyle
    let title: Shown
    let presented: Bool
    let actions: Actions?
    let message: Message?
    let dismiss: () -> Void

    static func _expand(_ view: Self, into expansion: inout _Expansion) {
        guard view.presented else { return }
        let dismiss = view.dismiss
        expansion.control(
            PresentationControl(style: view.style, dismiss: view.style.dismissesInteractively ? dismiss : nil),
            titled: view.title.description)
        expansion.show(view.title)
        if let message = view.message { expansion.expand(message, at: 1) }
        let first = expansion.content.controls.count
        if let actions = view.actions { expansion.expand(actions, at: 2) }
        var buttons = 0
        for index in first..<expansion.content.controls.count {
            let shown = expansion.content.controls[index]
            guard let button = shown.control as? ButtonAction else { continue }
            buttons += 1
            expansion.content.controls[index] = ShownControl(
                title: shown.title, readings: shown.readings,
                control: ButtonAction {
                    dismiss()
                    button.action()
                })
        }
        let added = view.style == .alert ? (buttons == 0 ? "OK" : nil) : (expansion.content.controls[first...].contains { $0.title == "Cancel" || ($0.control as? ButtonAction)?.role == .cancel } ? nil : "Cancel")
        if let added {
            expansion.show(Shown(verbatim: "[\(added)]"))
            expansion.control(ButtonAction(action: dismiss), titled: added)
        }
    }
}

extension View {
    /// An alert titled `title`: its `actions` and `message` made by this view's
    /// body, shown and tappable while presented.
    nonisolated func presenting<A: View, M: View>(
        _ style: PresentationStyle, _ title: Shown, isPresented: Binding<Bool>, actions: A?, message: M?
    ) -> some View {
        Beside(content: self, host: AlertHost(style: style, title: title, isPresented: isPresented, actions: actions, message: message))
    }

    /// This view, presenting an alert titled `titleKey` with the buttons
    /// `actions` builds while `isPresented` is true (A9). The alert reads the
    /// binding, not this view's body; tapping one of its buttons
    /// (`Step.tap("Delete")`) runs the button's action and dismisses it.
    ///
    /// ```swift
    /// .alert("Delete guide?", isPresented: $confirming) {
    ///     Button("Delete") { store.remove(guide) }
    ///     Button("Cancel") {}
    /// } message: {
    ///     Text("It cannot be undone.")
    /// }
    /// ```
    nonisolated public func alert<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        presenting(.alert, titleKey.shown, isPresented: isPresented, actions: actions(), message: EmptyView?.none)
    }

    /// An alert titled `title`, with its buttons, while `isPresented` is true.
    nonisolated public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        presenting(.alert, Shown(verbatim: String(title)), isPresented: isPresented, actions: actions(), message: EmptyView?.none)
    }

    /// An alert titled with `title`'s text, with its buttons, while `isPresented` is true.
    nonisolated public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        presenting(.alert, title.shown, isPresented: isPresented, actions: actions(), message: EmptyView?.none)
    }

    /// An alert titled `titleKey`, with its buttons and its message, while `isPresented` is true.
    nonisolated public func alert<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        presenting(.alert, titleKey.shown, isPresented: isPresented, actions: actions(), message: message())
    }

    /// An alert titled `title`, with its buttons and its message, while `isPresented` is true.
    nonisolated public func alert<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        presenting(.alert, Shown(verbatim: String(title)), isPresented: isPresented, actions: actions(), message: message())
    }

    /// An alert titled with `title`'s text, with its buttons and its message, while `isPresented` is true.
    nonisolated public func alert<A: View, M: View>(
        _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        presenting(.alert, title.shown, isPresented: isPresented, actions: actions(), message: message())
    }

    /// An alert titled `titleKey` about `data`, while `isPresented` is true and `data` is not nil.
    nonisolated public func alert<A: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View {
        presenting(.alert, titleKey.shown, isPresented: isPresented, actions: data.map(actions), message: EmptyView?.none)
    }

    /// An alert titled `title` about `data`, while `isPresented` is true and `data` is not nil.
    nonisolated public func alert<S: StringProtocol, A: View, T>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View {
        presenting(.alert, Shown(verbatim: String(title)), isPresented: isPresented, actions: data.map(actions), message: EmptyView?.none)
    }

    /// An alert titled `titleKey` about `data`, with a message, while `isPresented` is true and `data` is not nil.
    nonisolated public func alert<A: View, M: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
        @ViewBuilder message: (T) -> M
    ) -> some View {
        presenting(.alert, titleKey.shown, isPresented: isPresented, actions: data.map(actions), message: data.map(message))
    }

    /// An alert titled `title` about `data`, with a message, while `isPresented` is true and `data` is not nil.
    nonisolated public func alert<S: StringProtocol, A: View, M: View, T>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        presenting(.alert, Shown(verbatim: String(title)), isPresented: isPresented, actions: data.map(actions), message: data.map(message))
    }

    /// This view, presenting a confirmation dialog titled `titleKey` with the
    /// buttons `actions` builds while `isPresented` is true (A9): as an alert,
    /// and a person may dismiss it with a tap outside (`Step.dismiss()`).
    ///
    /// ```swift
    /// .confirmationDialog("Sort by", isPresented: $sorting) {
    ///     Button("Name") { order = .name }
    ///     Button("Date") { order = .date }
    /// }
    /// ```
    nonisolated public func confirmationDialog<A: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A
    ) -> some View {
        presenting(.confirmationDialog, titleKey.shown, isPresented: isPresented, actions: actions(), message: EmptyView?.none)
    }

    /// A confirmation dialog titled `title`, with its buttons, while `isPresented` is true.
    nonisolated public func confirmationDialog<S: StringProtocol, A: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
    ) -> some View {
        presenting(.confirmationDialog, Shown(verbatim: String(title)), isPresented: isPresented, actions: actions(), message: EmptyView?.none)
    }

    /// A confirmation dialog titled with `title`'s text, with its buttons, while `isPresented` is true.
    nonisolated public func confirmationDialog<A: View>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
    ) -> some View {
        presenting(.confirmationDialog, title.shown, isPresented: isPresented, actions: actions(), message: EmptyView?.none)
    }

    /// A confirmation dialog titled `titleKey`, with its buttons and its message, while `isPresented` is true.
    nonisolated public func confirmationDialog<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        presenting(.confirmationDialog, titleKey.shown, isPresented: isPresented, actions: actions(), message: message())
    }

    /// A confirmation dialog titled `title`, with its buttons and its message, while `isPresented` is true.
    nonisolated public func confirmationDialog<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A,
        @ViewBuilder message: () -> M
    ) -> some View {
        presenting(.confirmationDialog, Shown(verbatim: String(title)), isPresented: isPresented, actions: actions(), message: message())
    }

    /// A confirmation dialog titled `titleKey` about `data`, while `isPresented` is true and `data` is not nil.
    nonisolated public func confirmationDialog<A: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View {
        presenting(.confirmationDialog, titleKey.shown, isPresented: isPresented, actions: data.map(actions), message: EmptyView?.none)
    }
}
