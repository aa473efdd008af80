import CompareKit
import FeederLog

// Every compare subcommand and option, on this package's screen.
runCompare(workloads: [LogWorkload(), LogWorkload(lazy: true)])
