import Workloads

/// What `compare micro` measures: operations, each measured under every
/// strategy, and the targets their figures are held to. The harness's own
/// suite (its models' reads, writes, sends and screens) is the built-in
/// `compare`'s; a package's `compare` has none unless it gives one.
///
/// ```swift
/// let suite = MicroSuite(summary: "One read of a count.", operations: ["read"]) { operation, notify in
///     .timed(operations: 1) { iterations, sink in
///         let model = Counts(), start = DispatchTime.now().uptimeNanoseconds
///         for _ in 0..<iterations { sink.consume(model.value) }
///         return DispatchTime.now().uptimeNanoseconds - start
///     }
/// }
/// ```
package struct MicroSuite: Sendable {
    /// What `compare help micro` says the operations measure, in lines within 80 columns.
    package let summary: String
    /// The operations, by name, in the order measured and shown.
    package let operations: [String]
    /// How `operation` is measured under `notify`.
    package let cell: @Sendable (_ operation: String, _ notify: Notify) -> MicroCell
    /// The operations that build a whole screen each sample: they take at most
    /// `screen.samples` samples of one iteration each, after one run left out
    /// of them (the first run in a process pays a page fault per page of its
    /// fresh memory), on a screen of `screen.rows` rows.
    package let screen: (operations: Set<String>, rows: Int, samples: Int)?
    /// The targets, checked against the figures of a run.
    package let targets: @Sendable (_ results: [MicroResult]) -> [MicroTarget]

    /// A suite of `operations`, each measured as `cell` says, held to `targets`.
    package init(
        summary: String, operations: [String], screen: (operations: Set<String>, rows: Int, samples: Int)? = nil,
        targets: @escaping @Sendable (_ results: [MicroResult]) -> [MicroTarget] = { _ in [] },
        cell: @escaping @Sendable (_ operation: String, _ notify: Notify) -> MicroCell
    ) {
        self.summary = summary
        self.operations = operations
        self.screen = screen
        self.targets = targets
        self.cell = cell
    }
}

/// One per-operation measurement for one strategy: a timed loop, an amount
/// (heap bytes, callbacks), or a reason it does not apply.
package enum MicroCell {
    /// Runs the operation `iterations` times, feeding what it computes to the
    /// sink, and returns the nanoseconds it took for `operations` operations an iteration.
    case timed(operations: Int, (_ iterations: Int, _ sink: Sink) -> UInt64)
    /// An amount in `unit`, measured once per sample; nil where it cannot be
    /// measured here, which the results say in the words of `unavailable`.
    case amount(unit: String, unavailable: String = "it cannot be measured here", () -> Double?)
    /// Why the operation does not apply to this strategy.
    case notApplicable(String)
}

/// One operation's figure for one strategy.
package struct MicroResult: Sendable {
    /// The operation's name.
    package let operation: String
    /// The strategy it was measured under.
    package let notify: Notify
    /// Nanoseconds per operation, or the amount in `unit`; nil when it does not apply.
    package let timing: Timing?
    /// `ns`, or the unit of an amount: `bytes`.
    package let unit: String
    /// Why there is no figure, or what the first run took when it was left out.
    package let note: String?
    /// What the first run took per operation in user time, where it was left
    /// out of the samples: a screen's first launch in the process (a target of
    /// its own, which the kernel's fresh pages and the machine's load leave
    /// alone). Its wall time and the kernel's share are in `note`.
    package let firstRun: Double?

    /// The figure `timing` of `operation` under `notify`, in `unit`, with a note if any:
    /// what a package's targets are tested with.
    package init(
        operation: String, notify: Notify, timing: Timing?, unit: String = "ns", note: String? = nil, firstRun: Double? = nil
    ) {
        self.operation = operation
        self.notify = notify
        self.timing = timing
        self.unit = unit
        self.note = note
        self.firstRun = firstRun
    }

    /// The median of the samples, or nil when the operation does not apply.
    package var median: Double? { timing?.median }
}

