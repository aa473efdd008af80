/// Renders one row per workload, size, combination and step (RFC 4180).
func countsCSV(_ results: [StepResult]) -> String {
    var lines = [["workload", "size", "notify", "kind", "step", "recomputes", "bodies", "skipped", "compared", "stale"]]
    for result in results {
        lines.append([
            result.workload, String(result.size), result.combination.notify.rawValue,
            result.combination.kind.rawValue, result.step, String(result.flush.recomputes),
            result.flush.bodies.joined(separator: " "), String(result.flush.skipped),
            String(result.flush.compared), String(result.stale.count),
        ])
    }
    return lines.map { $0.map(csvField).joined(separator: ",") }.joined(separator: "\r\n") + "\r\n"
}

/// Quotes a field that holds a comma, a quote or a line break, doubling its quotes.
func csvField(_ field: String) -> String {
    guard field.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return field }
    return "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
}
