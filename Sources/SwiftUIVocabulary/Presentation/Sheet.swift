import ViewGraph

/// A sheet, a cover or a popover presented while a flag is true: the view of
/// the graph's own that reads the flag, beside the view the modifier is on.
/// It counts no body; the content's views are its children while presented.
nonisolated struct SheetHost<Content: View>: View, Uncounted, PresentsModally {
    let style: PresentationStyle
    let isPresented: Binding<Bool>
    let onDismiss: (() -> Void)?
    let content: () -> Content

    var named: String { style.name }

    var body: some View {
        let isPresented = self.isPresented
        // The flag is read here, not in the presenter's body (A9).
        let presented = isPresented.wrappedValue
        return Presentation(
            style: style, presented: presented ? AnyHashable(true) : nil, content: presented ? content() : nil,
            dismiss: { isPresented.wrappedValue = false }, onDismiss: onDismiss)
    }
}

/// A sheet, a cover or a popover presented while an item is not nil, its
/// content made from the item: another item is another presentation.
nonisolated struct ItemSheetHost<Item: Identifiable, Content: View>: View, Uncounted, PresentsModally {
    let style: PresentationStyle
    let item: Binding<Item?>
    let onDismiss: (() -> Void)?
    let content: (Item) -> Content

    var named: String { style.name }

    var body: some View {
        let item = self.item
        let shown = item.wrappedValue
        return Presentation(
            style: style, presented: shown.map { AnyHashable($0.id) }, content: shown.map(content),
            dismiss: { item.wrappedValue = nil }, onDismiss: onDismiss)
    }
}

extension View {
    /// This view, presenting a sheet of what `content` builds while
    /// `isPresented` is true (A9). The sheet reads the binding, not this
    /// view's body; its content is made when presented and torn down, its
    /// state lost, when dismissed; `onDismiss` runs after it goes. A person
    /// dismisses it with a swipe (`Step.dismiss()`).
    ///
    /// ```swift
    /// List(guides) { GuideRow(guide: $0) }
    ///     .sheet(isPresented: $adding) { AddGuideSheet() }
    /// ```
    nonisolated public func sheet<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        Beside(content: self, host: SheetHost(style: .sheet, isPresented: isPresented, onDismiss: onDismiss, content: content))
    }

    /// This view, presenting a sheet made from `item` while it is not nil; a
    /// new item dismisses the sheet and presents another (A9).
    ///
    /// ```swift
    /// .sheet(item: $editing) { guide in GuideEditor(guide: guide) }
    /// ```
    nonisolated public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        Beside(content: self, host: ItemSheetHost(style: .sheet, item: item, onDismiss: onDismiss, content: content))
    }

    /// This view, presenting a cover over the whole screen while `isPresented`
    /// is true: as a sheet, but a person cannot swipe it away (A9).
    nonisolated public func fullScreenCover<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        Beside(
            content: self, host: SheetHost(style: .fullScreenCover, isPresented: isPresented, onDismiss: onDismiss, content: content))
    }

    /// This view, presenting a cover made from `item` while it is not nil (A9).
    nonisolated public func fullScreenCover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        Beside(content: self, host: ItemSheetHost(style: .fullScreenCover, item: item, onDismiss: onDismiss, content: content))
    }

    /// This view, presenting a popover while `isPresented` is true: as a
    /// sheet, dismissed by a tap outside it (A9).
    nonisolated public func popover<Content: View>(isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) -> some View {
        Beside(content: self, host: SheetHost(style: .popover, isPresented: isPresented, onDismiss: nil, content: content))
    }

    /// This view, presenting a popover made from `item` while it is not nil (A9).
    nonisolated public func popover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        Beside(content: self, host: ItemSheetHost(style: .popover, item: item, onDismiss: nil, content: content))
    }
}
