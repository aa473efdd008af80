import Dispatch
import Observation
import CompareKit
import PropertyLevel
import Synchronization
import ValueVsReference
import SwiftUIVocabulary
import ViewGraph
import Screens
import Workloads

/// `compare findings`: measures each finding now, on this toolchain.
func measureFindings() -> [Finding] {
    let ledger = ledgerRuns()
    return [genericProperty(), inPlaceNoOp(), optionalReference(), nestedScopes(), inPlaceMutationSubscribes(),
        racingOneShot(), broadcastEqualAssignment(), structListRename(), nestedObjectGap(), environmentChange(),
        closureInput(ledger.runs), plainDataEquality(ledger), closureBinding(ledger.runs), plainLetUnderObject(), ownerCapture(), endingLetsGo()]
}

/// How many times a tracking of `read` by Apple's framework is told of a change when `write` runs.
private func told<Model>(_ model: Model, reading read: (Model) -> Void, writing write: (Model) -> Void) -> Int {
    let calls = Counter()
    withObservationTracking { read(model) } onChange: { calls.add() }
    write(model)
    return calls.value
}

private func times(_ count: Int) -> String { count == 1 ? "1 time" : "\(count) times" }

private func genericProperty() -> Finding {
    let generic = told(GenericBox(3), reading: { _ = $0.value }, writing: { $0.value = 3 })
    let concrete = told(Twin.ObservedSightings(), reading: { _ = $0.robins }, writing: { $0.robins = 0 })
    return Finding(
        title: "A generic @Observable property notifies on an equal assignment, even of an Equatable type",
        folklore: "@Observable skips an assignment of the value a property already has",
        measured: "assigning 3 over 3 to `value: Value` of a generic class (Value = Int) called onChange \(times(generic)); "
            + "the same to a concrete `Int` property, \(times(concrete)): the macro picks its equality check at compile time",
        pinnedBy: "TwinTests")
}

private func inPlaceNoOp() -> Finding {
    let plusZero = told(Twin.ObservedSightings(), reading: { _ = $0.robins }, writing: { $0.robins += 0 })
    let same = told(Twin.ObservedSightings(), reading: { _ = $0.robins }, writing: { $0.robins = 0 })
    return Finding(
        title: "`+= 0` notifies where assigning the same value does not",
        folklore: "an update that leaves the value equal never re-runs a view",
        measured: "robins += 0 called onChange \(times(plusZero)); robins = robins, \(times(same)): "
            + "an in-place mutation (`_modify`) always notifies",
        pinnedBy: "TwinTests")
}

private func optionalReference() -> Finding {
    let optional = told(Perches(), reading: { _ = $0.spare }, writing: { $0.spare = $0.spare })
    let plain = told(Perches(), reading: { _ = $0.perch }, writing: { $0.perch = $0.perch })
    return Finding(
        title: "Assigning the same object to an optional property notifies",
        folklore: "@Observable compares object references by identity",
        measured: "the same instance assigned to `perch: Perch` called onChange \(times(plain)); "
            + "to `spare: Perch?`, \(times(optional)): an optional is neither a class nor Equatable, so it always notifies",
        pinnedBy: "TwinTests")
}

private func nestedScopes() -> Finding {
    let sightings = Twin.ObservedSightings()
    let outer = Counter(), inner = Counter()
    withObservationTracking {
        withObservationTracking { _ = sightings.robins } onChange: { inner.add() }
    } onChange: { outer.add() }
    sightings.robins += 1
    return Finding(
        title: "withObservationTracking merges a nested scope into the enclosing one",
        folklore: "a parent view depends only on what its own body reads",
        measured: "an outer scope that read nothing itself, around an inner one that read robins: a robin called "
            + "the inner onChange \(times(inner.value)) and the outer \(times(outer.value)); "
            + "a view graph that ran children inside the parent's scope would re-run the parent for its children's reads",
        pinnedBy: "RegistrarTests/innerScopeReadsCountForEnclosingScope")
}

