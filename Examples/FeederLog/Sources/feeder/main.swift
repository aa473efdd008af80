import FeederLog
import ObservationHarness

// Every compare subcommand and option, on this package's screen.
runCompare(workloads: [feederLog])
