import Workloads

/// `compare fuzz`: runs `seeds` scripts from seed `first` under every
/// combination, and prints the first failing script, shrunk, if one fails.
func fuzz(seeds: Int, from first: UInt64, workloads given: [any Workload]) -> ExitCode {
    let workloads = Fuzzer.catalogue(given)
    let start = now()
    var actions = 0
    for offset in 0..<UInt64(seeds) {
        let seed = first &+ offset
        let script = FuzzScript(seed: seed, workloads: workloads)
        actions += script.transactions.joined().count
        guard let failure = Fuzzer.check(script, in: workloads) else { continue }
        let shrunk = Fuzzer.shrink(script, in: workloads)
        print("""
            fuzz: seed \(seed) fails \(failure)
            shrunk to a script that still fails (\(Fuzzer.check(shrunk, in: workloads).map(\.description) ?? "?")):
            \(shrunk)
            """)
        complain("seed \(seed) found a difference (printed above); run compare fuzz --seeds 1 --seed \(seed) to repeat it")
        return .failure
    }
    let seconds = Double(now() - start) / 1e9
    let last = first &+ UInt64(seeds) &- 1
    print("fuzz: \(seeds) scripts (seeds \(first) to \(last), \(actions) actions) under \(Combination.all.count) combinations: no difference, in \(String(format: "%.1f", seconds)) s")
    return .success
}
