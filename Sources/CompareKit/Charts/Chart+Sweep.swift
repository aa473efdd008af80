import Foundation
import Workloads

extension Chart {
    static let panelHeight = 220.0
    /// Room between panels for the y labels of the next and the x labels of the one above.
    static let sweepGapX = 100.0
    static let sweepGapY = 90.0

    /// For a sweep: for each step, bodies run against size and time per step
    /// against size, log-log, one line per combination. Panels fill two columns
    /// whether timed or not, so a counts-only sweep leaves no column empty.
    static func sweep(_ sections: [BodyReport.Section], timed: Bool, machine: Machine) -> String {
        let sections = sections.sorted { $0.size < $1.size }
        guard let first = sections.first else { return "" }
        let steps = [launchStep] + first.steps
        // A count's tooltip gives it whole (1003, where its axis says 1k).
        typealias Measure = (name: String, value: (StepResult) -> Double?, label: (Double) -> String, tooltip: (Double) -> String)
        var measures: [Measure] = [("bodies run", { Double($0.counts.recomputes) }, countLabel, { String(Int($0)) })]
        if timed {
            measures.append(("time per step", { $0.timing?.median }, timeLabel, timeLabel))
        }
        let panels = steps.flatMap { step in measures.map { (step: step, measure: $0) } }
        let columns = 2
        let width = max(left + 2 * 400 + sweepGapX + right, legendWidth(first.combinations) + left + right)
        let panelWidth = (width - left - right - Double(columns - 1) * sweepGapX) / Double(columns)
        let rows = (panels.count + columns - 1) / columns
        let height = top + Double(rows) * (panelHeight + 2 * markPad + sweepGapY) + 10
        var svg = SVG(width: width, height: height)
        let measured = timed ? "bodies run and time per step" : "bodies run per step (counts only, not timed)"
        header(&svg, title: "\(first.workload.name): \(measured), against the size of the screen", machine: machine,
            note: "Log scales on both axes; each point at its value. A ring is a tie of several series, its tooltip naming them; a marker's tooltip gives its value.",
            combinations: first.combinations, swatch: .lines)
        let sizes = sections.map { Double($0.size) }
        for (index, panel) in panels.enumerated() {
            let frame = Frame(
                x: left + Double(index % columns) * (panelWidth + sweepGapX),
                y: top + markPad + Double(index / columns) * (panelHeight + 2 * markPad + sweepGapY), width: panelWidth, height: panelHeight)
            let series = first.combinations.map { combination in
                (combination, sections.map { section in section.result(panel.step, combination).flatMap(panel.measure.value) })
            }
            logPanel(&svg, frame, id: "\(panel.step)-\(panel.measure.name)", title: "\(panel.step): \(panel.measure.name)",
                sizes: sizes, series: series, label: panel.measure.label, tooltip: panel.measure.tooltip,
                unit: first.workload.sizeUnit)
        }
        return svg.document
    }
}
