import Foundation
import ObservationHarness
import Testing
import TestSupport
import VocabularyScreen
@testable import Screens

// A real app measured as SwiftUI runs it (A10, A13, A14, A15): pantry, an
// @Observable app built in, and small screens for each behaviour.

/// Pantry's screen with a step that follows a link the pushed detail covers.
private let coveredLink = Workload(
    "pantry-covered", model: { _ in () }, app: { _ in PantryApp() },
    steps: [
        .follow("Flour", as: "open-flour"), .follow("Rice", as: "open-rice"), .tap("Restock", as: "restock-covered"),
        .tap("New Item", as: "new-item"), .follow("Flour", as: "follow-under-sheet"),
        .follow("More like Flour", as: "open-suggestions"), .follow("More like Flour", as: "follow-under-suggestions"),
    ])

@Suite("A real app: pantry, an @Observable app with its store in the App's @State")
struct PantryTests {
    /// A session of pantry under `notify`, launched, and run through `steps`.
    func session(_ notify: Notify, through steps: [String] = [], of workload: Workload = .pantry) -> Session {
        let session = workload.session(Combination(notify, .class), size: 1)
        _ = session.launch()
        for step in steps { _ = session.perform(step) }
        return session
    }

    /// The text of the first view named `view`.
    func shown(_ view: String, in session: Session) -> String? {
        session.rendered().first { $0.view == view }?.text
    }

    @Test(arguments: [Notify.property, .observation])
    func aTaskOnTheMainActorRunsWithinTheStepThatTappedIt(notify: Notify) {
        let session = session(notify, through: ["use-flour"])
        defer { session.tearDown() }
        // A14: Button("Restock") { Task { @MainActor in pantry.restock() } }.
        let restock = session.perform("restock")
        #expect(restock.bodies == ["StatusLine", "LowBanner"])
        #expect(restock.mainActorJobs > 0)
        #expect(shown("StatusLine", in: session)?.hasPrefix("Restocked") == true)
        #expect(shown("LowBanner", in: session) == "0 running low")
        #expect(session.staleViews() == [])
    }

    @Test(arguments: Notify.allCases)
    func aBlockSentToTheMainQueueRunsWithinTheStepThatSentIt(notify: Notify) {
        let session = session(notify)
        defer { session.tearDown() }
        // A14: DispatchQueue.main.async { self.status = "\(items.count) items" }.
        let load = session.perform("load")
        #expect(load.bodies == (notify == .object ? ["StatusLine", "LowBanner"] : ["StatusLine"]))
        #expect(shown("StatusLine", in: session)?.hasPrefix("4 items") == true)
        #expect(session.staleViews() == [])
    }

    @Test func anAppsStateStoreHandedDownAsABindingRunsItsReadersUnderTheObjectPort() {
        let session = pantrySession(.object)
        defer { session.tearDown() }
        // A10: the App's @State is its port's @StateObject: a new item runs the app's
        // body, which hands the list a binding showing the new items.
        let added = session.perform("add-salt")
        #expect(added.runs.map(\.description) == ["PantryList: @self changed.", "StatusLine: _pantry changed.", "LowBanner: _pantry changed."])
        #expect(session.staleViews() == [])
    }

    func pantrySession(_ notify: Notify) -> Session {
        let session = Workload.pantry.session(Combination(notify, .class), size: 1)
        #expect(session.launch().bodies == ["PantryList", "StatusLine", "LowBanner"])
        return session
    }

    @Test func theBannerItsPortLeavesStaleIsThePortsFindingNotAFailure() throws {
        let session = pantrySession(.object)
        defer { session.tearDown() }
        #expect(session.perform("use-flour").bodies == [])
        let stale = session.staleViews()
        #expect(stale.map(\.view) == ["LowBanner"])
        #expect(stale.map(\.inThePort) == [true])
        // The columns the app was written for hear the change.
        let property = pantrySession(.property)
        defer { property.tearDown() }
        #expect(property.perform("use-flour").bodies == ["LowBanner"])
        #expect(property.staleViews() == [])
    }

