import Foundation
import Workloads

// The rules a parsed command line must keep: options that contradict each
// other, or cannot apply to what was named, are refused with one line.
extension Options {
    /// Rejects options the command does not take or that contradict each
    /// other, and steps no chosen workload has: what each option applies to and
    /// contradicts is in ``Options/table`` and ``Options/contradictions``.
    func check(_ given: Set<String>) throws(Failure) {
        if let refusal = Self.noWorkloads[command] {
            let takes = Self.table.filter { $0.commands.contains(command) }
            if let other = given.subtracting(takes.map(\.name)).sorted().first {
                throw .usage("\(command) takes only \(Self.listed(takes.map(\.name))), not \(other); drop it")
            }
            if !workloads.isEmpty {
                throw .usage("\(refusal); drop the workload names")
            }
            return
        }
        // An option of one subcommand alone, given to the body counts or the watchers.
        for spec in Self.table where given.contains(spec.name) && spec.commands.count == 1 && !spec.commands.contains(.run) {
            let owner = spec.commands.first!
            let hint = spec.name == "--output-dir" ? "; use --output for one file" : ""
            throw .usage("\(spec.name) goes with \(name) \(owner)\(hint)")
        }
        guard command == .run || command == .watch else { return }
        if workloads.isEmpty {
            let names = command == .watch ? (catalogue.filter { !$0.watchers.isEmpty }.map(\.name) + ["all"]).joined(separator: ", ") : workloadNames
            throw .usage("no workload given; name one of: \(names) (see \(name) list)")
        }
        if command == .watch {
            if let spec = Self.table.first(where: { given.contains($0.name) && !$0.commands.contains(.watch) }) {
                throw .usage("\(spec.name) goes with the body counts, not \(name) watch; drop it")
            }
            if let silent = workloads.first(where: { $0.watchers.isEmpty }) {
                let watched = catalogue.filter { !$0.watchers.isEmpty }.map(\.name).joined(separator: ", ")
                throw .usage(watched.isEmpty
                    ? "\(silent.name) has no watchers, nor has any workload here; give a workload watchers to watch it"
                    : "\(silent.name) has no watchers; \(name) watch runs a workload that has some: \(watched)")
            }
        }
        for contradiction in Self.contradictions where given.contains(contradiction.options.0) && given.contains(contradiction.options.1) {
            let (one, other) = contradiction.options
            throw .usage(contradiction.why.map { "\(one) and \(other) contradict each other: \($0); drop one" }
                ?? "\(one) and \(other) contradict each other; give one")
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

    /// The subcommands that take no workload name, each with why.
    static let noWorkloads: [Command: String] = [
        .report: "report runs every workload itself",
        .micro: "micro measures operations, not workloads",
        .fuzz: "fuzz runs every workload itself",
        .findings: "findings measures the frameworks directly, not workloads",
    ]

    /// `a, b and c`.
    static func listed(_ items: [String]) -> String {
        items.count < 2 ? items.joined() : items.dropLast().joined(separator: ", ") + " and " + items.last!
    }
}
