import Foundation
import Workloads

// The rules a parsed command line must keep: options that contradict each
// other, or cannot apply to what was named, are refused with one line.
extension Options {
    /// Rejects options that contradict each other, and steps no chosen workload has.
    func check(_ given: Set<String>) throws(Failure) {
        if let rule = Self.subcommandRules[command] {
            if let other = given.subtracting(rule.options + rule.aliases).sorted().first {
                throw .usage("\(command) takes only \(Self.listed(rule.options)), not \(other); drop it")
            }
            if !workloads.isEmpty {
                throw .usage("\(rule.noWorkloads); drop the workload names")
            }
            return
        }
        for (option, owner) in Self.subcommandOptions where given.contains(option) {
            let hint = option == "--output-dir" ? "; use --output for one file" : ""
            throw .usage("\(option) goes with \(name) \(owner)\(hint)")
        }
        guard command == .run || command == .watch else { return }
        if workloads.isEmpty {
            let names = command == .watch ? (catalogue.filter { !$0.watchers.isEmpty }.map(\.name) + ["all"]).joined(separator: ", ") : workloadNames
            throw .usage("no workload given; name one of: \(names) (see \(name) list)")
        }
        if command == .watch {
            if let option = ["--chart", "--view"].first(where: given.contains) {
                throw .usage("\(option) goes with the body counts, not \(name) watch; drop it")
            }
            if let silent = workloads.first(where: { $0.watchers.isEmpty }) {
                let watched = catalogue.filter { !$0.watchers.isEmpty }.map(\.name).joined(separator: ", ")
                throw .usage(watched.isEmpty
                    ? "\(silent.name) has no watchers, nor has any workload here; give a workload watchers to watch it"
                    : "\(silent.name) has no watchers; \(name) watch runs a workload that has some: \(watched)")
            }
        }
        if given.contains("--size") && given.contains("--sizes") {
            throw .usage("--size and --sizes contradict each other; give one")
        }
        if chart != nil && workloads.count > 1 {
            throw .usage("--chart draws one workload, and \(workloads.count) are named; name one")
        }
        if let view {
            guard trace else { throw .usage("--view narrows the trace to one view; add --trace") }
            let known = Set(workloads.flatMap(\.views))
            guard known.contains(view) else {
                throw .usage("unknown view '\(view)'; use one of: \(workloads.flatMap(\.views).joined(separator: ", "))")
            }
        }
        if chart != nil && trace {
            throw .usage("--chart and --trace contradict each other: a chart shows counts, not runs; drop one")
        }
        if countsOnly, let timing = ["--samples", "--min-time"].first(where: given.contains) {
            throw .usage("--counts-only and \(timing) contradict each other: counts-only runs no timing; drop one")
        }
        if let steps {
            for step in steps where step != launchStep {
                if let missing = workloads.first(where: { !knownSteps(of: $0).contains(step) }) {
                    let valid = ([launchStep] + knownSteps(of: missing)).joined(separator: ", ")
                    throw .usage("unknown step '\(step)' for \(missing.name); use one of: \(valid)")
                }
            }
        }
    }


    /// Refuses --size and --sizes for a workload named alone whose screen does
    /// not change with its size (tally): the number would be shown and mean nothing.
    func checkSizesApply(_ given: Set<String>, named: [String]) throws(Failure) {
        guard command == .run || command == .watch,
            let option = ["--size", "--sizes"].first(where: given.contains),
            let unsized = workloads.first(where: { !$0.isSized && named.contains($0.name) })
        else { return }
        throw .usage("\(unsized.name) takes no size (its screen is the same at any size); drop \(option), or name a workload that has sizes")
    }

    /// Refuses outputs that cannot be what was meant: a report and a chart
    /// written to one file, or a --format that the file's extension contradicts.
    func checkOutputs(_ given: Set<String>) throws(Failure) {
        if let output, let chart, Self.samePath(output, chart) {
            throw .usage("--output and --chart both name '\(chart)'; give the chart a file of its own")
        }
        if given.contains("--format"), let output, let named = Format(forFileNamed: output), named != format {
            throw .usage("--format \(format.rawValue) contradicts the file name '\(output)', which names \(named.rawValue); make them agree, or drop --format")
        }
    }

    /// Whether two paths name one file, symlinks followed.
    static func samePath(_ a: String, _ b: String) -> Bool {
        func absolute(_ path: String) -> String { URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path }
        return absolute(a) == absolute(b)
    }

    /// The options each subcommand takes, and why it takes no workload name.
    static let subcommandRules: [Command: (options: [String], aliases: [String], noWorkloads: String)] = [
        .report: (["--output-dir", "--samples", "--min-time", "--sizes"], [], "report runs every workload itself"),
        .micro: (
            ["--operations", "--notify", "--samples", "--min-time", "--format", "--output"], ["-o"],
            "micro measures operations, not workloads"
        ),
        .fuzz: (["--seeds", "--seed", "--size"], [], "fuzz runs every workload itself"),
        .findings: (["--format"], [], "findings measures the frameworks directly, not workloads"),
    ]

    /// Options that belong to one subcommand only, in the order they are checked.
    static let subcommandOptions: KeyValuePairs<String, Command> = [
        "--seeds": .fuzz, "--seed": .fuzz, "--operations": .micro, "--output-dir": .report,
    ]

    /// `a, b and c`.
    static func listed(_ items: [String]) -> String {
        items.count < 2 ? items.joined() : items.dropLast().joined(separator: ", ") + " and " + items.last!
    }
}
