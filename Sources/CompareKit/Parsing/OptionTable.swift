import ViewGraph
import Workloads

/// Every option of the command line, each declared once, in the order the
/// help lists them: the subcommands' own first (no page shows them beside
/// the body counts'), then the body counts' as `--help` shows them, with the
/// options the workloads offer (guide-list's `--container`) after `--kind`.
struct OptionTable {
    /// The options in the order the help lists them.
    let rows: [OptionSpec]
    /// Each option by each of its names; a built-in option is never hidden by
    /// a workload's option of the same name.
    private let byName: [String: OptionSpec]

    /// The options of an executable whose workloads offer `variants` and
    /// whose `compare micro` measures `operations` (none: micro says why).
    init(offering variants: [Variants], operations: [String]) {
        let builtIn = Self.builtIn(operations: operations)
        let offered = variants.map(Self.option(offering:))
        let kind = builtIn.firstIndex { $0.name == "--kind" }.map { $0 + 1 } ?? builtIn.count
        rows = Array(builtIn[..<kind]) + offered + builtIn[kind...]
        byName = Dictionary((builtIn + offered).flatMap { row in row.names.map { ($0, row) } }) { first, _ in first }
    }

    /// The options of `executable`, as its help describes them.
    init(_ executable: Executable) {
        self.init(
            offering: Options.offeredVariants(executable.catalogue), operations: executable.measures.micro?.operations ?? [])
    }

    /// The option one of whose names is `name`: `-o` or `--output`.
    func spec(named name: String) -> OptionSpec? {
        byName[name]
    }

    /// The option a workload offers, taking some of its forms: guide-list's `--container`.
    private static func option(offering variants: Variants) -> OptionSpec {
        OptionSpec(
            names: ["--" + variants.option],
            reading: .value(placeholder: "<list>") { options, text throws(Failure) in
                let values = try Options.list(text, of: variants.values, option: variants.option)
                options.variantChoices.append((variants.option, values))
            },
            help: [.run: .text(variants.help), .watch: .asForTheBodyCounts])
    }

