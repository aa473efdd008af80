import Foundation
import ViewGraph

/// Views made from a collection, as SwiftUI's `DynamicViewContent`: a
/// ``ForEach``, and a `ForEach` with `onDelete` or `onMove`.
public protocol DynamicViewContent<Data>: View {
    /// The collection the views are made from.
    associatedtype Data: Collection
    /// The collection the views are made from, read by the graph as it lays them out.
    nonisolated var data: Data { get }
}

extension ForEach: DynamicViewContent {}

extension DynamicViewContent {
    /// These rows, deleted by `action` with the offsets of the rows a person
    /// deletes: a swipe to Delete on a row in a `List` (``Graph/delete(_:)``).
    /// The action runs when deleted, and what it writes runs what reads it.
    ///
    /// ```swift
    /// ForEach(shelf.books) { BookRow(book: $0) }
    ///     .onDelete { shelf.books.remove(atOffsets: $0) }
    /// ```
    nonisolated public func onDelete(perform action: ((IndexSet) -> Void)?) -> _EditableRows<Self> {
        _EditableRows(base: self, delete: action, move: nil)
    }

    /// These rows, moved by `action` with the offsets of the rows a person
    /// drags and the offset they are dropped before (``Graph/move(_:to:)``).
    nonisolated public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> _EditableRows<Self> {
        _EditableRows(base: self, delete: nil, move: action)
    }
}

/// Rows a person deletes or moves, as `onDelete` and `onMove` make them: its
/// rows are its base's, and it is its base in the counts.
nonisolated public struct _EditableRows<Base: DynamicViewContent>: DynamicViewContent {
    public typealias Body = Never
    let base: Base
    let delete: ((IndexSet) -> Void)?
    let move: ((IndexSet, Int) -> Void)?

    /// The collection its base's views are made from.
    nonisolated public var data: Base.Data { base.data }

    public static func _expand(_ view: Self, into expansion: inout _Expansion) {
        let firstList = expansion.lists.count
        Base._expand(view.base, into: &expansion)
        guard let list = expansion.lists[firstList...].first else { return }
        expansion.control(RowEditing(list: ListPlace(slot: list.slot, rows: list.rows), delete: view.delete, move: view.move), titled: "")
    }
}

/// What a step deletes or moves in a list of rows: its rows, and the actions.
final class RowEditing: _Control {
    static var kind: String { "editable list" }
    let list: ListPlace
    let delete: ((IndexSet) -> Void)?
    let move: ((IndexSet, Int) -> Void)?

    init(list: ListPlace, delete: ((IndexSet) -> Void)?, move: ((IndexSet, Int) -> Void)?) {
        (self.list, self.delete, self.move) = (list, delete, move)
    }
}

extension Screen {
    /// Deletes the first row named `row` as a person does, by a swipe to its
    /// Delete: the row's destructive swipe action if it has swipe actions,
    /// else its list's `onDelete` with its offset; false if no such row is on
    /// screen, which the next flush reports with the rows that are (A11).
    @discardableResult
    package func delete(_ row: RowName) -> Bool {
        actOnFirst("deleted the row \(row)", plural: "rows", none: "row to delete") { node, controls, rows in
            for control in controls {
                if let editing = control.control as? RowEditing, editing.delete != nil {
                    for found in graph.rows(of: editing.list, in: node) {
                        guard row.names(found, in: graph) else {
                            rows.pass("\"\(graph.title(of: found.node))\"")
                            continue
                        }
                        rows.take {
                            // Offsets as shown, into data changed since: a person would see the list updated first.
                            if let stale = self.waitsToUpdate(node) { return stale }
                            let offset = found.index()
                            return self.delete(found.node, else: offset.map { offset in { editing.delete?(IndexSet(integer: offset)) } })
                        }
                        return false
                    }
                } else if control.control is SwipeAction {
                    if names(row, node) {
                        rows.take { self.delete(node, else: nil) }
                        return false
                    }
                }
            }
            return true
        }
    }

