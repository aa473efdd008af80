// A6 for rows: the rows of a list a person sees, found by what they show or
// by their id, for a step that selects, deletes, moves or swipes one.

/// A `ForEach` of a body, as a list that selects or edits its rows keeps it:
/// its place in the body and its rows as the body last made them.
package struct ListPlace {
    package let slot: Int
    package let rows: any RowList

    package init(slot: Int, rows: any RowList) {
        (self.slot, self.rows) = (slot, rows)
    }
}

/// A row on screen: its view, the id its list gave it, and its list.
package struct RowOnScreen {
    package let node: Node
    package let id: AnyHashable
    package let list: ListPlace

    /// Where the row stands in its list's data: what `onDelete` and `onMove` are handed.
    package func index() -> Int? {
        // A row of one of several lists is a child like any other: its index is looked up.
        if case .row = node.key {
            return (0..<list.rows.count).first { RowOnScreen.id(of: list.rows.key(at: $0)) == id }
        }
        // A body's one list places its rows by their index.
        return node.place - Node.firstRowPlace
    }

    /// The id a row's key holds.
    package static func id(of key: ViewIdentity) -> AnyHashable? {
        switch key {
        case .int(let id): AnyHashable(id)
        case .id(let id), .row(_, let id): id
        case .position, .positioned, .slot: nil
        }
    }
}

extension Graph {
    /// The rows of `list` that `maker`, the view whose body made it, shows
    /// now, in order: a lazy list's rows on screen, an eager one's all.
    package func rows(of list: ListPlace, in maker: Node) -> [RowOnScreen] {
        // A body of several lists keys each row by its list's place (Expansion.finish).
        var keyed: [RowOnScreen] = []
        for child in maker.fixed {
            if case .row(let slot, let id) = child.key, slot == list.slot {
                keyed.append(RowOnScreen(node: child, id: id, list: list))
            }
        }
        if !keyed.isEmpty { return keyed }
        return maker.rowNodes.compactMap { row in RowOnScreen.id(of: row.key).map { RowOnScreen(node: row, id: $0, list: list) } }
    }

    /// What a person reads on `node` and the views below it: each view's text,
    /// and for a text of several parts each part and all of them in turn.
    package func readings(of node: Node) -> [String] {
        var readings: [String] = []
        var stack = [node]
        while let view = stack.popLast() {
            let text = view.text.description
            if !text.isEmpty { readings.append(text) }
            readings += view.text.readings
            stack.append(contentsOf: view.children.reversed())
        }
        return readings
    }

    /// What a row shows, as a line naming it: its views' texts in turn.
    package func title(of node: Node) -> String {
        var texts: [String] = []
        var stack = [node]
        while let view = stack.popLast() {
            let text = view.text.description
            if !text.isEmpty { texts.append(text) }
            stack.append(contentsOf: view.children.reversed())
        }
        return texts.joined(separator: " · ")
    }

    /// Whether a person looking for `title` finds it on `node` or below.
    package func shows(_ title: String, on node: Node) -> Bool {
        readings(of: node).contains(title)
    }
}

/// How a step names the row it looks for: by what it shows, or by its id.
package enum RowName: CustomStringConvertible {
    /// The row that shows this, or one of the views below it does.
    case titled(String)
    /// The row its list gave this id.
    case id(AnyHashable)

    /// The row as a line names it: `"Dune"`, or `with id 3`.
    package var description: String {
        switch self {
        case .titled(let title): "\"\(title)\""
        case .id(let id): "with id \(id.base)"
        }
    }

    /// Whether `row` is the row named so.
    package func names(_ row: RowOnScreen, in graph: Graph) -> Bool {
        switch self {
        case .titled(let title): graph.shows(title, on: row.node)
        case .id(let id): row.id == id
        }
    }
}
