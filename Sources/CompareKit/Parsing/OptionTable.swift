import Workloads

/// One option of the command line, declared once: its spellings, the value it
/// takes, the commands that take it, what it contradicts, how it is read into
/// ``Options``, and what each command's help says of it. Parsing, the checks
/// and every help page are made from ``Options/table``.
struct OptionSpec: Sendable {
    /// Its spelling, `--output`, and a short one if it has one, `-o`.
    let name: String
    var short: String?
    /// What it takes, as help writes it (`<file>`); nil for a flag.
    var value: String?
    /// The commands that take it: `.run` is the body counts.
    let commands: Set<Options.Command>
    /// What the help of each command says of it, in words wrapped into the
    /// help column; a command missing here says what `.run`'s does.
    let help: [Options.Command: @Sendable (HelpContext) -> [String]]
    /// Reads it: with its value, or nil for a flag.
    let read: @Sendable (inout Options, String?) throws(Failure) -> Void

    /// Its label in the help's options column: `-o, --output <file>`.
    var label: String {
        ([short.map { $0 + "," }, name, value].compactMap { $0 }).joined(separator: " ")
    }

    /// The words `command`'s help says of it; nil if that command does not take it.
    func helpWords(for command: Options.Command, _ context: HelpContext) -> [String]? {
        guard commands.contains(command) else { return nil }
        return (help[command] ?? help[.run]).map { $0(context) }
    }
}

/// What a help page knows of the executable it describes.
struct HelpContext {
    let name: String
    let catalogue: [Workload]
    let measures: Measures
}

/// Two options that cannot be given together, and why, in the words of the
/// line that refuses them: `--chart and --trace contradict each other: <why>; drop one`.
struct Contradiction: Sendable {
    let options: (String, String)
    /// Why, after the colon; nil for a plain contradiction (`give one`).
    let why: String?
}

extension OptionSpec {
    /// A flag: given alone, it sets `set`.
    static func flag(
        _ name: String, short: String? = nil, _ commands: Set<Options.Command>,
        help: [Options.Command: @Sendable (HelpContext) -> [String]], _ set: @escaping @Sendable (inout Options) -> Void
    ) -> OptionSpec {
        OptionSpec(name: name, short: short, value: nil, commands: commands, help: help) { options, _ throws(Failure) in
            set(&options)
        }
    }

    /// An option that takes `value`, read by `read`.
    static func option(
        _ name: String, short: String? = nil, _ value: String, _ commands: Set<Options.Command>,
        help: [Options.Command: @Sendable (HelpContext) -> [String]],
        _ read: @escaping @Sendable (inout Options, String) throws(Failure) -> Void
    ) -> OptionSpec {
        OptionSpec(name: name, short: short, value: value, commands: commands, help: help) { options, text throws(Failure) in
            try read(&options, text ?? "")
        }
    }
}

/// Help words that say the same under every context.
private func says(_ text: String) -> @Sendable (HelpContext) -> [String] {
    let split = words(text)
    return { _ in split }
}

/// The words of `text`, split at its spaces.
func words(_ text: String) -> [String] {
    text.split(separator: " ").map(String.init)
}

