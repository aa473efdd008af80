/// One change a fuzz script makes to a model, written once for every
/// combination: each workload applies the actions that fit its model.
public enum FuzzAction: Hashable, Sendable, CustomStringConvertible {
    /// tally: `robins += n`, in place (n may be 0: an in-place no-op).
    case addRobins(Int)
    /// tally: `sparrows += n`, in place.
    case addSparrows(Int)
    /// tally: `robins = robins`, an equal assignment.
    case robinsSame
    /// guide-list: the guide at this position (modulo the count) gets a new name.
    case rename(Int)
    /// guide-list: the guide at this position is assigned the name it has.
    case renameSame(Int)
    /// guide-list: a guide with a new id is appended.
    case append
    /// guide-list: a guide with a new id is inserted at this position (modulo
    /// the count plus one), in the middle as often as not.
    case insert(Int)
    /// guide-list: the guide at this position (modulo the count) is removed.
    case remove(Int)
    /// search: this query (an index into the queries scripts type) is typed
    /// through the field's binding; the query it has is an equal write.
    case type(Int)
    /// search: the settings' units toggle.
    case toggleUnits
    /// search: the root's theme state toggles.
    case toggleTheme
    /// Any workload: the changes of its step at this position (modulo the number
    /// of steps), without the flush: how a workload of a user's is fuzzed.
    case step(Int)
    /// Any workload: every list of rows scrolls by this many screens (up if
    /// negative), as a swipe does; a lazy list makes the rows that come on screen.
    case scroll(Int)

    public var description: String {
        switch self {
        case .addRobins(let n): "robins += \(n)"
        case .addSparrows(let n): "sparrows += \(n)"
        case .robinsSame: "robins = robins"
        case .rename(let at): "rename #\(at)"
        case .renameSame(let at): "rename-same #\(at)"
        case .append: "append"
        case .insert(let at): "insert #\(at)"
        case .remove(let at): "remove #\(at)"
        case .type(let query): "type '\(SearchWorkload.queries[query % SearchWorkload.queries.count])'"
        case .toggleUnits: "toggle units"
        case .toggleTheme: "toggle theme"
        case .step(let step): "step #\(step)"
        case .scroll(let screens): "scroll \(screens) screen\(abs(screens) == 1 ? "" : "s")"
        }
    }
}

/// A random series of transactions on one workload at one size: each
/// transaction is some actions, then one flush.
public struct FuzzScript: Sendable, CustomStringConvertible {
    /// The workload's name.
    public var workload: String
    /// The size the screen launches at.
    public var size: Int
    /// The transactions, in order.
    public var transactions: [[FuzzAction]]

    /// The script a seed makes for one of `workloads`: the same seed and
    /// workloads, the same script, on any machine. A built-in workload gets
    /// actions of its own (inserts in the middle, typing, toggles); any other,
    /// its steps' changes in random order.
    public init(seed: UInt64, workloads: [any Workload] = Workloads.workloads) {
        var random = SplitMix64(seed: seed)
        let chosen = workloads[random.next(upTo: workloads.count)]
        workload = chosen.name
        // Mostly small screens, where every step is cheap; one in eight larger.
        // A lazy list gets more than a screenful as often as not, to scroll.
        let largest = (chosen as? GuideListWorkload)?.container == .lazy ? 80 : 40
        size = !chosen.isSized ? chosen.defaultSize : 1 + random.next(upTo: random.next(upTo: 8) == 0 ? 1_000 : largest)
        let steps = chosen.steps.count
        transactions = (0..<(1 + random.next(upTo: 12))).map { _ in
            (0..<(1 + random.next(upTo: 4))).map { _ in
                switch chosen {
                case is TallyWorkload: Self.tallyAction(&random)
                case let guides as GuideListWorkload:
                    guides.container == .lazy && random.next(upTo: 5) == 0
                        ? .scroll(random.next(upTo: 2) == 0 ? 1 : -1) : Self.guideAction(&random)
                case is SearchWorkload: Self.searchAction(&random)
                default: .step(random.next(upTo: max(steps, 1)))
                }
            }
        }
    }

    /// A script given in full.
    public init(workload: String, size: Int, transactions: [[FuzzAction]]) {
        self.workload = workload
        self.size = size
        self.transactions = transactions
    }

    private static func tallyAction(_ random: inout SplitMix64) -> FuzzAction {
        switch random.next(upTo: 4) {
        case 0: .addRobins(random.next(upTo: 3))
        case 1: .addSparrows(random.next(upTo: 3))
        case 2: .robinsSame
        default: .addRobins(0)
        }
    }

    private static func guideAction(_ random: inout SplitMix64) -> FuzzAction {
        switch random.next(upTo: 6) {
        case 0: .rename(random.next(upTo: 64))
        case 1: .renameSame(random.next(upTo: 64))
        case 2: .append
        case 3: .remove(random.next(upTo: 64))
        case 4: .insert(random.next(upTo: 64))
        default: .rename(random.next(upTo: 64))
        }
    }

    private static func searchAction(_ random: inout SplitMix64) -> FuzzAction {
        switch random.next(upTo: 6) {
        case 0, 1: .type(random.next(upTo: SearchWorkload.queries.count))
        case 2: .rename(random.next(upTo: 64))
        case 3: .renameSame(random.next(upTo: 64))
        case 4: .toggleUnits
        default: .toggleTheme
        }
    }

    public var description: String {
        var lines = ["\(workload) at size \(size):"]
        for (number, transaction) in transactions.enumerated() {
            lines.append("  \(number + 1). " + transaction.map(\.description).joined(separator: "; "))
        }
        return lines.joined(separator: "\n")
    }
}

/// A small, fast, seedable generator (SplitMix64), so that a seed names a script.
struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) {
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
    mutating func next(upTo bound: Int) -> Int {
        Int(next() % UInt64(bound))
    }
}