private func inPlaceMutationSubscribes() -> Finding {
    let written = told(Twin.ObservedSightings(), reading: { $0.robins += 1 }, writing: { $0.robins = 9 })
    return Finding(
        title: "A body that mutates a property in place subscribes to it",
        folklore: "only reads make a view depend on a property",
        measured: "a tracked closure that only did robins += 1 was told of a later robins = 9 \(times(written)): "
            + "the macro's `_modify` records an access before it notifies",
        pinnedBy: "ModelTwinTests")
}

/// Apple's one-shot `onChange` against this project's registrar, with two
/// threads changing one property at once: how many trackings were called twice.
private func racingOneShot() -> Finding {
    let trackings = 20_000
    func race(track: (Counter) -> Void, change: @Sendable () -> Void) -> Int {
        let counters = (0..<trackings).map { _ in Counter() }
        for counter in counters { track(counter) }
        DispatchQueue.concurrentPerform(iterations: 2) { _ in
            for _ in 0..<20 { change() }
        }
        return counters.filter { $0.value > 1 }.count
    }
    let apple = GuardedFeeder()
    let appleTwice = race(track: { counter in
        withObservationTracking { _ = apple.seeds } onChange: { counter.add() }
    }, change: { apple.addSeed() })
    let ours = HandFeeder()
    let oursTwice = race(track: { counter in
        withTracking { _ = ours.seeds } onChange: { counter.add() }
    }, change: { ours.addSeed() })
    return Finding(
        title: "Under racing threads Apple's one-shot onChange can fire twice",
        folklore: "withObservationTracking calls onChange at most once",
        measured: "two threads changing one property at once: of \(trackings) trackings, \(appleTwice) had Apple's onChange "
            + "called twice; under this project's registrar, \(oursTwice) (it decides the one caller with an atomic exchange)",
        pinnedBy: "RegistrarTests/threadsTrackingAndMutatingAtOnceFireEachTrackingOnce")
}

private func counts(_ workload: Workload, size: Int, _ combination: Combination, step: String) -> Flush {
    let session = workload.session(combination, size: size)
    _ = session.launch()
    defer { session.tearDown() }
    return session.perform(step)
}

private func broadcastEqualAssignment() -> Finding {
    let object = counts(Workload.tally, size: 1, Combination(.object, .class), step: "robin-same")
    let property = counts(Workload.tally, size: 1, Combination(.property, .class), step: "robin-same")
    return Finding(
        title: "ObservableObject re-runs every holder when a property is given the value it has",
        folklore: "@Published skips a value that did not change",
        measured: "tally's robin-same ran \(object.recomputes) bodies under object·class and \(property.recomputes) under property·class "
            + "(compare tally --steps robin-same)",
        pinnedBy: "TallyTests/objectClassKindRunsAllFourAtEveryStep")
}

private func structListRename() -> Finding {
    let values = counts(Workload.guideList(), size: 1_000, Combination(.property, .struct), step: "rename")
    let objects = counts(Workload.guideList(), size: 1_000, Combination(.property, .class), step: "rename")
    return Finding(
        title: "Renaming one element of a list of structs costs work in proportion to the list",
        folklore: "a list re-runs only the row that changed, so values and objects cost the same",
        measured: "renaming one guide of 1,000 ran \(values.recomputes) bodies and compared \(values.compared) rows' inputs "
            + "with struct elements; \(objects.recomputes) body and \(objects.compared) comparisons with class elements "
            + "(compare guide-list --size 1000 --steps rename)",
        pinnedBy: "GuideListTests/structElementsRenameRunsCountListAndOneRow")
}

private func nestedObjectGap() -> Finding {
    let object = counts(Workload.search, size: 3, Combination(.object, .class), step: "rename")
    let property = counts(Workload.search, size: 3, Combination(.property, .class), step: "rename")
    return Finding(
        title: "ObservableObject can run fewer bodies than @Observable: a list that reads nested objects misses their changes",
        folklore: "ObservableObject re-runs more views than @Observable, never fewer",
        measured: "renaming a guide on the search screen ran \(object.recomputes) body under object·class (\(object.bodies.joined(separator: ", "))) "
            + "and \(property.recomputes) under property·class (\(property.bodies.joined(separator: ", "))): the list filtered on each guide's "
            + "name, but holds only the store, and a guide's send does not reach it (compare search --steps rename)",
        pinnedBy: "SearchTests/everyCellIsWhatTheRulesDerive")
}