/// Measures every operation under every strategy, strategies interleaved
/// sample by sample, with the same calibration and statistics as step timing.
/// What a first run left out of the samples took per operation, in wall
/// time, then in processor time: its own code's (user time, what its target
/// holds) and the kernel's: a first run in the process touches memory no run
/// touched before, and the kernel zeroes each fresh page at its first touch.
/// The two add up to the processor time printed, measured over the clocked
/// launch alone, so no more than its wall time, which also holds whatever
/// else the machine ran meanwhile. No commas: a CSV cell read by
/// eye stays one field.
func firstRunNote(_ perOperation: Double, _ use: (use: ResourceUse, operations: Int)?) -> String {
    func format(_ nanoseconds: Double) -> String { TimeUnit(for: nanoseconds).format(nanoseconds) }
    let took = "first run (left out of the samples): \(format(perOperation))"
    guard let use else { return took }
    let operations = Double(use.operations)
    let (user, kernel) = (use.use.userNanoseconds / operations, use.use.kernelNanoseconds / operations)
    let faults = use.use.pageFaults > 0 ? " (\(use.use.pageFaults) page faults on fresh memory)" : ""
    return took + "; of the processor \(format(user)) in its own code and \(format(kernel)) in the kernel\(faults): \(format(user + kernel)) in all"
}

func measureMicro(
    _ suite: MicroSuite, _ operations: [String]? = nil, notify: [Notify] = Notify.allCases, samples: Int, minTime: UInt64
) -> [MicroResult] {
    let sink = Sink()
    defer { sink.publish() }
    var results: [MicroResult] = []
    for operation in suite.operations where operations?.contains(operation) ?? true {
        let cells = notify.map { suite.cell(operation, $0) }
        // A screen of a million rows is one iteration a sample, and a few
        // samples, after one run left out (``MicroSuite/screen``).
        let onScreen = suite.screen?.operations.contains(operation) ?? false
        var firstRuns = Array(repeating: Double?.none, count: cells.count)
        var firstRunsUse = Array(repeating: (use: ResourceUse, operations: Int)?.none, count: cells.count)
        let subjects = cells.enumerated().map { index, cell -> Timed in
            switch cell {
            case .timed(let operations, let run) where onScreen:
                // The clocked region's own use, where the operation marks it,
                // else the whole run's (which then holds what it made unclocked).
                _ = TimedRegions.take()
                let before = ResourceUse.now()
                firstRuns[index] = Double(run(1, sink)) / Double(operations)
                firstRunsUse[index] = (TimedRegions.take() ?? ResourceUse.now() - before, operations)
                return Timed(iterations: 1, operations: operations) { run($0, sink) }
            case .timed(let operations, let run):
                return Timed.calibrated(minTime: minTime, operations: operations) { run($0, sink) }
            case .amount(_, _, let measure):
                return Timed(figure: measure)
            case .notApplicable:
                return Timed(figure: { nil })
            }
        }
        let timings = sampleInterleaved(subjects, samples: onScreen ? min(samples, suite.screen?.samples ?? samples) : samples)
        for (index, cell) in cells.enumerated() {
            let notify = notify[index]
            switch cell {
            case .timed:
                results.append(MicroResult(operation: operation, notify: notify, timing: timings[index], unit: "ns",
                    note: firstRuns[index].map { firstRunNote($0, firstRunsUse[index]) },
                    firstRun: firstRunsUse[index].map { $0.use.userNanoseconds / Double($0.operations) }))
            case .amount(let unit, let unavailable, _):
                results.append(MicroResult(operation: operation, notify: notify, timing: timings[index], unit: unit,
                    note: timings[index] == nil ? unavailable : nil))
            case .notApplicable(let reason):
                results.append(MicroResult(operation: operation, notify: notify, timing: nil, unit: "ns", note: reason))
            }
        }
    }
    return results
}

/// A performance target: a figure against its limit (a ratio of one
/// strategy's figure to another's, or a figure over an absolute limit).
package struct MicroTarget: Sendable {
    /// The target in words: `property send-1 at most half of observation's`.
    package let description: String
    /// The figure held to it: a ratio, or a figure over its unit.
    package let measured: Double
    /// The most `measured` may be.
    package let limit: Double
    /// Whether the run met the target.
    package var met: Bool { measured <= limit }

    /// A target described as `description`, met while `measured` is at most `limit`.
    package init(description: String, measured: Double, limit: Double) {
        self.description = description
        self.measured = measured
        self.limit = limit
    }
}
