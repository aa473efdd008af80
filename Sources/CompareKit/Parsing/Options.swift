import Foundation
import Workloads

/// What the command line asked for.
struct Options {
    enum Command {
        case run, help, list, version, report, micro, fuzz, findings, watch
    }

    enum Format: String, CaseIterable {
        case table, csv, json, markdown
    }

    var command = Command.run
    /// The subcommand `compare help <subcommand>` or `<subcommand> --help` asks about.
    var helpTopic: Command?
    /// The workloads this `compare` knows: the built-in ones, a user's, or both.
    var catalogue: [any Workload] = Workloads.workloads
    var workloads: [any Workload] = []
    /// The sizes asked for with --size or --sizes; nil for each workload's own.
    var sizes: [Int]?
    var notify: [Notify] = Notify.allCases
    var kind: [Kind] = Kind.allCases
    /// How guide-list's list makes its rows (--container); nil for eager alone.
    var containers: [GuideListWorkload.Container]?
    /// The steps asked for with --steps; nil for every step.
    var steps: [String]?
    var format = Format.table
    var output: String?
    var chart: String?
    var outputDir: String?
    var expect: String?
    /// How many fuzz scripts `compare fuzz` runs, and the seed of the first.
    var seeds = 200
    var seed: UInt64 = 0
    /// The operations `compare micro` measures; nil for all.
    var operations: [String]?
    var trace = false
    /// No progress on standard error, even on a terminal.
    var quiet = false
    /// The one view whose runs the trace shows.
    var view: String?
    var countsOnly = false
    var samples = 15
    /// The shortest time one timing sample may take, in nanoseconds.
    var minTime: UInt64 = 1_000_000

    /// The combinations to run, in the order of ``Combination/all``.
    var combinations: [Combination] {
        Combination.all.filter { notify.contains($0.notify) && kind.contains($0.kind) }
    }

    /// The steps of `workload` to report, after `launch`, in the workload's order.
    func steps(of workload: any Workload) -> [String] {
        guard let steps else { return knownSteps(of: workload) }
        return knownSteps(of: workload).filter(steps.contains)
    }
}

extension Options.Format {
    /// The format a file name's extension asks for: `.csv`, `.json`, `.md`.
    init?(forFileNamed name: String) {
        switch (name as NSString).pathExtension.lowercased() {
        case "csv": self = .csv
        case "json": self = .json
        case "md", "markdown": self = .markdown
        default: return nil
        }
    }
}

extension Options {
    /// Short spellings of options, by the option they stand for.
    static let aliases = ["-o": "--output", "-h": "--help"]