private func environmentChange() -> Finding {
    let theme = counts(Workload.search, size: 3, Combination(.property, .class), step: "theme")
    return Finding(
        title: "Changing an environment value runs its readers, not the views between",
        folklore: "an environment change re-renders everything below the view that sets it",
        measured: "a theme change on the search screen (9 views) ran \(theme.recomputes) bodies (\(theme.bodies.joined(separator: ", "))) "
            + "and skipped \(theme.skipped) of the root's \(theme.compared) children (compare search --steps theme --trace)",
        pinnedBy: "DataFlowTests/anEnvironmentChangeSkipsTheViewsBetweenTheSetterAndTheReader")
}

private func plainLetUnderObject() -> Finding {
    // As written: the object columns' default reads the plain let as its ObservableObject port would hold it.
    let workload = Workload("hide", model: { _ in Hide() }, screen: { HideScreen(hide: $0) }, steps: [Step("visit") { $0.visits += 1 }])
        .readingObjectsAsWritten()
    func run(_ notify: Notify) -> (bodies: [String], stale: [String]) {
        let session = workload.session(Combination(notify, .class), size: 1)
        _ = session.launch()
        defer { session.tearDown() }
        return (session.perform("visit").bodies, session.staleViews().map(\.view))
    }
    let object = run(.object), property = run(.property)
    return Finding(
        title: "Under ObservableObject, a view that keeps its model in a plain `let` goes stale",
        folklore: "a view that reads an observable model is updated when the model changes",
        measured: "two labels read a hide's visits, one holding the hide in `@ObservedObject`, one keeping it in a `let`: "
            + "a visit ran \(object.bodies.joined(separator: ", ")) under object·class and left "
            + "\(object.stale.joined(separator: ", ")) stale; under property·class it ran \(property.bodies.joined(separator: ", ")): "
            + "tracking follows the reads, not the wrappers",
        pinnedBy: "BroadcastTests/aViewHoldingItsObjectThroughObservedObjectRunsOnItsSendsAndAPlainLetGoesStale")
}

/// The visits at a bird hide.
private final class Hide: Model {
    @Tracked var visits = 0
}

/// Two labels of the same hide: one holds it, one keeps it in a plain `let`.
private struct HideScreen: View {
    @ObservedObject var hide: Hide
    var body: some View {
        HeldVisits(hide: hide)
        KeptVisits(hide: hide)
    }
}

private struct HeldVisits: View {
    @ObservedObject var hide: Hide
    var body: some View { Text("visits: \(hide.visits)") }
}

private struct KeptVisits: View {
    let hide: Hide
    var body: some View { Text("visits: \(hide.visits)") }
}

/// How many times each view below `Ledger` ran while its page count went up
/// ten times, and how many times the dial's `==` was called.
private func ledgerRuns() -> (runs: [String: Int], dialEqualityCalls: Int) {
    let graph = Graph(root: onTheGraphThread(()) { Ledger() }, tracker: Untracked())
    _ = graph.launch()
    var runs: [String: Int] = [:]
    DialEquality.calls.store(0, ordering: .relaxed)
    for _ in 2...11 {
        Screen(graph).tap("next page")
        for run in graph.flush().runs { runs[run.key.id.isEmpty ? run.view : "\(run.view)[\(run.key.id)]", default: 0] += 1 }
    }
    return (runs, DialEquality.calls.load(ordering: .relaxed))
}

private func closureInput(_ runs: [String: Int]) -> Finding {
    Finding(
        title: "A child handed a closure runs every time its parent runs",
        folklore: "a child whose data did not change is skipped when its parent runs again",
        measured: "over ten runs of a parent, a child handed a closure that captures a value ran \(times(runs["Tap[capturing]", default: 0])), "
            + "one handed a closure that captures nothing \(times(runs["Tap[quiet]", default: 0])), and one handed a title alone "
            + "\(times(runs["Tap[title]", default: 0])): a closure that captures is new each time the body makes it",
        pinnedBy: "InputsInTheGraphTests/aClosureInputRunsItsChildEveryTimeItsParentRunsAndPlainDataRunsWhenItsBitsChange")
}

