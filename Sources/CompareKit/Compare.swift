internal import CrashContext
import Foundation
import Workloads

// compare: parse the command line, run the workloads, render the report,
// write it, check it. Each piece lives in its own file; this one wires them.

/// Runs the command line this process was started with on `workloads`, and
/// exits with its exit code: what a package's own executable calls from its
/// `main.swift`, with its workloads. It calls itself by the executable's name
/// (`feeder`) in its help and messages.
///
/// Every subcommand and option works on them: tables, `--trace`, CSV, JSON and
/// markdown, charts, `--expect`, `watch`, `fuzz`, and the exit codes of `--help`.
///
/// ```swift
/// // Sources/feeder/main.swift
/// import ObservationHarness
/// runCompare(workloads: [log])
/// ```
public func runCompare(workloads: [Workload]) -> Never {
    runCompare(workloads: workloads, measures: Measures())
}

/// Runs the command line this process was started with on `workloads` and
/// `measures` (`micro`, `findings`, `report`), and exits with its exit code:
/// the built-in `compare`, with the harness's own measures.
package func runCompare(workloads: [Workload], measures: Measures) -> Never {
    let name = CommandLine.arguments.first.map { ($0 as NSString).lastPathComponent } ?? ""
    // A body that crashes ends the process in one line that names it, with no file left behind.
    #if DEBUG
    let debug: Int32 = 1
    #else
    let debug: Int32 = 0
    #endif
    crash_context_install(name.isEmpty ? "compare" : name, ExitCode.crashed.rawValue, debug)
    exit(runCompare(
        Array(CommandLine.arguments.dropFirst()), workloads: workloads, measures: measures,
        name: name.isEmpty ? "compare" : name))
}

/// Runs the command line `arguments` (without the program's name) on
/// `workloads`, as the executable `name` (`feeder`), and returns its exit
/// code; errors go to standard error as one line.
package func runCompare(
    _ arguments: [String], workloads: [Workload], measures: Measures = Measures(), name: String = "compare"
) -> Int32 {
    // A closed pipe makes a write fail with EPIPE instead of ending the process.
    signal(SIGPIPE, SIG_IGN)
    unblockInterrupts()
    var code: Int32
    do {
        code = try run(arguments, workloads: workloads, measures: measures, name: name).rawValue
    } catch {
        complain(error.message, as: name)
        code = error.code.rawValue
    }
    if let failure = standardOutputFailure() {
        complain(failure.message, as: name)
        return code == ExitCode.success.rawValue ? failure.code.rawValue : code
    }
    return code
}

