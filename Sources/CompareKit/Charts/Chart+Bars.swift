import Foundation
import Workloads

extension Chart {
    static let barPanelHeight = 200.0
    static let barGapY = 100.0
    /// Below the legend, with room for a step's name and its panels' names.
    static let barTop = 180.0
    /// Between a step's two panels: room for the second one's axis labels.
    static let innerGap = 60.0
    static let cellGap = 80.0

    /// For one size: for each step, two panels side by side, bodies run and
    /// children compared (the diffing a bodies count hides), a bar per
    /// combination with its value written on it, each panel on its own axis from 0.
    static func bars(_ section: BodyReport.Section, machine: Machine) -> String {
        let steps = [launchStep] + section.steps
        let cells = 2
        let width = max(1150, legendWidth(section.combinations) + left + right)
        let panelWidth = (width - left - right - Double(cells - 1) * cellGap - Double(cells) * innerGap) / Double(cells * 2)
        let rows = (steps.count + cells - 1) / cells
        let height = barTop + Double(rows) * (barPanelHeight + barGapY) - 40
        var svg = SVG(width: width, height: height)
        let sized = section.workload.isSized ? " (size \(section.size))" : ""
        header(&svg, title: "\(section.workload.name): bodies run and children compared per step\(sized)", machine: machine,
            note: "Each panel has its own axis, from 0. Children compared: the inputs a parent that ran compared to pick the children to run again.",
            combinations: section.combinations, swatch: .bars)
        for (index, step) in steps.enumerated() {
            let x = left + Double(index % cells) * (2 * (panelWidth + innerGap) + cellGap - innerGap)
            let y = barTop + Double(index / cells) * (barPanelHeight + barGapY)
            svg.text(step, x: x, y: y - 40, size: 15, weight: "bold")
            let measures: [(name: String, id: String, bar: String, value: (StepCounts) -> Int)] = [
                ("bodies run", "bodies-\(step)", step, \.recomputes),
                ("children compared", "compared-\(step)", "compared-\(step)", \.compared),
            ]
            for (column, measure) in measures.enumerated() {
                let frame = Frame(x: x + Double(column) * (panelWidth + innerGap), y: y, width: panelWidth, height: barPanelHeight)
                let values = section.combinations.map { ($0, section.result(step, $0).map { measure.value($0.counts) } ?? 0) }
                barPanel(&svg, frame, id: measure.id, title: measure.name, bar: measure.bar, values: values)
            }
        }
        return svg.document
    }

    /// One panel of bars on a linear axis with labelled ticks from 0 to a round top.
    static func barPanel(
        _ svg: inout SVG, _ frame: Frame, id: String, title: String, bar: String, values: [(Combination, Int)]
    ) {
        svg.text(title, x: frame.x, y: frame.y - 18, size: 12, fill: "#555")
        let ticks = linearTicks(upTo: Double(values.map(\.1).max() ?? 0))
        let axisTop = ticks.last ?? 1
        func y(_ value: Double) -> Double { frame.bottom - value / axisTop * frame.height }
        for tick in ticks {
            svg.line(frame.x, y(tick), frame.right, y(tick), stroke: tick == 0 ? "#444" : "#e3e3e3", id: "\(id)-y-\(countLabel(tick))")
            svg.text(countLabel(tick), x: frame.x - 6, y: y(tick) + 4, size: 11, anchor: .end)
        }
        svg.line(frame.x, frame.y, frame.x, frame.bottom, stroke: "#444", id: "\(id)-axis")
        let slot = frame.width / Double(max(values.count, 1))
        for (position, (combination, value)) in values.enumerated() {
            let style = Style(combination)
            let height = frame.bottom - y(Double(value))
            let x = frame.x + Double(position) * slot + slot * 0.12
            svg.rect(x: x, y: frame.bottom - height, width: slot * 0.76, height: height, fill: style.barFill(&svg),
                id: "\(bar)-\(combination.notify.rawValue)-\(combination.kind.rawValue)")
            svg.text(String(value), x: x + slot * 0.38, y: frame.bottom - height - 4, size: 11, anchor: .middle)
        }
    }
}
