import CompareKit
import Measurements
import Screens

// The built-in `compare`: the library's command line on the built-in workloads,
// with the harness's own micro-benchmarks and findings.
// A package of a user's makes its own the same way, with its own workloads.
runCompare(workloads: builtInWorkloads, measures: builtInMeasures)
