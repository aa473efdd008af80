import Foundation
import Workloads

/// Charts drawn by compare itself, as SVG 1.1 with no outside library.
enum Chart {
    static let left = 80.0
    static let top = 150.0
    /// Room kept right of the last panel, so nothing touches the edge.
    static let right = 30.0

    struct Frame {
        let x, y, width, height: Double
        var right: Double { x + width }
        var bottom: Double { y + height }
    }

    /// What a legend's swatch shows: a line with its marker, or a bar's fill.
    enum Swatch {
        case lines, bars
    }

    /// The title, the machine, a note under them and the legend, the same on every chart.
    static func header(
        _ svg: inout SVG, title: String, machine: Machine, note: String, combinations: [Combination], swatch: Swatch
    ) {
        svg.text(title, x: left, y: 34, size: 19, weight: "bold")
        svg.text("\(machine.os), \(machine.cores) cores, Swift \(machine.swift), \(machine.configuration) build, \(machine.date.prefix(10))",
            x: left, y: 58, size: 13, fill: "#555")
        svg.text(note, x: left, y: 80, size: 12, fill: "#555")
        var x = left
        for combination in combinations {
            let style = Style(combination)
            let id = "legend-\(combination.notify.rawValue)-\(combination.kind.rawValue)"
            switch swatch {
            case .lines:
                // As wide and as pale as the lines themselves.
                svg.line(x, 104, x + 26, 104, stroke: style.colour, width: style.width, dash: style.dash,
                    opacity: style.opacity, id: id)
                svg.marker(x + 13, 104, square: style.square, fill: style.colour, title: combination.description)
            case .bars:
                svg.rect(x: x + 4, y: 96, width: 18, height: 16, fill: style.barFill(&svg), id: id)
            }
            svg.text(combination.description, x: x + 32, y: 108, size: 13)
            x += legendEntryWidth(combination)
        }
    }

    /// Each legend entry is as wide as its label (about 7.5 px a character at 13 px), so none overlap.
    private static func legendEntryWidth(_ combination: Combination) -> Double {
        32 + Double(combination.description.count) * 7.5 + 22
    }

    static func legendWidth(_ combinations: [Combination]) -> Double {
        combinations.map(legendEntryWidth).reduce(0, +)
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

extension Report<StepResult> {
    /// The run as an SVG chart: bars for one size, a sweep over several, or
    /// a sweep whatever its sizes when `sweeping`.
    func chart(sweeping: Bool = false) -> String {
        sweeping || sections.count > 1
            ? Chart.sweep(sections, timed: timed, machine: machine)
            : Chart.bars(sections[0], machine: machine)
    }
}
