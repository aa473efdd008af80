import ViewGraph

/// A view that runs an action when it appears and another when it goes, as
/// SwiftUI's `onAppear(perform:)` and `onDisappear(perform:)` make: `appear`
/// runs after the update in which the modifier first stands in its maker's
/// body (the maker made, its branch taken, its row come on screen), and
/// `disappear` after the update that removes it (the maker torn down, its
/// branch left, its row scrolled away). Each run is an action (R3), counted
/// in the flush's `actions` with `onChange`'s. It is its content in the counts.
nonisolated public struct _AppearanceView<Content: View>: View {
    public typealias Body = Never
    let content: Content
    let appear: (() -> Void)?
    let disappear: (() -> Void)?

    public static func _expand(_ view: Self, into expansion: inout _Expansion) {
        expansion.react(.appearance(appear: view.appear, disappear: view.disappear))
        Content._expand(view.content, into: &expansion)
    }
}

extension View {
    /// This view, running `action` after the update in which it appears.
    ///
    /// ```swift
    /// List(log.species) { SpeciesRow(species: $0) }
    ///     .onAppear { log.opened += 1 }
    /// ```
    nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> _AppearanceView<Self> {
        _AppearanceView(content: self, appear: action, disappear: nil)
    }

    /// This view, running `action` after the update in which it goes.
    nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> _AppearanceView<Self> {
        _AppearanceView(content: self, appear: nil, disappear: action)
    }
}
