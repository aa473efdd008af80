import TestSupport
import Testing
@testable import Workloads
@testable import Screens

// S4 and S6: saves counted where they run, by the model's own code, read
// after each step (Watcher(counting:_:)).

/// Each count's values over launch and the steps, in order: `[count: [n, ...]]`.
private func saves(_ workload: Workload, _ notify: Notify) -> [String: [Int]] {
    watchTable(watchCounts(workload, Combination(notify, .class), size: 1).values, workload)
}

@Suite("Saves: a didSet beside a watcher loop, and a watcher loop in each window")
struct SaveTrapTests {
    /// S4: a didSet runs at every write, equal or not, and never at launch; the
    /// watcher loop in the screen's task saves its first value at launch and
    /// then once per transaction: 3 saves against 1 for a burst of 3.
    @Test(arguments: Notify.allCases)
    func aDidSetSavesAtEveryWriteAndAWatcherLoopOncePerTransaction(notify: Notify) {
        #expect(Workload.didSetSave.watchSteps == ["robin", "robin-same", "burst"])
        let saves = saves(.didSetSave, notify)
        #expect(saves["saves by didSet"] == [0, 1, 1, 3])
        // An equal assignment tells a property-level watcher nothing; under
        // object it sends, and the loop saves again.
        #expect(saves["saves by the watcher"] == (notify == .object ? [1, 1, 1, 1] : [1, 1, 0, 1]))
    }

    /// S6: a second window of the app is a second root whose task watches the
    /// same journal: each change then saves twice, once per window.
    @Test(arguments: Notify.allCases)
    func eachWindowsWatcherLoopSavesEveryChange(notify: Notify) {
        #expect(Workload.twoWindows.watchSteps == ["open-window", "entry", "burst"])
        #expect(saves(.twoWindows, notify)["saves"] == [1, 1, 2, 2])
        // One task per root: the first window's at launch, the second's when it opens.
        let session = Workload.twoWindows.session(Combination(notify, .class), size: 1)
        defer { session.tearDown() }
        #expect(session.launch().tasksStarted == 1)
        let opened = session.perform("open-window")
        #expect(opened.tasksStarted == 1)
        #expect(opened.bodies == ["JournalWindow"])
        #expect(session.perform("entry").bodies == ["JournalWindow", "JournalWindow"])
    }

    /// A count is read, never iterated: it has no continuous form, and its
    /// cells show how much it grew, with no duplicates.
    @Test func aCountHasNoContinuousFormAndItsRowSaysWhatItIs() throws {
        #expect(Workload.didSetSave.counts == ["saves by didSet", "saves by the watcher"])
        #expect(Workload.didSetSave.watchersAndContinuous == ["saves by didSet", "saves by the watcher"])
        let outcome = try CompareCommand.run(["watch", "trap-didset-save", "--counts-only", "--notify", "property"])
        let lines = outcome.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains("burst · saves by didSet                         3"))
        #expect(lines.contains("burst · saves by the watcher                    1"))
        #expect(lines.last == "saves by didSet, saves by the watcher: counts the model keeps, read after each step and not timed; a step's number is how much each grew (at launch, what it stood at)")
    }
}
