import ViewGraph

/// A control that picks one of its options, as SwiftUI's `Picker`: it shows
/// its title and the option its binding holds, read when shown, so picking
/// re-runs no body unless a body reads the selection itself (G8). A step picks
/// an option by what it shows (``Graph/pick(_:in:)``).
///
/// Its options are the views its content makes, each standing for its tag
/// (`tag(_:)`), or, in a `ForEach`, for the id the `ForEach` gives it when
/// that is of the selection's type. The options are laid out when the body
/// that makes the picker runs; an option of another type than the
/// selection's is shown and never picked, as in SwiftUI.
///
/// ```swift
/// Picker("Flavor", selection: $flavor) {
///     ForEach(Flavor.allCases) { Text($0.rawValue) }
/// }
/// ```
nonisolated public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    public typealias Body = Never
    let label: Label
    let selection: Binding<SelectionValue>
    let content: Content

    /// A picker titled by what `label` shows, of the options `content` makes.
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.selection = selection
        self.content = content()
    }

    public static func _expand(_ view: Self, into expansion: inout _Expansion) {
        let title = expansion.labelText(of: view.label)
        // The content is laid out now; a ForEach's rows are made when the
        // options are read, after the body, so that what they read is not its (as with any ForEach).
        var options = _Expansion()
        Content._expand(view.content, into: &options)
        var made = options.finish()
        // An option that is a view with a body is laid out as a button's label
        // is: a child of the view that makes the picker, run with it, and
        // found by what it shows once it has run.
        var placed: [ViewIdentity: ViewIdentity] = [:]
        for (index, child) in made.children.enumerated() {
            if case .row = child.key { continue }
            let before = expansion.content.children.count
            expansion.expand(child.view, at: 0x0971_0000 &+ index)
            if expansion.content.children.count == before + 1 { placed[child.key] = expansion.content.children[before].key }
        }
        made.controls = made.controls.map { shown in
            var option = shown
            option.labelViews = shown.labelViews.compactMap { placed[$0] }
            return option
        }
        let choice = PickerChoice(title: title.description, selection: view.selection) { Self.options(in: made) }
        expansion.show(Shown(parts: .live { choice.shown }))
        expansion.control(choice, titled: choice.title, readings: title.readings)
    }

    /// The options the content made, each with the value picking it sets and
    /// the views with a body that show it, if any.
    private static func options(in made: ViewGraph.BodyContent) -> [PickerChoice.Option<SelectionValue>] {
        var options: [PickerChoice.Option<SelectionValue>] = []
        for shown in made.controls {
            if let tag = shown.control as? TagValue, let value = tag.value as? SelectionValue {
                options.append(PickerChoice.Option(title: shown.title, value: value, views: shown.labelViews))
            }
        }
        // A row tagged stands for its tag, any other for its id (SwiftUI's implicit tag).
        func option(_ view: any View, id: AnyHashable?) {
            let row = rendered(view)
            let tag = row.controls.lazy.compactMap { $0.control as? TagValue }.first?.value
            if let value = (tag ?? id?.base) as? SelectionValue { options.append(PickerChoice.Option(title: row.text.description, value: value)) }
        }
        if let rows = made.rows {
            for index in 0..<rows.count { option(rows.view(at: index), id: RowOnScreen.id(of: rows.key(at: index))) }
        }
        // Several ForEaches make their rows children, keyed by their list and id.
        for child in made.children {
            if case .row(_, let id) = child.key { option(child.view, id: id) }
        }
        return options
    }

    private static func rendered(_ view: some View) -> ViewGraph.BodyContent { type(of: view)._render(view).content }
}

extension Picker where Label == Text {
    /// A picker titled with a literal.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(titleKey) }
    }

    /// A picker titled `title`.
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(title) }
    }
}

/// What a step picks in a picker: its options, by what they show, and its binding.
final class PickerChoice: _Control {
    static var kind: String { "picker" }
    let title: String
    /// What the options' primitives show, and the views with a body that show
    /// the rest, children of the picker's maker, in order.
    let labels: () -> [(title: String, views: [ViewIdentity])]
    /// Sets the option at an index.
    let pick: (Int) -> Void
    /// The title of the option the binding holds, read when shown.
    let selected: () -> String?

    /// An option: what its primitives show, the value picking it sets, and
    /// the views with a body that show it.
    struct Option<Value> {
        let title: String
        let value: Value
        var views: [ViewIdentity] = []
    }

    init<Value: Hashable>(title: String, selection: Binding<Value>, options: @escaping () -> [Option<Value>]) {
        self.title = title
        labels = { options().map { ($0.title, $0.views) } }
        pick = { index in selection.wrappedValue = options()[index].value }
        selected = { options().first { $0.value == selection.shown }?.title }
    }

    /// What the picker shows: its title and the option picked.
    var shown: String { "\(title): \(selected() ?? "")" }
}

extension Screen {
    /// Picks the option showing `option` in the first picker titled `title`;
    /// false if the screen shows no such picker, or it no such option, which
    /// the next flush reports with what there is (A11).
    @discardableResult
    package func pick(_ option: String, in title: String) -> Bool {
        act(on: PickerChoice.self, titled: title, verb: "picked in") { picker, node in
            // An option of views with a body is named by what they show now.
            let titles = picker.labels().map { label in
                label.views.isEmpty
                    ? label.title
                    : ([label.title] + node.fixed.filter { label.views.contains($0.key) }.map { graph.title(of: $0) })
                        .filter { !$0.isEmpty }.joined(separator: " · ")
            }
            guard let index = titles.firstIndex(of: option) else {
                graph.missNoSuchOption("picked \"\(option)\" in the picker \"\(title)\"", options: titles)
                return false
            }
            picker.pick(index)
            return true
        }
    }
}

extension Step {
    /// Picks the option showing `option` in the picker titled `picker`; named `pick-chocolate`.
    public static func pick(_ option: String, in picker: String, as name: String? = nil, _ explanation: String? = nil) -> Step {
        Step(name ?? "pick-\(stepName(option))", explanation ?? "picks \(option) in \(picker)") { _, screen in
            screen.pick(option, in: picker)
        }
    }
}
