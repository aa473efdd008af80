import Foundation
import ViewGraph
import Workloads

// compare's rows: the bodies each step ran, under each combination, and how
// each format shows them.

extension StepResult: ReportRow {
    var key: Expectations.Key {
        Expectations.Key(
            workload: workload, size: size, notify: combination.notify.rawValue, kind: combination.kind.rawValue,
            step: step)
    }

    /// The count columns of one result, as the CSV writes them.
    var countCells: [String: String] {
        [
            "recomputes": String(counts.recomputes),
            "bodies": counts.bodySummary,
            "skipped": String(counts.skipped),
            "compared": String(counts.compared),
            "stale": String(stale.count),
            "actions": String(counts.actions),
            "actions_stopped": String(counts.stoppedActions.count),
            "tasks_started": String(counts.tasksStarted),
            "tasks_cancelled": String(counts.tasksCancelled),
        ]
    }

    /// One line per body run, with the view's id (empty for a view in a fixed
    /// layout) and its causes, in the order run.
    var traceCells: [[String]] {
        (runs ?? []).enumerated().map { order, run in
            [String(order + 1), run.view, run.key.id, run.causes.map(\.description).joined(separator: "; ")]
        }
    }

    func jsonObject(trace: Bool) -> [String: Any] {
        var object: [String: Any] = [
            "notify": combination.notify.rawValue,
            "kind": combination.kind.rawValue,
            "step": step,
            "recomputes": counts.recomputes,
            "bodies": counts.bodySummary,
            "views": counts.views.map { ["view": $0.view, "runs": $0.runs, "causes": $0.causes] as [String: Any] },
            "skipped": counts.skipped,
            "compared": counts.compared,
            "dropped_callbacks": counts.dropped,
            "stale": stale.map(\.description),
            "actions": counts.actions,
            "stopped_actions": counts.stoppedActions,
            "tasks_started": counts.tasksStarted,
            "tasks_cancelled": counts.tasksCancelled,
        ]
        if trace {
            object["runs"] = (runs ?? []).map { run in
                ["view": run.view, "id": run.key.id, "causes": run.causes.map(\.description)]
            }
        }
        if let timing {
            var fields = timingObject(timing)
            if let alone { fields["alone_ns"] = alone }
            object["timing"] = fields
        }
        if let timingFailure { object["timing_failure"] = timingFailure }
        return object
    }

    /// A run at millions of rows holds no body run it has already written.
    mutating func dropTrace() {
        runs = nil
        page = nil
    }

    static var schema: Expectations.Schema { Expectations.bodies }
    static let traceColumns = ["order", "view", "id", "causes"]

    static func jsonFields(_ section: BodyReport.Section, trace: Bool) -> [String: Any] {
        var fields: [String: Any] = ["timing_notes": section.timingNotes, "results": section.rows.map { $0.jsonObject(trace: trace) }]
        if section.objectReading != nil { fields["object_reading"] = section.workload.readsObjectsAsWritten ? "as-written" : "port" }
        return fields
    }

    /// The grids a section shows: bodies run, diffing work, and timings if taken.
    static func grids(_ section: BodyReport.Section, _ report: BodyReport) -> [Grid] {
        let name = section.workload.name
        let sized = section.workload.isSized ? " (size \(section.size))" : ""
        let steps = ([launchStep] + section.steps).map { step in (step, { section.result(step, $0) }) }
        func grid(_ title: String, cell: (StepResult) -> String) -> Grid {
            Grid(title, corner: "step", section.combinations, rows: steps, cell: cell)
        }
        var grids = [
            grid("\(name): bodies run per step\(sized)") { String($0.counts.recomputes) },
            grid("\(name): children compared while diffing (of them, skipped as equal)\(sized)") {
                "\($0.counts.compared) (\($0.counts.skipped))"
            },
        ]
        // Only Apple's framework leaves observers behind; shown when a step met one.
        if section.rows.contains(where: { $0.counts.dropped > 0 }) {
            grids.append(grid("\(name): callbacks from observers left behind, dropped\(sized)") { String($0.counts.dropped) })
        }
        // R3: shown when a step ran an onChange action or started or cancelled a task.
        if section.rows.contains(where: \.counts.reacted) {
            grids.append(grid("\(name): onChange actions run (stopped), tasks started, cancelled\(sized)") {
                let stopped = $0.counts.stoppedActions.isEmpty ? "" : " (\($0.counts.stoppedActions.count))"
                return "\($0.counts.actions)\(stopped), +\($0.counts.tasksStarted), -\($0.counts.tasksCancelled)"
            })
        }
        if report.timed {
            grids.append(grid("\(name): time per step\(sized) (median of \(report.samples) samples; min-max)") {
                $0.timingFailure != nil ? "not timed" : timingCell($0.timing)
            })
        }
        return grids
    }

