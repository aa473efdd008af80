import ViewGraph

/// What a list's selection binding writes when a row is selected, its type
/// erased: one row's id, or a set of them.
struct ListSelecting {
    /// Selects the row whose tag or id is the value given.
    let select: (Any) -> Void
    /// What the list shows of its selection, read when shown.
    let shown: () -> String

    init<Value: Hashable>(_ selection: ListSelection<Value>) {
        select = selection.select
        shown = { selection.shown }
    }
}

/// What a list's selection binding writes when a row is selected: one row's
/// id, or a set of them. A person selects a row by tapping it: the row alone
/// for a single selection; for a set, the row in or out, as a tap in edit mode does.
struct ListSelection<Value: Hashable> {
    private enum Bound {
        case one(Binding<Value?>)
        case many(Binding<Set<Value>>)
    }

    private let bound: Bound

    init(_ binding: Binding<Value?>) { bound = .one(binding) }
    init(_ binding: Binding<Set<Value>>) { bound = .many(binding) }

    /// Selects the row whose tag or id is `value`; a value of another type selects nothing, as in SwiftUI.
    func select(_ value: Any) {
        guard let value = value as? Value else { return }
        switch bound {
        case .one(let binding): binding.wrappedValue = value
        case .many(let binding):
            var set = binding.wrappedValue
            if set.remove(value) == nil { set.insert(value) }
            binding.wrappedValue = set
        }
    }

    /// What the list shows of its selection, read when shown: `selected: 2`, or `selected: none`.
    var shown: String {
        let values: [String] =
            switch bound {
            case .one(let binding): binding.shown.map { ["\($0)"] } ?? []
            case .many(let binding): binding.shown.map { "\($0)" }.sorted()
            }
        return "selected: " + (values.isEmpty ? "none" : values.joined(separator: ", "))
    }
}

extension List {
    /// A list of what `content` builds that selects one row: a row's tag, or
    /// the id its `ForEach` gave it.
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        self.init(selection: selection.map { ListSelecting(ListSelection($0)) }, content: content())
    }

    /// A list of what `content` builds that selects any number of rows.
    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        self.init(selection: selection.map { ListSelecting(ListSelection($0)) }, content: content())
    }

    /// A row for each element of `data`, identified by its `id`, that selects one.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(selection: selection) { ForEach(data, content: rowContent) }
    }

    /// A row for each element of `data`, identified by its `id`, that selects any number.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(selection: selection) { ForEach(data, content: rowContent) }
    }

    /// A row for each element of `data`, identified by its `id` key path, that selects one.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
    }

    /// A row for each element of `data`, identified by its `id` key path, that selects any number.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
    }

    /// A row for each number of `data`, that selects one.
    public init<RowContent: View>(
        _ data: Range<Int>, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Int) -> RowContent
    ) where Content == ForEach<Range<Int>, Int, RowContent> {
        self.init(selection: selection) { ForEach(data, content: rowContent) }
    }

    /// A row for each number of `data`, that selects any number.
    public init<RowContent: View>(
        _ data: Range<Int>, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Int) -> RowContent
    ) where Content == ForEach<Range<Int>, Int, RowContent> {
        self.init(selection: selection) { ForEach(data, content: rowContent) }
    }
}

extension _Expansion {
    /// A list that selects: what it shows of its selection, read when shown
    /// (the body that hands `$selection` depends on it only if it reads it
    /// itself, G8), then its content, lazy, and the rows and tags a step may select.
    mutating func expandSelecting<Content: View>(_ content: Content, _ selection: ListSelecting) {
        show(Shown(parts: .live(selection.shown)))
        let (firstList, firstControl) = (lists.count, self.content.controls.count)
        expandContent(content, lazy: true)
        let places = lists[firstList...].map { ListPlace(slot: $0.slot, rows: $0.rows) }
        let tags = controls(from: firstControl).filter { $0.control is TagValue }
        control(RowSelection(select: selection.select, lists: places, tags: Array(tags)), titled: "")
    }
}

/// What a step selects in a list: its rows and its tagged views, and what
/// selecting one writes.
final class RowSelection: _Control {
    static var kind: String { "list" }
    let select: (Any) -> Void
    let lists: [ListPlace]
    /// The views of its content tagged with `tag(_:)`, by what they show.
    let tags: [ShownControl]

    init(select: @escaping (Any) -> Void, lists: [ListPlace], tags: [ShownControl]) {
        (self.select, self.lists, self.tags) = (select, lists, tags)
    }
}

extension Screen {
    /// Selects the first row named `row` in a list that selects, as a tap on
    /// it does: the row's tag, or its id; false if no such row is on screen,
    /// which the next flush reports with the rows that are (A11).
    @discardableResult
    package func select(_ row: RowName) -> Bool {
        actOnFirst("selected the row \(row)", plural: "rows", none: "row to select") { node, controls, rows in
            for case let list as RowSelection in controls.map(\.control) {
                for tag in list.tags {
                    let value = (tag.control as! TagValue).value
                    guard row.names(tagged: tag, value: value) else {
                        rows.pass("\"\(tag.title)\"")
                        continue
                    }
                    rows.take { list.select(value); return nil }
                    return false
                }
                for place in list.lists {
                    for found in graph.rows(of: place, in: node) {
                        guard row.names(found, in: graph) else {
                            rows.pass("\"\(graph.title(of: found.node))\"")
                            continue
                        }
                        rows.take {
                            // A row tagged selects its tag; any other, its id (SwiftUI's implicit tag).
                            list.select(found.node.controls.lazy.compactMap { $0.control as? TagValue }.first?.value ?? found.id.base)
                            return nil
                        }
                        return false
                    }
                }
            }
            return true
        }
    }
}

extension RowName {
    /// Whether the view tagged `value`, showing what `tag` shows, is the row named so.
    func names(tagged tag: ShownControl, value: Any) -> Bool {
        switch self {
        case .titled(let title): tag.isTitled(title)
        case .id(let id): (value as? AnyHashable) == id
        }
    }
}

extension Step {
    /// Selects the row showing `title` in a list that selects, as a tap on it
    /// does; named `select-dune` for `Dune`.
    ///
    /// ```swift
    /// Step.select("Dune")
    /// ```
    public static func select(_ title: String, as name: String? = nil, _ explanation: String? = nil) -> Step {
        Step(name ?? "select-\(stepName(title))", explanation ?? "selects the row \(title)") { _, screen in
            screen.select(.titled(title))
        }
    }

    /// Selects the row whose id is `id` in a list that selects; named `select-3` for the id 3.
    public static func select<ID: Hashable & Sendable>(id: ID, as name: String? = nil, _ explanation: String? = nil) -> Step {
        Step(name ?? "select-\(stepName("\(id)"))", explanation ?? "selects the row with id \(id)") { _, screen in
            screen.select(.id(AnyHashable(id)))
        }
    }
}
