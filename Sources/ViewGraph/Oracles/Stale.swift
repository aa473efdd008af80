/// A view whose shown text is not what a from-scratch render shows (G6).
package struct Stale: Equatable, CustomStringConvertible {
    /// The view's name.
    package let view: String
    /// What the view shows, or nil when the graph lacks a view the fresh render has.
    package let shown: String?
    /// What it should show, or nil when the graph has a view the fresh render lacks.
    package let expected: String?
    /// Why, when the strategy can tell (``Tracker/whyStale(_:)``): not part of
    /// what was found, so two findings compare equal without it.
    package var reason: String?

    /// A view that shows `shown` where a fresh render shows `expected`.
    package init(view: String, shown: String?, expected: String?, reason: String? = nil) {
        self.view = view
        self.shown = shown
        self.expected = expected
        self.reason = reason
    }

    package var description: String {
        "\(view) shows \(shown.map { "\"\($0)\"" } ?? "nothing") but should show \(expected.map { "\"\($0)\"" } ?? "nothing")"
            + (reason.map { ": \($0)" } ?? "")
    }

    package static func == (lhs: Stale, rhs: Stale) -> Bool {
        lhs.view == rhs.view && lhs.shown == rhs.shown && lhs.expected == rhs.expected
    }
}
