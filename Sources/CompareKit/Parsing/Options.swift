import Foundation
import ViewGraph
import Workloads

/// What the command line asked for.
struct Options {
    enum Command {
        case run, help, list, version, report, micro, fuzz, findings, watch
    }

    enum Format: String, CaseIterable {
        case table, csv, json, markdown, html
    }

    /// How the object columns read a screen written for `@Observable` (A10).
    enum ObjectReading: String, CaseIterable {
        /// As its `ObservableObject` port: a model in `let`/`var` held as
        /// `@ObservedObject`, one in `@State` as `@StateObject`.
        case port
        /// As written: a model in a plain `let` or in `@State` subscribes to nothing (A4).
        case asWritten = "as-written"
    }

    /// The executable's name, as its help and messages say it: the built-in
    /// `compare`, or a package's own (`feeder`).
    var name = "compare"
    var command = Command.run
    /// The subcommand `help <subcommand>` or `<subcommand> --help` asks about.
    var helpTopic: Command?
    /// The workloads this executable knows: the built-in ones, a user's, or both.
    var catalogue: [Workload] = []
    var workloads: [Workload] = []
    /// The workloads named one by one, not through `all`, as named.
    var named: [String] = []
    /// The options given, each by its last name (`--output` for `-o`).
    var given: Set<String> = []
    /// The sizes asked for with --size or --sizes; nil for each workload's own.
    var sizes: [Int]?
    var notify: [Notify] = Notify.allCases
    var kind: [Kind] = Kind.allCases
    /// The forms a workload's own option chose (guide-list's --container), by
    /// option, in the order given.
    var variantChoices: [(option: String, values: [String])] = []
    /// The steps asked for with --steps; nil for every step.
    var steps: [String]?
    var format = Format.table
    var output: String?
    var chart: String?
    /// Where `compare report` writes its files.
    var outputDir = "results"
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
    /// How the object columns read a screen written for `@Observable`: as its
    /// `ObservableObject` port (the default, A10), or as written (A4); nil for
    /// each workload's own reading (the traps read as written).
    var objectReading: ObjectReading?
    /// How the screens' `@State` is declared (`--state`); nil for the macro, the default.
    var stateDeclaration: StateDeclaration?
    /// The rule the `property` columns' setters decide an assignment by
    /// (`--equality`); nil for Swift 6.2's, unsaid in the report.
    var equality: EqualityRule?
    var samples = 15
    /// The shortest time one timing sample may take, in nanoseconds.
    var minTime: UInt64 = 1_000_000

    /// The combinations to run, in the order of ``Combination/all``.
    var combinations: [Combination] {
        Combination.all.filter { notify.contains($0.notify) && kind.contains($0.kind) }
    }

    /// The steps of `workload` to report, after `launch`, in the workload's order.
    func steps(of workload: Workload) -> [String] {
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
        case "html", "htm": self = .html
        default: return nil
        }
    }
}

