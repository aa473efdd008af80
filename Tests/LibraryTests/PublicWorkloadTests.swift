import Testing
@_spi(Graph) import ViewGraph
import Workloads

// A workload written only against the public library, as a user's package
// writes one: a model written once, a screen with a list, state and the
// environment, and steps. Nothing here is @testable.

/// A perch's birds: the model, written once for every strategy.
final class Perch: Model {
    let notifier: Notifier
    @Tracked var birds: [String]
    @Tracked var visits = 0

    init(_ notify: Notify, birds: [String]) {
        notifier = Notifier(notify)
        self.birds = birds
    }
}

/// A bird's name as a row element: identified by the name, compared by value.
struct BirdName: Identifiable, Equatable {
    let name: String
    var id: String { name }
}

struct AccentKey: EnvironmentKey {
    static let defaultValue = "plain"
}

extension EnvironmentValues {
    var accent: String {
        get { self[AccentKey.self] }
        set { self[AccentKey.self] = newValue }
    }
}

/// The root: owns a state value, sets an environment value, holds the perch.
struct PerchScreen: View, HoldsObjects {
    @State var accent = "plain"
    let perch: Ref<Perch>
    var holdings: [Holding] { [Holding("_perch", perch.object)] }
    var body: Content {
        Content(text: "perch", children: [Child(Visits(perch: perch)), Child(BirdList(perch: perch))])
            .environment(\.accent, accent)
    }
}

/// Shows the visits.
struct Visits: View, HoldsObjects {
    let perch: Ref<Perch>
    var holdings: [Holding] { [Holding("_perch", perch.object)] }
    var body: Content { Content(Shown("Visits", perch.object.visits)) }
}

/// One row per bird.
struct BirdList: View, HoldsObjects {
    let perch: Ref<Perch>
    var holdings: [Holding] { [Holding("_perch", perch.object)] }
    var body: Content {
        Content(rows: ForEach(perch.object.birds.map(BirdName.init)) { BirdLine(bird: $0) })
    }
}

/// A bird, in the accent the environment sets.
struct BirdLine: View {
    let bird: BirdName
    @Environment(\.accent) var accent
    var body: Content { Content(text: "\(bird.name) (\(accent))") }
}

/// The perch screen as a workload.
struct PerchWorkload: Workload {
    let name = "perch"
    let steps = ["visit", "arrive", "accent"]
    let views = ["PerchScreen", "Visits", "BirdList", "BirdLine"]
    let defaultSize = 3
    let isSized = true

    func session(_ combination: Combination, size: Int) -> Session {
        let perch = Perch(combination.notify, birds: (0..<size).map { "bird \($0)" })
        return ScreenSession(root: PerchScreen(perch: Ref(perch)), model: perch, steps: [
            Step("visit") { $0.visits += 1 },
            Step("arrive") { $0.birds.insert("bird \($0.birds.count)", at: 0) },
            Step("accent") { _, graph in
                for screen in graph.views(PerchScreen.self) { screen.accent = screen.accent == "plain" ? "bold" : "plain" }
            },
        ], combination: combination)
    }
}

/// The perch with fuzz actions of its own: a bird lands at a position, or
/// the visits go up by a number, drawn by the workload and applied by its session.
struct LandingWorkload: Workload {
    let name = "landing"
    let steps = ["visit"]
    let views = ["PerchScreen", "Visits", "BirdList", "BirdLine"]
    let defaultSize = 3
    let isSized = true

    func fuzzAction(_ random: inout FuzzRandom) -> FuzzAction? {
        random.next(upTo: 2) == 0
            ? FuzzAction("land", random.next(upTo: 10), nil) : FuzzAction("visits", random.next(upTo: 3), "visits += n")
    }

    func session(_ combination: Combination, size: Int) -> Session {
        let perch = Perch(combination.notify, birds: (0..<size).map { "bird \($0)" })
        return ScreenSession(
            root: PerchScreen(perch: Ref(perch)), model: perch, steps: [Step("visit") { $0.visits += 1 }],
            combination: combination
        ) { perch, action in
            switch action.kind {
            case "land": perch.birds.insert("lander \(perch.birds.count)", at: action.argument % (perch.birds.count + 1))
            case "visits": perch.visits += action.argument
            default: break
            }
        }
    }
}

