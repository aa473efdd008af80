/// What one flush did: the bodies it ran, in order, and the work of diffing children.
package struct Flush: Sendable {
    /// Every body run, in the order run.
    package var runs: [BodyRun] = []
    /// Child inputs compared while diffing (the O(N) work a recompute count hides).
    package var compared = 0
    /// Children not run because their inputs were equal and they were not invalid.
    package var skipped = 0
    /// Views torn down because their parent no longer made them.
    package var removed = 0
    /// Invalidations that arrived for views already torn down, and were dropped.
    package var lateCallbacks = 0
    /// Callbacks from subscriptions already cancelled, since the last flush: a
    /// view's earlier observers, still installed where the strategy cannot
    /// remove one (Apple's Observation), firing into nothing.
    package var droppedCallbacks = 0
    /// Passes over the invalid views; more than one when a body invalidates others.
    package var passes = 0
    /// Whether the flush stopped at ``Graph/passLimit`` with views still invalid.
    package var loopDetected = false
    /// When it did, each view of its last pass, a body that kept changing what
    /// it read, in SwiftUI's words (A15): `LoopView modified state during view
    /// update: it wrote \Loop.n, which its body read`.
    package var stoppedUpdates: [String] = []
    /// Jobs run on the main actor (A14): work the step, the bodies and their
    /// tasks sent there, `DispatchQueue.main`'s blocks among them.
    package var mainActorJobs = 0
    /// Of them, the passes of the run loop that found blocks on the main
    /// dispatch queue (`DispatchQueue.main.async`).
    package var mainQueueBlocks = 0
    /// Whether the main actor's work was still coming when the flush stopped
    /// it, at ``Graph/mainActorLimit`` jobs: work that sends more work forever.
    package var mainActorUnsettled = false
    /// `onChange` actions run (R1, R3).
    package var actions = 0
    /// `onChange` actions not run because theirs had run in this flush already,
    /// each as SwiftUI reports it: `Counter: onChange(of: Int) action tried to
    /// update multiple times per frame.`
    package var stoppedActions: [String] = []
    /// Tasks started (R2, R3): a view with a `task` appeared, or its id changed.
    package var tasksStarted = 0
    /// Tasks cancelled before they finished: their view went, or their id changed.
    package var tasksCancelled = 0
    /// The views whose bodies could not run, each with what it takes from the
    /// environment and no ancestor placed: `LogLine reads @Environment(Log.self), but …`.
    package var missingEnvironment: [String] = []
    /// The controls the step acted on that were not on screen (A11), each
    /// with those of its kind that were: `tapped the button "Save", which is not on screen; …`.
    package var unfoundControls: [String] = []

    /// How many views were alive when it ended: the screen the step left, as
    /// timing compares a repetition with its counted run (A13).
    package var liveViews = 0

    /// Models initialised by the step and the flush: a view's `@State` of a
    /// model class makes one per identity under the `@State` macro, one at
    /// every initialisation of the view under the property wrapper.
    package var modelsInitialised = 0

    /// A flush that ran nothing.
    package init() {}

    /// How many bodies ran.
    package var recomputes: Int { runs.count }
    /// The names of the bodies run, in order.
    package var bodies: [String] { runs.map(\.view) }
}

extension Flush {
    /// The bodies run, in order, with consecutive runs of one view written once
    /// with their count: `GuideCount GuideList GuideRow×1000`. What a
    /// spreadsheet cell can hold where the full list (``bodies``) cannot.
    package var bodySummary: String { Self.summary(of: bodies) }

    /// The longest summary kept in order; past it, each view's total is given
    /// instead, in the order the views first ran, marked `(by view)`. Well under
    /// a spreadsheet cell's 32,767 characters.
    static let summaryLimit = 30_000

    /// `names` with each run of one name written once with its count (`GuideRow×3`).
    package static func summary(of names: [String]) -> String {
        var parts: [String] = []
        var length = 0
        var index = names.startIndex
        while index < names.endIndex {
            let name = names[index]
            var end = index + 1
            while end < names.endIndex && names[end] == name { end += 1 }
            let part = end - index == 1 ? name : "\(name)×\(end - index)"
            parts.append(part)
            length += part.count + 1
            if length > summaryLimit { return totals(of: names) }
            index = end
        }
        return parts.joined(separator: " ")
    }

    /// Each view's number of runs, in the order the views first ran.
    private static func totals(of names: [String]) -> String {
        var order: [String] = []
        var counts: [String: Int] = [:]
        for name in names {
            if counts[name] == nil { order.append(name) }
            counts[name, default: 0] += 1
        }
        return order.map { counts[$0] == 1 ? $0 : "\($0)×\(counts[$0]!)" }.joined(separator: " ") + " (by view)"
    }

    /// The names a summary in order stands for (`GuideRow×2` is two runs); nil
    /// for a count that is not a positive whole number.
    package static func names(inSummary summary: String) -> [String]? {
        var names: [String] = []
        for part in summary.split(separator: " ") {
            let pieces = part.split(separator: "×", omittingEmptySubsequences: false)
            guard pieces.count <= 2 else { return nil }
            let count = pieces.count == 2 ? Int(pieces[1]) : 1
            guard let count, count > 0, !pieces[0].isEmpty else { return nil }
            names += repeatElement(String(pieces[0]), count: count)
        }
        return names
    }
}

/// What a page of the tree needs to mark each view as the flush's counts
/// count it: how many times each view was compared and skipped, which views
/// of the graph's own (a stack, a link) were made again, and the rows of a
/// lazy list compared off screen, where no view is.
package struct PageFacts: Sendable {
    /// By the graph's id of a view, how many times the flush compared it
    /// (once for each run of its parent that found it there), and how many of
    /// those skipped it: what ``Flush/compared`` and ``Flush/skipped`` add up.
    package var compared: [Int: Int] = [:]
    package var skipped: [Int: Int] = [:]
    /// The views of the graph's own whose content was made again in the
    /// flush (their maker ran or their own state changed); their runs are not
    /// counted as bodies.
    package var updated: Set<Int> = []
    /// By the graph's id of a lazy list's parent, the rows it compared off
    /// screen: paired with the last run's elements, never made, never run.
    package var comparedOffScreen: [Int: Int] = [:]

    package init() {}

    /// Notes that the view of `id` was compared once, and whether it was skipped.
    mutating func noteCompared(_ id: Int, skipped: Bool) {
        compared[id, default: 0] += 1
        if skipped { self.skipped[id, default: 0] += 1 }
    }
}
