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
    package var why: StaleReason?

    /// A view that shows `shown` where a fresh render shows `expected`.
    package init(view: String, shown: String?, expected: String?, why: StaleReason? = nil) {
        self.view = view
        self.shown = shown
        self.expected = expected
        self.why = why
    }

    /// Why, in a clause, when the strategy can tell.
    package var reason: String? { why?.text }

    /// Whether it is stale only in the screen's `ObservableObject` port, which
    /// its author did not write (A10): a finding of the port, never a failure.
    package var inThePort: Bool { why?.inThePort ?? false }

    package var description: String {
        "\(view) shows \(shown.map { "\"\($0)\"" } ?? "nothing") but should show \(expected.map { "\"\($0)\"" } ?? "nothing")"
            + (reason.map { ": \($0)" } ?? "")
    }

    package static func == (lhs: Stale, rhs: Stale) -> Bool {
        lhs.view == rhs.view && lhs.shown == rhs.shown && lhs.expected == rhs.expected
    }
}

/// Why a view went stale, as its strategy tells it (``Tracker/whyStale(_:)``).
package struct StaleReason: Sendable {
    /// The reason, in a clause: what the body read that the view does not hold.
    package let text: String
    /// Whether the view is stale only because the screen runs as its
    /// `ObservableObject` port: what it read and does not hold is an
    /// `@Observable` model that the port's wrappers do not reach (A10).
    package let inThePort: Bool

    package init(_ text: String, inThePort: Bool = false) {
        self.text = text
        self.inThePort = inThePort
    }
}
