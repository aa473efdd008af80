/// What a step acts on in a control a body shows, as a person would (A6): a
/// button's action, a field's text, a toggle's switch. A control's
/// `_expand` adds one with ``_Expansion/control(_:titled:)``; a step finds
/// the first of its type with the title it looks for, in tree order, as the
/// bodies showed them last (``Graph/shown(_:titled:acted:)``).
///
/// A new control is a primitive view whose `_expand` shows its text and adds
/// what a step acts on, and a step that acts on it through
/// `Screen.act(on:titled:verb:_:)`.
public protocol _Control {
    /// What a person calls a control of this kind, as a step that finds none
    /// names it (A11): `button`.
    static var kind: String { get }
}

/// A control a body showed on its last run: the title a step finds it by, the
/// other ways a person may read its label, and what a step acts on.
package struct ShownControl {
    package let title: String
    /// For a label of several texts, each alone and all of them read in turn.
    package let readings: [String]
    package let control: any _Control
    /// Whether a `.disabled(true)` around it keeps a person from using it.
    package var isDisabled = false
    /// The places of the views with a body its label is made of
    /// (`NavigationLink(value: place) { PlaceTile(place: place) }`): children
    /// of its maker, whose text is the rest of its title once they have run.
    package var labelViews: [ViewIdentity] = []

    package init(title: String, readings: [String], control: any _Control, isDisabled: Bool = false, labelViews: [ViewIdentity] = []) {
        (self.title, self.readings, self.control, self.isDisabled, self.labelViews) = (title, readings, control, isDisabled, labelViews)
    }

    /// Whether a person looking for `title` finds this control: its title, or,
    /// for a label of several texts, one of them or all of them read in turn.
    package func isTitled(_ title: String) -> Bool {
        self.title == title || readings.contains(title)
    }
}

extension _Expansion {
    /// Adds a control a step can act on (A6), found by the type of `control`
    /// and by `title`.
    public mutating func control(_ control: some _Control, titled title: String) {
        self.control(control, titled: title, readings: [])
    }

    /// Shows `binding`'s value as `format` writes it, read each time the
    /// screen is read, not when the body runs: a control's live value
    /// (`Volume: 7`), as a slider's or a toggle's, so a step that changes it
    /// runs no body that did not read the value itself (G8).
    public mutating func show<Value>(live binding: Binding<Value>, _ format: @escaping (Value) -> String) {
        show(Shown(parts: .live { format(binding.shown) }))
    }

    /// Adds a control a step can act on, found by `title` or any of `readings`.
    package mutating func control(_ control: some _Control, titled title: String, readings: [String]) {
        content.controls.append(ShownControl(title: title, readings: readings, control: control))
    }
}

// A6: steps act on the screen as a person would, through the controls the
// bodies showed on their last run, found by type and title in tree order.
extension Graph {
    /// The first control of type `Kind` a person would take for `title`, in tree order.
    package func control<Kind: _Control>(_ kind: Kind.Type, titled title: String) -> Kind? {
        shown(kind, titled: title)?.control
    }

    /// The first control of type `Kind` a person would take for `title`, in
    /// tree order, and the view whose body showed it. A9: a presented sheet or
    /// alert covers the screen, so only the topmost presentation's controls
    /// are found; a disabled control is passed over, as a person passes it.
    package func shown<Kind: _Control>(_ kind: Kind.Type, titled title: String) -> (node: Node, control: Kind)? {
        var found: (node: Node, control: Kind)?
        walkOnScreen { node, controls in
            for shown in controls where !shown.isDisabled && isTitled(shown, title, in: node) {
                if let control = shown.control as? Kind { found = (node, control) }
                if found != nil { return false }
            }
            return true
        }
        return found
    }

    /// Whether a person looking for `title` finds `shown`, a control of
    /// `node`: by its title, or by what its label's views show.
    package func isTitled(_ shown: ShownControl, _ title: String, in node: Node) -> Bool {
        if shown.isTitled(title) { return true }
        return !shown.labelViews.isEmpty && labelViews(of: shown, in: node).contains { self.shows(title, on: $0) }
    }

    /// The title a person reads on `shown`: its own, or its label's views' texts in turn.
    package func title(of shown: ShownControl, in node: Node) -> String {
        guard !shown.labelViews.isEmpty else { return shown.title }
        let texts = [shown.title] + labelViews(of: shown, in: node).map { title(of: $0) }
        return texts.filter { !$0.isEmpty }.joined(separator: " · ")
    }

    /// The live views `shown`'s label is made of, children of `node`.
    private func labelViews(of shown: ShownControl, in node: Node) -> [Node] {
        node.fixed.filter { shown.labelViews.contains($0.key) }
    }

    /// What ``shown(_:titled:)`` finds, or nil with the miss kept for the
    /// next flush to report (A11): a step `acted` on a control that is
    /// covered, disabled, or not on screen, and these are the ones of its kind
    /// that are. Steps reach it through `Screen.act(on:titled:verb:_:)`.
    package func shown<Kind: _Control>(_ kind: Kind.Type, titled title: String, acted: String) -> (node: Node, control: Kind)? {
        if let found = shown(kind, titled: title) { return found }
        // A13: one that is there but covered is not on screen, and what covers it is said.
        var covered: String?
        walkInTreeOrder { node in
            guard let control = node.controls.first(where: { $0.control is Kind && isTitled($0, title, in: node) }) else { return true }
            covered = coverer(of: node) { $0.title == control.title && $0.control is Kind }
            return covered == nil
        }
        if let covered {
            missCovered("\(acted) the \(Kind.kind) \"\(title)\"", by: covered)
            return nil
        }
        var shown: [String] = []
        var disabled = false
        walkOnScreen { node, controls in
            for control in controls where control.control is Kind {
                shown.append("\"\(self.title(of: control, in: node))\"")
                if control.isDisabled && isTitled(control, title, in: node) { disabled = true }
            }
            return true
        }
        if disabled {
            miss("\(acted) the \(Kind.kind) \"\(title)\"", "which is disabled")
            return nil
        }
        missNotOnScreen("\(acted) the \(Kind.kind) \"\(title)\"", shown: shown, plural: "\(Kind.kind)s", none: Kind.kind)
        return nil
    }

    /// The first control of type `Kind` in the tree, covered or not: one the
    /// system acts on rather than a person (the scene phase), which no sheet
    /// or pushed screen covers.
    package func anyControl<Kind: _Control>(_ kind: Kind.Type) -> Kind? {
        var found: Kind?
        walkInTreeOrder { node in
            found = node.controls.lazy.compactMap { $0.control as? Kind }.first
            return found == nil
        }
        return found
    }

    /// Every control of type `Kind` in the tree, covered or not, in tree
    /// order: what the system acts on at once (the timers a wait fires).
    package func everyControl<Kind: _Control>(_ kind: Kind.Type) -> [Kind] {
        var found: [Kind] = []
        walkInTreeOrder { node in
            found += node.controls.compactMap { $0.control as? Kind }
            return true
        }
        return found
    }

    /// The titles of the controls the screen shows, in tree order.
    package var controlTitles: [String] {
        var titles: [String] = []
        walkInTreeOrder { node in
            titles += node.controls.map { title(of: $0, in: node) }
            return true
        }
        return titles
    }
}
