extension Chart {
    /// How far apart equal values are drawn: a line's width and a little, so
    /// three lines at rename = 1 read as three, and no value moves far from its place.
    static let tieGap = 4.0
    /// Room beyond a log panel's axis for six series spread apart at its ends, markers and all (2.5 gaps and a half marker).
    static let tiePad = 14.0

    /// For each series at each point, how far down (negative: up) to draw it.
    /// Series with one value at a point are spread `tieGap` apart around it,
    /// first series on top, so that no line hides another.
    static func tieOffsets(_ series: [[Double?]]) -> [[Double]] {
        var offsets = series.map { $0.map { _ in 0.0 } }
        let points = series.map(\.count).max() ?? 0
        for point in 0..<points {
            var tied: [Double: [Int]] = [:]
            for (index, values) in series.enumerated() where point < values.count {
                if let value = values[point] { tied[value, default: []].append(index) }
            }
            for members in tied.values where members.count > 1 {
                for (rank, index) in members.enumerated() {
                    offsets[index][point] = (Double(rank) - Double(members.count - 1) / 2) * tieGap
                }
            }
        }
        return offsets
    }
}
