import ViewGraph

/// A row with actions a swipe shows, as SwiftUI's
/// `swipeActions(edge:allowsFullSwipe:content:)` makes: its buttons are made
/// with the body that makes the row, and hidden until swiped, so they show
/// nothing. A step swipes the row and taps one by its title
/// (``Graph/swipe(_:tapping:)``); deleting a row taps its destructive one
/// (``Graph/delete(_:)``), as SwiftUI no longer offers `onDelete`'s Delete once a
/// row has swipe actions. It is its content in the counts.
nonisolated public struct _SwipeActionsView<Content: View, Actions: View>: View {
    public typealias Body = Never
    let content: Content
    let edge: HorizontalEdge
    let actions: Actions

    public static func _expand(_ view: Self, into expansion: inout _Expansion) {
        Content._expand(view.content, into: &expansion)
        var actions = _Expansion()
        Actions._expand(view.actions, into: &actions)
        for button in actions.finish().controls {
            guard let action = button.control as? ButtonAction else { continue }
            expansion.control(SwipeAction(edge: view.edge, button: action), titled: button.title, readings: button.readings)
        }
    }
}

extension View {
    /// This row, with buttons a swipe from `edge` shows.
    ///
    /// ```swift
    /// Text(book.title)
    ///     .swipeActions {
    ///         Button("Delete", role: .destructive) { shelf.remove(book) }
    ///     }
    /// ```
    nonisolated public func swipeActions<T: View>(
        edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T
    ) -> _SwipeActionsView<Self, T> {
        _SwipeActionsView(content: self, edge: edge, actions: content())
    }
}

/// A horizontal edge, as SwiftUI's `HorizontalEdge`: where a swipe starts.
public enum HorizontalEdge: Int8, CaseIterable, Hashable, Sendable {
    case leading, trailing
}

/// What a step taps in a row swiped: one of its swipe actions.
final class SwipeAction: _Control {
    static var kind: String { "swipe action" }
    let edge: HorizontalEdge
    let button: ButtonAction

    init(edge: HorizontalEdge, button: ButtonAction) {
        (self.edge, self.button) = (edge, button)
    }
}

extension Screen {
    /// Swipes the first row showing `row` that has a swipe action titled
    /// `action`, and taps the action; false if there is none, which the next
    /// flush reports with the swipe actions there are (A11).
    @discardableResult
    package func swipe(_ row: String, tapping action: String) -> Bool {
        actOnFirst("swiped the row \"\(row)\" to tap \"\(action)\"", plural: "swipe actions", none: "row with swipe actions") { node, controls, swipes in
            for control in controls {
                guard let swipe = control.control as? SwipeAction else { continue }
                guard control.isTitled(action) && graph.shows(row, on: node) else {
                    swipes.pass("\"\(control.title)\" on \"\(graph.title(of: node))\"")
                    continue
                }
                swipes.take {
                    swipe.button.action()
                    return nil
                }
                return false
            }
            return true
        }
    }

    /// The swipe actions of the row `node` and of the views below it, in tree order.
    func swipeActions(below node: Node) -> [SwipeAction] {
        var found: [SwipeAction] = []
        var stack = [node]
        while let view = stack.popLast() {
            found += view.controls.compactMap { $0.control as? SwipeAction }
            stack.append(contentsOf: view.children.reversed())
        }
        return found
    }
}

extension Step {
    /// Swipes the row showing `title` and taps its swipe action `action`.
    public static func swipe(_ title: String, tapping action: String, as name: String? = nil, _ explanation: String? = nil) -> Step {
        Step(name ?? "swipe-\(stepName(title))-\(stepName(action))", explanation ?? "swipes \(title) and taps \(action)") { _, screen in
            screen.swipe(title, tapping: action)
        }
    }
}
