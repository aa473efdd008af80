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
package struct ReferenceRun: Sendable {
    /// One run: body counts or what watchers received, of one workload at
    /// some sizes, under every combination, timed or not.
    package struct Run: Sendable {
        let name: String
        let watchers: Bool
        let workload: Workload
        let sizes: [Int]
        let timed: Bool
        /// Whether `compare report --sizes` replaces `sizes`: the sweep's.
        let sweeps: Bool

        /// The bodies `workload` runs at each of `sizes` (or of `--sizes`, if
        /// the run `sweeps`), named `name` for the files and the page.
        package static func bodies(
            _ name: String, _ workload: Workload, sizes: [Int], timed: Bool = true, sweeps: Bool = false
        ) -> Run {
            Run(name: name, watchers: false, workload: workload, sizes: sizes, timed: timed, sweeps: sweeps)
        }

        /// The values `workload`'s watchers receive at each of `sizes`.
        package static func watchers(_ name: String, _ workload: Workload, sizes: [Int], timed: Bool = true) -> Run {
            Run(name: name, watchers: true, workload: workload, sizes: sizes, timed: timed, sweeps: false)
        }
    }

    /// What a file of the run holds.
    package enum File: Sendable {
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
    package let runs: [Run]
    /// The files, by their path inside the folder.
    package let files: [(path: String, File)]
    /// The page, written from the run's figures.
    package let page: @Sendable (ReferenceFigures) -> String
    /// What `compare help report` says the run is, in lines within 80 columns.
    package let summary: String

    /// A reference run of `runs`, written as `files`, shown by `page`.
    package init(
        summary: String = "A reference run of this package's workloads.", runs: [Run], files: [(path: String, File)],
        page: @escaping @Sendable (ReferenceFigures) -> String
    ) {
        self.summary = summary
        self.runs = runs
        self.files = files
        self.page = page
    }
}

/// The figures a reference page quotes, each read from its run.
package struct ReferenceFigures {
    fileprivate let bodies: [String: BodyReport]
    fileprivate let watched: [String: WatchReport]
    /// The command that makes the run again.
    package let command: String
    /// The machine the run was made on: `Linux Debian GNU/Linux 12 (bookworm), 2 cores, Swift 6.3, release build`.
    package let machine: (os: String, cores: Int, swift: String, configuration: String, date: String)
    /// Timing samples per step.
    package let samples: Int

    /// What one step ran, under one combination.
    package struct Step {
        /// How many bodies ran.
        package let recomputes: Int
        /// The bodies run, in order: `GuideCount GuideList GuideRow`.
        package let bodies: String
        /// How many children the running parents compared.
        package let compared: Int
        /// How many of those did not run, their inputs equal.
        package let skipped: Int
        /// The median time of the step, in nanoseconds, if it was timed.
        package let median: Double?
    }

    /// What `step` ran under `combination` in the run named `run`, at the
    /// size of position `sizeIndex` among its sizes (from 0, in the order the run lists them).
    package func step(_ run: String, _ step: String, _ combination: Combination, sizeIndex: Int = 0) -> Step? {
        guard let report = bodies[run], report.sections.indices.contains(sizeIndex),
            let result = report.sections[sizeIndex].result(step, combination)
        else { return nil }
        return Step(
            recomputes: result.counts.recomputes, bodies: result.counts.bodySummary, compared: result.counts.compared,
            skipped: result.counts.skipped, median: result.timing?.median)
    }

    /// The sizes the run named `run` measured, in order.
    package func sizes(_ run: String) -> [Int] {
        (bodies[run]?.sections ?? []).map(\.size)
    }

    /// The run's tables, as markdown; a line that says so for a run it does not have.
    package func markdown(_ run: String) -> String {
        bodies[run]?.markdownText ?? watched[run]?.markdownText ?? "(no run named '\(run)')\n"
    }

    /// `5.51 µs`: a time in nanoseconds as the tables write it.
    package static func time(_ nanoseconds: Double) -> String {
        TimeUnit(for: nanoseconds).format(nanoseconds)
    }
}

/// `compare report`: measures `run`, and writes its files and its page to
/// the folder asked, all in one change. The folder is always named: the
/// repository's reference run is results/, which a report run from its root
/// would replace unasked.
func writeReferenceRun(_ run: ReferenceRun, _ options: Options) throws(Failure) -> ExitCode {
    guard options.given.contains("--output-dir") else {
        throw .usage("\(options.name) report writes a folder of files; name it with --output-dir (the repository's reference run is --output-dir results)")
    }
    let folder = options.outputDir
    try checkFolder(folder)
    warnIfDebugBuild("\(options.name) report", as: options.name)
    try run.check()
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
            if let failure = report.staleFailure(listing: true, "nothing was written") { throw failure }
            if bodies.isEmpty { machine = report.machine }
            bodies[entry.name] = report
        }
    }
    let figures = ReferenceFigures(
        bodies: bodies, watched: watched, command: command(options),
        machine: (machine.os, machine.cores, machine.swift, machine.configuration, machine.date), samples: options.samples)
    /// The run named `name`, bodies or watchers, as the document of its kind writes it in `format`.
    func rendered(_ name: String, _ format: Options.Format) throws(Failure) -> String {
        if let report = bodies[name] { return try report.text(format) }
        return try watched[name]?.text(format) ?? ""
    }
    var files: [(String, String)] = []
    for (path, file) in run.files {
        // ``ReferenceRun/check()`` made sure every name is a run of the right kind.
        let text: String
        switch file {
        case .markdown(let name): text = try rendered(name, .markdown)
        case .csv(let name): text = try rendered(name, .csv)
        case .json(let name): text = try rendered(name, .json)
        case .chart(let name):
            let report = bodies[name]!
            // A sweep is drawn against its sizes however many were asked for.
            text = report.chart(sweeping: run.runs.contains { $0.name == name && $0.sweeps })
        case .counts(let names):
            text = countsText(names.compactMap { bodies[$0] }) ?? countsText(names.compactMap { watched[$0] }) ?? ""
        case .page:
            text = run.page(figures)
        }
        files.append((path, text))
    }
    try replaceFolder(folder, keeping: true, with: files)
    StandardOutput.write("wrote \(files.count) files to \(folder): \(files.map(\.0).joined(separator: ", "))\n")
    return .success
}

