import TestSupport
import Testing
@testable import Measurements
@testable import ViewGraph
@testable import Workloads
@testable import Screens

// The traps, each step's finding pinned under every strategy: what ran, what
// reacted, and which view went stale.

/// The bodies, and the stale views by name, after each step of `workload` under `notify`.
private func walk(_ workload: Workload, _ notify: Notify) -> [(step: String, bodies: [String], stale: [String], flush: Flush)] {
    let session = workload.session(Combination(notify, .class), size: workload.defaultSize)
    defer { session.tearDown() }
    let launch = session.launch()
    var steps = [(launchStep, launch.bodies, session.staleViews().map(\.view), launch)]
    for step in workload.steps {
        let flush = session.perform(step)
        steps.append((step, flush.bodies, session.staleViews().map(\.view), flush))
    }
    return steps
}

@Suite("Traps: what each one costs, and what it leaves stale")
struct TrapTests {
    @Test(arguments: Notify.allCases)
    func stateSeededFromAnInputKeepsShowingTheFirstInput(notify: Notify) {
        let steps = walk(.seededState, notify)
        #expect(steps[1].stale == ["SeededEditor"])
        // The seeded editor's inputs compare equal: it does not even run; the
        // resynced one runs for its input and again for the draft its onChange wrote.
        #expect(steps[1].bodies == ["NotebookScreen", "ResyncedEditor", "ResyncedEditor"])
        #expect(steps[1].flush.actions == 1)
    }

    @Test(arguments: Notify.allCases)
    func aSubclassesPlainPropertyLeavesItsViewStaleUntilATrackedOneChanges(notify: Notify) {
        let steps = walk(.subclass, notify)
        #expect(steps.map(\.stale) == [[], ["PlainWing"], ["PlainWing"], []])
        #expect(steps.map(\.bodies) == [["AviaryScreen", "PlainWing", "TrackedWing"], [], ["TrackedWing"], ["PlainWing"]])
    }

    @Test(arguments: Notify.allCases)
    func aComputedPropertyOverPlainStorageNeverNotifies(notify: Notify) {
        let steps = walk(.computed, notify)
        #expect(steps[1].stale == ["PlainTitle"])
        #expect(steps[1].bodies == [])
        // Under object-level the tracked title's send runs both holders, which refreshes the stale one.
        #expect(steps[2].stale == (notify == .object ? [] : ["PlainTitle"]))
        #expect(steps[2].bodies == (notify == .object ? ["PlainTitle", "TrackedTitle"] : ["TrackedTitle"]))
    }

    @Test(arguments: Notify.allCases)
    func anObjectKeptInAChildsStateIsEditedWhereTheDeskNoLongerLooks(notify: Notify) {
        let steps = walk(.keptObject, notify)
        #expect(steps[1].bodies == ["DeskScreen", "DeskLine"])
        #expect(steps[2].bodies == (notify == .object ? [] : ["KeptDraft"]))
        #expect(steps[2].stale == (notify == .object ? ["KeptDraft"] : []))
    }

    @Test(arguments: Notify.allCases)
    func anEditKeyedBySelfMakesTheRowAndItsChildAnewWhereAnIDKeepsThem(notify: Notify) {
        let rename = walk(.forEachSelf, notify)[1]
        // By name: the edited row is a new row, its Mark made again; by id: the row runs, its Mark is kept.
        #expect(rename.bodies == ["FlockScreen", "NameRow", "Mark", "BirdRow"])
        #expect(rename.flush.removed == 2)
    }

