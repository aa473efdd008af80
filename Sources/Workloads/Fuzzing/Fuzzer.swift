import ViewGraph

/// Runs fuzz scripts under every combination and checks, after every
/// transaction, what must hold whatever the script: property and observation
/// run the same bodies; no view is stale; object-level runs no fewer bodies
/// than property-level for the same kind.
public enum Fuzzer {
    /// What went wrong, and after which transaction (0 is the launch).
    public struct Failure: Error, CustomStringConvertible {
        /// The transaction after which a check failed; 0 is the launch.
        public let transaction: Int
        /// What was found, in a sentence.
        public let problem: String
        public var description: String { "after transaction \(transaction): \(problem)" }
    }

    /// The first failure of `script`, or nil if every check holds.
    public static func check(_ script: FuzzScript) -> Failure? {
        guard let workload = workloads.first(where: { $0.name == script.workload }) else {
            return Failure(transaction: 0, problem: "no workload named \(script.workload)")
        }
        var runs: [Combination: [Flush]] = [:]
        for combination in Combination.all {
            let session = workload.session(combination, size: script.size)
            var flushes = [session.launch()]
            if let stale = session.staleViews().first {
                return Failure(transaction: 0, problem: "\(combination): \(stale)")
            }
            for (number, transaction) in script.transactions.enumerated() {
                for action in transaction { session.apply(action) }
                flushes.append(session.flush())
                if let stale = session.staleViews().first {
                    return Failure(transaction: number + 1, problem: "\(combination): \(stale)")
                }
                if flushes.last!.loopDetected {
                    return Failure(transaction: number + 1, problem: "\(combination): the flush did not settle")
                }
            }
            session.tearDown()
            runs[combination] = flushes
        }
        for kind in Kind.allCases {
            let property = runs[Combination(.property, kind)]!
            let observation = runs[Combination(.observation, kind)]!
            let object = runs[Combination(.object, kind)]!
            for step in property.indices {
                if property[step].bodies != observation[step].bodies {
                    return Failure(transaction: step, problem:
                        "property·\(kind) ran \(property[step].bodies) but observation·\(kind) ran \(observation[step].bodies)")
                }
                if object[step].recomputes < property[step].recomputes {
                    return Failure(transaction: step, problem:
                        "object·\(kind) ran \(object[step].recomputes) bodies, fewer than property·\(kind)'s \(property[step].recomputes)")
                }
            }
        }
        return nil
    }

    /// A shorter script that fails the same way: transactions, then actions,
    /// then size are cut for as long as the script still fails.
    public static func shrink(_ script: FuzzScript) -> FuzzScript {
        var best = script
        var shrunk = true
        while shrunk {
            shrunk = false
            for candidate in smaller(best) where check(candidate) != nil {
                best = candidate
                shrunk = true
                break
            }
        }
        return best
    }

    /// Scripts one step smaller than `script`.
    private static func smaller(_ script: FuzzScript) -> [FuzzScript] {
        var candidates: [FuzzScript] = []
        for index in script.transactions.indices where script.transactions.count > 1 {
            var fewer = script
            fewer.transactions.remove(at: index)
            candidates.append(fewer)
        }
        for index in script.transactions.indices where script.transactions[index].count > 1 {
            for action in script.transactions[index].indices {
                var fewer = script
                fewer.transactions[index].remove(at: action)
                candidates.append(fewer)
            }
        }
        if script.size > 1 {
            var smaller = script
            smaller.size = script.size / 2
            candidates.append(smaller)
            smaller.size = script.size - 1
            candidates.append(smaller)
        }
        return candidates
    }
}
