internal import CrashContext
import Workloads

/// `compare fuzz`: runs `seeds` scripts from seed `first` under every
/// combination, and prints the first failing script, shrunk, if one fails.
/// With `size`, every script of a workload that has sizes launches its screen
/// at that size (a user's list of a hundred rows), not at a size of its seed's.
/// The command that repeats a failing seed is the executable `name`'s, with
/// the workloads and columns `narrowing` names.
/// `workloads` is the catalogue the scripts draw on (``Fuzzer/catalogue(_:fuzzOnly:)``).
func fuzz(
    seeds: Int, from first: UInt64, workloads: [Workload], combinations: [Combination] = Combination.all, size: Int? = nil, name: String,
    narrowing: [String] = []
) -> ExitCode {
    let start = now()
    var actions = 0
    for offset in 0..<UInt64(seeds) {
        let seed = first &+ offset
        var script = FuzzScript(seed: seed, workloads: workloads)
        if let size, workloads.first(where: { $0.name == script.workload })?.isSized == true { script.size = size }
        actions += script.transactions.joined().count
        // A body that crashes ends the run with its step, and then the script.
        crash_context_set_script("fuzz seed \(seed): \(script.description(in: workloads))")
        defer { crash_context_set_script(nil) }
        guard let failure = Fuzzer.check(script, in: workloads, under: combinations) else { continue }
        let shrunk = Fuzzer.shrink(script, in: workloads, under: combinations)
        StandardOutput.write("""
            fuzz: seed \(seed) fails \(failure)
            shrunk to a script that still fails (\(Fuzzer.check(shrunk, in: workloads, under: combinations).map(\.description) ?? "?")):
            \(shrunk.description(in: workloads))

            """)
        let repeated = ([name, "fuzz"] + narrowing).joined(separator: " ") + " --seeds 1 --seed \(seed)" + (size.map { " --size \($0)" } ?? "")
        complain("seed \(seed) found a difference (printed above); run \(repeated) to repeat it", as: name)
        return .failure
    }
    let seconds = Double(now() - start) / 1e9
    let last = first &+ UInt64(seeds) &- 1
    let sized = size.map { ", at size \($0)" } ?? ""
    // The columns the scripts ran under: those asked for that the workloads have.
    let columns = combinations.filter { combination in workloads.contains { $0.combinations().contains(combination) } }
    StandardOutput.write("fuzz: \(seeds) scripts (seeds \(first) to \(last), \(actions) actions\(sized)) under \(columns.count) combination\(columns.count == 1 ? "" : "s"): no difference, in \(String(format: "%.1f", seconds)) s\n")
    return .success
}
