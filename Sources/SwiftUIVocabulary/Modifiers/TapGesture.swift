import Foundation
import ViewGraph

// A view a person taps, as SwiftUI's `.onTapGesture`: `Step.tap` finds it by
// what it shows, as it finds a button by its title, and runs its action.

/// A view that runs `action` when tapped: what it shows titles it, and a view
/// of its with a body is a child of its own, found by what it shows once it
/// has run, as a button's label is.
nonisolated struct TappedView<Content: View>: View {
    typealias Body = Never
    let content: Content
    let action: () -> Void

    static func _expand(_ view: Self, into expansion: inout _Expansion) {
        _ = expansion.control(ButtonAction(action: view.action), labelledBy: view.content) { $0 }
    }
}

extension View {
    /// This view, running `action` when a person taps it `count` times; a
    /// step taps it by what it shows (``Step/tap(_:as:_:)``), as it taps a
    /// button by its title.
    ///
    /// ```swift
    /// CourseCard(course: course).onTapGesture { selected = course }
    /// ```
    nonisolated public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        TappedView(content: self, action: action)
    }

    /// This view, running `action` with where it was tapped (here its
    /// origin, nothing being laid out) when a person taps it `count` times.
    nonisolated public func onTapGesture(
        count: Int = 1, coordinateSpace: CoordinateSpace = .local, perform action: @escaping (CGPoint) -> Void
    ) -> some View {
        TappedView(content: self, action: { action(.zero) })
    }
}
