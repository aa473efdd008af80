extension Timing {
    /// The median, minimum, maximum and median absolute deviation of `perStep`.
    package init(_ perStep: [Double], iterations: Int) {
        let sorted = perStep.sorted()
        let median = Self.median(sorted)
        self.init(
            median: median, min: sorted.first ?? 0, max: sorted.last ?? 0,
            mad: Self.median(sorted.map { abs($0 - median) }.sorted()),
            samples: sorted.count, iterations: iterations)
    }

    /// The middle of `sorted`, or the mean of the two middle values.
    static func median(_ sorted: [Double]) -> Double {
        guard !sorted.isEmpty else { return 0 }
        let middle = sorted.count / 2
        return sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
    }
}