    /// How the object columns read the screen, and each step that ran no
    /// body, no action and no task in any column (A11), said as a fact: an
    /// eager list scrolled runs nothing, and shows it.
    static func notes(_ section: BodyReport.Section) -> [String] {
        var notes = section.objectReading.map { [$0] } ?? []
        let idle = section.steps.filter { step in
            section.rows.allSatisfy { $0.step != step || ($0.counts.recomputes == 0 && !$0.counts.reacted) }
        }
        if !idle.isEmpty {
            notes.append("\(idle.joined(separator: ", ")): ran no body, no action and no task in any column")
        }
        return notes
    }

    /// Every body run with its causes, grouped by step and then by combination.
    static func traceText(_ section: BodyReport.Section, _ report: BodyReport) -> String {
        var lines = ["\(section.workload.name)\(section.workload.isSized ? " (size \(section.size))" : ""): every body run, with its causes"]
        for step in [launchStep] + section.steps {
            lines.append(step)
            for combination in section.combinations {
                guard let result = section.result(step, combination) else { continue }
                lines.append("  \(combination)")
                let runs = result.runs ?? []
                if runs.isEmpty { lines.append(report.traceView.map { "    (no \($0) ran)" } ?? "    (no body ran)") }
                lines += runs.map { "    \($0)" }
            }
        }
        return lines.joined(separator: "\n")
    }

    static func pageObject(_ section: BodyReport.Section) -> [String: Any] {
        let steps = [launchStep] + section.steps
        return [
            "kind": "bodies", "workload": section.workload.name, "size": section.size, "sized": section.workload.isSized,
            "combinations": section.combinations.map(\.description), "steps": steps,
            "cells": steps.map { step in
                section.combinations.map { combination -> Any in section.result(step, combination)?.pageCell ?? NSNull() }
            },
            "objectReading": section.objectReading ?? NSNull(),
        ]
    }

    static func summary(_ report: BodyReport) -> String? {
        [stoppedSummary(report), staleSummary(report)].compactMap { $0 }.joined(separator: "\n")
    }

    static func measure(
        _ plan: Plan, into report: BodyReport, finished: (BodyReport.Section) throws(Failure) -> Void
    ) throws(Failure) -> BodyReport {
        try CompareKit.measure(plan, into: report, finished: finished)
    }

    static func scope(_ section: BodyReport.Section) -> Expectations.Scope {
        Expectations.Scope(
            workload: section.workload.name, size: section.size, combinations: section.combinations,
            steps: section.workload.steps, watchers: [""])
    }
}

/// Each `onChange` action stopped for running twice in one flush, with its
/// step and combination, in SwiftUI's words; nil when none was (R1).
func stoppedSummary(_ report: BodyReport) -> String? {
    let stopped = report.rows.filter { !$0.counts.stoppedActions.isEmpty }
    guard !stopped.isEmpty else { return nil }
    return "onChange actions stopped:\n" + stopped.flatMap { result in
        result.counts.stoppedActions.map { "  \(result.workload) size \(result.size) \(result.step) \(result.combination): \($0)" }
    }.joined(separator: "\n")
}

/// `stale views: none`, or each stale view with its step and combination:
/// those the workload does not expect, and then those it does.
func staleSummary(_ report: BodyReport) -> String {
    func lines(_ views: (StepResult) -> [Stale]) -> [String] {
        report.rows.flatMap { result in
            views(result).map { "  \(result.workload) size \(result.size) \(result.step) \(result.combination): \($0)" }
        }
    }
    let unexpected = lines(\.unexpectedStale)
    let expected = lines { result in result.stale.filter { view in !result.unexpectedStale.contains(view) } }
    var parts: [String] = []
    if !expected.isEmpty { parts.append((["stale views the workload expects (the trap it measures):"] + expected).joined(separator: "\n")) }
    if !unexpected.isEmpty { parts.append((["stale views:"] + unexpected).joined(separator: "\n")) }
    return parts.isEmpty ? "stale views: none" : parts.joined(separator: "\n")
}