    @Test func aTimedRunLeavingThePortStaleExitsZeroAndListsItApart() throws {
        let run = try CompareCommand.run(["pantry", "--steps", "use-flour", "--notify", "object", "--samples", "3", "--min-time", "100us"])
        #expect(run.status == 0)
        // Listed once, as the port's: found by the counted run and again after the timed repetitions.
        let tail = try #require(run.stdout.components(separatedBy: "\nhow steps were timed:").last)
        #expect(tail.components(separatedBy: "\n").filter { $0.contains("stale") || $0.contains("LowBanner") } == [
            "stale in the screen's ObservableObject port (a finding of the port, which the screen does not use; it fails nothing):",
            #"  pantry size 1 use-flour object·class: LowBanner shows "0 running low" but should show "1 running low": its body read a Provision it does not hold, through the Pantry it holds: in the screen's ObservableObject port a change to it sends nothing this view hears, as in a classic app; the port would need each Provision shown by a view that holds it as @ObservedObject, or the Pantry to send objectWillChange when one changes"#,
        ])
    }

    @Test func theCommandExitsZeroWritesItsFilesAndCountsThePortsStaleView() throws {
        try withScratchFolder { folder in
            let page = folder.appendingPathComponent("pantry.html"), csv = folder.appendingPathComponent("pantry.csv")
            let run = try CompareCommand.run(["pantry", "--counts-only", "-o", page.path])
            #expect(run.status == 0)
            #expect(run.stderr == "")
            #expect(try String(contentsOf: page, encoding: .utf8).contains("stale in the ObservableObject port"))
            #expect(try CompareCommand.run(["pantry", "--counts-only", "--format", "csv", "-o", csv.path]).status == 0)
            let rows = CSVReading.records(try String(contentsOf: csv, encoding: .utf8))
            let header = try #require(rows.first)
            let (step, notify, stale, port) = (header.firstIndex(of: "step")!, header.firstIndex(of: "notify")!,
                header.firstIndex(of: "stale")!, header.firstIndex(of: "port_stale")!)
            let flour = rows.filter { $0.count == header.count && $0[step] == "use-flour" }
            #expect(flour.map { "\($0[notify]) \($0[stale]) \($0[port])" } == ["property 0 0", "observation 0 0", "object 0 1"])
        }
    }

    @Test(arguments: Notify.allCases)
    func aLinkUnderAPushedScreenIsRefusedAndSaysWhatCoversIt(notify: Notify) {
        let session = session(notify, of: coveredLink)
        defer { session.tearDown() }
        #expect(session.perform("open-flour").bodies == ["ProvisionDetail"])
        // A13: the list is under the flour's detail.
        let refused = session.perform("open-rice")
        #expect(refused.bodies == [])
        #expect(refused.unfoundControls == [#"followed the link "Rice", which ProvisionDetail, pushed on its NavigationStack, covers; act on what is on screen"#])
        #expect(session.perform("restock-covered").unfoundControls == [
            #"tapped the button "Restock", which ProvisionDetail, pushed on its NavigationStack, covers; act on what is on screen"#
        ])
    }

    @Test(arguments: Notify.allCases)
    func aLinkOnAPushedScreenUnderAnotherIsRefusedAndSaysWhatCoversIt(notify: Notify) {
        let session = session(notify, of: coveredLink)
        defer { session.tearDown() }
        _ = session.perform("open-flour")
        #expect(session.perform("open-suggestions").bodies == ["Suggestions"])
        // A13: the flour's detail is pushed, but under the suggestions.
        let refused = session.perform("follow-under-suggestions")
        #expect(refused.bodies == [])
        #expect(refused.unfoundControls == [
            #"followed the link "More like Flour", which Suggestions, pushed on its NavigationStack, covers; act on what is on screen"#
        ])
    }

    @Test func aLinkUnderASheetIsRefusedAndSaysWhatCoversIt() {
        let session = session(.property, of: coveredLink)
        defer { session.tearDown() }
        #expect(session.perform("new-item").bodies == ["NewProvision"])
        #expect(session.perform("follow-under-sheet").unfoundControls == [
            #"followed the link "Flour", which the sheet on top covers; act on what is on screen"#
        ])
    }

    @Test(arguments: Notify.allCases)
    func followingALinkOnAPushedScreenRunsOnlyTheScreenItPushes(notify: Notify) {
        let session = session(notify, through: ["open-flour"])
        defer { session.tearDown() }
        // A13: the detail under the suggestions runs only for its own inputs and dependencies.
        #expect(session.perform("open-suggestions").runs.map(\.description) == ["Suggestions: @self changed."])
        #expect(session.perform("back-to-flour").bodies == [])
        #expect(shown("Suggestions", in: session) == nil)
    }

    @Test func fuzzHoldsThePortThatGoesStaleToItsOwnReferenceWalkAndPasses() throws {
        // Seed 2 uses flour in its first transaction, which leaves the port's banner stale.
        let run = try CompareCommand.run(["fuzz", "pantry", "--seeds", "10"])
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("fuzz: 10 scripts (seeds 0 to 9, "))
        #expect(run.stdout.contains("under 3 combinations: no difference"))
    }

    @Test func anAddIsTimedOnARebuiltScreenAsEachRepetitionInPlaceLeavesAnotherRow() throws {
        let run = try CompareCommand.run(["pantry", "--steps", "add-salt", "--notify", "property", "--samples", "3", "--min-time", "100us"])
        #expect(run.status == 0)
        // The same bodies run at each repetition, but the screen they leave is not the counted run's.
        #expect(run.stdout.contains(
            "add-salt: repeated in place it left 13 views on the screen where its counted run left 12, so each iteration rebuilds the screen"))
    }

    @Test func aFollowIsTimedOnARebuiltScreenNotOnTheScreenItPushed() throws {
        let run = try CompareCommand.run(["pantry", "--steps", "open-flour", "--notify", "property", "--samples", "3", "--min-time", "100us"])
        #expect(run.status == 0)
        #expect(run.stdout.contains(
            "open-flour: repeated in place it found no control to act on where its counted run found one, so each iteration rebuilds the screen"))
    }
}

