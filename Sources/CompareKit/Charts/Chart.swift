import Foundation
import Workloads

/// Charts drawn by compare itself, as SVG 1.1 with no outside library.
enum Chart {
    static let panelWidth = 400.0
    static let panelHeight = 220.0
    static let left = 80.0
    static let gapX = 100.0
    static let gapY = 90.0
    static let top = 130.0

    /// For a sweep: for each step, bodies run against size and time per step
    /// against size, log-log, one line per combination.
    static func sweep(_ sections: [Report.Section], timed: Bool, machine: Machine) -> String {
        let sections = sections.sorted { $0.size < $1.size }
        guard let first = sections.first else { return "" }
        let steps = [launchStep] + first.steps
        let columns = timed ? 2 : 1
        let width = max(left + Double(columns) * (panelWidth + gapX), legendWidth(first.combinations) + left + 20)
        let height = top + Double(steps.count) * (panelHeight + gapY) + 10
        var svg = SVG(width: width, height: height)
        let measured = timed ? "bodies run and time per step" : "bodies run per step (counts only, not timed)"
        header(&svg, title: "\(first.workload.name): \(measured), against the size of the screen",
            machine: machine, combinations: first.combinations)
        let sizes = sections.map { Double($0.size) }
        for (row, step) in steps.enumerated() {
            let y = top + Double(row) * (panelHeight + gapY)
            var panels: [(String, (StepResult) -> Double?, (Double) -> String)] = [
                ("bodies run", { Double($0.counts.recomputes) }, countLabel),
            ]
            if timed {
                panels.append(("time per step", { $0.timing?.median }, timeLabel))
            }
            for (column, panel) in panels.enumerated() {
                let frame = Frame(x: left + Double(column) * (panelWidth + gapX), y: y, width: panelWidth, height: panelHeight)
                let series = first.combinations.map { combination in
                    (combination, sections.map { section in section.result(step, combination).flatMap(panel.1) })
                }
                logPanel(&svg, frame, id: "\(step)-\(panel.0)", title: "\(step): \(panel.0)", sizes: sizes,
                    series: series, label: panel.2, unit: first.workload.name == "guide-list" ? "guides" : "")
            }
        }
        return svg.document
    }

    /// For one size: for each step, a bar per combination with its value written on it.
    static func bars(_ section: Report.Section, machine: Machine) -> String {
        let steps = [launchStep] + section.steps
        let columns = 3
        let width = max(1010, legendWidth(section.combinations) + left + 20)
        let barPanel = (width - left - Double(columns - 1) * 40 - 30) / Double(columns)
        let rows = (steps.count + columns - 1) / columns
        let height = top + Double(rows) * (panelHeight + gapY)
        var svg = SVG(width: width, height: height)
        let sized = section.workload.isSized ? " (size \(section.size))" : ""
        header(&svg, title: "\(section.workload.name): bodies run per step\(sized)", machine: machine,
            combinations: section.combinations)
        for (index, step) in steps.enumerated() {
            let frame = Frame(
                x: left + Double(index % columns) * (barPanel + 40), y: top + Double(index / columns) * (panelHeight + gapY),
                width: barPanel, height: panelHeight)
            let values = section.combinations.map { (combination: $0, value: section.result(step, $0)?.counts.recomputes ?? 0) }
            svg.text(step, x: frame.x, y: frame.y - 12, size: 14, weight: "bold")
            svg.line(frame.x, frame.bottom, frame.right, frame.bottom, stroke: "#444")
            let top = Double(max(values.map(\.value).max() ?? 0, 1))
            let slot = frame.width / Double(values.count)
            for (position, bar) in values.enumerated() {
                let style = Style(bar.combination)
                let height = Double(bar.value) / top * (frame.height - 24)
                let x = frame.x + Double(position) * slot + slot * 0.12
                svg.rect(x: x, y: frame.bottom - height, width: slot * 0.76, height: height, fill: style.colour,
                    id: "\(step)-\(bar.combination.notify.rawValue)-\(bar.combination.kind.rawValue)")
                svg.text(String(bar.value), x: x + slot * 0.38, y: frame.bottom - height - 5, size: 12, anchor: .middle)
            }
        }
        return svg.document
    }

    struct Frame {
        let x, y, width, height: Double
        var right: Double { x + width }
        var bottom: Double { y + height }
    }

    /// The title, the machine and the legend, the same on every chart.
    private static func header(_ svg: inout SVG, title: String, machine: Machine, combinations: [Combination]) {
        svg.text(title, x: left, y: 34, size: 19, weight: "bold")
        svg.text("\(machine.os), \(machine.cores) cores, Swift \(machine.swift), \(machine.configuration) build, \(machine.date.prefix(10))",
            x: left, y: 58, size: 13, fill: "#555")
        var x = left
        for combination in combinations {
            let style = Style(combination)
            svg.line(x, 84, x + 26, 84, stroke: style.colour, width: 3, dash: style.dash)
            svg.marker(x + 13, 84, square: style.square, fill: style.colour, title: combination.description)
            svg.text(combination.description, x: x + 32, y: 88, size: 13)
            x += legendEntryWidth(combination)
        }
    }

