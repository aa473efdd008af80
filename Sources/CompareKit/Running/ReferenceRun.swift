import Foundation
import Workloads

/// A reference run, as `compare report` writes it to a folder in one change:
/// runs measured under every combination, the files made of them, and a page
/// that shows them. The harness's own is results/; a package's `compare`
/// gives its own, or has none.
///
/// ```swift
/// ReferenceRun(
///     runs: [.bodies("log", LogWorkload(), sizes: [100])],
///     files: [("log.md", .markdown("log")), ("expected/log.csv", .counts(["log"]))]
/// ) { figures in "# My reference run\n\n" + figures.markdown("log") }
/// ```
public struct ReferenceRun: Sendable {
    /// One run: body counts or what watchers received, of one workload at
    /// some sizes, under every combination, timed or not.
    public struct Run: Sendable {
        let name: String
        let watchers: Bool
        let workload: any Workload
        let sizes: [Int]
        let timed: Bool
        /// Whether `compare report --sizes` replaces `sizes`: the sweep's.
        let sweeps: Bool

        /// The bodies `workload` runs at each of `sizes` (or of `--sizes`, if
        /// the run `sweeps`), named `name` for the files and the page.
        public static func bodies(
            _ name: String, _ workload: any Workload, sizes: [Int], timed: Bool = true, sweeps: Bool = false
        ) -> Run {
            Run(name: name, watchers: false, workload: workload, sizes: sizes, timed: timed, sweeps: sweeps)
        }

        /// The values `workload`'s watchers receive at each of `sizes`.
        public static func watchers(_ name: String, _ workload: any Workload, sizes: [Int], timed: Bool = true) -> Run {
            Run(name: name, watchers: true, workload: workload, sizes: sizes, timed: timed, sweeps: false)
        }
    }

    /// What a file of the run holds.
    public enum File: Sendable {
        /// A run's tables, as markdown.
        case markdown(String)
        /// A run's figures, as CSV.
        case csv(String)
        /// A run's figures, with the machine, as JSON.
        case json(String)
        /// A run of body counts as an SVG chart: bars for one size, a sweep for several.
        case chart(String)
        /// The counts of these runs, one after another, with no timing: what `--expect` checks.
        case counts([String])
        /// The page that shows the run.
        case page
    }

    /// The runs, measured in order.
    public let runs: [Run]
    /// The files, by their path inside the folder.
    public let files: [(path: String, File)]
    /// The page, written from the run's figures.
    public let page: @Sendable (ReferenceFigures) -> String
    /// What `compare help report` says the run is, in lines within 80 columns.
    public let summary: String

    /// A reference run of `runs`, written as `files`, shown by `page`.
    public init(
        summary: String = "A reference run of this compare's workloads.", runs: [Run], files: [(path: String, File)],
        page: @escaping @Sendable (ReferenceFigures) -> String
    ) {
        self.summary = summary
        self.runs = runs
        self.files = files
        self.page = page
    }
}

/// The figures a reference page quotes, each read from its run.
public struct ReferenceFigures {
    fileprivate let bodies: [String: BodyReport]
    fileprivate let watched: [String: WatchReport]
    /// The command that makes the run again.
    public let command: String
    /// The machine the run was made on: `Linux Debian GNU/Linux 12 (bookworm), 2 cores, Swift 6.3, release build`.
    public let machine: (os: String, cores: Int, swift: String, configuration: String, date: String)
    /// Timing samples per step.
    public let samples: Int

    /// What one step ran, under one combination.
    public struct Step {
        /// How many bodies ran.
        public let recomputes: Int
        /// The bodies run, in order: `GuideCount GuideList GuideRow`.
        public let bodies: String
        public let compared: Int
        public let skipped: Int
        /// The median time of the step, in nanoseconds, if it was timed.
        public let median: Double?
    }

    /// What `step` ran under `combination` in the run named `run`, at its
    /// size numbered `size` (from 0, in the order the run lists its sizes).
    public func step(_ run: String, _ step: String, _ combination: Combination, size: Int = 0) -> Step? {
        guard let report = bodies[run], report.sections.indices.contains(size),
            let result = report.sections[size].result(step, combination)
        else { return nil }
        return Step(
            recomputes: result.counts.recomputes, bodies: result.counts.bodySummary, compared: result.counts.compared,
            skipped: result.counts.skipped, median: result.timing?.median)
    }

    /// The sizes the run named `run` measured, in order.
    public func sizes(_ run: String) -> [Int] {
        (bodies[run]?.sections ?? []).map(\.size)
    }

