import CompareKit
import Screens
import Workloads

/// The targets, checked against the medians of this run.
func microTargets(_ results: [MicroResult]) -> [MicroTarget] {
    func median(_ operation: String, _ notify: Notify) -> Double? {
        results.first { $0.operation == operation && $0.notify == notify }?.median
    }
    func firstRun(_ operation: String, _ notify: Notify) -> Double? {
        results.first { $0.operation == operation && $0.notify == notify }?.firstRun
    }
    var targets: [MicroTarget] = []
    func ratio(_ operation: String, _ limit: Double, _ text: String) {
        if let ours = median(operation, .property), let theirs = median(operation, .observation) {
            targets.append(MicroTarget(description: text, measured: ours / theirs, limit: limit))
        }
    }
    ratio("read-untracked", 0.25, "property read-untracked at most a quarter of observation's")
    ratio("write-unobserved", 0.5, "property write-unobserved at most half of observation's")
    ratio("track-cycle", 0.15, "property track-cycle at most 0.15 of observation's")
    ratio("bytes-per-model", 0.2, "property bytes-per-model (tracked) at most a fifth of observation's")
    ratio("tally-robin", 0.4, "property tally-robin (a step, class) at most 0.4 of observation's")
    if let bodyRun = median("graph-body-run", .property) {
        targets.append(MicroTarget(description: "graph-body-run (the graph's own body run) at most 250 ns", measured: bodyRun / 250, limit: 1))
    }
    ratio("send-1", 0.5, "property send-1 at most half of observation's")
    if let send1 = median("send-1", .object) {
        // 300 ns: an @Published assignment with one subscriber in OpenCombine, the
        // open-source Combine port, measured beside Broadcast in one process
        // (268-375 ns); results/benchmarks.md says so.
        targets.append(MicroTarget(description: "object send-1 at most a quarter of Combine's 300 ns", measured: send1 / 300, limit: 0.25))
    }
    if let launch = median("launch-per-row", .property) {
        targets.append(MicroTarget(
            description: "property launch-per-row (eager, a million guides) at most 0.3 µs", measured: launch / 300, limit: 1))
    }
    if let first = firstRun("launch-per-row", .property) {
        targets.append(MicroTarget(
            description: "property launch-per-row, the process's first launch, at most 0.4 µs in its own code (user time)", measured: first / 400, limit: 1))
    }
    if let bytes = median("bytes-per-row", .property) {
        targets.append(MicroTarget(
            description: "property bytes-per-row (eager, a million guides) at most 400 bytes", measured: bytes / 400, limit: 1))
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
