/// What the built-in `compare` measures beside workloads: the harness's own
/// micro-benchmarks (`compare micro`) and its findings (`compare findings`).
/// A package's `compare` leaves them out, or gives its own.
///
/// ```swift
/// runCompare(workloads: myWorkloads, measures: Measures(findings: { [myFinding()] }))
/// ```
public struct Measures: Sendable {
    /// The operations `compare micro` measures, and their targets; nil for none.
    public let micro: MicroSuite?
    /// The findings `compare findings` measures, each when it runs; nil for none.
    public let findings: (@Sendable () -> [Finding])?

    /// Measures of `micro` and `findings`, either of them none.
    public init(micro: MicroSuite? = nil, findings: (@Sendable () -> [Finding])? = nil) {
        self.micro = micro
        self.findings = findings
    }
}
