extension Chart {
    /// Room beyond a log panel's axis at both ends, so that a mark at 0 or at
    /// the top decade lies inside the panel's box, clear of the size labels.
    static let markPad = 8.0

    /// For each point, the series that have a value there, grouped by value in
    /// series order: a group of more than one is a tie, drawn as one mark at
    /// its value that names every series it holds, never moved off it.
    static func ties(_ series: [[Double?]]) -> [[[Int]]] {
        let points = series.map(\.count).max() ?? 0
        return (0..<points).map { point in
            var groups: [[Int]] = []
            var group: [Double: Int] = [:]
            for (index, values) in series.enumerated() where point < values.count {
                guard let value = values[point] else { continue }
                if let at = group[value] {
                    groups[at].append(index)
                } else {
                    group[value] = groups.count
                    groups.append([index])
                }
            }
            return groups
        }
    }
}
