import Foundation
import ViewGraph
import Workloads

// What a table and markdown show of a report's rows: each section's grids and
// the notes after them, the trace, and what the rows sum up to.

/// A row whose sections a table and markdown show.
protocol TableRow: ReportRow {
    /// The grids a section shows, as a table or in markdown.
    static func grids(_ section: Report<Self>.Section, _ report: Report<Self>) -> [Grid]
    /// The lines a table or markdown shows after a section's grids: how its
    /// columns read the screen, and the steps that did nothing.
    static func notes(_ section: Report<Self>.Section) -> [String]
    /// Every run, or every value, of a section, step by step: what `--trace` prints.
    static func traceText(_ section: Report<Self>.Section, _ report: Report<Self>) -> String
    /// What a table or markdown ends with after the last section (the stale
    /// views), as a table writes it; nil for nothing.
    static func summary(_ report: Report<Self>) -> String?
}

extension StepResult: TableRow {
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
        // Shown when a step initialised a model: a @State of a model class, under the property wrapper.
        if section.rows.contains(where: { $0.counts.modelsInitialised > 0 }) {
            grids.append(grid("\(name): models initialised per step\(sized)") { String($0.counts.modelsInitialised) })
        }
        if report.timed {
            grids.append(grid("\(name): time per step\(sized) (median of \(report.samples) samples; min-max)") {
                $0.timingFailure != nil ? "not timed" : timingCell($0.timing)
            })
        }
        return grids
    }

    /// Which rule the property-level setters took, how the columns read the screen, and each step that ran no
    /// body, no action and no task in any column (A11), said as a fact: an
    /// eager list scrolled runs nothing, and shows it.
    static func notes(_ section: BodyReport.Section) -> [String] {
        var notes = section.equalityReading + [section.propertyReading, section.objectReading, section.stateReading].compactMap { $0 }
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

    static func summary(_ report: BodyReport) -> String? {
        [stoppedSummary(report), staleSummary(report)].compactMap { $0 }.joined(separator: "\n")
    }
}

extension WatchRow: TableRow {
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
                // A count the model keeps has no duplicates: only how much it grew.
                if section.workload.counts.contains(row.watcher) { return "\(row.values)" }
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

    /// A section with counts the model keeps says what they are.
    static func notes(_ section: WatchReport.Section) -> [String] {
        let counts = section.workload.counts
        guard !counts.isEmpty else { return [] }
        return ["\(counts.joined(separator: ", ")): counts the model keeps, read after each step and not timed; a step's number is how much each grew (at launch, what it stood at)"]
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

/// `stale views: none`, or each stale view with its combination and the steps
/// after which it was stale: those the workload does not expect (which fail the
/// run), those it expects, and those stale only in the screen's
/// `ObservableObject` port (A10), a finding that never fails the run.
func staleSummary(_ report: BodyReport) -> String {
    let unexpected = staleLines(report) { $0.unexpectedStale }
    let expected = staleLines(report) { result in result.stale.filter { view in !result.unexpectedStale.contains(view) } }
    let port = staleLines(report) { $0.portStale }
    var parts: [String] = []
    if !expected.isEmpty { parts.append((["stale views the workload expects (the trap it measures):"] + expected).joined(separator: "\n")) }
    if !port.isEmpty {
        parts.append(
            (["stale in the screen's ObservableObject port (a finding of the port, which the screen does not use; it fails nothing):"] + port)
                .joined(separator: "\n"))
    }
    if !unexpected.isEmpty { parts.append((["stale views:"] + unexpected).joined(separator: "\n")) }
    return parts.isEmpty ? "stale views: none" : parts.joined(separator: "\n")
}

/// One line for each view `views` finds stale in a result, the same view
/// stale for the same reason after several steps listed once, with the steps
/// it spans and what it showed after the first.
private func staleLines(_ report: BodyReport, _ views: (StepResult) -> [Stale]) -> [String] {
    struct Group {
        let first: Stale
        var steps: [String]
    }
    var order: [String] = []
    var groups: [String: Group] = [:]
    var prefix: [String: (String, String)] = [:]
    for result in report.rows {
        for stale in views(result) {
            let key = "\(result.workload)\u{0}\(result.size)\u{0}\(result.combination)\u{0}\(stale.view)\u{0}\(stale.reason ?? "")"
            if groups[key] == nil {
                order.append(key)
                groups[key] = Group(first: stale, steps: [])
                prefix[key] = ("\(result.workload) size \(result.size)", "\(result.combination)")
            }
            if groups[key]?.steps.last != result.step { groups[key]?.steps.append(result.step) }
        }
    }
    return order.map { key in
        let group = groups[key]!, steps = group.steps, (workload, combination) = prefix[key]!
        guard steps.count > 1 else { return "  \(workload) \(steps[0]) \(combination): \(group.first)" }
        return "  \(workload) \(steps.first!) to \(steps.last!) (\(steps.count) steps) \(combination): \(group.first) (after \(steps.first!))"
    }
}