/// What `runCompare` runs as the executable `name`, failing with the one line it prints.
func run(
    _ arguments: [String], workloads: [Workload], measures: Measures, name: String = "compare"
) throws(Failure) -> ExitCode {
    // A workload written wrong (two steps of one name, a step --steps cannot name)
    // would run, and then fail its own --expect: refused before anything runs.
    if let problem = workloads.lazy.compactMap(\.problem).first { throw .usage(problem) }
    // fuzz also names the screens made for fuzzing alone: compare fuzz voyage.
    let catalogue = arguments.first == "fuzz" ? workloads + measures.fuzzOnly : workloads
    let options = try Options.parse(
        arguments, catalogue: catalogue, operations: measures.micro?.operations ?? [], name: name)
    if let problem = options.workloads.lazy.compactMap(\.problem).first { throw .usage(problem) }
    switch options.command {
    case .help:
        let page = options.helpTopic.map { helpText(for: $0, workloads, measures, name: name) }
            ?? helpText(workloads, name: name)
        StandardOutput.write(page + "\n")
        return .success
    case .version:
        StandardOutput.write("\(name) \(version)\n")
        return .success
    case .list:
        StandardOutput.write(listText(workloads))
        return .success
    case .report:
        guard let run = measures.report else {
            throw .usage("this \(name) has no reference run; the harness's own is in its compare: swift run -c release compare report --output-dir results")
        }
        return try writeReferenceRun(run, options)
    case .fuzz:
        // Named workloads are fuzzed whether or not the default draw takes them; all is the default draw.
        let named = options.named.contains("all") ? [] : options.workloads
        let catalogue = named.isEmpty
            ? Fuzzer.catalogue(workloads, fuzzOnly: measures.fuzzOnly) : Fuzzer.catalogue(named, named: true)
        // The command that repeats a failing seed narrows as this one did.
        var narrowing = named.map(\.name)
        if options.given.contains("--notify") { narrowing += ["--notify", options.notify.map(\.rawValue).joined(separator: ",")] }
        if options.given.contains("--kind") { narrowing += ["--kind", options.kind.map(\.rawValue).joined(separator: ",")] }
        return fuzz(
            seeds: options.seeds, from: options.seed, workloads: catalogue, combinations: options.combinations,
            size: options.sizes?.first, name: name, narrowing: narrowing)
    case .findings:
        guard let findings = measures.findings else {
            throw .usage("this \(name) has no findings; the harness's own are in its compare: swift run -c release compare findings")
        }
        // Refused before anything is measured.
        guard options.format == .table || options.format == .markdown else { throw .usage(FindingsList.refusal(options.format)) }
        let list = FindingsList(findings: findings(), name: name)
        try write(list, in: list.format(options.format), to: options.output)
        return .success
    case .micro:
        guard let suite = measures.micro else {
            throw .usage("this \(name) has no micro-benchmarks; the harness's own are in its compare: swift run -c release compare micro")
        }
        // Refused before anything is measured.
        if options.format == .html { throw .usage(MicroResults.refusal(options.format)) }
        if let output = options.output { try checkWritable(output) }
        warnIfDebugBuild("\(name) micro", as: name)
        let results = MicroResults(
            results: measureMicro(suite, options.operations, notify: options.notify, samples: options.samples, minTime: options.minTime),
            suite: suite, samples: options.samples, machine: .current())
        try write(results, in: results.format(options.format), to: options.output)
        return microVerdict(results.targets, as: name)
    case .watch:
        return try runReport(options, WatchRow.self, command: "\(name) watch")
    case .run:
        return try runReport(options, StepResult.self, command: name) { report throws(Failure) in
            // A screen that takes from the environment what no ancestor placed, or a
            // step on a control that is not on screen (A11): one line, exit 1, no file.
            if let broken = report.brokenStep { throw .failure(broken) }
            if let chart = options.chart { try writeAtomically(report.chart(), to: chart) }
            // Like a count that differs, and beside them: the counts are still compared and the file written.
            let fresh = report.staleExpectedButFresh
            if !fresh.isEmpty {
                return Failure(
                    message: "a view the workload expects stale stayed fresh: \(fresh.joined(separator: "; ")); the trap no longer bites, so drop its expectingStale or find what changed",
                    code: .countsDiffer)
            }
            // A stale view fails the run, but what was asked for is written, marked so.
            return report.staleFailure(listing: options.output != nil, "the strategy or the graph missed a change")
        }
    }
}

/// The pipeline of every report (`compare <workload>`, `compare watch`), whose
/// debug-build warning says to run `command` in release instead: its
/// expectations read and checked against what was asked, its outputs checked
/// writable, then each section measured and written in the format asked as
/// it comes, the whole report passed to `check` (which may fail the run and
/// leave no file, or return a failure that leaves the files written), and
/// the counts checked.
private func runReport<Row: WrittenRow>(
    _ options: Options, _ row: Row.Type, command: String, check: (Report<Row>) throws(Failure) -> Failure? = { _ in nil }
) throws(Failure) -> ExitCode {
    let expectations = try options.expect.map { path throws(Failure) in
        try Expectations.load(path, Row.schema, name: options.name)
    }
    if let expectations, let path = options.expect {
        try expectations.check(covering: options.workloads.map(\.name), path: path)
        try expectations.check(sizes: options.sizes, of: options.workloads, path: path)
    }
    if let output = options.output { try checkWritable(output) }
    if let chart = options.chart { try checkWritable(chart, for: "--chart") }
    if !options.countsOnly { warnIfDebugBuild(command, as: options.name) }
    let plan = Plan(options, expectations)
    let settings = Report<Row>(plan)
    let format = try settings.format(options.format, trace: options.trace)
    var failed: Failure?
    let report = try writing(format, to: options.output) { write throws(Failure) in
        try Row.measure(plan, into: settings, finished: write)
    } then: { report throws(Failure) in
        failed = try check(report)
    }
    let counted = expectations.map {
        verdict($0.differences(from: report), checked: $0.cellsChecked(in: report), as: options.name)
    }
    if let failed {
        complain(failed.message, as: options.name)
        return failed.code
    }
    return counted ?? .success
}

