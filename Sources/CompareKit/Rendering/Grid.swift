import Foundation
import Workloads

/// A table of one figure per step and combination: what the terminal table and
/// the markdown table both show.
struct Grid {
    let title: String
    let header: [String]
    let rows: [[String]]
    /// How many leading columns hold words, aligned left in markdown; the rest hold figures.
    let textColumns: Int

    /// A grid of the given rows under `header`.
    init(title: String, header: [String], rows: [[String]], textColumns: Int = 1) {
        self.title = title
        self.header = header
        self.rows = rows
        self.textColumns = textColumns
    }

    /// A row per label, under `corner`, and a column per combination: each
    /// cell is `cell` of the report row `find` finds for the label and
    /// combination, or `-` where there is none.
    init<Row>(
        _ title: String, corner: String, _ combinations: [Combination], rows labels: [(String, (Combination) -> Row?)],
        cell: (Row) -> String
    ) {
        self.init(
            title: title, header: [corner] + combinations.map(\.description),
            rows: labels.map { label, find in [label] + combinations.map { find($0).map(cell) ?? "-" } })
    }
}

/// `5.51 µs (5.40-6.02)`: the median, then the min and max in its unit.
func timingCell(_ timing: Timing?) -> String {
    guard let timing else { return "-" }
    let unit = TimeUnit(for: timing.median)
    return "\(unit.format(timing.median)) (\(unit.format(timing.min, withUnit: false))-\(unit.format(timing.max, withUnit: false)))"
}

/// The unit a time reads best in: ns, µs, ms or s.
struct TimeUnit {
    let name: String
    let nanoseconds: Double

    init(for value: Double) {
        (name, nanoseconds) =
            switch value {
            case ..<1e3: ("ns", 1)
            case ..<1e6: ("µs", 1e3)
            case ..<1e9: ("ms", 1e6)
            default: ("s", 1e9)
            }
    }

    /// `value` in this unit to three significant figures: `5.51 µs`.
    func format(_ value: Double, withUnit: Bool = true) -> String {
        let scaled = value / nanoseconds
        let digits = scaled >= 100 ? 0 : scaled >= 10 ? 1 : 2
        let number = nanoseconds == 1 ? String(Int(scaled.rounded())) : String(format: "%.\(digits)f", scaled)
        return withUnit ? "\(number) \(name)" : number
    }
}
