import ObservationHarness
@testable import ViewGraph
@testable import Workloads
import Testing

// _printChanges at a view's first run, and how often a @State's initial value
// runs: once per identity under the @State macro (the default), at every
// initialisation of the view under the property wrapper (--state wrapper).

final class Almanac: Model {
    @Tracked var pages = 0
}

struct AlmanacScreen: View {
    @State private var taps = 0
    @State private var almanac = Almanac()
    @StateObject private var shelf = Almanac()
    var body: some View {
        Text("\(taps) taps, \(almanac.pages) pages, \(shelf.pages) on the shelf")
        PageLine(pages: almanac.pages)
        Button("Tap") { taps += 1 }
        Button("Turn") { almanac.pages += 1 }
    }
}

struct PageLine: View {
    let pages: Int
    var body: some View { Text("page \(pages)") }
}

@Suite("G5 and G7: _printChanges at a first run, and the @State macro against the property wrapper")
struct StateDeclarationTests {
    private let almanac = Workload(
        "almanac", model: { _ in () }, screen: { _ in AlmanacScreen() }, steps: [.tap("Tap"), .tap("Turn")])

    /// A view with state of its own first runs for itself, its new identity
    /// and each of its state storages; one without, for itself alone. The
    /// macro names a @State's storage with two underscores, the wrapper with
    /// one; a @StateObject has one under both.
    @Test(arguments: [(StateDeclaration.macro, "__"), (.wrapper, "_")])
    func aViewWithStateFirstRunsForItselfItsIdentityAndEachStateStorage(declaration: StateDeclaration, prefix: String) {
        let session = almanac.declaringState(declaration).session(Combination(.property, .class), size: 1)
        defer { session.tearDown() }
        #expect(session.launch().runs.map(\.description) == [
            "AlmanacScreen: @self, @identity, \(prefix)taps, \(prefix)almanac, _shelf changed.", "PageLine: @self changed.",
        ])
        #expect(session.perform("tap").runs.map(\.description) == ["AlmanacScreen: \(prefix)taps changed."])
        #expect(session.perform("turn").runs.map(\.description) == [
            "AlmanacScreen: \\Almanac.pages changed.", "PageLine: @self changed.",
        ])
    }

    /// Under the macro the almanac in @State is made at the screen's first
    /// run, with the shelf's @StateObject; under the wrapper it is made as
    /// the root is, which the launch counts too, as an app's launch makes it.
    /// Nothing is made again by a run of the root.
    @Test(arguments: [(StateDeclaration.macro, [2, 0, 0]), (.wrapper, [2, 0, 0])])
    func aModelInStateIsCountedInTheStepThatMakesIt(declaration: StateDeclaration, made: [Int]) {
        let session = almanac.declaringState(declaration).session(Combination(.property, .class), size: 1)
        defer { session.tearDown() }
        let flushes = [session.launch(), session.perform("tap"), session.perform("turn")]
        #expect(flushes.map(\.modelsInitialised) == made)
    }

    /// trap-state-initialiser: a child's @State made again at each run of its
    /// parent under the wrapper, once under the macro; in every column.
    @Test(arguments: Combination.all.filter { $0.kind == .class })
    func aChildsStateInitialValueRunsAtEveryRunOfItsParentUnderTheWrapperOnly(combination: Combination) {
        for (declaration, visits) in [(StateDeclaration.macro, [1, 0, 0]), (.wrapper, [1, 1, 1])] {
            let session = Workload.stateInitialiser.declaringState(declaration).session(combination, size: 1)
            defer { session.tearDown() }
            let flushes = [session.launch(), session.perform("visit"), session.perform("visit")]
            #expect(flushes.map(\.modelsInitialised) == visits, "\(declaration)")
            #expect(flushes.map(\.bodies) == [["BirdTableScreen", "IndexPanel"], ["BirdTableScreen"], ["BirdTableScreen"]])
            #expect(session.rendered().map(\.text).contains("Index: 200 species"))
            #expect(session.staleViews() == [])
        }
    }
}
