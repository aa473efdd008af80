import ViewGraph

/// The screen's tree after a flush, as a page shows it: each view with what
/// the flush did to it, and a list's rows folded into one entry per run of
/// rows of one type, which lists only the rows that ran or hold a view that ran.
struct PageView: Sendable {
    /// What a flush did to a view.
    enum Status: String, Sendable {
        /// Its body ran.
        case ran
        /// A view of SwiftUI's own (a stack, a link, a list) made again: its
        /// maker made it with new inputs, or its own state changed. It has no
        /// body of the user's, so no run is counted.
        case updated
        /// Its parent ran and compared its inputs, found them equal, and skipped it.
        case skipped
        /// Nothing above it ran, and it was not invalidated.
        case untouched
    }

    /// The view's name: `GuideRow`.
    let name: String
    /// Its id among its siblings: a row's id, empty in a fixed layout.
    let id: String
    let status: Status
    /// Each run of its body in the flush, with why it ran in `_printChanges`
    /// words (`\\Sightings.robins`): more than one in a flush of several passes.
    let runs: [[String]]
    /// Its children made one by one, in order.
    let children: [PageView]
    /// Its rows, folded.
    let rows: [PageRows]
    /// How many times the flush compared it with what its parent made last
    /// (once for each run of its parent that found it there), and how many
    /// of those skipped it: what the header's "children compared" and
    /// "skipped" add up.
    var compared = 0
    var skipped = 0
    /// Of a lazy list's rows, those compared off screen, where no view is:
    /// paired with the last run's elements, never made, never run.
    var comparedOffScreen = 0

    /// Whether it or a view below it ran.
    var holdsARun: Bool {
        status == .ran || children.contains(where: \.holdsARun) || rows.contains { $0.ran > 0 || !$0.shown.isEmpty }
    }
}

/// A run of consecutive rows of one type, folded: `GuideRow ×1000, 1 ran`.
struct PageRows: Sendable {
    /// The rows' view type.
    let name: String
    /// How many rows of the run there are.
    let count: Int
    /// How many of them ran.
    let ran: Int
    /// How many of them are views of SwiftUI's own made again (``PageView/Status/updated``).
    var updated = 0
    /// How many of them were compared, and how many of those skipped.
    var compared = 0
    var skipped = 0
    /// The rows that ran with nothing below them running, by the runs they
    /// made (each with its causes): their ids, consecutive whole numbers folded into ranges.
    let ranIDs: [(runs: [[String]], ids: [PageIDs])]
    /// The rows that hold a view that ran, whole.
    let shown: [PageView]
}

/// Row ids as a page lists them: a range of whole numbers, or one id.
enum PageIDs: Sendable, Equatable {
    case range(Int, Int)
    case one(String)
}

extension PageView {
    /// What a page needs of a flush to mark each view: its runs by the graph's
    /// ids of their views, and the graph's facts (``PageFacts``).
    struct Marks {
        let ran: [Int: [[String]]]
        let facts: PageFacts?

        /// Whether the view of `id` (of SwiftUI's own if not `counted`) ran
        /// or was made again in the flush, with its parent having done so if
        /// `parentRan`.
        func rendered(_ id: Int, counted: Bool, parentRan: Bool) -> Bool {
            if ran[id] != nil { return true }
            guard !counted else { return false }
            // With no facts, a view of SwiftUI's own is taken as made again with its maker.
            return facts.map { $0.updated.contains(id) } ?? parentRan
        }

        /// How many times the view of `id` was compared, and skipped; with no
        /// facts, once if its parent ran, skipped if it did not run.
        func compared(_ id: Int, parentRan: Bool, rendered: Bool) -> (compared: Int, skipped: Int) {
            guard let facts else { return parentRan ? (1, rendered ? 0 : 1) : (0, 0) }
            return (facts.compared[id] ?? 0, facts.skipped[id] ?? 0)
        }
    }