@Suite("A13: a tab not selected is not on screen")
struct CoveredTabTests {
    @Test func aButtonInATabNotSelectedIsRefusedNamingTheSelectedTab() {
        let session = fieldNotesWorkload.session(Combination(.property, .class), size: 1)
        defer { session.tearDown() }
        _ = session.launch()
        _ = session.perform("places")
        #expect(session.perform("new-note").unfoundControls == [
            #"tapped the button "New Note", which the tab "map · Places", selected over it, covers; act on what is on screen"#
        ])
        _ = session.perform("notes-tab")
        #expect(session.perform("new-note").bodies == ["NewNoteForm"])
    }
}

/// A bird a picker offers by a view of its own.
struct BirdOption: View {
    let name: String
    var body: some View { Text("the \(name)") }
}

/// A picker whose options are views with a body.
struct BirdPicker: View {
    @State private var bird = "wren"
    var body: some View {
        VStack {
            Picker("Bird", selection: $bird) {
                BirdOption(name: "wren").tag("wren")
                BirdOption(name: "robin").tag("robin")
            }
            Text("picked \(bird)")
        }
    }
}

@Suite("A picker whose options are views")
struct ViewOptionPickerTests {
    @Test(arguments: Combination.all.filter { $0.kind == .class })
    func itsOptionsRunAndArePickedByWhatTheyShow(combination: Combination) {
        let workload = Workload(
            "birds", model: { _ in () }, screen: { _ in BirdPicker() }, steps: [.pick("the robin", in: "Bird"), .pick("the kite", in: "Bird", as: "kite")])
        let session = workload.session(combination, size: 1)
        defer { session.tearDown() }
        // The options' views are laid out with the picker, as a button's label is.
        #expect(session.launch().bodies == ["BirdPicker", "BirdOption", "BirdOption"])
        #expect(session.perform("pick-the-robin").runs.map(\.description) == ["BirdPicker: __bird changed."])
        #expect(session.rendered().first { $0.view == "BirdPicker" }?.text.hasSuffix("picked robin") == true)
        #expect(session.perform("kite").unfoundControls == [
            #"picked "the kite" in the picker "Bird", which has no such option; its options are "the wren", "the robin""#
        ])
        #expect(session.staleViews() == [])
    }
}

/// An actor the screen's task awaits, as a real app awaits a network client.
actor Depot {
    func count() -> Int { 7 }
}

@MainActor final class Stock: Model {
    @Tracked var count = 0
}

struct DepotLine: View {
    let stock: Stock
    let depot = Depot()

    var body: some View {
        Text("\(stock.count) in the depot")
        Button("Fetch") { Task { stock.count = await depot.count() } }
    }
}

@Suite("A14: a task that awaits another actor")
struct AwaitedActorTests {
    @Test(arguments: Notify.allCases)
    func aTaskThatAwaitsAnActorAndComesBackRunsItsReaderWithinTheStep(notify: Notify) {
        let workload = Workload("depot", model: { _ in Stock() }, screen: { DepotLine(stock: $0) }, steps: [.tap("Fetch", as: "fetch")])
        let session = workload.session(Combination(notify, .class), size: 1)
        defer { session.tearDown() }
        _ = session.launch()
        // The actor's job and the task's return to the main actor both run before the step is counted.
        #expect(session.perform("fetch").bodies == ["DepotLine"])
        #expect(session.rendered().first { $0.view == "DepotLine" }?.text.hasPrefix("7 in the depot") == true)
    }

