import Foundation
import ViewGraph

/// Runs fuzz scripts under every combination and checks, after every
/// transaction, what must hold whatever the script: every flush runs what an
/// independent reference walk says it must (``Reference``); property and
/// observation run the same bodies, of the same views, for the same kind of
/// cause, and compare, skip and tear down the same children; no view is stale;
/// object-level runs no fewer bodies than property-level for the same kind,
/// in the workloads where that is a law (tally and guide-list).
package enum Fuzzer {
    /// What went wrong, and after which transaction (0 is the launch).
    package struct Failure: Error, CustomStringConvertible {
        /// The transaction after which a check failed; 0 is the launch.
        package let transaction: Int
        /// What was found, in a sentence.
        package let problem: String
        package var description: String { "after transaction \(transaction): \(problem)" }
    }

    /// The workloads `compare fuzz` draws its scripts from: `workloads`, each
    /// beside its other forms (``Workload/variants``: guide-list's lazy twin,
    /// whose scripts also scroll), then `fuzzOnly`, screens made for fuzzing
    /// alone (the built-in panels).
    /// With `named`, the workloads a command line named: each is fuzzed
    /// whether or not the default draw takes it.
    package static func catalogue(_ workloads: [Workload], fuzzOnly: [Workload] = [], named: Bool = false) -> [Workload] {
        let expanded = workloads.filter { named || $0.isFuzzed }.flatMap { workload -> [Workload] in
            guard let variants = workload.variants else { return [workload] }
            return [workload] + variants.values.map(variants.workload).filter { $0.name != workload.name }
        }
        return expanded + fuzzOnly
    }

    /// The first failure of `script`, on the workload of its name among
    /// `catalogue`, or nil if every check holds.
    package static func check(
        _ script: FuzzScript, in catalogue: [Workload], under combinations: [Combination] = Combination.all
    ) -> Failure? {
        guard let workload = catalogue.first(where: { $0.name == script.workload }) else {
            return Failure(transaction: 0, problem: "no workload named \(script.workload)")
        }
        var runs: [Combination: [Flush]] = [:]
        var shown: [[Rendered]] = []
        let columns = workload.combinations().filter(combinations.contains)
        for combination in columns {
            let run = StepRun(workload, combination, size: script.size)
            let session = run.session
            var flushes = [run.launch.flush]
            // A10: a view stale only in the screen's ObservableObject port is the port's
            // finding; from then on the port shows what it shows, held to its own
            // reference walk alone, not to the texts of the columns the screen was written for.
            var portWentStale = false
            func stale(after number: Int) -> Failure? {
                // A trap named on the command line goes stale where it says it does.
                let found = session.staleViews(), allowed = { (stale: Stale) in
                    stale.inThePort || workload.mayLeaveStale(stale.view, in: combination)
                }
                if found.contains(where: allowed) { portWentStale = true }
                return found.first { !allowed($0) }.map { Failure(transaction: number, problem: "\(combination): \($0)") }
            }
            if let failure = sameText(session.rendered(), as: &shown, at: 0, combination, first: columns[0]) { return failure }
            if let failure = stale(after: 0) { return failure }
            let reference = session.reference()
            // The vocabulary's own account, where the screen has one: it leaves out
            // what a person could not do on the screen as last shown, in every column alike.
            let account = workload.account?()
            if let difference = account?.difference(from: session.graph, flush: run.launch.flush) {
                return Failure(transaction: 0, problem: "\(combination): \(difference)")
            }
            for (number, drawn) in script.transactions.enumerated() {
                let transaction = account.map { drawn.filter($0.admits) } ?? drawn
                let flush = run.apply(transaction, as: "fuzz transaction \(number + 1) (\(script.described(transaction, in: workload)))").flush
                flushes.append(flush)
                if account != nil, let miss = flush.unfoundControls.first {
                    return Failure(transaction: number + 1, problem: "\(combination): the vocabulary's account has it on screen, but \(miss)")
                }
                if let difference = account?.difference(from: session.graph, flush: flush) {
                    return Failure(transaction: number + 1, problem: "\(combination): \(difference)")
                }
                if let failure = stale(after: number + 1) { return failure }
                if flush.loopDetected {
                    return Failure(transaction: number + 1, problem: "\(combination): the flush did not settle")
                }
                if let difference = reference.account().difference(from: flush) {
                    return Failure(transaction: number + 1, problem: "\(combination): \(difference)")
                }
                if !portWentStale,
                    let failure = sameText(session.rendered(), as: &shown, at: number + 1, combination, first: columns[0])
                {
                    return failure
                }
            }
            run.stop()
            runs[combination] = flushes
        }
        if let failure = compare(runs, objectRunsNoFewer: workload.objectRunsNoFewerThanProperty) { return failure }
        return compareWatchers(script, workload)
    }

    /// Whether the screen shows, after `transaction`, what the first
    /// combination showed then: every strategy and kind must show the same
    /// texts, view for view, since they hold the same data. The first
    /// combination's screens are kept in `shown`.
    static func sameText(
        _ rendered: [Rendered], as shown: inout [[Rendered]], at transaction: Int, _ combination: Combination,
        first firstCombination: Combination
    ) -> Failure? {
        guard transaction < shown.count else {
            shown.append(rendered)
            return nil
        }
        let first = shown[transaction]
        // What is shown, not ids made anew in each session (a UUID per element).
        let seen = rendered.map(Seen.init), seenFirst = first.map(Seen.init)
        guard seen != seenFirst else { return nil }
        let at = zip(seen, seenFirst).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(seen.count, seenFirst.count)
        let mine = at < rendered.count ? "\(rendered[at].view) \"\(rendered[at].text)\"" : "nothing"
        let theirs = at < first.count ? "\(first[at].view) \"\(first[at].text)\"" : "nothing"
        return Failure(transaction: transaction, problem:
            "\(combination) shows \(mine) where \(firstCombination) shows \(theirs) (view \(at + 1) in tree order)")
    }

    /// Where a script's watchers suspend: after some actions of a transaction,
    /// picked from the transaction's number and the action's place, and always
    /// at its end.
    static func suspends(transaction: Int, action: Int) -> Bool {
        (transaction &* 7 &+ action) % 3 == 1
    }

    /// Which actions of a script are made inside a watcher's loop body, while
    /// it is busy with the value the actions before them gave it: some after
    /// the first of a transaction, picked from the transaction's number and
    /// the action's place.
    static func duringDelivery(transaction: Int, action: Int) -> Bool {
        action > 0 && (transaction &* 5 &+ action) % 3 == 0
    }

    /// The first transaction after which property's watchers received other
    /// values than observation's (W1 to W4), with suspension points between
    /// some actions; nil if they received the same, in the same order.
    static func compareWatchers(_ script: FuzzScript, _ workload: Workload) -> Failure? {
        guard !workload.watchers.isEmpty else { return nil }
        for kind in workload.kinds {
            let received = [Notify.property, .observation].map { notify in
                let run = StepRun(workload, Combination(notify, kind), size: script.size, watching: .all(continuous: false))
                defer { run.stop() }
                return [run.launch.deliveries.map(\.traced)] + script.transactions.enumerated().map { number, actions in
                    run.apply(
                        actions, suspendingAfter: { suspends(transaction: number + 1, action: $0) },
                        duringDelivery: { duringDelivery(transaction: number + 1, action: $0) }
                    ).deliveries.map(\.traced)
                }
            }
            for (transaction, (property, observation)) in zip(received[0], received[1]).enumerated()
            where property != observation {
                return Failure(transaction: transaction, problem:
                    "property·\(kind)'s watchers received \(property) but observation·\(kind)'s \(observation)")
            }
        }
        return nil
    }

    /// The first difference between the combinations' flushes, transaction by
    /// transaction: property against observation, and object against property
    /// where the workload makes that a law.
    static func compare(_ runs: [Combination: [Flush]], objectRunsNoFewer: Bool = true) -> Failure? {
        for kind in Kind.allCases {
            guard let property = runs[Combination(.property, kind)] else { continue }
            for (step, flush) in property.enumerated() {
                if let observation = runs[Combination(.observation, kind)]?[step],
                    let difference = difference(flush, observation)
                {
                    return Failure(transaction: step, problem: "property·\(kind) \(difference) observation·\(kind)")
                }
                if objectRunsNoFewer, let object = runs[Combination(.object, kind)]?[step], object.recomputes < flush.recomputes {
                    return Failure(transaction: step, problem:
                        "object·\(kind) ran \(object.recomputes) bodies, fewer than property·\(kind)'s \(flush.recomputes)")
                }
            }
        }
        return nil
    }

    /// How `property`'s flush differs from `observation`'s, as the middle of a
    /// sentence; nil if they ran the same views for the same kinds of cause
    /// and diffed the same children. Observation does not say which property
    /// changed, so a key path and "a property" count as the same cause.
    private static func difference(_ property: Flush, _ observation: Flush) -> String? {
        let mine = property.runs.map(neutral), theirs = observation.runs.map(neutral)
        if mine != theirs {
            return "ran \(mine.map(\.identified)) with causes \(mine.map(\.causes.sentence)) but"
                + " \(theirs.map(\.identified)) with causes \(theirs.map(\.causes.sentence)) ran under"
        }
        for (name, a, b) in [
            ("compared", property.compared, observation.compared), ("skipped", property.skipped, observation.skipped),
            ("tore down", property.removed, observation.removed),
        ] where a != b {
            return "\(name) \(a) children but \(b) under"
        }
        return nil
    }

    /// What a view shows where it stands, its path's ids made anew in each session put aside.
    private struct Seen: Equatable {
        let view: String, path: [ViewIdentity], text: String
        init(_ rendered: Rendered) {
            (view, path, text) = (rendered.view, rendered.path.map(Fuzzer.stable), rendered.text)
        }
    }

    /// A key whose id is made anew in each session (a `UUID`), which two
    /// sessions over the same data cannot share, as a key that says nothing.
    static func stable(_ key: ViewIdentity) -> ViewIdentity {
        switch key {
        case .id(let id) where id.base is UUID: .position
        case .row(let slot, let id) where id.base is UUID: .slot(slot)
        default: key
        }
    }

    /// A run with any property-level cause worded the same, whichever framework
    /// named it, and its key's id put aside if it is made anew in each session.
    private static func neutral(_ run: BodyRun) -> BodyRun {
        BodyRun(view: run.view, key: stable(run.key), causes: run.causes.map { cause in
            switch cause {
            case .property, .unnamedProperty: .unnamedProperty(framework: "either framework")
            case .inputs, .holding, .state, .environment, .identity: cause
            }
        })
    }

    /// A shorter script that still fails: transactions, then actions, then
    /// size are cut for as long as the script still fails.
    package static func shrink(
        _ script: FuzzScript, in catalogue: [Workload], under combinations: [Combination] = Combination.all
    ) -> FuzzScript {
        shrink(script) { check($0, in: catalogue, under: combinations) != nil }
    }

    /// A shorter script for which `fails` still holds.
    static func shrink(_ script: FuzzScript, while fails: (FuzzScript) -> Bool) -> FuzzScript {
        var best = script
        var shrunk = true
        while shrunk {
            shrunk = false
            for candidate in smaller(best) where fails(candidate) {
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
