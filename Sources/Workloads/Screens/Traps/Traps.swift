@_spi(Graph) import ViewGraph

// The traps, one small screen each (docs/findings.md, T1-T11).

extension Workload {
    /// The traps SwiftUI engineers fall into, each measured in every column it has.
    public static let traps: [Workload] = [
        .subclass, .computed, .seededState, .keptObject, .forEachSelf, .resetIdentity, .bindingGetSet, .onChangeLoop,
        .taskPerKeystroke, .optionalEnvironment, .missingEnvironment, .untilFinished,
    ]
}
