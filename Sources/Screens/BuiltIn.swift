import Workloads

/// The workloads the built-in `compare` knows, by name.
package let builtInWorkloads: [Workload] = [.tally, .guideList(), .search, .pantry] + Workload.traps

/// The screens `compare fuzz` draws on beside the built-in workloads: panels,
/// made for fuzzing alone.
package let fuzzOnlyWorkloads: [Workload] = [.panels]

/// What the built-in `compare fuzz` draws its scripts from.
package let builtInFuzzCatalogue: [Workload] = Fuzzer.catalogue(builtInWorkloads, fuzzOnly: fuzzOnlyWorkloads)
