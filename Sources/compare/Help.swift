import Workloads

/// The text `compare --help` prints.
func helpText() -> String {
    let workloadLines = Workloads.workloads.map { workload in
        "  \(workload.name.padding(toLength: 12, withPad: " ", startingAt: 0))\(workload.summary)\n"
            + "  \("".padding(toLength: 12, withPad: " ", startingAt: 0))steps: \(([launchStep] + workload.steps).joined(separator: ", "))"
    }.joined(separator: "\n")
    return """
        OVERVIEW: When a model changes, which views run their body again, and what does it cost?
        Runs a screen's steps under each observation strategy and counts the bodies each one runs.

        USAGE: compare <workload> [options]

        ARGUMENTS:
        \(workloadLines)
          all         every workload

        OPTIONS:
          --notify <list>   notification strategies, comma-separated (default: all):
                            property (this project's registrar), observation (Apple's Observation),
                            object (Broadcast, as ObservableObject)
          --kind <list>     model kinds, comma-separated (default: all):
                            class (models and elements are objects), struct (values in one observed property)
          --size <n>        the size of the screen (default: the workload's own)
          --format <f>      table (default) or csv: one row per workload, size, notify, kind, step
          --trace           print every body run with its causes, as _printChanges words them
          -h, --help        print this help

        EXIT CODES:
          0   success
          1   a view was stale after a step (G6)
          64  usage error: an unknown workload, option or value, or a missing value

        EXAMPLES:
          swift run -c release compare tally
          swift run -c release compare tally --trace --notify property --kind class
          swift run -c release compare tally --format csv
          swift run -c release compare guide-list --size 1000 --kind struct
        """
}
