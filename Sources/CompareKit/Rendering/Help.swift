import Workloads

/// The version `compare --version` prints.
let version = "0.1.0"

/// The text `compare --help` and `compare help` print.
func helpText(_ catalogue: [any Workload]) -> String {
    let workloadLines = catalogue.map { workload in
        "  \(workload.name.padding(toLength: 12, withPad: " ", startingAt: 0))\(workload.summary)"
    }.joined(separator: "\n")
    return """
        OVERVIEW: When a model changes, which views run their body again, and what does it cost?

        Runs a screen's steps under each observation strategy and model kind, counts
        the bodies each one runs (and the children it compares), times each step,
        and checks that no view is left showing stale data.

        USAGE: compare <workload>... [options]
               compare micro [--operations <list>] [--notify <list>] [--samples <n>] [--min-time <d>] [--format <f>] [-o <file>]
               compare report [--output-dir <dir>] [--sizes <list>] [--samples <n>] [--min-time <d>]
               compare fuzz [--seeds <n>] [--seed <s>]
               compare findings [--format table|markdown]
               compare list
               compare help

        SUBCOMMANDS:
          micro       per-operation costs of each strategy side by side (reads, writes, a track-and-fire
                      cycle, sends to 0, 1 and 100 observers, diffing per row, heap bytes per model),
                      and whether each performance target is met
          report      the reference run: writes tables, CSVs, JSON, SVG charts, the expected counts
                      and a README into --output-dir (default: results)
          fuzz        runs seeded random scripts on every workload (renames, inserts and removals,
                      typing, toggles, bursts, equal assignments, at random sizes) under every
                      combination; checks after every transaction each flush against a reference
                      walk, property against observation, that nothing is stale, and where it is a
                      law that object runs no fewer bodies; prints the first failure, shrunk
          findings    measures, on this toolchain, each place where the folklore about
                      @Observable and ObservableObject is wrong, and names the test that pins it
          list        the workloads with their steps and views, and the combinations

        ARGUMENTS:
        \(workloadLines)
          all         every workload

        OPTIONS:
          --notify <list>     notification strategies, comma-separated (default: all):
                              property (this project's registrar), observation (Apple's
                              Observation), object (Broadcast, as ObservableObject)
          --kind <list>       model kinds, comma-separated (default: all): class (models
                              and elements are objects), struct (values in one observed property)
          --steps <list>      steps to report after launch, comma-separated (default: all)
          --size <n>          the size of the screen, 1 to \(maximumSize) (default: the workload's own)
          --sizes <list>      several sizes, comma-separated, or a range of powers of ten
                              such as 10...100000
          --format <f>        table (default), csv, json or markdown
          -o, --output <file> write the report to <file> (atomically) instead of standard output
          --trace             every body run with its causes, as _printChanges words them
                              (in csv: one row per body run)
          --counts-only       count bodies; take no timings
          --samples <n>       timing samples per step and combination, 1 to 1000 (default: 15)
          --min-time <d>      the shortest a timing sample may last: 2ms, 500us, 0.01s (default: 1ms)
          --expect <path>     compare the counts with expected counts: a CSV written by
                              --counts-only --format csv, or a folder of them; without
                              --size or --sizes, runs the sizes the expectations list
          --operations <list> with micro: the operations to measure, comma-separated (default: all):
                              \(microOperations.joined(separator: ", "))
          --chart <file.svg>  draw the run as an SVG chart: bodies and time against size for a sweep,
                              bars of bodies run per step for one size
          --output-dir <dir>  with report: where to write the reference run (default: results)
          --seeds <n>         with fuzz: how many scripts to run (default: 200)
          --seed <s>          with fuzz: the seed of the first script (default: 0)
          --version           print the version
          -h, --help          print this help

        EXIT CODES:
          0   success
          1   failure while running: a view was stale after a step, the output could not be written,
              or fuzz found a difference
          2   the counts differ from the expectations (every differing cell is listed on standard error)
          64  usage error: an unknown workload, step, option or value, a missing value,
              contradictory options, or an expectations file that cannot be read

        EXAMPLES:
          swift run -c release compare tally
          swift run -c release compare tally --trace --notify property --kind class
          swift run -c release compare guide-list --size 1000 --kind struct
          swift run -c release compare guide-list --sizes 10...100000 --format csv -o sweep.csv
          swift run -c release compare all --counts-only --expect results/expected
          swift run -c release compare guide-list --sizes 10...100000 --chart sweep.svg
          swift run -c release compare micro
          swift run -c release compare fuzz --seeds 2000
          swift run -c release compare report --output-dir results
        """
}

/// The text `compare list` prints: each workload with its steps and views, and the combinations.
func listText(_ catalogue: [any Workload]) -> String {
    var lines: [String] = []
    for workload in catalogue {
        lines.append("\(workload.name): \(workload.summary)")
        lines.append("  steps: \(([launchStep] + workload.steps).joined(separator: ", "))")
        lines.append("  views: \(workload.views.joined(separator: ", "))")
        lines.append("  default size: \(workload.defaultSize)\(workload.isSized ? "" : " (its size does not change the screen)")")
    }
    lines.append("combinations: \(Combination.all.map(\.description).joined(separator: ", "))")
    return lines.joined(separator: "\n") + "\n"
}
