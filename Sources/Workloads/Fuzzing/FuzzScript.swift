/// One change a fuzz script makes: a kind of change, named by the workload
/// that makes it, and the number drawn for it (a position, an amount, a
/// query). Each workload draws its own (``Workload/fuzzAction(_:)``) and
/// applies those that fit its model; two kinds work on any workload: one of
/// its steps, and a scroll.
///
/// ```swift
/// extension FuzzAction {
///     static func addSeed(_ count: Int) -> FuzzAction { FuzzAction("add-seed", count, "seeds += \(count)") }
/// }
/// ```
public struct FuzzAction: Hashable, Sendable, CustomStringConvertible {
    /// The kind of change: `rename`.
    public let kind: String
    /// The number drawn for it: `rename #3` renames at position 3.
    public let argument: Int
    /// The action as a failing script prints it: `rename #3`.
    public let description: String

    /// The action as a failing script of a workload whose steps are `steps`
    /// (``Workload/steps``) prints it: a step by its name, `step spot`, not
    /// `step #0`; any other as ``description`` says.
    public func description(steps: [String]) -> String {
        guard kind == "step", !steps.isEmpty else { return description }
        // The step the session applies: the argument modulo the number of steps.
        let count = steps.count
        return "step \(steps[(argument % count + count) % count])"
    }

    /// An action of `kind` with `argument`, printed as `description`
    /// (`kind #argument` unless given).
    public init(_ kind: String, _ argument: Int = 0, _ description: String? = nil) {
        self.kind = kind
        self.argument = argument
        self.description = description ?? "\(kind) #\(argument)"
    }

    /// Two actions are the same when they make the same change, however printed.
    public static func == (lhs: FuzzAction, rhs: FuzzAction) -> Bool {
        lhs.kind == rhs.kind && lhs.argument == rhs.argument
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(argument)
    }

    /// Any workload: the changes of its step at this position (modulo the number
    /// of steps), without the flush: how a workload of a user's is fuzzed.
    public static func step(_ position: Int) -> FuzzAction { FuzzAction("step", position, "step #\(position)") }

    /// Any workload: every list of rows scrolls by this many screens (up if
    /// negative), as a swipe does; a lazy list makes the rows that come on screen.
    public static func scroll(_ screens: Int) -> FuzzAction {
        FuzzAction("scroll", screens, "scroll \(screens) screen\(abs(screens) == 1 ? "" : "s")")
    }
}

/// A random series of transactions on one workload at one size: each
/// transaction is some actions, then one flush.
package struct FuzzScript: Sendable, CustomStringConvertible {
    /// The workload's name.
    package var workload: String
    /// The size the screen launches at.
    package var size: Int
    /// The transactions, in order.
    package var transactions: [[FuzzAction]]

    /// The script a seed makes for one of `workloads`: the same seed and
    /// workloads, the same script, on any machine. Each transaction's actions
    /// are the workload's own (``Workload/fuzzAction(_:)``): inserts in the
    /// middle, typing, toggles; or its steps' changes in random order.
    package init(seed: UInt64, workloads: [Workload]) {
        var random = FuzzRandom(seed: seed)
        let chosen = workloads[random.next(upTo: workloads.count)]
        workload = chosen.name
        // Mostly small screens, where every step is cheap; one in eight larger.
        let largest = max(1, chosen.fuzzSize)
        size = !chosen.isSized ? chosen.defaultSize : 1 + random.next(upTo: random.next(upTo: 8) == 0 ? 1_000 : largest)
        let steps = chosen.steps.count
        transactions = (0..<(1 + random.next(upTo: 12))).map { _ in
            (0..<(1 + random.next(upTo: 4))).map { _ in
                chosen.fuzzAction(&random) ?? .step(random.next(upTo: max(steps, 1)))
            }
        }
    }

    /// A script given in full.
    package init(workload: String, size: Int, transactions: [[FuzzAction]]) {
        self.workload = workload
        self.size = size
        self.transactions = transactions
    }

    package var description: String {
        description(steps: [])
    }

    /// The script as a failure prints it, its steps named as its workload
    /// among `catalogue` names them: `step spot`, not `step #0`.
    package func description(in catalogue: [Workload]) -> String {
        description(steps: catalogue.first { $0.name == workload }?.steps ?? [])
    }

    /// One transaction of it, its steps named as `workload` names them.
    package func described(_ transaction: [FuzzAction], in workload: Workload) -> String {
        transaction.map { $0.description(steps: workload.steps) }.joined(separator: "; ")
    }

    /// The script, its steps named by `steps`; by their positions if none.
    private func description(steps: [String]) -> String {
        var lines = ["\(workload) at size \(size):"]
        for (number, transaction) in transactions.enumerated() {
            lines.append("  \(number + 1). " + transaction.map { $0.description(steps: steps) }.joined(separator: "; "))
        }
        return lines.joined(separator: "\n")
    }
}

/// A small, fast, seedable generator (SplitMix64), so that a seed names a
/// script: what a workload draws its fuzz actions from.
public struct FuzzRandom {
    private var state: UInt64

    /// The generator a seed names: the same seed, the same numbers, on any machine.
    public init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in 0..<bound.
    public mutating func next(upTo bound: Int) -> Int {
        Int(next() % UInt64(bound))
    }
}