extension Options {
    /// Parses `arguments` (without the program name) given to the executable
    /// `name`; both `--opt value` and `--opt=value`. What each option reads,
    /// and what it may not be given with, is its row of ``OptionTable``.
    static func parse(
        _ arguments: [String], catalogue: [Workload], operations microOperations: [String] = [], name: String = "compare"
    ) throws(Failure) -> Options {
        var options = Options()
        options.name = name
        options.catalogue = catalogue
        var rest = arguments[...]
        let table = OptionTable(offering: offeredVariants(catalogue), operations: microOperations)
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
            guard name.hasPrefix("-") else {
                try options.read(argument)
                continue
            }
            let spec = table.spec(named: name)
            // An alias is the option it stands for: -o and --output are one option.
            let option = spec?.name ?? name
            if options.given.contains(option) { throw .usage("\(option) is given twice (as \(name) the second time); give it once") }
            options.given.insert(option)
            guard let spec else { throw .usage("unknown option '\(name)'; see \(options.name) --help for the options") }
            switch spec.reading {
            case .flag(let set):
                // A flag takes no value: --trace=false would otherwise turn tracing on.
                if let inline { throw .usage("\(name) is a flag and takes no value, not '\(inline)'; give \(name) alone, or leave it out") }
                set(&options)
            case .value(_, let read):
                if let inline {
                    guard !inline.isEmpty else { throw .usage("\(name) needs a value after '='; see \(options.name) --help") }
                    try read(&options, inline)
                } else {
                    guard let next = rest.popFirst(), !next.hasPrefix("--"), !next.isEmpty else {
                        throw .usage("\(name) needs a value; see \(options.name) --help")
                    }
                    try read(&options, next)
                }
            }
        }
        if options.command == .run || options.command == .watch { try options.applyVariants() }
        if let reading = options.objectReading {
            options.workloads = options.workloads.map { $0.readingObjectsAsWritten(reading == .asWritten) }
        }
        if let declaration = options.stateDeclaration {
            options.workloads = options.workloads.map { $0.declaringState(declaration) }
        }
        if let rule = options.equality {
            options.workloads = options.workloads.map { $0.judgingAssignments(by: rule) }
        }
        try options.check(table)
        for row in table.rows where options.given.contains(row.name) {
            try row.settle?(&options)
        }
        return options
    }

    /// Reads an argument that is not an option: a workload's name, or the
    /// subcommand `help` is asked about.
    private mutating func read(_ argument: String) throws(Failure) {
        let subcommands = Self.subcommands
        if command == .help, let topic = subcommands[argument] {
            helpTopic = topic
            return
        }
        if command == .help {
            if catalogue.contains(where: { $0.name == argument }) {
                throw .usage("\(name) help has pages for subcommands, not workloads; \(name) list says what \(argument) and its steps are")
            }
            let names = subcommands.keys.sorted()
            let hint = nearest(argument, among: names).map { "did you mean '\($0)'? " } ?? ""
            throw .usage("\(name) help has no page for '\(argument)'; \(hint)name a subcommand: \(names.joined(separator: ", "))")
        }
        try addWorkload(argument)
        named.append(argument)
    }

    mutating func addWorkload(_ name: String) throws(Failure) {
        if name == "all" {
            // compare watch all: every workload that has watchers.
            // compare all: every workload but those whose run fails on purpose.
            workloads = command == .watch ? catalogue.filter { !$0.watchers.isEmpty } : catalogue.filter { !$0.failsOnPurpose }
        } else if let workload = catalogue.first(where: { $0.name == name }) {
            if !workloads.contains(where: { $0.name == name }) { workloads.append(workload) }
        } else {
            // A mistyped subcommand lands here too: `compare wach`.
            let subcommands = Self.subcommands.keys.sorted()
            let hint = nearest(name, among: catalogue.map(\.name) + ["all"] + subcommands).map {
                subcommands.contains($0) ? " did you mean the subcommand '\($0)' (\(self.name) \($0) --help)?" : " did you mean '\($0)'?"
            } ?? ""
            throw .usage("unknown workload '\(name)';\(hint) use one of: \(workloadNames), or a subcommand (see \(self.name) --help)")
        }
    }

    /// The options the workloads of `catalogue` offer, each once, as the first
    /// that offers it words it: guide-list's `--container`.
    static func offeredVariants(_ catalogue: [Workload]) -> [Variants] {
        var seen: Set<String> = []
        return catalogue.compactMap(\.variants).filter { seen.insert($0.option).inserted }
    }

    /// Puts the workload that offers each option given (guide-list's
    /// --container) in each form it names, in its place.
    mutating func applyVariants() throws(Failure) {
        for (option, values) in variantChoices {
            guard let position = workloads.firstIndex(where: { $0.variants?.option == option }),
                let offered = workloads[position].variants
            else {
                let offering = catalogue.filter { $0.variants?.option == option }
                let chooses = offering.first?.variants?.chooses ?? "a form of a workload"
                throw .usage("--\(option) chooses \(chooses); name \(offering.map(\.name).joined(separator: " or ")), or drop --\(option)")
            }
            workloads.replaceSubrange(position...position, with: values.map(offered.workload))
        }
    }

    /// The options of `command` as a command line gives them again, each
    /// not at its default, in the table's order: `--output-dir results --samples 5`.
    func spelled(for command: Command) -> [String] {
        OptionTable(offering: Self.offeredVariants(catalogue), operations: []).rows
            .filter { $0.applies(to: command) }.flatMap { $0.spelled?(self) ?? [] }
    }

    /// Every step of `workload` this command can run, whatever --steps says.
    func knownSteps(of workload: Workload) -> [String] {
        command == .watch ? workload.watchSteps : workload.steps
    }

    /// The subcommands, by the word that names them.
    static let subcommands = Dictionary(uniqueKeysWithValues: Subcommand.all.map { ($0.word, $0.command) })

    var workloadNames: String {
        let names = catalogue.map(\.name)
        // A long catalogue is its first names, all, and how to see the rest: one readable line.
        guard names.count > 8 else { return (names + ["all"]).joined(separator: ", ") }
        return (names.prefix(6) + ["all"]).joined(separator: ", ") + ", and \(names.count - 6) more (\(name) list names them)"
    }
}