private func plainDataEquality(_ ledger: (runs: [String: Int], dialEqualityCalls: Int)) -> Finding {
    let (runs, calls) = ledger
    return Finding(
        title: "A view of plain data is compared bit for bit: its own `==` is never called",
        folklore: "a view that declares `==` decides with it when it runs again",
        measured: "a dial of one Int whose `==` says every dial is the same ran \(times(runs["Dial", default: 0])) "
            + "as its value changed ten times, and its `==` was called \(times(calls)): only `.equatable()` asks for it",
        pinnedBy: "InputsTests/plainDataIsComparedBitForBitEvenWhenItDeclaresEquality")
}

private func closureBinding(_ runs: [String: Int]) -> Finding {
    Finding(
        title: "`Binding(get:set:)` runs its child every time its parent runs; `$state` does not",
        folklore: "a binding is a binding: a child handed one runs when the value changes",
        measured: "over ten runs of a parent, with the note unchanged, a field handed `$note` ran \(times(runs["NoteField[state]", default: 0])) "
            + "and one handed `Binding(get:set:)` over the same note \(times(runs["NoteField[closures]", default: 0]))",
        pinnedBy: "InputsInTheGraphTests/aBindingMadeOfClosuresIsANewInputAtEveryRunOfItsParentAndStateIsNot")
}

/// A parent that runs each time its page count changes, and hands its
/// children closures, a title, a dial of plain data and two bindings.
private struct Ledger: View {
    @State private var pages = 1
    @State private var note = "robin"
    var body: some View {
        let pages = pages
        Text("pages: \(pages)")
        ForEach(["capturing", "quiet", "title"], id: \.self) { kind in
            Tap(title: "next", action: kind == "capturing" ? { print(pages) } : kind == "quiet" ? {} : nil)
        }
        Dial(value: pages)
        ForEach(["state", "closures"], id: \.self) { kind in
            NoteField(text: kind == "state" ? $note : Binding(get: { note }, set: { note = $0 }))
        }
        Button("next page") { self.pages += 1 }
    }
}

private struct Tap: View {
    let title: String
    let action: (() -> Void)?
    var body: some View { Text(title) }
}

/// Plain data whose `==` counts its calls and says every dial is the same.
private struct Dial: View, Equatable {
    let value: Int
    nonisolated static func == (lhs: Dial, rhs: Dial) -> Bool {
        DialEquality.calls.add(1, ordering: .relaxed)
        return true
    }
    var body: some View { Text("\(value)") }
}

private enum DialEquality {
    static let calls = Atomic(0)
}

private struct NoteField: View {
    @Binding var text: String
    var body: some View { Text(text) }
}

// MARK: The models the findings measure

/// A thread-safe count of calls.
private final class Counter: Sendable {
    private let count = Atomic(0)
    func add() { count.add(1, ordering: .relaxed) }
    var value: Int { count.load(ordering: .relaxed) }
}

/// A generic class whose one property has the type of its parameter.
@Observable
private final class GenericBox<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}

/// A class that is not `Equatable`: compared by identity.
private final class Perch {}

/// An object held in a plain property and in an optional one.
@Observable
private final class Perches {
    var perch = Perch()
    var spare: Perch? = Perch()
}

/// One count, changed from several threads at once: its storage is guarded,
/// so that the only race is the framework's own. Apple's registrar.
private final class GuardedFeeder: Observable, Sendable {
    private let registrar = ObservationRegistrar()
    private let storage = Mutex(0)

    var seeds: Int {
        registrar.access(self, keyPath: \.seeds)
        return storage.withLock { $0 }
    }

    func addSeed() {
        registrar.willSet(self, keyPath: \.seeds)
        storage.withLock { $0 += 1 }
        registrar.didSet(self, keyPath: \.seeds)
    }
}

/// The same count on this project's registrar.
private final class HandFeeder: Trackable, Sendable {
    private let registrar = Registrar()
    private let storage = Mutex(0)

    var seeds: Int {
        registrar.access(self, keyPath: \.seeds)
        return storage.withLock { $0 }
    }

    func addSeed() {
        registrar.willSet(self, keyPath: \.seeds)
        storage.withLock { $0 += 1 }
        registrar.didSet(self, keyPath: \.seeds)
    }
}