    @Test func aStepThatAssumesTheMainActorIsOnIt() {
        // Code a step calls that asks, at run time, whether it is on the main actor
        // (as code compiled in the Swift 5 mode and called from it does) is told yes.
        let workload = Workload(
            "assume", model: { _ in Stock() }, screen: { DepotLine(stock: $0) },
            steps: [Step("assume") { stock in MainActor.assumeIsolated { stock.count = 3 } }])
        let session = workload.session(Combination(.property, .class), size: 1)
        defer { session.tearDown() }
        _ = session.launch()
        #expect(session.perform("assume").bodies == ["DepotLine"])
    }
}

/// A step that starts work which sends itself to the main actor again, forever.
@MainActor final class Ticker: Model {
    @Tracked var ticks = 0

    func tick() {
        ticks += 1
        Task { @MainActor in self.tick() }
    }
}

struct TickerLine: View {
    let ticker: Ticker
    var body: some View { Text("\(ticker.ticks) ticks") }
}

@Suite("A14 and A15: what never settles ends the step in one line")
struct UnsettledTests {
    @Test func workThatSendsItselfToTheMainActorForeverStopsAfterABound() {
        let workload = Workload(
            "ticker", model: { _ in Ticker() }, screen: { TickerLine(ticker: $0) }, steps: [Step("start") { $0.tick() }])
        let session = workload.session(Combination(.property, .class), size: 1)
        defer { session.tearDown() }
        _ = session.launch()
        let flush = session.perform("start")
        #expect(flush.mainActorUnsettled)
        #expect(flush.mainActorJobs == Graph.mainActorLimit)
    }

    @Test(arguments: Notify.allCases)
    func aBodyThatWritesWhatItReadIsTheScreensFaultInOneLine(notify: Notify) throws {
        let run = try CompareCommand.run(["trap-body-writes", "--counts-only", "--notify", notify.rawValue])
        #expect(run.status == 1)
        let wrote = switch notify {
        case .property: #"it wrote \Loop.n, which its body read"#
        case .observation: "it wrote what its body read (withObservationTracking does not say which property)"
        case .object: "it changed the object it holds as _loop, which its body read"
        }
        #expect(run.stderr == """
            compare: LoopView modified state during view update: \(wrote), and the update never settled; \
            change state in an action, an onChange or a task, not in a body (trap-body-writes start, \(notify.rawValue)·class)

            """)
    }
}

/// A count shown only past one: the counted step (0 to 1) shows "few" before
/// and after, so only the timed repetitions leave the line stale.
final class Headcount: Model {
    @Tracked var n = 0
}

struct FewOrCount: View {
    let tally: Headcount
    var body: some View { Text(tally.n > 1 ? "\(tally.n) counted" : "few") }
}

@Suite("G6 after timing: a view the timed repetitions leave stale")
struct StaleAfterTimingTests {
    @Test func failsTheRunWhereTheScreenItselfMissesTheChangeAndNotWhereThePortHoldsTheModel() {
        let workload = Workload("few", model: { _ in Headcount() }, screen: { FewOrCount(tally: $0) }, steps: [Step("count") { $0.n += 1 }])
        let timed = ["few", "--notify", "object", "--samples", "3", "--min-time", "100us"]
        // Read as written, a plain let holds nothing: the stale line is the screen's own.
        #expect(runCompare(timed + ["--objects", "as-written"], workloads: [workload]) == 1)
        #expect(runCompare(timed, workloads: [workload]) == 0)
    }
}

@Suite("Stale views listed once over the steps they span")
struct StaleSummaryTests {
    @Test func aViewStaleAfterTwoStepsInARowIsOneLineNamingBoth() throws {
        let run = try CompareCommand.run(["trap-subclass", "--counts-only", "--notify", "property"])
        let lines = run.stdout.components(separatedBy: "\n").filter { $0.contains("PlainWing shows") }
        #expect(lines == [
            #"  trap-subclass size 1 grow-plain to grow-tracked (2 steps) property·class: PlainWing shows "robin: 20 cm" but should show "robin: 21 cm" (after grow-plain)"#
        ])
    }
}
