import Workloads

/// The version `--version` prints after the executable's name.
let version = "0.1.0"

/// The text `--help` and `help` print for the executable `name` (the built-in
/// `compare`, a package's `feeder`), its examples on the workloads of
/// `catalogue`: every line within 80 columns, but for an example.
func helpText(_ catalogue: [Workload], name: String = "compare") -> String {
    let context = HelpContext(name: name, catalogue: catalogue, measures: Measures())
    let workloadLines = (catalogue.map { ($0.name, words($0.summary)) } + [("all", ["every", "workload"])])
        .map { labelled($0.1, label: $0.0, width: 12) }.joined(separator: "\n")
    let countsDiffer = labelled(
        words("the counts differ from the expectations (each cell is listed), or") + ["\(name) micro"]
            + words("missed a performance target (each one is listed)"), label: "2", width: 4)
    return """
        OVERVIEW: When a model changes, which views run their body again, and what
        does it cost?

        Runs a screen's steps under each observation strategy and model kind,
        counts the bodies each one runs (and the children it compares), times
        each step, and checks that no view is left showing stale data.

        USAGE: \(name) <workload>... [options]
               \(name) <subcommand> [options]
               \(name) help <subcommand>

        SUBCOMMANDS:
          watch       values each watcher (Observations and its peers) receives
          micro       per-operation costs of each strategy, and the targets
          report      the reference run: tables, CSVs, JSON, charts, expected counts
          fuzz        random scripts under every combination, checked after each step
          findings    where the folklore about @Observable is wrong, measured now
          list        the workloads, their steps and views, and the combinations

        ARGUMENTS:
        \(workloadLines)

        OPTIONS:
        \(optionLines(for: .run, context))

        EXIT CODES:
          0   success
          1   a stale view, a step on a control not on screen, an output that could
              not be written, or a fuzz failure
        \(countsDiffer)
          64  usage error: a name, option or value that cannot be run as written, or a
              workload written wrong
          70  a body crashed: one line names the view, the workload, the step and
              the combination

        EXAMPLES:
        \(examples(catalogue, name: name))
        """
}

/// The options `command` takes, a line or more each, from ``Options/table``:
/// its label in a column 20 wide (a longer label has its help on the next
/// line), its help wrapped within 80 columns. The options a workload offers
/// (guide-list's `--container`) follow `--kind`.
private func optionLines(for command: Options.Command, _ context: HelpContext, only: [OptionSpec]? = nil) -> String {
    var lines: [String] = []
    for spec in only ?? Options.table {
        guard let help = spec.helpWords(for: command, context) else { continue }
        lines.append(labelled(help, label: spec.label, width: 20))
        if spec.name == "--kind" {
            lines += Options.offeredVariants(context.catalogue).map { variants in
                labelled(words(variants.help), label: "--\(variants.option) <list>", width: 20)
            }
        }
    }
    return lines.joined(separator: "\n")
}

/// The usage line of `command`: each option it takes, in brackets.
private func usage(of command: Options.Command, _ name: String) -> String {
    usage("\(name) \(command)", Options.table.filter { $0.commands.contains(command) }.map { spec in
        "[" + ([spec.short ?? spec.name, spec.value].compactMap { $0 }).joined(separator: " ") + "]"
    })
}

/// The view `--view` names as an example: the last of the first workload
/// that has sizes (a row of its list, guide-list's GuideRow), else of the first.
func tracedView(_ catalogue: [Workload]) -> String? {
    (catalogue.first(where: \.isSized) ?? catalogue.first)?.views.last
}

/// The largest size most fuzz scripts of `catalogue` take: `40`, or `40 (80 for guide-list·lazy)`.
func fuzzSizes(_ catalogue: [Workload]) -> String {
    let usual = 40
    let others = catalogue.filter { $0.isSized && $0.fuzzSize != usual }.map { "\($0.fuzzSize) for \($0.name)" }
    return others.isEmpty ? String(usual) : "\(usual) (\(others.joined(separator: ", ")))"
}

