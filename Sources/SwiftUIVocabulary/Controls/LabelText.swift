import ViewGraph

// What controls read of the views they are handed: a label's text, and what
// part of a body shows or registers, for a control that makes something of it.
extension _Expansion {
    /// What `label` shows, expanded on its own: a control's title.
    static func text<Label: View>(of label: Label) -> Shown {
        var expansion = _Expansion()
        Label._expand(label, into: &expansion)
        return expansion.finish().text
    }

    /// What `label` shows, expanded on its own, when it is made of
    /// primitives alone; nil when it has a view with a body or rows, which
    /// show only once they have run.
    static func primitiveText<Label: View>(of label: Label) -> Shown? {
        var scratch = _Expansion()
        Label._expand(label, into: &scratch)
        let made = scratch.finish()
        return made.children.isEmpty && made.rows == nil ? made.text : nil
    }

    /// What `label` shows, for a control's title, read here. A label's views
    /// with a body (`Stepper { StepperLabel(value: value) }`) become children
    /// of the view being expanded, at a place of their own, as SwiftUI makes a
    /// label's views: they run and count, though the title is what the
    /// label's primitives show.
    mutating func labelText<Label: View>(of label: Label) -> Shown {
        var scratch = _Expansion()
        Label._expand(label, into: &scratch)
        let made = scratch.finish()
        guard !made.children.isEmpty || made.rows != nil else { return made.text }
        let outer = content.text
        content.text = .empty
        expand(label, at: 0x1ABE1)
        let shown = content.text
        content.text = outer
        return shown
    }

    /// Expands `view` here, at the place being expanded, and returns what it
    /// showed (which stays shown) and the index of the first control it added:
    /// for a modifier that marks the controls inside it (`onSubmit`,
    /// `focused`) or names what it wraps (`tag`).
    mutating func expandMarking<V: View>(_ view: V) -> (shown: Shown, firstControl: Int) {
        let outer = content.text
        let firstControl = content.controls.count
        content.text = .empty
        V._expand(view, into: &self)
        let shown = content.text
        content.text = outer.followed(by: shown)
        return (shown, firstControl)
    }

    /// The controls added since `first`, in order.
    func controls(from first: Int) -> ArraySlice<ShownControl> {
        content.controls[first...]
    }

    /// Adds a control labelled by `label`, as a button or a link is: a label of
    /// primitives is read here, and titles it; one with views that have a body
    /// makes them children of the view being expanded, as SwiftUI makes a
    /// label's views, and the control is found by what they show once they
    /// have run. Returns what the label showed here.
    mutating func control<Label: View>(
        _ control: some _Control, labelledBy label: Label, showing frame: (String) -> String
    ) -> Shown {
        var scratch = _Expansion()
        Label._expand(label, into: &scratch)
        let made = scratch.finish()
        let text = made.text
        guard !made.children.isEmpty || made.rows != nil else {
            show(Shown(verbatim: frame(text.description)))
            // A person reads a label of several texts by any of them, or all of them in turn.
            self.control(control, titled: text.description, readings: text.readings)
            return text
        }
        let firstChild = content.children.count
        let (shown, _) = expandMarking(label)
        var labelled = ShownControl(title: shown.description, readings: shown.readings, control: control)
        labelled.labelViews = content.children[firstChild...].map(\.key)
        content.controls.append(labelled)
        return shown
    }
}
