// What the graph knows of presentations, which the vocabulary shows (A9,
// A13): that a view presents modally, and the control a presentation that
// shows puts on its host. The sheets, alerts and dialogs are the vocabulary's.

/// A view of the graph's own that presents modally while its binding says
/// so: the graph keeps the live ones at hand, and while one presents, a step
/// finds the controls of the topmost one only (``Graph/topmostPresentation()``).
package protocol PresentsModally {}

/// The control a presentation puts on its host while it shows: how the graph
/// tells the presentations up from those that are not, and names the one on top.
package protocol ShownPresentation: _Control {
    /// Its style, as a person says it: `sheet`, `alert`.
    var spokenStyle: String { get }
}

extension Graph {
    /// The presentation a person sees on top: of the views presenting now, the
    /// last in tree order (one presented from inside another comes after it).
    /// Nil while nothing is presented.
    package func topmostPresentation() -> Node? {
        guard !presenters.isEmpty else { return nil }
        var top: Node?
        for id in presenters {
            guard let node = node(id), node.controls.contains(where: { $0.control is any ShownPresentation }) else { continue }
            if let shown = top, !shown.precedes(node) { continue }
            top = node
        }
        return top
    }
}
