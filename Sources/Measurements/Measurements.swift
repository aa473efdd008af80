import CompareKit
import Screens

/// The harness's own measures, which the built-in `compare` runs: `compare
/// micro`'s operations on this project's models, registrars and screens, with
/// the targets they are held to, and `compare findings`, where the folklore
/// about `@Observable` and `ObservableObject` is wrong, measured on this
/// toolchain, and `compare report`, the reference run committed in results/.
package let builtInMeasures = Measures(
    micro: MicroSuite(
        summary: """
            Per-operation costs of each strategy side by side: untracked and
            tracked reads, unobserved writes, a track-and-fire cycle, sends to 0, 1
            and 100 observers, diffing per row, heap bytes per model; the graph's own
            costs, apart from any strategy's: a body run (graph-body-run), a flush
            with nothing pending (flush-idle), one child's input comparison
            (child-compare); a whole tally robin step through its session
            (tally-robin); and whether each performance target is met.
            """,
        operations: microOperations, screen: (screenOperations, screenRows, screenSamples),
        targets: microTargets, cell: microCell),
    findings: measureFindings, report: referenceRun, fuzzOnly: fuzzOnlyWorkloads)