    /// The screen's tree `snapshot` as `flush` left it, each view marked with
    /// what the flush did to it (its runs found by the graph's ids of their
    /// views, the rest in the graph's `facts` of it).
    init?(_ snapshot: ViewSnapshot?, after flush: Flush, facts: PageFacts? = nil) {
        guard let snapshot else { return nil }
        var ran: [Int: [[String]]] = [:]
        for run in flush.runs where run.viewID >= 0 { ran[run.viewID, default: []].append(run.causes.map(\.description)) }
        let root = Self.page(snapshot, parentRan: false, marks: Marks(ran: ran, facts: facts))
        // A root of the harness's own (an app's) shows as the one view it holds.
        self = Self.standsForNothing(snapshot.name) && root.rows.isEmpty && root.children.count == 1 ? root.children[0] : root
    }

    /// Whether a view is the harness's own, which a user never wrote
    /// (`_AppRoot`, `_AppHost`): the page shows its children in its place.
    private static func standsForNothing(_ name: String) -> Bool { name.hasPrefix("_") }

    /// The name a user wrote: a modifier's view (`sheet`,
    /// `navigationDestination`) as the modifier is written, `.sheet`.
    private static func written(_ name: String) -> String {
        name.first?.isLowercase == true ? "." + name : name
    }

    private static func page(_ node: ViewSnapshot, parentRan: Bool, marks: Marks) -> PageView {
        let causes = marks.ran[node.viewID]
        let rendered = marks.rendered(node.viewID, counted: node.isCounted, parentRan: parentRan)
        // G4: a parent that runs compares every child it had; a child it skipped was compared.
        let (compared, skipped) = marks.compared(node.viewID, parentRan: parentRan, rendered: rendered)
        let status: PageView.Status =
            causes != nil ? .ran : rendered ? .updated : skipped > 0 ? .skipped : .untouched
        let children = node.children.flatMap { child -> [PageView] in
            let shown = page(child, parentRan: rendered, marks: marks)
            return standsForNothing(child.name) && shown.rows.isEmpty ? shown.children : [shown]
        }
        var rows: [PageRows] = []
        var index = 0
        let rowNodes = node.rows
        while index < rowNodes.count {
            let name = rowNodes[index].name
            var end = index
            while end < rowNodes.count && rowNodes[end].name == name { end += 1 }
            rows.append(fold(rowNodes[index..<end], parentRan: rendered, marks: marks))
            index = end
        }
        return PageView(
            name: written(node.name), id: node.id, status: status, runs: causes ?? [], children: children, rows: rows,
            compared: compared, skipped: skipped, comparedOffScreen: marks.facts?.comparedOffScreen[node.viewID] ?? 0)
    }

    /// A run of rows of one type, folded: the rows that ran alone by their ids, the rest only counted.
    private static func fold(_ rows: ArraySlice<ViewSnapshot>, parentRan: Bool, marks: Marks) -> PageRows {
        var byCauses: [(runs: [[String]], ids: [PageIDs])] = []
        var shown: [PageView] = []
        var ranCount = 0, updated = 0, compared = 0, skipped = 0
        for row in rows {
            let causes = marks.ran[row.viewID]
            let rendered = marks.rendered(row.viewID, counted: row.isCounted, parentRan: parentRan)
            if causes != nil { ranCount += 1 } else if rendered { updated += 1 }
            let (timesCompared, timesSkipped) = marks.compared(row.viewID, parentRan: parentRan, rendered: rendered)
            compared += timesCompared
            skipped += timesSkipped
            // A row with views below it is laid out once, and kept whole if a view there ran.
            if !row.children.isEmpty || !row.rows.isEmpty {
                let whole = page(row, parentRan: parentRan, marks: marks)
                if whole.holdsARun {
                    shown.append(whole)
                    continue
                }
            }
            guard let causes else { continue }
            let id = row.id
            if byCauses.last?.runs != causes { byCauses.append((causes, [])) }
            let last = byCauses.count - 1
            if let number = Int(id), case .range(let low, let high)? = byCauses[last].ids.last, high + 1 == number {
                byCauses[last].ids[byCauses[last].ids.count - 1] = .range(low, number)
            } else if let number = Int(id), String(number) == id {
                byCauses[last].ids.append(.range(number, number))
            } else {
                byCauses[last].ids.append(.one(id))
            }
        }
        return PageRows(
            name: rows.first!.name, count: rows.count, ran: ranCount, updated: updated, compared: compared, skipped: skipped,
            ranIDs: byCauses, shown: shown)
    }
}
