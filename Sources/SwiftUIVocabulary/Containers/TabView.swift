import ViewGraph

/// Tabs, one shown at a time, as SwiftUI's `TabView` (A9): a view of the
/// graph's own that reads the selection (its own, or the `selection`
/// binding), so that switching tabs runs no body of the view that made it.
/// As in SwiftUI, a tab's content is made when the tab is first selected,
/// not before, and kept, its state with it, when another tab is selected;
/// the first tab is selected at launch. Each tab's label is shown, `[Guides]`,
/// and a step selects a tab by it (`Step.selectTab("Guides")`).
///
/// ```swift
/// TabView {
///     GuideList().tabItem { Label("Guides", systemImage: "book") }
///     SettingsScreen().tabItem { Text("Settings") }
/// }
/// ```
nonisolated public struct TabView<SelectionValue: Hashable, Content: View>: View {
    public typealias Body = Never
    let selection: Binding<SelectionValue>?
    let content: Content

    /// Tabs of what `content` builds, the one shown bound to `selection`: each
    /// tab's `.tag(_:)` is its value.
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }

    public static func _expand(_ view: Self, into expansion: inout _Expansion) {
        expansion.appendChild(TabViewHost(selection: view.selection, content: view.content))
    }
}

extension TabView where SelectionValue == Int {
    /// Tabs of what `content` builds, the first shown first.
    public init(@ViewBuilder content: () -> Content) {
        self.init(selection: nil, content: content)
    }
}

extension View {
    /// This view as a tab of a `TabView`, labelled with what `label` builds.
    nonisolated public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        TabItem(content: self, label: label())
    }
}

/// What a step selects in a tab view (A6): the tab whose label it was given.
nonisolated package struct TabButton: _Control {
    package static var kind: String { "tab" }
    package let select: () -> Void
}

/// The view of the graph's own that a `TabView` is. It remembers which tabs
/// have been selected without telling anyone: each run shows what was made
/// before, and what it remembers is only what its runs saw.
nonisolated struct TabViewHost<SelectionValue: Hashable, Content: View>: View, Uncounted {
    let selection: Binding<SelectionValue>?
    let content: Content
    @State private var chosen: AnyHashable?
    private let made = Remembered<Set<AnyHashable>>(initial: [])

    var named: String { "TabView" }

    var body: some View {
        let selection = self.selection
        let chosen = _chosen
        return TabViewContent(
            content: content, selected: selection.map { AnyHashable($0.wrappedValue) } ?? chosen.wrappedValue,
            made: made.value, remember: made.store,
            select: { tab in
                guard let selection else { return chosen.wrappedValue = tab }
                if let value = tab.base as? SelectionValue { selection.wrappedValue = value }
            })
    }
}

/// A tab view's body: its tabs, each made if it is selected or has been, and
/// each label's button selecting its tab.
nonisolated struct TabViewContent<Content: View>: View {
    typealias Body = Never
    let content: Content
    /// The selected tab's value; nil for the first tab.
    let selected: AnyHashable?
    let made: Set<AnyHashable>
    let remember: (Set<AnyHashable>) -> Void
    let select: (AnyHashable) -> Void

    static func _expand(_ view: Self, into expansion: inout _Expansion) {
        let (firstChild, firstControl) = (expansion.content.children.count, expansion.content.controls.count)
        expansion.expandContent(view.content, lazy: false)
        // Each `.tabItem` added one tab and one button, in order: a tab is its
        // tag's value, or, untagged, its place.
        var tabs: [(child: Int, tab: any TabHosting, key: AnyHashable)] = []
        for index in firstChild..<expansion.content.children.count {
            guard let tab = expansion.content.children[index].view as? any TabHosting else { continue }
            tabs.append((index, tab, tab.tag ?? AnyHashable(tabs.count)))
        }
        let selected = view.selected.flatMap { selected in tabs.contains { $0.key == selected } ? selected : nil } ?? tabs.first?.key
        var made = view.made
        if let selected { made.insert(selected) }
        if made != view.made { view.remember(made) }
        for (index, tab, key) in tabs {
            let child = expansion.content.children[index]
            expansion.content.children[index] = Child(key: child.key, view: tab.showing(made.contains(key)), environment: child.environment)
        }
        var next = tabs.makeIterator()
        var titles: [AnyHashable: String] = [:]
        for index in firstControl..<expansion.content.controls.count where expansion.content.controls[index].control is TabButton {
            guard let key = next.next()?.key else { break }
            let shown = expansion.content.controls[index]
            let select = view.select
            titles[key] = shown.title
            expansion.content.controls[index] = ShownControl(title: shown.title, readings: shown.readings, control: TabButton { select(key) })
        }
        // A13: a tab made before and not selected now is kept, but not on screen.
        let chosen = selected.flatMap { titles[$0] }.map { "the tab \"\($0)\", selected over it," } ?? "the tab selected over it"
        for (index, _, key) in tabs where key != selected && made.contains(key) {
            expansion.cover(Covering(children: index..<index + 1, controls: 0..<0, rows: false, by: chosen))
        }
    }
}

