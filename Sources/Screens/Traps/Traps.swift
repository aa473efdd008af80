import ViewGraph
import Workloads

// The traps, one small screen each (docs/findings.md, T1-T12, S2, S4, S5 and S6).

extension Workload {
    /// The traps SwiftUI engineers fall into, each measured in every column it
    /// has; their object columns read each screen as written (A4), since a
    /// trap measures the source as a SwiftUI engineer wrote it.
    package static let traps: [Workload] = [
        .subclass, .computed, .seededState, .keptObject, .forEachSelf, .resetIdentity, .bindingGetSet, .onChangeLoop,
        .taskPerKeystroke, .optionalEnvironment, .missingEnvironment, .untilFinished, .formBinding, .stateInitialiser,
        .bindingsIntoModels, .didSetSave, .twoWindows, .bodyWrites,
    ]
}
