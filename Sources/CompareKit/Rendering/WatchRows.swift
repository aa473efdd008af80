import Foundation
import Workloads

// compare watch's rows: what each watcher received, in the body report's
// shapes, a row per step and watcher.

extension WatchRow: ReportRow {
    var key: Expectations.Key {
        Expectations.Key(
            workload: workload, size: size, notify: combination.notify.rawValue, kind: combination.kind.rawValue,
            step: step, watcher: watcher)
    }

    var countCells: [String: String] {
        guard unavailable == nil else { return ["values": "n/a", "duplicates": "n/a", "events": "n/a"] }
        return ["values": String(values), "duplicates": String(duplicates), "events": events]
    }

    var traceCells: [[String]] {
        deliveries.enumerated().map { order, delivery in
            [String(order + 1), delivery.value, String(delivery.isDuplicate), delivery.event ?? ""]
        }
    }

    func jsonObject(trace: Bool) -> [String: Any] {
        var object: [String: Any] = [
            "notify": combination.notify.rawValue, "kind": combination.kind.rawValue,
            "step": step, "watcher": watcher, "values": values, "duplicates": duplicates,
        ]
        if let unavailable {
            object["values"] = NSNull()
            object["duplicates"] = NSNull()
            object["unavailable"] = unavailable
        } else if deliveries.contains(where: { $0.event != nil }) {
            object["events"] = events
        }
        if trace {
            object["delivered"] = deliveries.map { delivery -> [String: Any] in
                var delivered: [String: Any] = ["value": delivery.value, "duplicate": delivery.isDuplicate]
                if let event = delivery.event { delivered["event"] = event }
                return delivered
            }
        }
        if let timing { object["timing"] = timingObject(timing) }
        return object
    }

    /// Every delivery counts: nothing to forget.
    mutating func dropTrace() {}

    static var schema: Expectations.Schema { Expectations.watchers }
    static let traceColumns = ["order", "value", "duplicate", "event"]

    static func jsonFields(_ section: WatchReport.Section, trace: Bool) -> [String: Any] {
        ["watchers": section.rows.map { $0.jsonObject(trace: trace) }]
    }

    /// The grids of a watch section: values received, and timings if taken.
    static func grids(_ section: WatchReport.Section, _ report: WatchReport) -> [Grid] {
        let name = section.workload.name
        let sized = section.workload.isSized ? " (size \(section.size))" : ""
        let lines = ([launchStep] + section.steps).flatMap { step in
            section.workload.watchersAndContinuous.map { watcher in ("\(step) · \(watcher)", { section.row(step, watcher, $0) }) }
        }
        func grid(_ title: String, cell: (WatchRow) -> String) -> Grid {
            Grid(title, corner: "step · watcher", section.combinations, rows: lines, cell: cell)
        }
        var grids = [
            grid(
                "\(name): values each watcher received per step (of them, equal to the one before; a continuous watcher's runs with their events)\(sized)"
            ) { row in
                guard row.unavailable == nil else { return "n/a" }
                return "\(row.values) (\(row.duplicates))\(row.events.isEmpty ? "" : " \(row.events)")"
            }
        ]
        if report.timed {
            grids.append(grid(
                "\(name): time from the step's first change to its last value\(sized) (median of \(report.samples) samples; min-max)"
            ) { timingCell($0.timing) })
        }
        return grids
    }

    /// Every value delivered, step by step, under each combination.
    static func traceText(_ section: WatchReport.Section, _ report: WatchReport) -> String {
        let sized = section.workload.isSized ? " (size \(section.size))" : ""
        var lines = ["\(section.workload.name)\(sized): every value each watcher received"]
        for step in [launchStep] + section.steps {
            lines.append(step)
            for combination in section.combinations {
                lines.append("  \(combination)")
                let deliveries = section.rows.filter { $0.step == step && $0.combination == combination }.flatMap(\.deliveries)
                if deliveries.isEmpty { lines.append("    (no value)") }
                lines += deliveries.sorted { $0.turn < $1.turn }.map { delivery in
                    "    \(delivery.watcher) = \(delivery.value)\(delivery.event.map { " [\($0)]" } ?? "")"
                        + (delivery.isDuplicate ? "  (equal to the one before)" : "")
                }
            }
        }
        return lines.joined(separator: "\n")
    }

    /// A watcher is never stale; what could not run here is said once.
    static func summary(_ report: WatchReport) -> String? {
        var said: [String] = []
        for row in report.rows {
            guard let reason = row.unavailable else { continue }
            let line = "n/a: \(row.combination.notify.rawValue)'s continuous watchers: \(reason)"
            if !said.contains(line) { said.append(line) }
        }
        return said.isEmpty ? nil : said.joined(separator: "\n")
    }

    static func measure(
        _ plan: Plan, into report: WatchReport, finished: (WatchReport.Section) throws(Failure) -> Void
    ) throws(Failure) -> WatchReport {
        try measureWatch(plan, into: report, finished: finished)
    }

    /// Watchers' sections have no notes after their grids.
    static func notes(_ section: WatchReport.Section) -> [String] { [] }

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

    static func scope(_ section: WatchReport.Section) -> Expectations.Scope {
        Expectations.Scope(
            workload: section.workload.name, size: section.size, combinations: section.combinations,
            steps: section.workload.watchSteps, watchers: section.workload.watchersAndContinuous)
    }
}
