import Workloads

/// The workloads the built-in `compare` knows, by name.
package let builtInWorkloads: [Workload] = [.tally, .guideList(), .search, .pantry] + Workload.traps

/// The screens `compare fuzz` draws on beside the built-in workloads, made
/// for fuzzing alone: panels, the graph's data flow at its edges, and
/// voyage, the vocabulary held to an account of its own.
package let fuzzOnlyWorkloads: [Workload] = [.panels, .voyage]

/// What the built-in `compare fuzz` draws its scripts from.
package let builtInFuzzCatalogue: [Workload] = Fuzzer.catalogue(builtInWorkloads, fuzzOnly: fuzzOnlyWorkloads)