    // The rows; each option's help for each page it is on, its contradictions
    // and checks sit with it. The defaults the help names are Options()'s.
    private static func builtIn(operations microOperations: [String]) -> [OptionSpec] {
        let defaults = Options()
        let minTime = "\(defaults.minTime / 1_000_000)ms"
        return [
            OptionSpec(
                names: ["--seeds"],
                reading: .value(placeholder: "<n>") { options, text throws(Failure) in
                    guard let seeds = Int(text), (1...1_000_000).contains(seeds) else {
                        throw .usage("--seeds takes a whole number from 1 to 1000000, not '\(text)'")
                    }
                    options.seeds = seeds
                },
                help: [.fuzz: .text("how many scripts, 1 to 1000000 (default: \(defaults.seeds))")]),
            OptionSpec(
                names: ["--seed"],
                reading: .value(placeholder: "<s>") { options, text throws(Failure) in
                    guard let seed = UInt64(text) else {
                        throw .usage("--seed takes a whole number from 0 to \(UInt64.max), not '\(text)'")
                    }
                    options.seed = seed
                },
                help: [.fuzz: .text("the seed of the first script (default: \(defaults.seed))")]),
            OptionSpec(
                names: ["--operations"],
                reading: .value(placeholder: "<list>") { options, text throws(Failure) in
                    let names = text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
                    // With no operations at all, compare micro itself says why.
                    if !microOperations.isEmpty, let unknown = names.first(where: { !microOperations.contains($0) }) {
                        throw .usage("unknown operation '\(unknown)'; use one or more of: \(microOperations.joined(separator: ", ")), separated by commas")
                    }
                    options.operations = names
                },
                // The list of operations is the help, in place of the placeholder.
                help: [.micro: OptionHelp(words: { executable in
                    HelpText(executable.measures.micro.map { $0.operations.joined(separator: ", ") }
                        ?? "(none in this \(executable.name))")
                }, labelsValue: false)]),
            OptionSpec(
                names: ["--output-dir"],
                reading: .value(placeholder: "<dir>") { options, text in options.outputDir = text },
                help: [.report: .text("the folder to write it to, asked every time (the repository's reference run is results)")],
                elsewhere: "; use --output for one file",
                // The folder is always named: the command says where the files it made are.
                spelled: { ["--output-dir", $0.outputDir] }),
            OptionSpec(
                names: ["--notify"],
                reading: .value(placeholder: "<list>") { options, text throws(Failure) in
                    options.notify = try Options.list(text, of: Notify.self, option: "notify strategy")
                },
                help: [
                    .run: .text("""
                        strategies, comma-separated (default: all): property
                        (this project's registrar), observation (Apple's
                        Observation), object (Broadcast, as ObservableObject)
                        """),
                    .watch: .asForTheBodyCounts,
                    .micro: .text("strategies to measure (default: all)"),
                    .fuzz: .text("strategies whose columns the scripts run under (default: all)"),
                ]),
            OptionSpec(
                names: ["--kind"],
                reading: .value(placeholder: "<list>") { options, text throws(Failure) in
                    options.kind = try Options.list(text, of: Kind.self, option: "kind")
                },
                help: [
                    .run: .text("""
                        model kinds (default: all): class (objects), struct
                        (values in one observed property)
                        """),
                    .watch: .asForTheBodyCounts,
                    .fuzz: .text("model kinds whose columns the scripts run under (default: all)"),
                ],
                check: { options throws(Failure) in try options.checkKinds() }),
            OptionSpec(
                names: ["--steps"],
                reading: .value(placeholder: "<list>") { options, text in
                    options.steps = text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
                },
                help: [.run: .text("steps to run after launch, alone: each on the screen the ones named before it leave (default: all)"), .watch: .asForTheBodyCounts],
                check: { options throws(Failure) in
                    for step in options.steps ?? [] where step != launchStep {
                        if let missing = options.workloads.first(where: { !options.knownSteps(of: $0).contains(step) }) {
                            let valid = ([launchStep] + options.knownSteps(of: missing)).joined(separator: ", ")
                            throw .usage("unknown step '\(step)' for \(missing.name); use one of: \(valid)")
                        }
                    }
                }),
            OptionSpec(
                names: ["--size"],
                reading: .value(placeholder: "<n>") { options, text throws(Failure) in
                    options.sizes = [try Options.size(text, option: "--size")]
                },
                help: [
                    .run: .text("the size of the screen, 1 to \(maximumSize)"),
                    .watch: .asForTheBodyCounts,
                    .fuzz: .made { executable in
                        HelpText("""
                            every screen at this size (default: each script's own, from 1 to \
                            \(fuzzSizes(Fuzzer.catalogue(executable.catalogue))), one in eight up to 1000)
                            """)
                    },
                ],
                contradicts: [.init(option: "--sizes", reason: "; give one")],
                check: { options throws(Failure) in try options.checkSized("--size") }),
            OptionSpec(
                names: ["--sizes"],
                reading: .value(placeholder: "<list>") { options, text throws(Failure) in options.sizes = try Options.sizes(text) },
                help: [
                    .run: .text("several sizes: 10,100 or powers of ten, 10...100000"),
                    .watch: .asForTheBodyCounts,
                    .report: .made { executable in
                        HelpText(executable.measures.report?.sweepHelp
                            ?? "the sizes of the run that sweeps (none in this \(executable.name))")
                    },
                ],
                check: { options throws(Failure) in try options.checkSized("--sizes") },
                spelled: { options in options.sizes.map { ["--sizes", $0.map(String.init).joined(separator: ",")] } ?? [] }),
            OptionSpec(
                names: ["--format"],
                reading: .value(placeholder: "<f>") { options, text throws(Failure) in
                    guard let format = Options.Format(rawValue: text) else {
                        throw .usage("unknown format '\(text)'; use one of: \(Options.Format.allCases.map(\.rawValue).joined(separator: ", "))")
                    }
                    options.format = format
                },
                help: [
                    .run: .text("""
                        table (default), csv, json, markdown or html (a page
                        of each step's tree); without it, -o's extension
                        (.csv, .json, .md, .html) picks one
                        """),
                    .watch: .asForTheBodyCounts,
                    .micro: .text("table (default), csv, json or markdown"),
                    .findings: OptionHelp(words: { _ in HelpText("table (default) or markdown") }, usageValue: "table|markdown"),
                ]),
            OptionSpec(
                names: ["-o", "--output"],
                reading: .value(placeholder: "<file>") { options, text in options.output = text },
                help: [
                    .run: .text("write the report to <file> instead of standard output"),
                    .watch: .asForTheBodyCounts,
                    .micro: .text("write the results to <file>"),
                ],
                settle: { options throws(Failure) in
                    guard let output = options.output else { return }
                    if let chart = options.chart, Options.samePath(output, chart) {
                        throw .usage("--output and --chart both name '\(chart)'; give the chart a file of its own")
                    }
                    guard let named = Options.Format(forFileNamed: output) else { return }
                    if !options.given.contains("--format") {
                        // -o results.csv writes CSV.
                        options.format = named
                    } else if named != options.format {
                        throw .usage("--format \(options.format.rawValue) contradicts the file name '\(output)', which names \(named.rawValue); make them agree, or drop --format")
                    }
                }),
            OptionSpec(
                names: ["--trace"],
                reading: .flag { $0.trace = true },
                help: [
                    .run: .text("""
                        every body run with its causes, as _printChanges
                        words them (in csv: one row per body run)
                        """),
                    .watch: .text("every value delivered, and whether it repeats"),
                ]),
            OptionSpec(
                names: ["--view"],
                reading: .value(placeholder: "<name>") { options, text in options.view = text },
                help: [
                    .run: .text("with --trace: only that view's runs"),
                ],
                needs: ("--trace", "--view narrows the trace to one view; add --trace"),
                check: { options throws(Failure) in
                    guard let view = options.view else { return }
                    // The screen at its default size first, as most views are
                    // there; then at each size and kind the run asks for.
                    let views = options.workloads.flatMap { $0.views() }
                    if views.contains(view) { return }
                    let asked = options.workloads.lazy.flatMap { workload in
                        (workload.isSized ? options.sizes ?? [] : []).flatMap { size in
                            options.kind.filter(workload.kinds.contains).map { workload.views(size: size, kind: $0) }
                        }
                    }
                    if asked.contains(where: { $0.contains(view) }) { return }
                    throw .usage("unknown view '\(view)'; use one of: \(views.joined(separator: ", "))")
                }),
            OptionSpec(
                names: ["--objects"],
                reading: .value(placeholder: "<r>") { options, text throws(Failure) in
                    guard let reading = Options.ObjectReading(rawValue: text) else {
                        throw .usage("--objects takes port (a screen's ObservableObject port, the default) or as-written, not '\(text)'")
                    }
                    options.objectReading = reading
                },
                help: [
                    .run: .text("""
                        how object columns read a screen written for
                        @Observable: port (default: a model in let, var or
                        @State held as its ObservableObject port holds it)
                        or as-written (those subscribe to nothing; the
                        traps' default)
                        """),
                    .watch: .asForTheBodyCounts,
                ]),
            OptionSpec(
                names: ["--state"],
                reading: .value(placeholder: "<d>") { options, text throws(Failure) in
                    guard let declaration = StateDeclaration.allCases.first(where: { "\($0)" == text }) else {
                        throw .usage("--state takes macro (the @State macro, the default) or wrapper (the property wrapper of earlier toolchains), not '\(text)'")
                    }
                    options.stateDeclaration = declaration
                },
                help: [
                    .run: .text("""
                        how @State is declared: macro (default: its initial
                        value made once per view identity, stored as
                        __name) or wrapper (the property wrapper of earlier
                        toolchains: made at every initialisation of the
                        view, stored as _name)
                        """),
                    .watch: .asForTheBodyCounts,
                ]),
            OptionSpec(
                names: ["--equality"],
                reading: .value(placeholder: "<rule>") { options, text throws(Failure) in
                    guard let rule = EqualityRule(rawValue: text) else {
                        throw .usage("--equality takes 6.2 (an equal assignment tells no one, the default) or before-6.2 (every assignment notifies), not '\(text)'")
                    }
                    options.equality = rule
                },
                help: [
                    .run: .text("""
                        the @Observable setter's rule in the property
                        columns: 6.2 (default: an equal assignment tells no
                        one) or before-6.2 (every assignment notifies, as
                        before Swift 6.2); observation stays Apple's
                        """),
                ]),
            OptionSpec(
                names: ["--counts-only"],
                reading: .flag { $0.countsOnly = true },
                help: [.run: .text("count bodies; take no timings"), .watch: .asForTheBodyCounts],
                contradicts: ["--samples", "--min-time"].map { .init(option: $0, reason: ": counts-only runs no timing; drop one") }),
            OptionSpec(
                names: ["--quiet"],
                reading: .flag { $0.quiet = true },
                help: [.run: .text("no progress on standard error (shown on a terminal)"), .watch: .asForTheBodyCounts]),
            OptionSpec(
                names: ["--samples"],
                reading: .value(placeholder: "<n>") { options, text throws(Failure) in
                    guard let samples = Int(text), (1...1_000).contains(samples) else {
                        throw .usage("--samples takes a whole number from 1 to 1000, not '\(text)'")
                    }
                    options.samples = samples
                },
                help: [
                    .run: .text("timing samples per step, 1 to 1000 (default: \(defaults.samples))"),
                    .watch: .asForTheBodyCounts,
                    .micro: .text("samples per operation, 1 to 1000 (default: \(defaults.samples))"),
                    .report: .text("timing samples per step (default: \(defaults.samples))"),
                ],
                spelled: { options in options.samples == defaults.samples ? [] : ["--samples", String(options.samples)] }),
            OptionSpec(
                names: ["--min-time"],
                reading: .value(placeholder: "<d>") { options, text throws(Failure) in options.minTime = try Options.duration(text) },
                help: [
                    .run: .text("""
                        the shortest a sample may last, with its unit: 2ms,
                        500us, 1s (default: \(minTime))
                        """),
                    .watch: .asForTheBodyCounts,
                    .micro: .text("the shortest a sample may last (default: \(minTime))"),
                    .report: .text("the shortest a sample may last (default: \(minTime))"),
                ],
                spelled: { options in options.minTime == defaults.minTime ? [] : ["--min-time", "\(options.minTime)ns"] }),
            OptionSpec(
                names: ["--expect"],
                reading: .value(placeholder: "<path>") { options, text in options.expect = text },
                help: [
                    .run: .text("""
                        check the counts against a CSV written by
                        --counts-only --format csv, or a folder of them
                        """),
                    .watch: .made { executable in
                        HelpText("check against a CSV written by") + .whole("\(executable.name) watch")
                            + .whole("--counts-only --format csv,") + HelpText("or a folder of them")
                    },
                ]),
            OptionSpec(
                names: ["--chart"],
                reading: .value(placeholder: "<file.svg>") { options, path throws(Failure) in
                    guard path.hasSuffix(".svg") else {
                        throw .usage("--chart writes SVG: give a file name ending in .svg, not '\(path)'")
                    }
                    options.chart = path
                },
                help: [.run: .text("draw the run as an SVG chart")],
                contradicts: [.init(option: "--trace", reason: ": a chart shows counts, not runs; drop one")],
                check: { options throws(Failure) in
                    if options.workloads.count > 1 {
                        throw .usage("--chart draws one workload, and \(options.workloads.count) are named; name one")
                    }
                }),
            OptionSpec(
                names: ["--version"],
                reading: .flag { $0.command = .version },
                help: [.run: .text("print the version")]),
            OptionSpec(
                names: ["-h", "--help"],
                reading: .flag { options in
                    // `micro --help` is micro's page.
                    if options.command != .run && options.command != .help { options.helpTopic = options.command }
                    options.command = .help
                },
                help: [
                    .run: .made { executable in
                        HelpText("print this help;") + .whole("\(executable.name) help <subcommand>") + HelpText("for one")
                    },
                ]),
        ]
    }
}

/// The largest size most fuzz scripts of `catalogue` take: `40`, or `40 (80 for guide-list·lazy)`.
private func fuzzSizes(_ catalogue: [Workload]) -> String {
    let usual = 40
    let others = catalogue.filter { $0.isSized && $0.fuzzSize != usual }.map { "\($0.fuzzSize) for \($0.name)" }
    return others.isEmpty ? String(usual) : "\(usual) (\(others.joined(separator: ", ")))"
}
