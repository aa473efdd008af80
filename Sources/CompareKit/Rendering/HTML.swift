import Foundation
import ViewGraph
import Workloads

// `--format html`: one self-contained page, written as the run goes: each
// section's figures as JSON in a script element of its own, and the page's
// script, which lays them out, at the end. No outside script, style, font or
// request.

/// A row a page shows.
protocol PageRow: ReportRow {
    /// What a page shows of `section`, as the page's script reads it (`--format html`).
    static func pageObject(_ section: Report<Self>.Section) -> [String: Any]
}

extension Report where Row: PageRow {
    /// The report as a page: its opening (styles and the header), a data
    /// element per section, then the script that shows them.
    func html() -> ReportFormat<Section, Report, Never>? {
        let title = Row.self == WatchRow.self
            ? "what each watcher received at each step, strategy beside strategy"
            : "what ran at each step, strategy beside strategy"
        return ReportFormat(
            opening: """
                <!doctype html>
                <html lang="en">
                <head>
                <meta charset="utf-8">
                <meta name="viewport" content="width=device-width, initial-scale=1">
                <title>\(escapeHTML(title))</title>
                <style>\(pageStyle)</style>
                </head>
                <body>
                <header><h1>\(escapeHTML(title))</h1>
                <p class="legend">\(Row.self == WatchRow.self ? watchLegend : viewsLegend)</p>
                <p class="machine">\(escapeHTML("\(machine.os), Swift \(machine.swift), \(machine.cores) cores, \(machine.configuration) build"))</p>
                </header>
                <main id="page"></main>

                """,
            section: { section in
                let data = compactJSON(Row.pageObject(section))
                // A script element ends at the first "</": none may stand in its data.
                return "<script type=\"application/json\" class=\"section-data\">\(data.replacingOccurrences(of: "</", with: "<\\/"))</script>\n"
            },
            closing: { _ in "<script>\(pageScript)</script>\n</body>\n</html>\n" })
    }
}

/// What marks a view on a page of body runs.
private let viewsLegend = #"<span class="view ran">ran</span> <span class="view updated">made again, no body counted (SwiftUI's own view, or an App)</span> <span class="view skipped">compared, skipped</span> <span class="view untouched">untouched</span> <span class="view stale">stale</span> <span class="view differs">differs from the other column</span>"#

/// What a cell says on a page of watchers: no view is marked there.
private let watchLegend = "each cell: the values the watcher received at the step (in brackets, those equal to the one before), a continuous watcher's events, and below, each value in the order it came"

/// `object` as JSON on one line: a page's data, read by its script alone.
func compactJSON(_ object: [String: Any]) -> String {
    (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
}

/// `text` with the characters HTML gives a meaning escaped.
func escapeHTML(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
        .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
}

extension StepResult: PageRow {
    static func pageObject(_ section: BodyReport.Section) -> [String: Any] {
        let steps = [launchStep] + section.steps
        return [
            "kind": "bodies", "workload": section.workload.name, "size": section.size, "sized": section.workload.isSized,
            "combinations": section.combinations.map(\.description), "steps": steps,
            "cells": steps.map { step in
                section.combinations.map { combination -> Any in section.result(step, combination)?.pageCell ?? NSNull() }
            },
            "objectReading": section.objectReading ?? NSNull(),
            "equalityReading": section.equalityReading,
        ]
    }
}

extension WatchRow: PageRow {
    static func pageObject(_ section: WatchReport.Section) -> [String: Any] {
        let steps = [launchStep] + section.steps
        var watchers: [String] = []
        for row in section.rows where !watchers.contains(row.watcher) { watchers.append(row.watcher) }
        return [
            "kind": "watchers", "workload": section.workload.name, "size": section.size, "sized": section.workload.isSized,
            "combinations": section.combinations.map(\.description), "steps": steps, "watchers": watchers,
            "cells": steps.map { step in
                section.combinations.map { combination in
                    watchers.map { watcher -> Any in
                        guard let row = section.row(step, watcher, combination) else { return NSNull() }
                        if let unavailable = row.unavailable { return ["unavailable": unavailable] }
                        return [
                            "values": row.values, "duplicates": row.duplicates, "events": row.events,
                            "delivered": row.deliveries.map(\.traced),
                        ] as [String: Any]
                    }
                }
            },
        ]
    }
}

extension StepResult {
    /// What a page shows of one step under one combination: its counts, its
    /// stale views and reactions, and its tree.
    var pageCell: [String: Any] {
        let expected = stale.filter { view in !unexpectedStale.contains(view) }
        return [
            "recomputes": counts.recomputes, "compared": counts.compared, "skipped": counts.skipped,
            "actions": counts.actions, "stopped": counts.stoppedActions, "started": counts.tasksStarted,
            "cancelled": counts.tasksCancelled, "missing": counts.missingEnvironment,
            "stale": unexpectedStale.map(\.description), "expectedStale": expected.map(\.description),
            "portStale": portStale.map(\.description), "staleViews": (stale + portStale).map(\.view), "tree": page.map(pageTreeObject) ?? NSNull(),
            "time": timing.map { timingCell($0) } ?? NSNull(),
        ]
    }
}

/// A view of the tree as the page's script reads it, in few bytes: name, id,
/// status (`r`an, `m`ade again as SwiftUI's own, `s`kipped, `u`ntouched), its
/// runs' causes, children, folded rows, how many times the flush compared
/// it, the rows of its lazy list compared off screen, and how many times the
/// flush skipped it.
func pageTreeObject(_ view: PageView) -> [Any] {
    let status = switch view.status {
    case .ran: "r"
    case .updated: "m"
    case .skipped: "s"
    case .untouched: "u"
    }
    return [
        view.name, view.id, status, view.runs, view.children.map(pageTreeObject), view.rows.map(pageTreeObject),
        view.compared, view.comparedOffScreen, view.skipped,
    ]
}

/// A fold of rows as the page's script reads it: name, count, how many ran,
/// the rows that ran alone by causes (their ids, whole numbers as ranges),
/// the rows that hold a view that ran, whole, and how many were made again,
/// compared and skipped.
func pageTreeObject(_ rows: PageRows) -> [Any] {
    let ranIDs: [Any] = rows.ranIDs.map { group in
        [group.runs, group.ids.map { ids -> Any in
            switch ids {
            case .range(let low, let high): [low, high]
            case .one(let id): id
            }
        }] as [Any]
    }
    return [rows.name, rows.count, rows.ran, ranIDs, rows.shown.map(pageTreeObject), rows.updated, rows.compared, rows.skipped]
}
