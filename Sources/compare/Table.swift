import Workloads

/// Renders the bodies run per step as a table, a row per step and a column per
/// combination, then the diffing work each step did.
func countsTable(_ results: [StepResult], workload: any Workload, size: Int, combinations: [Combination]) -> String {
    let bodies = stepTable(results, workload: workload, combinations: combinations) {
        String($0.flush.recomputes)
    }
    let diffing = stepTable(results, workload: workload, combinations: combinations) {
        "\($0.flush.compared) (\($0.flush.skipped))"
    }
    let sized = workload.isSized ? " (size \(size))" : ""
    return """
        \(workload.name): bodies run per step\(sized)
        \(bodies)

        \(workload.name): children compared while diffing (of them, skipped as equal)
        \(diffing)

        \(staleSummary(results))
        """
}

/// A row per step of `workload`, a column per combination, each cell made by `cell`.
func stepTable(
    _ results: [StepResult], workload: any Workload, combinations: [Combination],
    cell: (StepResult) -> String
) -> String {
    var rows = [["step"] + combinations.map(\.description)]
    for step in [launchStep] + workload.steps {
        rows.append([step] + combinations.map { combination in
            results.first { $0.step == step && $0.combination == combination }.map(cell) ?? "-"
        })
    }
    return align(rows)
}

/// Lines up `rows` in columns: the first left-aligned, the rest right-aligned.
func align(_ rows: [[String]]) -> String {
    guard let width = rows.first?.count else { return "" }
    let widths = (0..<width).map { column in rows.map { $0[column].count }.max() ?? 0 }
    return rows.map { row in
        row.enumerated().map { column, cell in
            let pad = String(repeating: " ", count: widths[column] - cell.count)
            return column == 0 ? cell + pad : pad + cell
        }.joined(separator: "  ")
    }.joined(separator: "\n")
}

/// `stale views: none`, or each stale view with its step and combination.
func staleSummary(_ results: [StepResult]) -> String {
    let stale = results.filter { !$0.stale.isEmpty }
    guard !stale.isEmpty else { return "stale views: none" }
    return "stale views:\n" + stale.flatMap { result in
        result.stale.map { "  \(result.step) \(result.combination): \($0)" }
    }.joined(separator: "\n")
}

/// Every body run with its causes, grouped by step and then by combination.
func traceText(_ results: [StepResult], workload: any Workload, combinations: [Combination]) -> String {
    var lines: [String] = []
    for step in [launchStep] + workload.steps {
        lines.append(step)
        for combination in combinations {
            guard let result = results.first(where: { $0.step == step && $0.combination == combination }) else { continue }
            lines.append("  \(combination)")
            if result.flush.runs.isEmpty { lines.append("    (no body ran)") }
            for run in result.flush.runs {
                lines.append("    \(run)")
            }
        }
    }
    return lines.joined(separator: "\n")
}
