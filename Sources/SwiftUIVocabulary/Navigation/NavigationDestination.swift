import ViewGraph

/// Where a `navigationDestination(for:destination:)` tells its stack how to
/// show values of its type: a view of the graph's own beside the view the
/// modifier is on, which reads the stack's rules from the environment and
/// adds its own when it runs. It runs before any screen the stack pushes (it
/// stands in the stack's root, which comes first in tree order), so the
/// screen of a value pushed at launch finds it too. It counts no body.
nonisolated struct DestinationRule<D: Hashable, C: View>: View, Uncounted {
    @Environment(\.navigationRules) private var rules
    let destination: (D) -> C

    var named: String { "navigationDestination" }

    var body: EmptyView {
        rules?.register(D.self, destination)
        return EmptyView()
    }
}

extension View {
    /// This view, with the screen its stack shows for a pushed value of type
    /// `data` (A9): what a `NavigationLink(value:)` or the stack's path pushes.
    /// The screen's body runs when the value is pushed; a value of a type no
    /// destination takes shows nothing, as in SwiftUI.
    ///
    /// ```swift
    /// List(guides) { guide in NavigationLink(guide.title, value: guide) }
    ///     .navigationDestination(for: Guide.self) { guide in GuideDetail(guide: guide) }
    /// ```
    nonisolated public func navigationDestination<D: Hashable, C: View>(
        for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View {
        Beside(content: self, host: DestinationRule(destination: destination))
    }
}
