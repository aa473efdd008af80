import Workloads

/// One operation's figure for one strategy.
struct MicroResult {
    let operation: String
    let notify: Notify
    /// Nanoseconds per operation, or bytes for bytes-per-model; nil when it does not apply.
    let timing: Timing?
    let unit: String
    let note: String?
}

/// Measures every operation under every strategy, strategies interleaved
/// sample by sample, with the same calibration and statistics as step timing.
func measureMicro(
    _ operations: [String] = microOperations, notify: [Notify] = Notify.allCases, samples: Int, minTime: UInt64
) -> [MicroResult] {
    let sink = Sink()
    defer { sink.publish() }
    var results: [MicroResult] = []
    for operation in microOperations where operations.contains(operation) {
        let cells = notify.map { microCell(operation, $0) }
        var perOperation = Array(repeating: [Double](), count: cells.count)
        var iterations = Array(repeating: 1, count: cells.count)
        var firstRuns = Array(repeating: Double?.none, count: cells.count)
        // A screen of a million rows is one iteration a sample, and a few
        // samples, after one run left out (``screenOperations``).
        let onScreen = screenOperations.contains(operation)
        for (index, cell) in cells.enumerated() {
            guard case .timed(let operations, let run) = cell else { continue }
            if onScreen {
                firstRuns[index] = Double(run(1, sink)) / Double(operations)
            } else {
                iterations[index] = calibrate(minTime: minTime) { run($0, sink) }
            }
        }
        for _ in 0..<(onScreen ? min(samples, screenSamples) : samples) {
            for (index, cell) in cells.enumerated() {
                switch cell {
                case .timed(let operations, let run):
                    let elapsed = run(iterations[index], sink)
                    perOperation[index].append(Double(elapsed) / Double(iterations[index] * operations))
                case .amount(_, let measure):
                    if let amount = measure() { perOperation[index].append(amount) }
                case .notApplicable:
                    break
                }
            }
        }
        for (index, cell) in cells.enumerated() {
            let notify = notify[index]
            switch cell {
            case .timed:
                results.append(MicroResult(operation: operation, notify: notify,
                    timing: Timing(perOperation[index], iterations: iterations[index]), unit: "ns",
                    note: firstRuns[index].map { "first run (left out of the samples): \(TimeUnit(for: $0).format($0))" }))
            case .amount(let unit, _):
                let measured = perOperation[index].isEmpty ? nil : Timing(perOperation[index], iterations: 1)
                results.append(MicroResult(operation: operation, notify: notify, timing: measured, unit: unit,
                    note: measured == nil ? "this allocator does not report bytes in use" : nil))
            case .notApplicable(let reason):
                results.append(MicroResult(operation: operation, notify: notify, timing: nil, unit: "ns", note: reason))
            }
        }
    }
    return results
}

/// A target from the performance issue: one figure against another, with the
/// largest ratio allowed.
struct MicroTarget {
    let description: String
    let measured: Double
    let limit: Double
    var met: Bool { measured <= limit }
}

/// The targets, checked against the medians of this run.
func microTargets(_ results: [MicroResult]) -> [MicroTarget] {
    func median(_ operation: String, _ notify: Notify) -> Double? {
        results.first { $0.operation == operation && $0.notify == notify }?.timing?.median
    }
    var targets: [MicroTarget] = []
    func ratio(_ operation: String, _ limit: Double, _ text: String) {
        if let ours = median(operation, .property), let theirs = median(operation, .observation) {
            targets.append(MicroTarget(description: text, measured: ours / theirs, limit: limit))
        }
    }
    ratio("read-untracked", 0.5, "property read-untracked at most half of observation's")
    ratio("write-unobserved", 0.5, "property write-unobserved at most half of observation's")
    ratio("track-cycle", 1.0 / 3, "property track-cycle at most a third of observation's")
    ratio("bytes-per-model", 0.5, "property bytes-per-model (tracked) at most half of observation's")
    ratio("send-1", 0.5, "property send-1 at most half of observation's")
    if let send1 = median("send-1", .object) {
        // 300 ns: an @Published assignment with one subscriber in OpenCombine, the
        // open-source Combine port, measured beside Broadcast in one process
        // (268-375 ns); results/benchmarks.md says so.
        targets.append(MicroTarget(description: "object send-1 at most a quarter of Combine's 300 ns", measured: send1 / 300, limit: 0.25))
    }
    if let launch = median("launch-per-row", .property) {
        targets.append(MicroTarget(
            description: "property launch-per-row (eager, a million guides) at most 0.5 µs", measured: launch / 500, limit: 1))
    }
    if let bytes = median("bytes-per-row", .property) {
        targets.append(MicroTarget(
            description: "property bytes-per-row (eager, a million guides) at most 500 bytes", measured: bytes / 500, limit: 1))
    }
    for notify in Notify.allCases {
        if let launch = median("lazy-launch-per-row", notify) {
            targets.append(MicroTarget(
                description: "\(notify.rawValue) lazy launch of a million guides under 50 ms",
                measured: launch * Double(screenRows) / 50_000_000, limit: 1))
        }
        if let rename = median("lazy-rename-off-screen", notify) {
            targets.append(MicroTarget(
                description: "\(notify.rawValue) lazy rename off screen under 10 µs", measured: rename / 10_000, limit: 1))
        }
    }
    for notify in [Notify.property, .object] {
        if let cancel = median("cancel-many", notify) {
            let total = cancel * Double(cancelledObservers)
            targets.append(MicroTarget(
                description: "\(notify.rawValue) cancel-many: \(cancelledObservers.formatted()) cancelled in under 10 ms",
                measured: total / 10_000_000, limit: 1))
        }
    }
    if let send100 = median("send-100", .object) {
        targets.append(MicroTarget(description: "object send-100 under 20 ns per subscriber", measured: send100 / 100 / 20, limit: 1))
    }
    for notify in Notify.allCases {
        if let diff = median("diff-per-row", notify), let floor = median("compare-per-row", notify) {
            targets.append(MicroTarget(description: "\(notify.rawValue) diff-per-row within 10 times compare-per-row",
                measured: diff / floor / 10, limit: 1))
        }
    }
    return targets
}