    /// Each legend entry is as wide as its label (about 7.5 px a character at 13 px), so none overlap.
    private static func legendEntryWidth(_ combination: Combination) -> Double {
        32 + Double(combination.description.count) * 7.5 + 22
    }

    private static func legendWidth(_ combinations: [Combination]) -> Double {
        combinations.map(legendEntryWidth).reduce(0, +)
    }

    /// A log-log panel: decades on both axes, a "0" row below the lowest decade
    /// when a value is zero.
    private static func logPanel(
        _ svg: inout SVG, _ frame: Frame, id: String, title: String, sizes: [Double],
        series: [(Combination, [Double?])], label: (Double) -> String, unit: String
    ) {
        svg.text(title, x: frame.x, y: frame.y - 12, size: 14, weight: "bold")
        svg.rect(x: frame.x, y: frame.y, width: frame.width, height: frame.height, fill: "none", stroke: "#888", id: "\(id)-frame")
        let values = series.flatMap { $0.1.compactMap { $0 } }
        let positive = values.filter { $0 > 0 }
        let hasZero = values.contains(0)
        let low = floor(log10(positive.min() ?? 1))
        let high = max(ceil(log10(positive.max() ?? 10)), low + 1)
        // The zero row takes one band below the lowest decade.
        let bands = high - low + (hasZero ? 1 : 0)
        func y(_ value: Double) -> Double {
            let position = value > 0 ? log10(value) - low + (hasZero ? 1 : 0) : 0
            return frame.bottom - position / bands * frame.height
        }
        let xLow = floor(log10(sizes.min() ?? 1)), xHigh = max(ceil(log10(sizes.max() ?? 10)), xLow + 1)
        func x(_ size: Double) -> Double {
            frame.x + (log10(size) - xLow) / (xHigh - xLow) * frame.width
        }
        for decade in stride(from: low, through: high, by: 1) {
            let value = pow(10, decade)
            svg.line(frame.x, y(value), frame.right, y(value), stroke: "#e3e3e3", id: "\(id)-y-\(label(value))")
            svg.text(label(value), x: frame.x - 8, y: y(value) + 4, size: 11, anchor: .end)
            // Over a decade or two there is room to label 2 and 5 as well.
            if high - low <= 2 && decade < high {
                for multiple in [2.0, 5.0] {
                    svg.line(frame.x, y(value * multiple), frame.right, y(value * multiple), stroke: "#f1f1f1")
                    svg.text(label(value * multiple), x: frame.x - 8, y: y(value * multiple) + 4, size: 10, anchor: .end, fill: "#666")
                }
            }
        }
        if hasZero {
            svg.line(frame.x, y(0), frame.right, y(0), stroke: "#e3e3e3", dash: "2 3", id: "\(id)-y-0")
            svg.text("0", x: frame.x - 8, y: y(0) + 4, size: 11, anchor: .end)
        }
        for decade in stride(from: xLow, through: xHigh, by: 1) {
            let size = pow(10, decade)
            svg.line(x(size), frame.y, x(size), frame.bottom, stroke: "#e3e3e3", id: "\(id)-x-\(countLabel(size))")
            svg.text(countLabel(size), x: x(size), y: frame.bottom + 16, size: 11, anchor: .middle)
        }
        svg.text("size\(unit.isEmpty ? "" : " (\(unit))")", x: frame.x + frame.width / 2, y: frame.bottom + 34, size: 11, anchor: .middle, fill: "#555")
        for (combination, points) in Style.drawingOrder(series.map(\.0)).compactMap({ c in series.first { $0.0 == c } }) {
            let style = Style(combination)
            let plotted = zip(sizes, points).compactMap { size, value in value.map { (x(size), y($0), size, $0) } }
            svg.polyline(plotted.map { ($0.0, $0.1) }, stroke: style.colour, width: style.width, dash: style.dash, opacity: style.opacity)
            for point in plotted {
                svg.marker(point.0, point.1, square: style.square, fill: style.colour,
                    title: "\(combination), size \(Int(point.2)): \(label(point.3))")
            }
        }
    }

    /// 1, 10, 100, 1k, 10k, 100k, 1M.
    static func countLabel(_ value: Double) -> String {
        switch value {
        case 1e6...: "\(formatted(value / 1e6))M"
        case 1e3...: "\(formatted(value / 1e3))k"
        default: formatted(value)
        }
    }

    /// 100 ns, 1 µs, 10 ms.
    static func timeLabel(_ value: Double) -> String {
        let unit = TimeUnit(for: value)
        return "\(formatted(value / unit.nanoseconds)) \(unit.name)"
    }

    private static func formatted(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.3g", value)
    }
}