extension ReferenceRun {
    /// What `compare help report` says `--sizes` does: the sizes of the run
    /// that sweeps, and its own; nil if none sweeps.
    var sweepHelp: String? {
        runs.first(where: \.sweeps).map { run in
            let sizes = run.sizes
            let powers = sizes.count > 2 && zip(sizes, sizes.dropFirst()).allSatisfy { $1 == $0 * 10 }
            let listed = powers ? "\(sizes[0])...\(sizes[sizes.count - 1])" : sizes.map(String.init).joined(separator: ",")
            return "the sizes of the \(run.workload.name) sweep (default: \(listed))"
        }
    }

    /// Fails, before anything is measured, on a run named twice, a file of a
    /// run not made, a chart of a watch run, or counts of both kinds at once.
    func check() throws(Failure) {
        var kinds: [String: Bool] = [:]
        for run in runs {
            guard kinds.updateValue(run.watchers, forKey: run.name) == nil else {
                throw .failure("the reference run names two runs '\(run.name)'; give each run a name of its own")
            }
        }
        for (path, file) in files {
            let names: [String]
            switch file {
            case .markdown(let name), .csv(let name), .json(let name), .chart(let name): names = [name]
            case .counts(let list): names = list
            case .page: names = []
            }
            if let missing = names.first(where: { kinds[$0] == nil }) {
                throw .failure("\(path) is made of a run named '\(missing)', and the reference run has none; name one of its runs")
            }
            if case .chart(let name) = file, kinds[name] == true {
                throw .failure("\(path) charts body counts, and '\(name)' is a run of watchers; chart a run of bodies")
            }
            if Set(names.map { kinds[$0]! }).count > 1 {
                throw .failure("\(path) puts body counts and watchers' counts in one file; give each kind a file of its own")
            }
        }
    }
}

/// The counts of `reports`, one after another, with no timing, as CSV; nil for none.
private func countsText<Row: WrittenRow>(_ reports: [Report<Row>]) -> String? {
    guard var merged = reports.first?.countsOnly else { return nil }
    merged.sections = reports.flatMap(\.countsOnly.sections)
    return merged.csvText
}

/// The command that makes this reference run again, with the options given.
private func command(_ options: Options) -> String {
    (["swift run -c release \(options.name) report"] + options.spelled(for: .report)).joined(separator: " ")
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
                result.timingFailure = nil
                return result
            }
            return section
        }
        return copy
    }
}
