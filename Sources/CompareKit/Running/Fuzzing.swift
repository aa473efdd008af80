import Workloads

/// `compare fuzz`: runs `seeds` scripts from seed `first` under every
/// combination, and prints the first failing script, shrunk, if one fails.
/// With `size`, every script of a workload that has sizes launches its screen
/// at that size (a user's list of a hundred rows), not at a size of its seed's.
/// The command that repeats a failing seed is the executable `name`'s.
/// `workloads` is the catalogue the scripts draw on (``Fuzzer/catalogue(_:fuzzOnly:)``).
func fuzz(seeds: Int, from first: UInt64, workloads: [Workload], size: Int? = nil, name: String) -> ExitCode {
    let start = now()
    var actions = 0
    for offset in 0..<UInt64(seeds) {
        let seed = first &+ offset
        var script = FuzzScript(seed: seed, workloads: workloads)
        if let size, workloads.first(where: { $0.name == script.workload })?.isSized == true { script.size = size }
        actions += script.transactions.joined().count
        guard let failure = Fuzzer.check(script, in: workloads) else { continue }
        let shrunk = Fuzzer.shrink(script, in: workloads)
        StandardOutput.write("""
            fuzz: seed \(seed) fails \(failure)
            shrunk to a script that still fails (\(Fuzzer.check(shrunk, in: workloads).map(\.description) ?? "?")):
            \(shrunk.description(in: workloads))

            """)
        let repeated = "\(name) fuzz --seeds 1 --seed \(seed)" + (size.map { " --size \($0)" } ?? "")
        complain("seed \(seed) found a difference (printed above); run \(repeated) to repeat it", as: name)
        return .failure
    }
    let seconds = Double(now() - start) / 1e9
    let last = first &+ UInt64(seeds) &- 1
    let sized = size.map { ", at size \($0)" } ?? ""
    StandardOutput.write("fuzz: \(seeds) scripts (seeds \(first) to \(last), \(actions) actions\(sized)) under \(Combination.all.count) combinations: no difference, in \(String(format: "%.1f", seconds)) s\n")
    return .success
}