    /// The run's tables, as markdown.
    public func markdown(_ run: String) -> String {
        bodies[run]?.markdownText ?? watched[run]?.markdownText ?? ""
    }

    /// `5.51 µs`: a time in nanoseconds as the tables write it.
    public static func time(_ nanoseconds: Double) -> String {
        TimeUnit(for: nanoseconds).format(nanoseconds)
    }
}

/// `compare report`: measures `run`, and writes its files and its page to
/// the folder asked (results/ unless told), all in one change.
func writeReferenceRun(_ run: ReferenceRun, _ options: Options) throws(Failure) -> ExitCode {
    let folder = options.outputDir ?? "results"
    try checkFolder(folder)
    if isDebugBuild {
        complain("warning: this is a debug build, so its timings are not meaningful; run swift run -c release compare report")
    }
    var bodies: [String: BodyReport] = [:]
    var watched: [String: WatchReport] = [:]
    var machine = Machine.current()
    for entry in run.runs {
        let sizes = entry.sweeps ? options.sizes ?? entry.sizes : entry.sizes
        var plan = Plan(
            workloads: [(entry.workload, sizes)], combinations: Combination.all, timed: entry.timed,
            samples: options.samples, minTime: options.minTime)
        if entry.watchers {
            plan.steps = { $0.watchSteps }
            watched[entry.name] = try measureWatch(plan)
        } else {
            let report = measure(plan)
            if report.hasStaleViews {
                print(staleSummary(report))
                throw .failure("a view was stale after a step (listed above); nothing was written")
            }
            if bodies.isEmpty { machine = report.machine }
            bodies[entry.name] = report
        }
    }
    let figures = ReferenceFigures(
        bodies: bodies, watched: watched, command: command(options, folder: folder),
        machine: (machine.os, machine.cores, machine.swift, machine.configuration, machine.date), samples: options.samples)
    var files: [(String, String)] = []
    for (path, file) in run.files {
        func named(_ name: String) throws(Failure) -> (BodyReport?, WatchReport?) {
            guard bodies[name] != nil || watched[name] != nil else {
                throw .failure("the reference run has no run named '\(name)' for \(path); please report this")
            }
            return (bodies[name], watched[name])
        }
        let text: String
        switch file {
        case .markdown(let name):
            let (report, watch) = try named(name)
            text = report?.markdownText ?? watch?.markdownText ?? ""
        case .csv(let name):
            let (report, watch) = try named(name)
            text = report?.csvText ?? watch?.csvText ?? ""
        case .json(let name):
            let (report, watch) = try named(name)
            if let report { text = try report.jsonText() } else { text = try watch?.jsonText() ?? "" }
        case .chart(let name):
            guard let report = try named(name).0 else {
                throw .failure("the reference run charts body counts, and '\(name)' is a watch run; please report this")
            }
            text = report.chart()
        case .counts(let names):
            let reports = try names.map { name throws(Failure) in try named(name) }
            text = countsText(reports.compactMap(\.0)) ?? countsText(reports.compactMap(\.1)) ?? ""
        case .page:
            text = run.page(figures)
        }
        files.append((path, text))
    }
    try replaceFolder(folder, keeping: true, with: files)
    print("wrote \(files.count) files to \(folder): \(files.map(\.0).joined(separator: ", "))")
    return .success
}

/// The counts of `reports`, one after another, with no timing, as CSV; nil for none.
private func countsText<Row>(_ reports: [Report<Row>]) -> String? {
    guard var merged = reports.first?.countsOnly else { return nil }
    merged.sections = reports.flatMap(\.countsOnly.sections)
    return merged.csvText
}

/// The command that makes this reference run again, with the options given.
private func command(_ options: Options, folder: String) -> String {
    var words = ["swift run -c release compare report --output-dir", folder]
    if let sizes = options.sizes { words += ["--sizes", sizes.map(String.init).joined(separator: ",")] }
    if options.samples != Options().samples { words += ["--samples", String(options.samples)] }
    if options.minTime != Options().minTime { words += ["--min-time", "\(options.minTime)ns"] }
    return words.joined(separator: " ")
}

extension Report {
    /// The same counts with no timing: what --counts-only writes.
    var countsOnly: Report {
        var copy = Report(machine: machine, samples: samples, minTime: minTime, timed: false)
        copy.sections = sections.map { section in
            var section = section
            section.timingNotes = []
            section.rows = section.rows.map { result in
                var result = result
                result.timing = nil
                return result
            }
            return section
        }
        return copy
    }
}