    @Test(arguments: Notify.allCases)
    func aNewIDAndABranchSwitchResetStateAndAKeptViewKeepsIt(notify: Notify) {
        let session = Workload.resetIdentity.session(Combination(notify, .class), size: 1)
        defer { session.tearDown() }
        _ = session.launch()
        for step in ["tap-id", "tap-wide", "tap-kept"] { _ = session.perform(step) }
        let round = session.perform("next-round")
        #expect(round.runs.map(\.description).last == "Taps: @self, @identity, __taps changed.")
        _ = session.perform("compact")
        #expect(session.rendered().map(\.text).filter { $0.contains("taps") }
            == ["by id: 0 taps · [tap by id]", "compact: 0 taps · [tap compact]", "kept: 1 taps · [tap kept]"])
    }

    @Test(arguments: Notify.allCases)
    func aGetSetBindingRunsItsChildAtEveryRunOfItsParent(notify: Notify) {
        let unrelated = walk(.bindingGetSet, notify)[1]
        #expect(unrelated.flush.runs.map(\.identified) == ["BindingScreen", "NoteField"])
        #expect(unrelated.flush.skipped == 1)
    }

    @Test(arguments: Notify.allCases)
    func eachBindingIntoAModelOrAnArrayRunsWhatMakingItAndWritingThroughItRead(notify: Notify) {
        let steps = walk(.bindingsIntoModels, notify)
        let ran = steps.map { $0.flush.runs.map(\.identified) }
        let rows = ["StopRow[id 0]", "StopRow[id 1]"]
        #expect(ran[0] == ["TripScreen", "StopEditor", "PackingList", "ItemField", "ItemLine", "TripEditor", "StopList", "StopRows"] + rows)
        // $stop.place read the place where it was made; object-level: the list holds the trip, not the stop (O6).
        #expect(ran[1] == (notify == .object ? ["StopEditor"] : ["StopEditor", "StopList"]))
        #expect(steps[1].stale == (notify == .object ? ["StopList"] : []))
        // $items[0] and $items[1] read items when made; the field handed $items[1] is a new binding each time.
        #expect(ran[2] == ["PackingList", "ItemField", "ItemLine"])
        // $trip.stops[1].place read stops and the place; typing writes the array back, which runs every reader of stops.
        #expect(ran[3] == ["TripScreen", "TripEditor", "StopList", "StopRows"] + rows)
        // ForEach($trip.stops): a row's keystroke writes the array back too; every row is handed a new binding.
        #expect(ran[4] == ["TripScreen", "StopEditor", "TripEditor", "StopList", "StopRows"] + rows)
        #expect(ran[5] == ["TripScreen", "TripEditor", "StopList", "StopRows"] + rows + ["StopRow[id 2]"])
        #expect(steps.dropFirst(3).allSatisfy { $0.stale.isEmpty })
        if notify == .property {
            #expect(steps[3].flush.runs.prefix(2).map(\.description) == ["TripScreen: \\Trip.stops changed.", "TripEditor: \\Stop.place changed."])
        }
    }

    @Test(arguments: Notify.allCases)
    func anOnChangeThatWritesWhatItWatchesIsStoppedOnceAFlush(notify: Notify) {
        let steps = walk(.onChangeLoop, notify)
        #expect(steps[1].flush.stoppedActions == ["NameForm: onChange(of: String) action tried to update multiple times per frame."])
        #expect(steps[2].flush.stoppedActions == [])
        #expect((steps[1].flush.actions, steps[2].flush.actions) == (1, 1))
    }

    @Test(arguments: Notify.allCases)
    func aTaskKeyedByTheQueryIsCancelledAndStartedByEveryKeystroke(notify: Notify) {
        let steps = walk(.taskPerKeystroke, notify)
        #expect(steps.map { [$0.flush.tasksStarted, $0.flush.tasksCancelled] } == [[1, 0], [1, 1], [1, 1], [1, 1], [1, 1]])
    }

    @Test(arguments: Notify.allCases)
    func aWatcherUntilFinishedEndsWhenItsClosureSaysSoUnderEveryStrategy(notify: Notify) {
        // Apple's continuous observation needs Swift 6.4: its column is n/a here.
        for continuous in notify == .observation ? [false] : [false, true] {
            let run = StepRun(.untilFinished, Combination(notify, .class), size: 1, watching: .all(continuous: continuous))
            var lines = [run.launch.deliveries.map(\.traced)]
            for step in Workload.untilFinished.steps { lines.append(run.perform(step).deliveries.map(\.traced)) }
            run.stop()
            let until = continuous ? continuousName("visits-until-3") : "visits-until-3"
            let theirs = lines.map { $0.filter { $0.hasPrefix(until + "=") || $0 == until + " finished" } }
            // 0 at launch, 1 and 2 after the first visits; the third visit's read says finish; nothing after.
            // objectWillChange's sink reads before the change: it sees 2 at the third visit, and finishes at the fourth.
            let late = notify == .object && continuous
            #expect(theirs.map(\.count) == (late ? [1, 1, 1, 1, 1] : [1, 1, 1, 1, 0]), "\(notify) continuous: \(continuous)")
            #expect(theirs[late ? 4 : 3] == [until + " finished"], "\(notify) continuous: \(continuous)")
            // The plain watcher beside it goes on.
            let visits = continuous ? continuousName("visits") : "visits"
            #expect(lines[4].contains { $0.hasPrefix(visits + (late ? "=3" : "=4")) }, "\(notify) continuous: \(continuous)")
        }
    }

    @Test(arguments: Notify.allCases)
    func aLoopThatCapturesItsOwnerKeepsTheModelAliveAndTheWeakFormFreesIt(notify: Notify) {
        let strong = aliveAfterTheOwnerGoes(notify, strongly: true)
        #expect((strong.feeds, strong.owners) == (1, 1))
        let weak = aliveAfterTheOwnerGoes(notify, strongly: false)
        #expect((weak.feeds, weak.owners) == (0, 0))
    }
}