/// The examples of `help watch` for the executable `name`: the first
/// workload with watchers, and the first sized one, traced.
private func watchExamples(_ catalogue: [Workload], name: String) -> String {
    let watched = catalogue.filter { !$0.watchers.isEmpty }
    var commands = watched.first.map { [$0.name] } ?? ["<workload>"]
    if let sized = watched.first(where: \.isSized) { commands.append("\(sized.name) --size 1000 --trace") }
    return commands.map { "  swift run -c release \(name) watch " + $0 }.joined(separator: "\n")
}

/// The examples of `--help` for the executable `name`, on the workloads of
/// `catalogue`: the first one, the first that has sizes, and the first that
/// offers an option.
private func examples(_ catalogue: [Workload], name: String) -> String {
    var commands: [String] = []
    if let first = catalogue.first {
        commands += [first.name, "\(first.name) --trace --notify property --kind class"]
    }
    let sized = catalogue.first(where: \.isSized)
    if let sized { commands.append("\(sized.name) --sizes 10...100000 -o sweep.csv") }
    if let offering = catalogue.first(where: { $0.variants != nil }), let variants = offering.variants,
        let value = variants.values.last
    {
        commands.append("\(offering.name)\(offering.isSized ? " --size 1000000" : "") --\(variants.option) \(value)")
    }
    commands.append("all --counts-only --expect results/expected")
    return commands.map { "  swift run -c release \(name) " + $0 }.joined(separator: "\n")
}

/// The page `help <subcommand>` and `<subcommand> --help` print for the
/// executable `name`.
func helpText(
    for command: Options.Command, _ catalogue: [Workload], _ measures: Measures = Measures(), name: String = "compare"
) -> String {
    let context = HelpContext(name: name, catalogue: catalogue, measures: measures)
    return switch command {
    case .micro:
        """
        \(measures.micro.map { "OVERVIEW: " + $0.summary } ?? overview("This \(name) has no micro-benchmarks; the harness's own are in its compare."))

        \(usage(of: .micro, name))

        OPTIONS:
        \(optionLines(for: .micro, context))

        EXAMPLES:
          swift run -c release \(name) micro
          swift run -c release \(name) micro --operations \(measures.micro?.operations.first ?? "<name>") -o micro.csv
        """
    case .report:
        """
        \(measures.report.map { "OVERVIEW: " + $0.summary } ?? overview("This \(name) has no reference run; the harness's own is in its compare."))

        \(usage(of: .report, name))

        OPTIONS:
        \(optionLines(for: .report, context))

        EXAMPLES:
          swift run -c release \(name) report --output-dir results
          swift run -c release \(name) report --output-dir /tmp/quick --sizes 10,100
        """
    case .fuzz:
        """
        OVERVIEW: Runs seeded random scripts under every combination and checks,
        after every transaction, each flush against an independent reference
        walk, property against observation, that nothing is stale, and, where it
        is a law, that object runs no fewer bodies than property; and that
        property's watchers receive what observation's do, with suspension points
        between some actions. Prints the first failing script, shrunk.

        \(usage(of: .fuzz, name))

        OPTIONS:
        \(optionLines(for: .fuzz, context))

        EXAMPLES:
          swift run -c release \(name) fuzz --seeds 500 --size 100
          swift run -c release \(name) fuzz --seeds 1 --seed 35
        """
    case .findings:
        """
        \(measures.findings == nil
            ? overview("This \(name) has no findings; the harness's own are in its compare.")
            : "OVERVIEW: Measures, on this toolchain, each place where the folklore about\n"
                + "@Observable and ObservableObject is wrong, and names the test that pins it.")

        \(usage(of: .findings, name))

        OPTIONS:
        \(optionLines(for: .findings, context))

        EXAMPLES:
          swift run -c release \(name) findings
          swift run -c release \(name) findings --format markdown > findings.md
        """
    case .watch:
        """
        OVERVIEW: Watchers beside the views: code that iterates a value of the model
        as an async sequence. property runs this project's Watched, observation
        Apple's Observations, object objectWillChange.values with a read after each
        signal. Each watcher also runs as a continuous observation (robins
        (continuous)): property runs this project's withContinuousObservation,
        observation Apple's where Swift 6.4 and macOS 27 have it (n/a here
        otherwise), object an objectWillChange sink, told of every send before the
        change. For each step, how many values each watcher received, how many
        equal the one before, a continuous watcher's runs by event, and the time
        from the step's first change to its last value.

        \(usage("\(name) watch", ["<workload>...", "[options]"]))

        OPTIONS:
        \(labelled(asForTheBodyCounts(context) + ["as", "for", "the", "body", "counts,", "and:"], label: "", width: 0))
        \(optionLines(for: .watch, context, only: Options.table.filter { $0.help[.watch] != nil }))

        EXAMPLES:
        \(watchExamples(catalogue, name: name))
        """
    case .list:
        """
        OVERVIEW: The workloads, each with its steps (and what each step does), its
        views and its default size, and the combinations.

        \(usage("\(name) list", []))

        EXAMPLES:
          swift run -c release \(name) list
          swift run -c release \(name) list | grep steps
        """
    case .run, .help, .version:
        helpText(catalogue, name: name)
    }
}