/// Runs `measure`, which hands each section it finishes to the function it is
/// given, and writes each one in `format` as it comes, then the closing: to
/// standard output, or to the file `path`, which takes its place only if
/// `check` passes the whole report. A failure leaves no file.
private func writing<Section, Whole>(
    _ format: ReportFormat<Section, Whole, Failure>, to path: String?,
    _ measure: (_ write: (Section) throws(Failure) -> Void) throws(Failure) -> Whole,
    then check: (Whole) throws(Failure) -> Void = { _ in }
) throws(Failure) -> Whole {
    let output = try ReportOutput(path)
    do {
        let writer = try ReportWriter(format, to: output)
        let whole = try measure(writer.write)
        try writer.close(whole)
        try check(whole)
        try output.finish()
        return whole
    } catch {
        output.discard()
        throw error
    }
}

/// Writes `document`, a document of one section, in `format` to standard
/// output or to the file `path`, through the writer every report goes through.
private func write<Whole: WholeDocument>(
    _ document: Whole, in format: ReportFormat<Whole, Whole, Failure>, to path: String?
) throws(Failure) {
    _ = try writing(format, to: path) { write throws(Failure) in
        try write(document)
        return document
    }
}

/// Says on standard error, as the executable `name`, that a debug build's
/// timings mean nothing, and to run `command` in release instead.
func warnIfDebugBuild(_ command: String, as name: String) {
    if isDebugBuild {
        complain("warning: this is a debug build, so its timings are not meaningful; run swift run -c release \(command)", as: name)
    }
}

/// Exit 2 when `compare micro` missed a target, so CI can use it: each one
/// missed on standard error, said by the executable `name`, with its measured
/// fraction of the limit.
func microVerdict(_ targets: [MicroTarget], as name: String) -> ExitCode {
    let missed = targets.filter { !$0.met }
    guard !missed.isEmpty else { return .success }
    complain(missed.count == 1 ? "1 target missed:" : "\(missed.count) targets missed:", as: name)
    for target in missed {
        let fraction = String(format: "%.2f", target.measured / target.limit)
        StandardError.write("  \(target.description): \(fraction) of the limit\n")
    }
    return .countsDiffer
}

/// Says on standard error, as the executable `name`, whether the counts were
/// as expected: each difference on a line of its own, or how many were checked.
private func verdict(_ differences: [Expectations.Difference], checked: Int, as name: String) -> ExitCode {
    guard differences.isEmpty else {
        complain(differences.count == 1
            ? "1 count differs from the expectations:"
            : "\(differences.count) counts differ from the expectations:", as: name)
        for difference in differences {
            StandardError.write("  " + difference.description + "\n")
        }
        return .countsDiffer
    }
    complain("\(checked) counts checked against the expectations: all as expected", as: name)
    return .success
}

extension Plan {
    /// What the command line asks to run: its workloads at their sizes, its
    /// combinations and steps, timed or not, traced or not.
    init(_ options: Options, _ expectations: Expectations?) {
        self.init(
            workloads: plannedSizes(options, expectations), combinations: options.combinations,
            steps: options.steps(of:), timed: !options.countsOnly, samples: options.samples, minTime: options.minTime,
            quiet: options.quiet, trace: options.trace, traceView: options.view, pages: options.format == .html)
    }
}

/// The sizes each workload runs at: --size or --sizes, else those its
/// expectations list, else its default. A workload whose screen has no size
/// (tally, among `all`) runs at its own whatever --sizes says.
func plannedSizes(_ options: Options, _ expectations: Expectations?) -> [(workload: Workload, sizes: [Int])] {
    options.workloads.map { workload in
        let expected = expectations?.sizes(of: workload.name) ?? []
        let asked = workload.isSized ? options.sizes : nil
        return (workload, asked ?? (expected.isEmpty ? [workload.defaultSize] : expected))
    }
}
