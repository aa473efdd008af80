/// A tree of views that runs bodies under a strategy's tracking, re-runs the
/// invalid ones once per flush, parents first, and records every run.
///
/// A graph is used from one thread at a time (it is not `Sendable`); only its
/// ``Inbox`` of invalidations is reached from other threads.
///
/// ```swift
/// // Workloads' Combination gives each strategy's tracker.
/// let graph = Graph(root: ContentView(sightings: Ref(sightings)), tracker: Combination(.property, .class).tracker)
/// _ = graph.launch()              // every body runs once
/// sightings.robins += 1
/// let flush = graph.flush()       // RobinLine and TotalLine run again
/// print(flush.bodies)
/// ```
package final class Graph {
    package let tracker: any Tracker
    let rootView: any View
    /// How the screen's `@State` is declared: the one its session runs under
    /// when the graph is made (``StateDeclaration/enter()``).
    package let stateDeclaration = StateDeclaration.current
    // The graph is used from one thread, and none of the accesses below overlap,
    // so the run-time exclusivity check (a thread-local lookup per access) is off.
    @exclusivity(unchecked) package var root: Node?
    /// Every live view, at its id: ids are handed out in order and never reused,
    /// so an array finds one without hashing; a torn-down view leaves nil.
    @exclusivity(unchecked) package var nodes: [Node?] = []
    /// How many views are alive.
    @exclusivity(unchecked) package var liveCount = 0
    /// How many live views have state or read the environment: while none do,
    /// the stale check renders as it walks, with no from-scratch tree.
    @exclusivity(unchecked) package var viewsWithDynamicProperties = 0
    /// The type of the last view made: the rows of a list share one, so most
    /// views skip the shared table of types and its lock.
    @exclusivity(unchecked) package var lastType: ViewType?
    /// How each view type's inputs are compared (G11), kept by the graph, which
    /// runs on one thread, so that comparing a child takes no lock.
    @exclusivity(unchecked) package var comparisons: [ObjectIdentifier: Comparison] = [:]
    @exclusivity(unchecked) package var nextID = 0
    /// Whether the children being made are their parent's first (``runsAsMade(_:)``).
    @exclusivity(unchecked) package var makingFirstChildren = false
    /// How many new views, each inside the last, are running as they were made.
    @exclusivity(unchecked) package var runningAsMade = 0
    package let inbox = Inbox()
    /// Which view is running, for the state and environment its body reads.
    package let reading: Reading
    /// How many views are invalid and have not run yet in this flush.
    @exclusivity(unchecked) package var pendingCount = 0
    /// The runs, comparisons and skips of the flush under way.
    @exclusivity(unchecked) package var current = Flush()
    /// What the flushes since ``takePageFacts()`` did that a page of the tree
    /// needs (``PageFacts``); nil unless ``recordsPageFacts`` is set. Kept on
    /// the graph, not in the flush's record, which every flush makes and
    /// hands back.
    @exclusivity(unchecked) package var pageFacts: PageFacts?
    /// Whether the flushes record what a page of the tree needs.
    package var recordsPageFacts = false {
        didSet { pageFacts = recordsPageFacts ? PageFacts() : nil }
    }

    /// What the flushes did since the last take, for a page; nil unless recorded.
    package func takePageFacts() -> PageFacts? {
        defer { if recordsPageFacts { pageFacts = PageFacts() } }
        return pageFacts
    }
    /// The runs of the last flush's record, shared with whoever took the
    /// record: once they let it go, the next flush empties the array in place
    /// and records into it, so that a step allocates no array for its runs.
    /// Kept only while small: a launch's million runs are freed with its record.
    @exclusivity(unchecked) private var lastRuns: [BodyRun] = []
    /// The most runs whose array is kept for the next flush.
    private static let keptRuns = 64
    /// The invalid views of the pass under way, in tree order, and how many of
    /// them the walk has passed: a flush walks the tree from the root (G4).
    /// Kept between flushes for its storage.
    @exclusivity(unchecked) package var walk: [Node] = []
    @exclusivity(unchecked) package var walked = 0
    /// The invalidations the flush took from the inbox, being marked; empty
    /// between drains, its storage swapped with the inbox's at each one.
    @exclusivity(unchecked) package var drained: [(id: Int, cause: Cause)] = []
    /// The `onChange` actions due at the end of the pass under way (R1).
    @exclusivity(unchecked) package var queued: [QueuedAction] = []
    /// How many flushes, the launch included, have begun: an action runs once in each.
    @exclusivity(unchecked) package var flushes = 0
    /// Where the views' tasks run (R2), and the main actor while the graph
    /// works (A14): turned by the graph's thread before and after each pass.
    package let pump: Pump
    /// Whether a flush also runs what waits on the main dispatch queue
    /// (`DispatchQueue.main.async`) when it runs on the main thread, where the
    /// queue is the run loop's to drain: a counted run does; a timed
    /// repetition does when its counted run found work there, since each
    /// look costs a pass of the run loop.
    @exclusivity(unchecked) package var drainsMainQueue = false
    /// The values the screen keeps by key, shared by the views that attach to
    /// them (``_DynamicPropertyStorage/attach(_:toShared:startingAt:)``).
    @exclusivity(unchecked) package var shared: [String: Location] = [:]
    /// Whether one view value's dynamic properties serve two views (a window
    /// group's content in two windows opened at once): every view is then
    /// pointed at its own storage before each run, not only when it gets a
    /// new value.
    @exclusivity(unchecked) package var reattachesEveryRun = false
    /// Where the runs of the pass under way begin in the flush's record.
    @exclusivity(unchecked) package var lastPass = 0
    /// How many steps (or a fuzz script's actions) have made their changes
    /// since the last flush: a row acted on by its place after another of them
    /// in the same transaction may no longer stand there.
    @exclusivity(unchecked) package var changesSinceFlush = 0
    /// The controls steps looked for since the last flush and did not find (A11).
    @exclusivity(unchecked) package var unfoundControls: [String] = []
    /// The live views that present a sheet, an alert or another modal
    /// presentation when their binding says so (A9): where a step looks first.
    @exclusivity(unchecked) package var presenters: Set<Int> = []
    /// Whether a view holds a `@FocusState`: a field a step types into then
    /// takes the focus from the others (``moveFocus(to:)``).
    @exclusivity(unchecked) package var bindsFocus = false
    /// What clocks each flush phase by phase, for a breakdown of a step's
    /// time; nil, as every graph has it but a measurement's.
    @exclusivity(unchecked) package var phaseClock: PhaseClock?

    /// How many passes a flush makes before it stops and reports a loop: a body
    /// that invalidates what it reads would otherwise run forever.
    package static let passLimit = 100

    /// How many jobs a flush runs on the main actor before it stops and reports
    /// work that never settles (A14): a job that sends itself again would
    /// otherwise run forever.
    package static let mainActorLimit = 10_000

    /// How many rows a screen shows: a lazy list makes and runs this many, from
    /// the first row its viewport shows; ``scroll(byScreens:)`` moves it by as many.
    package static let rowsOnScreen = 20

    /// A view due to run, and why. New inputs alone (`@self`), nearly every run
    /// of a long list, hold no array: that spares a retain and a release per entry.
    package struct Due {
        let node: Node
        /// Why it runs; nil for new inputs alone.
        let causes: [Cause]?

        /// `node`, due for `causes`.
        init(_ node: Node, _ causes: [Cause]) {
            self.node = node
            self.causes = causes
        }

        /// `node`, due because it is new or its inputs changed.
        init(newInputs node: Node) {
            self.node = node
            self.causes = nil
        }
    }

    /// Where a list of rows is scrolled to, and what a lazy one makes its rows from.
    package struct Window {
        /// The first row on screen.
        var offset: Int
        /// How many rows the list has.
        var count = 0
        /// For a lazy list, its rows made from the graph's copy of the elements:
        /// what scrolling makes the rows that come on screen from. Nil when eager.
        var rows: (any RowList)?

        /// The rows on screen: a screenful from `offset`, moved up if the list
        /// ends before the screen does.
        var onScreen: Range<Int> {
            let start = Swift.max(0, Swift.min(offset, count - Graph.rowsOnScreen))
            return start..<Swift.min(count, start + Graph.rowsOnScreen)
        }
    }
    /// Each list of rows' window, by its view's id.
    @exclusivity(unchecked) package var windows: [Int: Window] = [:]
    /// The lazy lists scrolled since the last flush, which makes their new rows.
    @exclusivity(unchecked) package var scrolled: Set<Int> = []

    /// Creates a graph for the screen `root`, its bodies run under `tracker`.
    /// `pump`, the graph's main actor, is the one the screen was made on, if
    /// it was made standing in for the main actor (``Pump/standIn()``).
    package init(root: some View, tracker: any Tracker, pump: Pump = Pump()) {
        self.rootView = root
        self.tracker = tracker
        self.pump = pump
        reading = Reading(inbox: inbox)
    }

    /// Scrolls every list of rows by `screens` screens (down if positive), as a
    /// user's swipe does: a lazy list makes and runs the rows that come on screen
    /// and tears down those that leave at the next ``flush()``, without running
    /// the body that made it; an eager list has made every row already.
    package func scroll(byScreens screens: Int) {
        for (id, window) in windows {
            var moved = window
            moved.offset = max(0, min(window.offset + screens * Self.rowsOnScreen, window.count - Self.rowsOnScreen))
            guard moved.offset != window.offset else { continue }
            windows[id] = moved
            if moved.rows != nil { scrolled.insert(id) }
        }
    }

    /// The index of the first row on screen in the first list of rows: where a
    /// step that changes what the user sees finds it. Zero with no list.
    package var firstRowOnScreen: Int {
        windows.min { $0.key < $1.key }?.value.onScreen.lowerBound ?? 0
    }

    /// Runs every body for the first time, from the root down.
    package func launch() -> Flush {
        precondition(root == nil, "launch() is called once")
        let stood = pump.standIn()
        defer { pump.standDown(stood) }
        current = Flush()
        flushes += 1
        let node = makeNode(rootView, key: .position, parent: nil)
        root = node
        run(node, causes: nil)
        finishWalk()
        current.passes = 1
        // What the launch's reactions and tasks wrote runs in passes of the launch.
        if !queued.isEmpty || pump.hasJobs || drainsMainQueue {
            runReactions()
            settle()
        }
        return finishFlush()
    }

    /// G3: re-runs every view invalidated since the last flush, once each,
    /// parents first, and returns what ran.
    ///
    /// In a list scrolled since the last flush, the rows that left the screen
    /// are torn down first, so that none of them runs; the rows that came on
    /// screen are made once every invalid view has run, as a lazy container
    /// lays them out after the update, from data already up to date. A list
    /// whose own body runs does both as it runs.
    package func flush() -> Flush {
        let stood = pump.standIn()
        defer { pump.standDown(stood) }
        phaseClock?.start()
        // The record is the empty one the last flush left (finishFlush): no
        // body runs between flushes.
        if !lastRuns.isEmpty {
            // Emptied in place if the last record was let go, copied if not.
            lastRuns.empty()
            swap(&current.runs, &lastRuns)
        }
        flushes += 1
        settle()
        let done = finishFlush()
        phaseClock?.lap(.flush)
        return done
    }

    /// Runs passes until no view is invalid and no scrolled list waits for its
    /// rows, or until ``passLimit``; each pass ends with the reactions it queued.
    package func settle() {
        var first = true
        while true {
            // A14: what was sent to the main actor runs before the pass that shows what it changed.
            let jobsBefore = current.mainActorJobs
            runMainActorWork()
            guard inbox.drain(into: &drained) else {
                if first { dropRowsThatLeftTheScreen() }
                first = false
                guard !scrolled.isEmpty else {
                    // Work still waiting is run, unless the last turn ran none of it.
                    if pump.hasJobs && !current.mainActorUnsettled {
                        if current.mainActorJobs > jobsBefore { continue }
                        current.mainActorUnsettled = true
                    }
                    break
                }
                current.passes += 1
                showScrolledRows()
                runReactions()
                continue
            }
            if current.passes == Self.passLimit {
                current.loopDetected = true
                current.stoppedUpdates = modifiedDuringUpdate(since: lastPass)
                drained.empty()
                break
            }
            current.passes += 1
            lastPass = current.runs.count
            absorbDrained()
            if first { dropRowsThatLeftTheScreen() }
            first = false
            finishWalk()
            runReactions()
        }
    }

    /// A15: the views of the last pass, each a body that went on changing what
    /// it read, in SwiftUI's words: `LoopView modified state during view
    /// update: it wrote \Loop.n, which its body read`.
    private func modifiedDuringUpdate(since first: Int) -> [String] {
        var seen: Set<String> = []
        return current.runs[min(first, current.runs.count)...].compactMap { run in
            guard seen.insert(run.view).inserted else { return nil }
            let wrote = run.causes.compactMap { cause -> String? in
                switch cause {
                case .property(let name), .state(let name): name
                case .holding(let name): "the object it holds as \(name)"
                case .environment: cause.description
                case .unnamedProperty, .inputs, .identity: nil
                }
            }
            let unnamed = run.causes.lazy.compactMap { cause -> String? in
                if case .unnamedProperty(let framework) = cause { return framework } else { return nil }
            }.first
            let verb = run.causes.allSatisfy { if case .holding = $0 { true } else { false } } ? "changed" : "wrote"
            let what = !wrote.isEmpty ? "it \(verb) \(wrote.joined(separator: " and ")), which its body read"
                : unnamed.map { "it wrote what its body read (\($0) does not say which property)" } ?? "it changed what it read"
            return "\(run.view) modified state during view update: \(what)"
        }
    }

    /// Runs `body` with this thread standing in for the main actor with the
    /// graph's pump (A14): what a step does, its taps and its changes, runs on
    /// the main actor, and what it sends there waits for the next flush.
    package func asMainActor<Result>(_ body: () throws -> Result) rethrows -> Result {
        let stood = pump.standIn()
        defer { pump.standDown(stood) }
        return try body()
    }

    /// How many views are alive in the graph.
    package var viewCount: Int { liveCount }

    /// The live view with id `id`, if it has not been torn down.
    package func node(_ id: Int) -> Node? {
        id < nodes.count ? nodes[id] : nil
    }

    /// Cancels every view's tracking; the graph shows nothing afterwards.
    package func tearDown() {
        if let root { tearDown(root) }
        root = nil
        // Cancelled tasks end at the pump's next turn, and free what they hold.
        if pump.hasJobs {
            let stood = pump.standIn()
            pump.turn(limit: Self.mainActorLimit)
            pump.standDown(stood)
        }
    }

    func finishFlush() -> Flush {
        changesSinceFlush = 0
        current.liveViews = liveCount
        current.droppedCallbacks += inbox.takeDropped()
        if !unfoundControls.isEmpty {
            current.unfoundControls = unfoundControls
            unfoundControls = []
        }
        // Moved out, not copied: a copy retains each of its arrays, and the
        // empty record left behind is the next flush's.
        var done = Flush()
        swap(&done, &current)
        if done.runs.capacity <= Self.keptRuns { lastRuns = done.runs }
        return done
    }
}