extension Options {
    /// Every option but those a workload offers (guide-list's `--container`,
    /// from its ``Variants``), in the order the help lists them.
    static let table: [OptionSpec] = [
        .option("--notify", "<list>", [.run, .watch, .micro], help: [
            .run: says("strategies, comma-separated (default: all): property (this project's registrar), observation (Apple's Observation), object (Broadcast, as ObservableObject)"),
            .micro: says("strategies to measure (default: all)"),
        ]) { options, text throws(Failure) in
            options.notify = try list(text, of: Notify.self, option: "notify strategy")
        },
        .option("--kind", "<list>", [.run, .watch], help: [
            .run: says("model kinds (default: all): class (objects), struct (values in one observed property)"),
        ]) { options, text throws(Failure) in
            options.kind = try list(text, of: Kind.self, option: "kind")
        },
        .option("--steps", "<list>", [.run, .watch], help: [.run: says("steps to report after launch (default: all)")]) {
            options, text throws(Failure) in
            options.steps = text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        },
        .option("--size", "<n>", [.run, .watch, .fuzz], help: [
            .run: says("the size of the screen, 1 to \(maximumSize)"),
            .fuzz: { context in
                words("every screen at this size (default: each script's own, from 1 to \(fuzzSizes(Fuzzer.catalogue(context.catalogue))), one in eight up to 1000)")
            },
        ]) { options, text throws(Failure) in
            options.sizes = [try size(text, option: "--size")]
        },
        .option("--sizes", "<list>", [.run, .watch, .report], help: [
            .run: says("several sizes: 10,100 or powers of ten, 10...100000"),
            .report: { context in
                words(context.measures.report?.sweepHelp ?? "the sizes of the run that sweeps (none in this \(context.name))")
            },
        ]) { options, text throws(Failure) in
            options.sizes = try sizes(text)
        },
        .option("--format", "<f>", [.run, .watch, .micro, .findings], help: [
            .run: says("table (default), csv, json, markdown or html (a page of each step's tree); without it, -o's extension (.csv, .json, .md, .html) picks one"),
            .micro: says("table (default), csv, json or markdown"),
            .findings: says("table (default) or markdown"),
        ]) { options, text throws(Failure) in
            guard let format = Format(rawValue: text) else {
                throw .usage("unknown format '\(text)'; use one of: \(Format.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            options.format = format
        },
        .option("--output", short: "-o", "<file>", [.run, .watch, .micro], help: [
            .run: says("write the report to <file> instead of standard output"),
            .micro: says("write the results to <file>"),
        ]) { options, text throws(Failure) in
            options.output = text
        },
        .flag("--trace", [.run, .watch], help: [
            .run: says("every body run with its causes, as _printChanges words them (in csv: one row per body run)"),
            .watch: says("every value delivered, and whether it repeats"),
        ]) { $0.trace = true },
        .option("--view", "<name>", [.run], help: [
            .run: { context in
                words("with --trace: only that view's runs" + (tracedView(context.catalogue).map { " (\($0))" } ?? ""))
            },
        ]) { options, text throws(Failure) in
            options.view = text
        },
        .option("--objects", "<r>", [.run, .watch], help: [
            .run: says("how object columns read a screen written for @Observable: port (default: a model in let, var or @State held as its ObservableObject port holds it) or as-written (those subscribe to nothing; the traps' default)"),
        ]) { options, text throws(Failure) in
            guard let reading = ObjectReading(rawValue: text) else {
                throw .usage("--objects takes port (a screen's ObservableObject port, the default) or as-written, not '\(text)'")
            }
            options.objectReading = reading
        },
        .flag("--counts-only", [.run, .watch], help: [.run: says("count bodies; take no timings")]) { $0.countsOnly = true },
        .flag("--quiet", [.run, .watch], help: [.run: says("no progress on standard error (shown on a terminal)")]) {
            $0.quiet = true
        },
        .option("--samples", "<n>", [.run, .watch, .micro, .report], help: [
            .run: says("timing samples per step, 1 to 1000 (default: 15)"),
            .micro: says("samples per operation, 1 to 1000 (default: 15)"),
            .report: says("timing samples per step (default: 15)"),
        ]) { options, text throws(Failure) in
            guard let samples = Int(text), (1...1_000).contains(samples) else {
                throw .usage("--samples takes a whole number from 1 to 1000, not '\(text)'")
            }
            options.samples = samples
        },
        .option("--min-time", "<d>", [.run, .watch, .micro, .report], help: [
            .run: says("the shortest a sample may last, with its unit: 2ms, 500us, 1s (default: 1ms)"),
            .micro: says("the shortest a sample may last (default: 1ms)"),
            .report: says("the shortest a sample may last (default: 1ms)"),
        ]) { options, text throws(Failure) in
            options.minTime = try duration(text)
        },
        .option("--expect", "<path>", [.run, .watch], help: [
            .run: says("check the counts against a CSV written by --counts-only --format csv, or a folder of them"),
            .watch: { context in
                words("check against a CSV written by") + ["\(context.name) watch", "--counts-only --format csv,"]
                    + words("or a folder of them")
            },
        ]) { options, text throws(Failure) in
            options.expect = text
        },
        .option("--chart", "<file.svg>", [.run], help: [.run: says("draw the run as an SVG chart")]) { options, path throws(Failure) in
            guard path.hasSuffix(".svg") else {
                throw .usage("--chart writes SVG: give a file name ending in .svg, not '\(path)'")
            }
            options.chart = path
        },
        .option("--output-dir", "<dir>", [.report], help: [.report: says("where to write it (default: results)")]) {
            options, text throws(Failure) in
            options.outputDir = text
        },
        .option("--operations", "<list>", [.micro], help: [
            .micro: { context in
                words(context.measures.micro.map { $0.operations.joined(separator: ", ") } ?? "(none in this \(context.name))")
            },
        ]) { options, text throws(Failure) in
            let names = text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            // With no operations at all, compare micro itself says why.
            let known = options.operationsKnown
            if !known.isEmpty, let unknown = names.first(where: { !known.contains($0) }) {
                throw .usage("unknown operation '\(unknown)'; use one or more of: \(known.joined(separator: ", ")), separated by commas")
            }
            options.operations = names
        },
        .option("--seeds", "<n>", [.fuzz], help: [.fuzz: says("how many scripts, 1 to 1000000 (default: 200)")]) {
            options, text throws(Failure) in
            guard let seeds = Int(text), (1...1_000_000).contains(seeds) else {
                throw .usage("--seeds takes a whole number from 1 to 1000000, not '\(text)'")
            }
            options.seeds = seeds
        },
        .option("--seed", "<s>", [.fuzz], help: [.fuzz: says("the seed of the first script (default: 0)")]) {
            options, text throws(Failure) in
            guard let seed = UInt64(text) else {
                throw .usage("--seed takes a whole number from 0 to \(UInt64.max), not '\(text)'")
            }
            options.seed = seed
        },
        .flag("--version", [.run], help: [.run: says("print the version")]) { $0.command = .version },
        .flag("--help", short: "-h", [.run], help: [
            .run: { context in words("print this help;") + ["\(context.name) help <subcommand>"] + words("for one") },
        ]) { options in
            if options.command != .run && options.command != .help { options.helpTopic = options.command }
            options.command = .help
        },
    ]

    /// The options that cannot be given together, checked in this order.
    static let contradictions: [Contradiction] = [
        Contradiction(options: ("--size", "--sizes"), why: nil),
        Contradiction(options: ("--chart", "--trace"), why: "a chart shows counts, not runs"),
        Contradiction(options: ("--counts-only", "--samples"), why: "counts-only runs no timing"),
        Contradiction(options: ("--counts-only", "--min-time"), why: "counts-only runs no timing"),
    ]

    /// The option spelled `spelling` (`-o` is `--output`), if there is one.
    static func spec(_ spelling: String) -> OptionSpec? {
        table.first { $0.name == spelling || $0.short == spelling }
    }
}