/// A tab of a tab view: a view of the graph's own whose child is the tab's
/// content while the tab is made. It counts no body.
nonisolated struct TabHost<Content: View>: View, Uncounted, TabHosting {
    let tag: AnyHashable?
    let content: Content
    /// Whether its content is made: set by its tab view; a tab outside one shows it.
    var shown = true

    var named: String { "Tab" }

    var body: some View {
        if shown { content }
    }

    func showing(_ shown: Bool) -> any View {
        var tab = self
        tab.shown = shown
        return tab
    }
}

/// A tab, whose tab view says whether its content is made.
protocol TabHosting {
    var tag: AnyHashable? { get }
    func showing(_ shown: Bool) -> any View
}

/// A view as a tab: its label's button in the tab bar, and the tab.
nonisolated struct TabItem<Content: View, Label: View>: View, TabItemExpanding {
    typealias Body = Never
    let content: Content
    let label: Label

    static func _expand(_ view: Self, into expansion: inout _Expansion) {
        view.expand(tag: (view.content as? any Tagging)?.tagValue, into: &expansion)
    }

    func expand(tag: AnyHashable?, into expansion: inout _Expansion) {
        let text = expansion.labelText(of: label)
        expansion.show(Shown(verbatim: "[\(text.description)]"))
        expansion.control(TabButton {}, titled: text.description, readings: text.readings)
        expansion.appendChild(TabHost(tag: tag, content: content))
    }
}

/// A tab that takes the tag written around it: `.tabItem { }.tag(2)`.
protocol TabItemExpanding {
    func expand(tag: AnyHashable?, into expansion: inout _Expansion)
}

/// A value that remembers something of its view's runs for the life of its
/// identity, as state does, but is written without telling anyone: reading
/// it depends on nothing, and writing it runs nothing.
struct Remembered<Value>: DynamicProperty {
    let slot: _DynamicPropertyStorage.Slot<Value>

    init(initial: Value) {
        slot = _DynamicPropertyStorage.Slot(initial: initial)
    }

    var value: Value { slot.location?.peek() ?? slot.initial! }

    func store(_ value: Value) {
        slot.location?.store(value)
    }

    func _attach(to storage: _DynamicPropertyStorage) {
        storage.attach(slot, toStateStartingAt: slot.initial!)
    }
}

extension Step {
    /// Selects the tab labelled `title`: its content is made the first time.
    /// Named `tab-settings` for the tab `Settings`, or `name`.
    public static func selectTab(_ title: String, as name: String? = nil, _ explanation: String? = nil) -> Step {
        Step(name ?? "tab-\(stepName(title))", explanation ?? "selects the tab \(title)") { _, screen in screen.selectTab(title) }
    }
}

extension Screen {
    /// Selects the first tab labelled `title`; false if the screen shows none.
    @discardableResult
    public func selectTab(_ title: String) -> Bool {
        act(on: TabButton.self, titled: title, verb: "selected") { $0.select() }
    }
}
