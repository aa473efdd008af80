import Workloads

/// What the built-in `compare` measures beside workloads: the harness's own
/// micro-benchmarks (`compare micro`), its findings (`compare findings`) and
/// its reference run (`compare report`).
/// A package's `compare` leaves them out, or gives its own.
///
/// ```swift
/// runCompare(workloads: myWorkloads, measures: Measures(findings: { [myFinding()] }))
/// ```
package struct Measures: Sendable {
    /// The operations `compare micro` measures, and their targets; nil for none.
    package let micro: MicroSuite?
    /// The findings `compare findings` measures, each when it runs; nil for none.
    package let findings: (@Sendable () -> [Finding])?
    /// The reference run `compare report` writes; nil for none.
    package let report: ReferenceRun?
    /// Screens `compare fuzz` draws scripts on beside the workloads, made for
    /// fuzzing alone: the built-in panels.
    package let fuzzOnly: [Workload]

    /// Measures of `micro`, `findings` and `report`, any of them none.
    package init(
        micro: MicroSuite? = nil, findings: (@Sendable () -> [Finding])? = nil, report: ReferenceRun? = nil,
        fuzzOnly: [Workload] = []
    ) {
        self.fuzzOnly = fuzzOnly
        self.micro = micro
        self.findings = findings
        self.report = report
    }
}