    /// Deletes the row `node` by its destructive swipe action, a trailing one
    /// first, or by `synthesized` if it has no swipe actions; nil when done,
    /// else why it could not be.
    private func delete(_ node: Node, else synthesized: (() -> Void)?) -> String? {
        let swipes = swipeActions(below: node)
        guard !swipes.isEmpty else {
            guard let synthesized else { return "which its list does not find among its rows" }
            synthesized()
            return nil
        }
        let destructive = swipes.filter { $0.button.role == .destructive }
        guard let chosen = destructive.first(where: { $0.edge == .trailing }) ?? destructive.first else {
            return "whose swipe actions have none destructive (SwiftUI offers no Delete once a row has swipe actions)"
        }
        chosen.button.action()
        return nil
    }

    /// Why the rows `maker` shows cannot be edited by their offsets, if they
    /// cannot: another step has made its changes since the last flush, in the
    /// same transaction, or this one marked the maker invalid before acting,
    /// so its rows as shown may not stand at those offsets in its data any
    /// more. A person sees the screen updated between two gestures. The first
    /// test holds in every column alike: whether the maker was marked invalid
    /// depends on the strategy (under object-level, by any change of an
    /// object it holds), and a fuzz script's two steps in one transaction
    /// would otherwise delete a row in one column and refuse in another.
    private func waitsToUpdate(_ maker: Node) -> String? {
        guard graph.changesSinceFlush > 1 || graph.inbox.holds(maker.id) else { return nil }
        return "whose list waits to be updated for a change made before it in the same transaction (a person sees it updated first)"
    }

    /// Whether the view `node`, which shows swipe actions, is the row named `row`.
    private func names(_ row: RowName, _ node: Node) -> Bool {
        switch row {
        case .titled(let title): graph.shows(title, on: node)
        case .id(let id): RowOnScreen.id(of: node.key) == id
        }
    }

    /// Moves the first row named `row` in a list with `onMove` to before the
    /// row at `offset`, as a drag does (SwiftUI's offset counts the rows
    /// before the move); false if no such row is on screen, which the next
    /// flush reports with the rows that are (A11).
    @discardableResult
    package func move(_ row: RowName, to offset: Int) -> Bool {
        actOnFirst("moved the row \(row)", plural: "rows", none: "row to move") { node, controls, rows in
            for case let editing as RowEditing in controls.map(\.control) where editing.move != nil {
                for found in graph.rows(of: editing.list, in: node) {
                    let index = row.names(found, in: graph) ? found.index() : nil
                    guard let index else {
                        rows.pass("\"\(graph.title(of: found.node))\"")
                        continue
                    }
                    rows.take {
                        if let stale = self.waitsToUpdate(node) { return stale }
                        editing.move?(IndexSet(integer: index), offset)
                        return nil
                    }
                    return false
                }
            }
            return true
        }
    }
}

extension Step {
    /// Deletes the row showing `title` as a person does, by a swipe to its
    /// Delete: its destructive swipe action, or its list's `onDelete`.
    public static func delete(_ title: String, as name: String? = nil, _ explanation: String? = nil) -> Step {
        Step(name ?? "delete-\(stepName(title))", explanation ?? "deletes the row \(title)") { _, screen in
            screen.delete(.titled(title))
        }
    }

    /// Deletes the row whose id is `id`, by a swipe to its Delete.
    public static func delete<ID: Hashable & Sendable>(id: ID, as name: String? = nil, _ explanation: String? = nil) -> Step {
        Step(name ?? "delete-\(stepName("\(id)"))", explanation ?? "deletes the row with id \(id)") { _, screen in
            screen.delete(.id(AnyHashable(id)))
        }
    }

    /// Drags the row showing `title` to before the row at `offset` (counted
    /// before the move, as `onMove` is handed it).
    public static func move(_ title: String, to offset: Int, as name: String? = nil, _ explanation: String? = nil) -> Step {
        Step(name ?? "move-\(stepName(title))-to-\(offset)", explanation ?? "moves the row \(title) to \(offset)") { _, screen in
            screen.move(.titled(title), to: offset)
        }
    }
}
