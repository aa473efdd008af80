import Workloads

/// The version `--version` prints after the executable's name.
let version = "0.1.0"

/// The text `--help` and `help` print for the executable `name` (the built-in
/// `compare`, a package's `feeder`), its examples on the workloads of
/// `catalogue`: every line within 80 columns, but for an example.
func helpText(_ catalogue: [Workload], name: String = "compare") -> String {
    let executable = Executable(name: name, catalogue: catalogue, measures: Measures())
    let subcommands = Subcommand.all.compactMap { subcommand in
        subcommand.summary.map { described(subcommand.word, HelpText($0), column: namesColumn) }
    }.joined(separator: "\n")
    let workloadLines = catalogue.map { workload in
        described(workload.name, HelpText(workload.summary), column: namesColumn)
    }.joined(separator: "\n")
    let countsDiffer = described(
        "2", HelpText("the counts differ from the expectations (each cell is listed), or") + .whole("\(name) micro")
            + HelpText("missed a performance target (each one is listed)"), column: 6)
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
        \(subcommands)

        ARGUMENTS:
        \(workloadLines)
        \(described("all", HelpText("every workload"), column: namesColumn))

        OPTIONS:
        \(optionLines(.run, executable))

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
    let executable = Executable(name: name, catalogue: catalogue, measures: measures)
    return switch command {
    case .micro:
        """
        \(measures.micro.map { "OVERVIEW: " + $0.summary } ?? overview("This \(name) has no micro-benchmarks; the harness's own are in its compare."))

        \(usage(.micro, executable))

        OPTIONS:
        \(optionLines(.micro, executable))

        EXAMPLES:
          swift run -c release \(name) micro
          swift run -c release \(name) micro --operations \(measures.micro?.operations.first ?? "<name>") -o micro.csv
        """
    case .report:
        """
        \(measures.report.map { "OVERVIEW: " + $0.summary } ?? overview("This \(name) has no reference run; the harness's own is in its compare."))

        \(usage(.report, executable))

        OPTIONS:
        \(optionLines(.report, executable))

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
        between some actions. Prints the first failing script, shrunk. With
        workloads named, its scripts are theirs alone, each fuzzed even if the
        default draw leaves it out; a view stale only in a screen's
        ObservableObject port is the port's finding, and the port is held to
        its own reference walk. The screens made for fuzzing alone can be named
        too: panels, and voyage, whose navigation, sheets, tabs, focus, storage,
        actions and tasks are held to an account of the vocabulary of its own.

        \(usage(.fuzz, executable))

        OPTIONS:
        \(optionLines(.fuzz, executable))

        EXAMPLES:
          swift run -c release \(name) fuzz --seeds 500 --size 100
          swift run -c release \(name) fuzz \(executable.catalogue.first?.name ?? "<workload>") --notify object --seeds 1 --seed 35
        """
    case .findings:
        """
        \(measures.findings == nil
            ? overview("This \(name) has no findings; the harness's own are in its compare.")
            : "OVERVIEW: Measures, on this toolchain, each place where the folklore about\n"
                + "@Observable and ObservableObject is wrong, and names the test that pins it.")

        \(usage(.findings, executable))

        OPTIONS:
        \(optionLines(.findings, executable))

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
        change. A count the model keeps (saves made in a didSet or a view's task)
        shows how much it grew. For each step, how many values each watcher
        received, how many equal the one before, a continuous watcher's runs by
        event, and the time from the step's first change to its last value.

        \(usage("\(name) watch", ["<workload>...", "[options]"]))

        OPTIONS:
        \(optionLines(.watch, executable))

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

/// The USAGE line of `command`, a subcommand of its own, for `executable`:
/// each of its options in its order, by its first name, with its value.
private func usage(_ command: Options.Command, _ executable: Executable) -> String {
    let table = OptionTable(executable)
    let options = (Subcommand.of(command)?.options(of: table) ?? []).map { option in
        let value = option.help[command]?.usageValue ?? option.placeholder
        return "[" + ([option.names[0]] + (value.map { [$0] } ?? [])).joined(separator: " ") + "]"
    }
    let workloads = Subcommand.of(command)?.takesWorkloads == true ? ["[<workload>...]"] : []
    return usage("\(executable.name) \(command)", workloads + options)
}

/// The OPTIONS lines of the page of `command` for `executable`: each option
/// the page shows, its names and value beside its help, in the table's order
/// (a subcommand of its own: in its order). On `watch`, the options that
/// read as on the body counts' page are named in one sentence first.
private func optionLines(_ command: Options.Command, _ executable: Executable) -> String {
    let table = OptionTable(executable)
    let rows = Subcommand.of(command)?.options(of: table) ?? table.rows.filter { $0.applies(to: command) }
    let same = rows.filter { $0.help[command]?.sameAsTheBodyCounts == true }.map { $0.names[0] }
    let sentence = same.isEmpty ? [] : [filled(
        HelpText(same.joined(separator: ", ") + " as for the body counts, and:").units, after: "  ", indent: "  ")]
    let lines = rows.compactMap { option -> String? in
        guard let help = option.help[command], let words = help.words else { return nil }
        let value = help.labelsValue ? option.placeholder.map { " " + $0 } ?? "" : ""
        return described(option.names.joined(separator: ", ") + value, words(executable), column: optionsColumn)
    }
    return (sentence + lines).joined(separator: "\n")
}

/// The text `list` prints: each workload with its steps, watchers, size and
/// columns, as it declares them. It runs nothing, so no workload's model or
/// screen is made: its views are in the tables a run prints.
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
        lines.append("  default size: \(workload.defaultSize)\(workload.isSized ? "" : " (its size does not change the screen)")")
        // Its own columns: a workload written with one kind of model runs three.
        let columns = Combination.all.filter { workload.kinds.contains($0.kind) }
        lines.append("  columns: \(columns.map(\.description).joined(separator: ", "))")
    }
    return lines.joined(separator: "\n") + "\n"
}