/// The options of `compare watch` that say there what they say for the body
/// counts, by name, with the options a workload offers after `--kind`.
private func asForTheBodyCounts(_ context: HelpContext) -> [String] {
    Options.table.filter { $0.commands.contains(.watch) && $0.help[.watch] == nil }.flatMap { spec in
        [(spec.short ?? spec.name) + ","]
            + (spec.name == "--kind" ? Options.offeredVariants(context.catalogue).map { "--\($0.option)," } : [])
    }
}

/// `units` after `label` in a column `width` wide, wrapped within `columns`,
/// each further line under the first unit; a label as wide as the column or
/// wider has its units from the next line, under the column. A unit
/// (`compare watch`) is never split across lines.
private func labelled(_ units: [String], label: String, width: Int, columns: Int = 80) -> String {
    let indent = String(repeating: " ", count: 2 + width)
    guard !label.isEmpty else { return filled(units, after: "  ", indent: indent, columns: columns) }
    guard label.count < width else { return "  " + label + "\n" + filled(units, after: indent, indent: indent, columns: columns) }
    return filled(units, after: "  " + label.padding(toLength: width, withPad: " ", startingAt: 0), indent: indent, columns: columns)
}

/// `USAGE: <command> <options>`, the options wrapped within 80 columns, each
/// further line under the first option; an option is never split.
private func usage(_ command: String, _ options: [String]) -> String {
    guard !options.isEmpty else { return "USAGE: \(command)" }
    let first = "USAGE: \(command) "
    return filled(options, after: first, indent: String(repeating: " ", count: first.count))
}

/// `OVERVIEW: <text>`, wrapped within 80 columns, the further lines from the margin.
private func overview(_ text: String) -> String {
    filled(words(text), after: "OVERVIEW: ", indent: "")
}

/// `units` after `first`, as many to a line as fit within `columns`, each
/// further line starting with `indent`.
private func filled(_ units: [String], after first: String, indent: String, columns: Int = 80) -> String {
    var lines: [String] = []
    var line = first
    var empty = true
    for unit in units {
        if !empty && line.count + 1 + unit.count > columns {
            lines.append(line)
            line = indent
            empty = true
        }
        line += (empty ? "" : " ") + unit
        empty = false
    }
    lines.append(line)
    return lines.joined(separator: "\n")
}

/// The text `list` prints: each workload with its steps and views, and the combinations.
func listText(_ catalogue: [Workload]) -> String {
    var lines: [String] = []
    for workload in catalogue {
        lines.append("\(workload.name): \(workload.summary)")
        lines.append("  steps: \(([launchStep] + workload.steps).joined(separator: ", "))")
        for step in workload.steps {
            if let explained = workload.explain(step: step) { lines.append("    \(step): \(explained)") }
        }
        if !workload.watchers.isEmpty {
            lines.append("  watchers: \(workload.watchers.joined(separator: ", "))")
            for step in workload.watchSteps where !workload.steps.contains(step) {
                if let explained = workload.explain(step: step) { lines.append("    \(step): \(explained)") }
            }
        }
        lines.append("  views: \(workload.views.joined(separator: ", "))")
        lines.append("  default size: \(workload.defaultSize)\(workload.isSized ? "" : " (its size does not change the screen)")")
    }
    lines.append("combinations: \(Combination.all.map(\.description).joined(separator: ", "))")
    return lines.joined(separator: "\n") + "\n"
}