    /// Parses `arguments` (without the program name); both `--opt value` and `--opt=value`.
    static func parse(_ arguments: [String], catalogue: [any Workload] = Workloads.workloads) throws(Failure) -> Options {
        var options = Options()
        options.catalogue = catalogue
        var given: Set<String> = []
        /// The workloads named one by one, not through `all`.
        var named: [String] = []
        var rest = arguments[...]
        let subcommands = Self.subcommands
        if let first = rest.first, let command = subcommands[first] {
            options.command = command
            rest.removeFirst()
        }
        while let argument = rest.popFirst() {
            var name = argument
            var inline: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inline = String(argument[argument.index(after: equals)...])
            }
            func value() throws(Failure) -> String {
                if let inline {
                    guard !inline.isEmpty else { throw .usage("\(name) needs a value after '='; see compare --help") }
                    return inline
                }
                guard let next = rest.popFirst(), !next.hasPrefix("--"), !next.isEmpty else {
                    throw .usage("\(name) needs a value; see compare --help")
                }
                return next
            }
            if name.hasPrefix("-") {
                // An alias is the option it stands for: -o and --output are one option.
                let option = Self.aliases[name] ?? name
                if given.contains(option) { throw .usage("\(option) is given twice (as \(name) the second time); give it once") }
                given.insert(option)
            }
            // A flag takes no value: --trace=false would otherwise turn tracing on.
            func flag() throws(Failure) {
                if let inline { throw .usage("\(name) is a flag and takes no value, not '\(inline)'; give \(name) alone, or leave it out") }
            }
            switch name {
            case "--help", "-h":
                try flag()
                if options.command != .run && options.command != .help { options.helpTopic = options.command }
                options.command = .help
            case "--version":
                try flag()
                options.command = .version
            case "--trace":
                try flag()
                options.trace = true
            case "--counts-only":
                try flag()
                options.countsOnly = true
            case "--quiet":
                try flag()
                options.quiet = true
            case "--size": options.sizes = [try size(try value(), option: name)]
            case "--sizes": options.sizes = try sizes(try value())
            case "--notify": options.notify = try list(try value(), of: Notify.self, option: "notify strategy")
            case "--kind": options.kind = try list(try value(), of: Kind.self, option: "kind")
            case "--container":
                options.containers = try list(try value(), of: GuideListWorkload.Container.self, option: "container")
            case "--steps":
                options.steps = try value().split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            case "--format":
                let text = try value()
                guard let format = Format(rawValue: text) else {
                    throw .usage("unknown format '\(text)'; use one of: \(Format.allCases.map(\.rawValue).joined(separator: ", "))")
                }
                options.format = format
            case "--output", "-o": options.output = try value()
            case "--expect": options.expect = try value()
            case "--view": options.view = try value()
            case "--chart":
                let path = try value()
                guard path.hasSuffix(".svg") else {
                    throw .usage("--chart writes SVG: give a file name ending in .svg, not '\(path)'")
                }
                options.chart = path
            case "--output-dir": options.outputDir = try value()
            case "--seeds":
                let text = try value()
                guard let seeds = Int(text), (1...1_000_000).contains(seeds) else {
                    throw .usage("--seeds takes a whole number from 1 to 1000000, not '\(text)'")
                }
                options.seeds = seeds
            case "--seed":
                let text = try value()
                guard let seed = UInt64(text) else {
                    throw .usage("--seed takes a whole number from 0 to \(UInt64.max), not '\(text)'")
                }
                options.seed = seed
            case "--operations":
                let names = try value().split(separator: ",", omittingEmptySubsequences: false).map(String.init)
                if let unknown = names.first(where: { !microOperations.contains($0) }) {
                    throw .usage("unknown operation '\(unknown)'; use one or more of: \(microOperations.joined(separator: ", ")), separated by commas")
                }
                options.operations = names
            case "--samples":
                let text = try value()
                guard let samples = Int(text), (1...1_000).contains(samples) else {
                    throw .usage("--samples takes a whole number from 1 to 1000, not '\(text)'")
                }
                options.samples = samples
            case "--min-time": options.minTime = try duration(try value())
            default:
                if argument.hasPrefix("-") {
                    throw .usage("unknown option '\(name)'; see compare --help for the options")
                }
                if options.command == .help, let topic = subcommands[argument] {
                    options.helpTopic = topic
                    continue
                }
                if options.command == .help {
                    if catalogue.contains(where: { $0.name == argument }) {
                        throw .usage("compare help has pages for subcommands, not workloads; compare list says what \(argument) and its steps are")
                    }
                    let names = subcommands.keys.sorted()
                    let hint = nearest(argument, among: names).map { "did you mean '\($0)'? " } ?? ""
                    throw .usage("compare help has no page for '\(argument)'; \(hint)name a subcommand: \(names.joined(separator: ", "))")
                }
                try options.addWorkload(argument)
                named.append(argument)
            }
        }
        if options.command == .run || options.command == .watch { try options.applyContainers() }
        try options.check(given)
        try options.checkSizesApply(given, named: named)
        try options.checkOutputs(given)
        // -o results.csv writes CSV.
        if !given.contains("--format"), let output = options.output, let format = Format(forFileNamed: output) {
            options.format = format
        }
        return options
    }

    private mutating func addWorkload(_ name: String) throws(Failure) {
        if name == "all" {
            // compare watch all: every workload that has watchers.
            workloads = command == .watch ? catalogue.filter { !$0.watchers.isEmpty } : catalogue
        } else if let workload = catalogue.first(where: { $0.name == name }) {
            if !workloads.contains(where: { $0.name == name }) { workloads.append(workload) }
        } else {
            // A mistyped subcommand lands here too: `compare wach`.
            let candidates = catalogue.map(\.name) + ["all"] + Self.subcommands.keys.sorted()
            let hint = nearest(name, among: candidates).map { " did you mean '\($0)'?" } ?? ""
            throw .usage("unknown workload '\(name)';\(hint) use one of: \(workloadNames), or a subcommand (see compare --help)")
        }
    }

    /// Puts guide-list in each container --container names, in its place.
    private mutating func applyContainers() throws(Failure) {
        guard let containers else { return }
        guard let position = workloads.firstIndex(where: { $0 is GuideListWorkload }),
            let guides = workloads[position] as? GuideListWorkload
        else {
            throw .usage("--container chooses how guide-list makes its rows; name guide-list, or drop --container")
        }
        workloads.replaceSubrange(
            position...position, with: containers.map { GuideListWorkload(models: guides.models, container: $0) })
    }

    /// Rejects options that contradict each other, and steps no chosen workload has.
    private func check(_ given: Set<String>) throws(Failure) {
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
            throw .usage("\(option) goes with compare \(owner)\(hint)")
        }
        guard command == .run || command == .watch else { return }
        if workloads.isEmpty {
            throw .usage("no workload given; name one of: \(workloadNames) (see compare list)")
        }
        if command == .watch {
            if let option = ["--chart", "--view"].first(where: given.contains) {
                throw .usage("\(option) goes with the body counts, not compare watch; drop it")
            }
            if let silent = workloads.first(where: { $0.watchers.isEmpty }) {
                let watched = catalogue.filter { !$0.watchers.isEmpty }.map(\.name).joined(separator: ", ")
                throw .usage("\(silent.name) has no watchers; compare watch runs a workload that has some: \(watched)")
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

    /// Every step of `workload` this command can run, whatever --steps says.
    private func knownSteps(of workload: any Workload) -> [String] {
        command == .watch ? workload.watchSteps : workload.steps
    }

    /// The subcommands, by the word that names them.
    static let subcommands: [String: Command] = [
        "help": .help, "list": .list, "report": .report, "micro": .micro, "fuzz": .fuzz, "findings": .findings,
        "watch": .watch,
    ]

    /// Refuses --size and --sizes for a workload named alone whose screen does
    /// not change with its size (tally): the number would be shown and mean nothing.
    private func checkSizesApply(_ given: Set<String>, named: [String]) throws(Failure) {
        guard command == .run || command == .watch,
            let option = ["--size", "--sizes"].first(where: given.contains),
            let unsized = workloads.first(where: { !$0.isSized && named.contains($0.name) })
        else { return }
        throw .usage("\(unsized.name) takes no size (its screen is the same at any size); drop \(option), or name a workload that has sizes")
    }

    /// Refuses outputs that cannot be what was meant: a report and a chart
    /// written to one file, or a --format that the file's extension contradicts.
    private func checkOutputs(_ given: Set<String>) throws(Failure) {
        if let output, let chart, Self.samePath(output, chart) {
            throw .usage("--output and --chart both name '\(chart)'; give the chart a file of its own")
        }
        if given.contains("--format"), let output, let named = Format(forFileNamed: output), named != format {
            throw .usage("--format \(format.rawValue) contradicts the file name '\(output)', which names \(named.rawValue); make them agree, or drop --format")
        }
    }

    /// Whether two paths name one file, symlinks followed.
    private static func samePath(_ a: String, _ b: String) -> Bool {
        func absolute(_ path: String) -> String { URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path }
        return absolute(a) == absolute(b)
    }

    /// The options each subcommand takes, and why it takes no workload name.
    private static let subcommandRules: [Command: (options: [String], aliases: [String], noWorkloads: String)] = [
        .report: (["--output-dir", "--samples", "--min-time", "--sizes"], [], "report runs every workload itself"),
        .micro: (
            ["--operations", "--notify", "--samples", "--min-time", "--format", "--output"], ["-o"],
            "micro measures operations, not workloads"
        ),
        .fuzz: (["--seeds", "--seed", "--size"], [], "fuzz runs every workload itself"),
        .findings: (["--format"], [], "findings measures the frameworks directly, not workloads"),
    ]

    /// Options that belong to one subcommand only, in the order they are checked.
    private static let subcommandOptions: KeyValuePairs<String, Command> = [
        "--seeds": .fuzz, "--seed": .fuzz, "--operations": .micro, "--output-dir": .report,
    ]

    /// `a, b and c`.
    private static func listed(_ items: [String]) -> String {
        items.count < 2 ? items.joined() : items.dropLast().joined(separator: ", ") + " and " + items.last!
    }

    var workloadNames: String {
        (catalogue.map(\.name) + ["all"]).joined(separator: ", ")
    }

    private static func size(_ text: String, option: String) throws(Failure) -> Int {
        let digits = text.replacingOccurrences(of: "_", with: "").replacingOccurrences(of: ",", with: "")
        guard let size = Int(digits), size > 0 else {
            throw .usage("\(option) takes a positive whole number, not '\(text)'")
        }
        guard size <= maximumSize else {
            throw .usage("\(option) \(text) is above the largest supported size, \(maximumSize); use a smaller size")
        }
        return size
    }

    /// `10,100,1000`, or `10...100000` for every power of ten between.
    static func sizes(_ text: String) throws(Failure) -> [Int] {
        if let range = text.range(of: "...") {
            let low = try size(String(text[..<range.lowerBound]), option: "--sizes")
            let high = try size(String(text[range.upperBound...]), option: "--sizes")
            guard low <= high else {
                throw .usage("--sizes \(text) runs downward; give the smaller size first")
            }
            var sizes = [low]
            var next = low
            while next <= high / 10 {
                next *= 10
                sizes.append(next)
            }
            if sizes.last != high { sizes.append(high) }
            return sizes
        }
        var sizes: [Int] = []
        for item in text.split(separator: ",", omittingEmptySubsequences: false) {
            let size = try size(String(item), option: "--sizes")
            if !sizes.contains(size) { sizes.append(size) }
        }
        return sizes
    }

    /// `5ms`, `500us`, `0.01s`, `2000000ns`: a number and its unit. A bare
    /// number is refused, not guessed at: `5` could mean 5 s or 5 ms.
    static func duration(_ text: String) throws(Failure) -> UInt64 {
        let units: [(String, Double)] = [("ns", 1), ("us", 1e3), ("µs", 1e3), ("ms", 1e6), ("s", 1e9)]
        guard let (suffix, scale) = units.first(where: { text.hasSuffix($0.0) }) else {
            if let value = Double(text), value > 0 {
                throw .usage("--min-time \(text) has no unit; give one: \(text)ms, \(text)us or \(text)s")
            }
            throw .usage("--min-time takes a duration from 1ns to 60s such as 2ms, 500us or 0.01s, not '\(text)'")
        }
        let number = String(text.dropLast(suffix.count))
        guard let value = Double(number), value > 0, value * scale <= 60e9 else {
            throw .usage("--min-time takes a duration from 1ns to 60s such as 2ms, 500us or 0.01s, not '\(text)'")
        }
        return UInt64(max(1, value * scale))
    }

    private static func list<Choice: RawRepresentable & CaseIterable>(
        _ text: String, of: Choice.Type, option: String
    ) throws(Failure) -> [Choice] where Choice.RawValue == String {
        var chosen: [Choice] = []
        for item in text.split(separator: ",", omittingEmptySubsequences: false) {
            guard let choice = Choice(rawValue: String(item)) else {
                let valid = Choice.allCases.map(\.rawValue).joined(separator: ", ")
                throw .usage("unknown \(option) '\(item)'; use one or more of: \(valid), separated by commas")
            }
            if !chosen.contains(where: { $0.rawValue == choice.rawValue }) { chosen.append(choice) }
        }
        return chosen
    }
}
