import Foundation
import Workloads

/// A table of one figure per step and combination: what the terminal table and
/// the markdown table both show.
struct Grid {
    let title: String
    let header: [String]
    let rows: [[String]]

    /// A grid of the given rows under `header`.
    init(title: String, header: [String], rows: [[String]]) {
        self.title = title
        self.header = header
        self.rows = rows
    }

    /// A row per step of `section`, a column per combination, each cell made by `cell`.
    init(_ title: String, _ section: Report.Section, cell: (StepResult) -> String) {
        self.title = title
        header = ["step"] + section.combinations.map(\.description)
        rows = ([launchStep] + section.steps).map { step in
            [step] + section.combinations.map { section.result(step, $0).map(cell) ?? "-" }
        }
    }

    /// The grids a section shows: bodies run, diffing work, and timings if taken.
    static func all(_ section: Report.Section, report: Report) -> [Grid] {
        let name = section.workload.name
        let sized = section.workload.isSized ? " (size \(section.size))" : ""
        var grids = [
            Grid("\(name): bodies run per step\(sized)", section) { String($0.counts.recomputes) },
            Grid("\(name): children compared while diffing (of them, skipped as equal)\(sized)", section) {
                "\($0.counts.compared) (\($0.counts.skipped))"
            },
        ]
        // Only Apple's framework leaves observers behind; shown when a step met one.
        if section.results.contains(where: { $0.counts.dropped > 0 }) {
            grids.append(Grid("\(name): callbacks from observers left behind, dropped\(sized)", section) {
                String($0.counts.dropped)
            })
        }
        if report.timed {
            grids.append(Grid(
                "\(name): time per step\(sized) (median of \(report.samples) samples; min-max)", section
            ) { timingCell($0.timing) })
        }
        return grids
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
