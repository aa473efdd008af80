import ViewGraph

/// A view whose controls a person cannot use, as `.disabled(true)` makes.
/// SwiftUI shows them dimmed: here the maker's render shows `(disabled)`
/// after the view, so that the stale check sees the flag (G6), and a step
/// that acts on a control inside it fails, naming the control as disabled (A11).
nonisolated struct DisabledView<Content: View>: View {
    typealias Body = Never
    let content: Content
    let isDisabled: Bool

    static func _expand(_ view: Self, into expansion: inout _Expansion) {
        let before = expansion.content.controls.count
        // G12: the content stays where it stands without the modifier.
        Content._expand(view.content, into: &expansion)
        guard view.isDisabled else { return }
        expansion.disableControls(from: before)
        expansion.show(Shown(verbatim: "(disabled)"))
    }
}

extension _Expansion {
    /// Marks the controls added since the first `from` as disabled.
    mutating func disableControls(from start: Int) {
        for index in start..<content.controls.count { content.controls[index].isDisabled = true }
    }
}

extension View {
    /// This view, whose controls a person can use only while `disabled` is
    /// false. `disabled` is read in the body that writes the modifier, which
    /// therefore runs again when it changes; while it is true the body shows
    /// `(disabled)` after this view, and a step that taps, types into or
    /// flips a control made here fails, naming it as disabled.
    ///
    /// ```swift
    /// Button("Save") { store.save(draft) }
    ///     .disabled(draft.title.isEmpty)   // [Save] · (disabled) while the title is empty
    /// ```
    nonisolated public func disabled(_ disabled: Bool) -> some View {
        DisabledView(content: self, isDisabled: disabled)
    }
}