@Suite("a workload written against the public library")
struct PublicWorkloadTests {
    @Test func aUsersWorkloadDrawsItsOwnFuzzActionsAndItsSessionMakesThem() {
        var kinds: Set<String> = []
        for seed in UInt64(0)..<40 {
            let script = FuzzScript(seed: seed, workloads: [LandingWorkload()])
            kinds.formUnion(script.transactions.joined().map(\.kind))
            #expect(Fuzzer.check(script, in: [LandingWorkload()]) == nil, "\(script)")
        }
        #expect(kinds == ["land", "visits"])
        let session = LandingWorkload().session(Combination(.property, .class), size: 2)
        _ = session.launch()
        session.apply(FuzzAction("land", 1))
        session.apply(FuzzAction("visits", 2))
        let flush = session.flush()
        #expect(flush.runs.map(\.view).sorted() == ["BirdLine", "BirdList", "Visits"])
        #expect(session.rendered().map(\.text).filter { $0.hasPrefix("lander") } == ["lander 2 (plain)"])
        #expect(FuzzAction("land", 4).description == "land #4")
        session.tearDown()
    }

    @Test(arguments: Combination.all)
    func runsInEveryCombinationWithNoStaleView(combination: Combination) {
        let session = PerchWorkload().session(combination, size: 3)
        #expect(session.launch().recomputes == 3 + 3)
        #expect(session.staleViews() == [])
        let visit = session.perform("visit")
        // Property-level: the one view that read the visits. Object-level: every holder of the perch.
        #expect(visit.bodies == (combination.notify == .object ? ["PerchScreen", "Visits", "BirdList"] : ["Visits"]))
        let arrive = session.perform("arrive")
        #expect(arrive.runs.filter { $0.view == "BirdLine" }.map(\.description) == ["BirdLine[id bird 3]: @self changed."])
        let accent = session.perform("accent")
        #expect(accent.bodies == ["PerchScreen"] + Array(repeating: "BirdLine", count: 4))
        #expect(session.staleViews() == [])
        session.tearDown()
    }

    @Test func fuzzScriptsOfAUsersWorkloadChangeItsSteps() {
        for seed in UInt64(0)..<12 {
            let script = FuzzScript(seed: seed, workloads: [PerchWorkload()])
            #expect(script.workload == "perch")
            #expect(Fuzzer.check(script, in: [PerchWorkload()]) == nil, "\(script)")
        }
    }
}

/// A step's inverse undoes it: the inverse of the inverse is the step, for
/// every workload that names one, so that timing undoes each in turn.
@Suite("a workload's inverse steps")
struct InverseStepsTests {
    @Test(arguments: Workloads.workloads.map(\.name) + ["guide-list·lazy", "panels"])
    func theInverseOfAStepsInverseIsTheStep(name: String) {
        let workload: any Workload =
            name == "guide-list·lazy" ? GuideListWorkload(container: .lazy)
            : name == "panels" ? PanelsWorkload()
            : Workloads.workloads.first { $0.name == name }!
        for step in workload.steps {
            guard let inverse = workload.inverse(of: step) else { continue }
            #expect(workload.steps.contains(inverse), "\(name) \(step)")
            #expect(workload.inverse(of: inverse) == step, "\(name) \(step) ↔ \(inverse)")
        }
        let inverted = workload.steps.filter { workload.inverse(of: $0) != nil }
        #expect(inverted == (name.hasPrefix("guide-list") ? ["add", "remove", "scroll", "scroll-back"] : []))
    }
}

/// Each built-in workload lists exactly the views its screen runs at launch.
@Suite("a workload's views")
struct ListedViewsOfTheBuiltInsTests {
    @Test(arguments: Workloads.workloads.map(\.name) + ["guide-list·lazy", "panels", "perch"])
    func theViewsListedAreTheViewsALaunchRuns(name: String) {
        let workload: any Workload =
            name == "perch" ? PerchWorkload()
            : name == "guide-list·lazy" ? GuideListWorkload(container: .lazy)
            : name == "panels" ? PanelsWorkload()
            : Workloads.workloads.first { $0.name == name }!
        let session = workload.session(Combination(.property, .class), size: max(3, workload.defaultSize))
        let ran = Set(session.launch().runs.map(\.view))
        session.tearDown()
        #expect(ran == Set(workload.views))
    }
}
