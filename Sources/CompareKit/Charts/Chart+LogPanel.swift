import Foundation
import Workloads

extension Chart {
    /// A log-log panel: decades on both axes, a "0" row below the lowest decade
    /// when a value is zero, past a break in the axis that says its distance
    /// is no measure; every value drawn where it is, a tie as one mark naming
    /// its series (``ties(_:)``).
    static func logPanel(
        _ svg: inout SVG, _ frame: Frame, id: String, title: String, sizes: [Double],
        series: [(Combination, [Double?])], label: (Double) -> String, tooltip: (Double) -> String, unit: String
    ) {
        let pad = markPad
        svg.text(title, x: frame.x, y: frame.y - pad - 12, size: 14, weight: "bold")
        // The box stands `pad` beyond the axis at both ends, so a mark at 0 or at the top stays inside it.
        svg.rect(x: frame.x, y: frame.y - pad, width: frame.width, height: frame.height + 2 * pad, fill: "none", stroke: "#888", id: "\(id)-box")
        svg.rect(x: frame.x, y: frame.y, width: frame.width, height: frame.height, fill: "none", stroke: "none", id: "\(id)-frame")
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
            // A log axis has no 0: two slashes across the axis between the row and the lowest decade break it.
            let gap = (y(0) + y(pow(10, low))) / 2
            for (index, offset) in [-3.0, 3.0].enumerated() {
                svg.line(frame.x - 6, gap + offset + 3, frame.x + 6, gap + offset - 3, stroke: "#555", width: 1.5, id: index == 0 ? "\(id)-y-break" : nil)
            }
        }
        for decade in stride(from: xLow, through: xHigh, by: 1) {
            let size = pow(10, decade)
            svg.line(x(size), frame.y - pad, x(size), frame.bottom + pad, stroke: "#e3e3e3", id: "\(id)-x-\(countLabel(size))")
            svg.text(countLabel(size), x: x(size), y: frame.bottom + pad + 16, size: 11, anchor: .middle)
        }
        svg.text("size\(unit.isEmpty ? "" : " (\(unit))")", x: frame.x + frame.width / 2, y: frame.bottom + pad + 34, size: 11, anchor: .middle, fill: "#555")
        // Tied lines coincide: the wide pale ones drawn first still show beneath the others.
        let order = Style.drawingOrder(series.map(\.0)).compactMap { c in series.firstIndex { $0.0 == c } }
        for index in order {
            let (combination, points) = series[index]
            let style = Style(combination)
            let plotted = zip(sizes, points).compactMap { size, value in value.map { (x(size), y($0)) } }
            svg.polyline(plotted, stroke: style.colour, width: style.width, dash: style.dash, opacity: style.opacity)
        }
        // Each series' own markers in drawing order, then the ties' rings on top.
        func rank(_ members: [Int]) -> (Int, Int) { (members.count > 1 ? 1 : 0, order.firstIndex(of: members[0]) ?? 0) }
        for (point, groups) in ties(series.map(\.1)).enumerated() {
            for members in groups.sorted(by: { rank($0) < rank($1) }) {
                guard let value = series[members[0]].1[point] else { continue }
                let at = "size \(Int(sizes[point])): \(tooltip(value))"
                if members.count == 1 {
                    let combination = series[members[0]].0
                    let style = Style(combination)
                    svg.marker(x(sizes[point]), y(value), square: style.square, fill: style.colour, title: "\(combination), \(at)")
                } else {
                    let names = members.map { series[$0].0.description }.joined(separator: ", ")
                    svg.tie(x(sizes[point]), y(value), title: "\(names), \(at)")
                }
            }
        }
    }
}
