/// One body run: which view, and why it ran.
package struct BodyRun: Equatable, Sendable, CustomStringConvertible {
    /// The view's name, `RobinLine`.
    package let view: String
    /// The view's identity among its siblings: a row's id, or `.position` for
    /// a view in a fixed layout; with the name, which `GuideRow` ran.
    package let key: ViewIdentity
    /// Why it ran (G5).
    package var causes: [Cause] { storedCauses ?? Self.newInputs }
    /// Why it ran; nil for new inputs alone (`@self`), the cause of nearly
    /// every run of a launch: a launch of a million rows records no array per row.
    private let storedCauses: [Cause]?
    private static let newInputs: [Cause] = [.inputs]
    /// The graph's id of the view that ran, for a page of the tree (-1 when
    /// not run by a graph); not part of what a run is, so not compared.
    package let viewID: Int

    /// A run of `view`, told apart from its siblings by `key`, for `causes`.
    package init(view: String, key: ViewIdentity = .position, causes: [Cause]) {
        self.init(view: view, key: key, storedCauses: causes == Self.newInputs ? nil : causes)
    }

    /// A run for `storedCauses`, nil for new inputs alone, of the graph's view `viewID`.
    package init(view: String, key: ViewIdentity, storedCauses: [Cause]?, viewID: Int = -1) {
        self.view = view
        self.key = key
        self.storedCauses = storedCauses
        self.viewID = viewID
    }

    package static func == (lhs: BodyRun, rhs: BodyRun) -> Bool {
        lhs.view == rhs.view && lhs.key == rhs.key && lhs.causes == rhs.causes
    }

    /// The view's name with its identity, as a trace shows it: `GuideRow[id 5]`.
    package var identified: String { view + key.description }

    /// The run as `_printChanges` prints it, with the identity of a keyed view:
    /// `RobinLine: \Sightings.robins changed.`, `GuideRow[id 5]: @self changed.`
    package var description: String { "\(identified): \(causes.sentence)" }
}
