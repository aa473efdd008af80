import ObservationHarness
import Screens
import Testing

// A workload written only against the one module a screen file imports, as a
// user's package writes one: a model in @Observable's shape, a screen in
// SwiftUI's words with a list, state and the environment, and steps that
// change the model or tap a button. Nothing here is @testable. The tests
// below drive it through the harness's own sessions (`session`,
// `Combination`, `Fuzzer`), which a user's package does not reach; a user
// runs the same workload with `runCompare`.

/// A perch's birds.
final class Perch: Model {
    @Tracked var birds: [String]
    @Tracked var visits = 0

    init(birds: [String]) {
        self.birds = birds
    }
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
struct PerchScreen: View {
    @State private var accent = "plain"
    @ObservedObject var perch: Perch
    /// Whether the birds are in a `List`, made only while on screen.
    var lazy = false
    var body: some View {
        VStack {
            Text("perch")
            Visits(perch: perch)
            BirdList(perch: perch, lazy: lazy)
            Button("Accent") { accent = accent == "plain" ? "bold" : "plain" }
        }
        .environment(\.accent, accent)
    }
}

/// Shows the visits.
struct Visits: View {
    @ObservedObject var perch: Perch
    var body: some View { Text("Visits: \(perch.visits)") }
}

/// One row per bird, identified by its name.
struct BirdList: View {
    @ObservedObject var perch: Perch
    let lazy: Bool
    var body: some View {
        if lazy {
            List(perch.birds, id: \.self) { BirdLine(name: $0) }
        } else {
            ForEach(perch.birds, id: \.self) { BirdLine(name: $0) }
        }
    }
}

/// A bird, in the accent the environment sets.
struct BirdLine: View {
    let name: String
    @Environment(\.accent) private var accent
    var body: some View { Text("\(name) (\(accent))") }
}

let perchWorkload = Workload(
    "perch", size: 3, model: { Perch(birds: (0..<$0).map { "bird \($0)" }) }, screen: { PerchScreen(perch: $0) },
    steps: [
        Step("visit") { $0.visits += 1 },
        Step("arrive") { $0.birds.insert("bird \($0.birds.count)", at: 0) },
        .tap("Accent", as: "accent"),
    ])

/// The perch with fuzz actions of its own: a bird lands at a position, or
/// the visits go up by a number, drawn by the workload and applied to the model.
let landingWorkload = Workload("landing", size: 3)
    .kind(
        .class, model: { Perch(birds: (0..<$0).map { "bird \($0)" }) }, screen: { PerchScreen(perch: $0) },
        steps: [Step("visit") { $0.visits += 1 }]
    ) { perch, action in
        switch action.kind {
        case "land": perch.birds.insert("lander \(perch.birds.count)", at: action.argument % (perch.birds.count + 1))
        case "visits": perch.visits += action.argument
        default: break
        }
    }
    .fuzzing { random in
        random.next(upTo: 2) == 0
            ? FuzzAction("land", random.next(upTo: 10), nil) : FuzzAction("visits", random.next(upTo: 3), "visits += n")
    }

@Suite("a workload written against the public library")
struct PublicWorkloadTests {
    @Test func aUsersWorkloadDrawsItsOwnFuzzActionsAndItsSessionMakesThem() {
        var kinds: Set<String> = []
        for seed in UInt64(0)..<40 {
            let script = FuzzScript(seed: seed, workloads: [landingWorkload])
            kinds.formUnion(script.transactions.joined().map(\.kind))
            #expect(Fuzzer.check(script, in: [landingWorkload]) == nil, "\(script)")
        }
        #expect(kinds == ["land", "visits"])
        let session = landingWorkload.session(Combination(.property, .class), size: 2)
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
    func runsInEveryCombinationOfItsKindWithNoStaleView(combination: Combination) {
        #expect(perchWorkload.kinds == [.class])
        #expect(perchWorkload.combinations().map(\.kind) == [.class, .class, .class])
        let session = perchWorkload.session(combination, size: 3)
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
            let script = FuzzScript(seed: seed, workloads: [perchWorkload])
            #expect(script.workload == "perch")
            #expect(Fuzzer.check(script, in: [perchWorkload]) == nil, "\(script)")
        }
    }

    @Test func aStepThatTapsAButtonIsNamedByItsTitleAndSaysWhatItDoes() {
        let workload = Workload(
            "tap", model: { _ in Perch(birds: []) }, screen: { PerchScreen(perch: $0) }, steps: [.tap("Accent")])
        #expect(workload.steps == ["accent"])
        #expect(workload.explain(step: "accent") == "taps Accent")
        #expect(workload.problem == nil)
    }

    @Test func aWorkloadWrittenWrongSaysWhatIsWrongInASentence() {
        let twice = Workload(
            "twice", model: { _ in Perch(birds: []) }, screen: { PerchScreen(perch: $0) },
            steps: [Step("visit") { $0.visits += 1 }, Step("visit") { $0.visits += 2 }])
        #expect(twice.problem == "workload twice has two steps named visit; name each step once")
        let undone = Workload(
            "undone", model: { _ in Perch(birds: []) }, screen: { PerchScreen(perch: $0) },
            steps: [Step("visit", undo: "leave") { $0.visits += 1 }])
        #expect(undone.problem == "workload undone's step visit is undone by leave, which is not one of its steps")
        #expect(Workload("empty").problem == "workload empty has no screen; give it one with kind(_:model:screen:steps:)")
        let kinds = perchWorkload.kind(
            .struct, model: { _ in Perch(birds: []) }, screen: { PerchScreen(perch: $0) }, steps: [Step("visit") { $0.visits += 1 }])
        #expect(
            kinds.problem
                == "workload perch's struct kind has the steps [\"visit\"] where its class kind has [\"visit\", \"arrive\", \"accent\"]; give every kind the same steps")
    }
}

/// A step's inverse undoes it: the inverse of the inverse is the step, for
/// every workload that names one, so that timing undoes each in turn.
@Suite("a workload's inverse steps")
struct InverseStepsTests {
    @Test(arguments: builtInWorkloads.map(\.name) + ["guide-list·lazy", "panels"])
    func theInverseOfAStepsInverseIsTheStep(name: String) {
        let workload: Workload =
            name == "guide-list·lazy" ? .guideList(.lazy)
            : name == "panels" ? .panels
            : builtInWorkloads.first { $0.name == name }!
        for step in workload.steps {
            guard let inverse = workload.inverse(of: step) else { continue }
            #expect(workload.steps.contains(inverse), "\(name) \(step)")
            #expect(workload.inverse(of: inverse) == step, "\(name) \(step) ↔ \(inverse)")
        }
        let inverted = workload.steps.filter { workload.inverse(of: $0) != nil }
        #expect(
            inverted == (name.hasPrefix("guide-list") ? ["add", "remove", "scroll", "scroll-back"] : name == "pantry" ? ["more-flour", "less-flour"] : []))
    }
}

/// A door that opens on a room: the room's view first runs in a step.
final class Door: Model {
    @Tracked var open = false
}

struct Hall: View {
    let door: Door
    var body: some View {
        Text("hall")
        if door.open { Room() }
    }
}

struct Room: View {
    var body: some View { Text("room") }
}

let doorWorkload = Workload("door", model: { _ in Door() }, screen: { Hall(door: $0) }, steps: [Step("open") { $0.open = true }])

/// The views a workload lists come from its screen: every view with a body, in
/// tree order, and no primitive, whether it runs at launch or first in a step.
@Suite("a workload's views")
struct ListedViewsOfTheBuiltInsTests {
    @Test(arguments: [
        ("tally", ["ContentView", "RobinLine", "SparrowLine", "TotalLine"]),
        ("guide-list", ["GuideScreen", "GuideCount", "GuideList", "GuideRow"]),
        ("guide-list·lazy", ["GuideScreen", "GuideCount", "GuideList", "GuideRow"]),
        ("search", ["SearchScreen", "SearchField", "ResultList", "ResultRow", "ShelfCount", "UnitsLabel", "ThemeBadge"]),
        ("panels", ["PanelsScreen", "TintLabel", "BoundField", "Drawer", "NoteList", "NoteRow", "TapCounter", "Caption", "ScoreTotal", "ScoreRow"]),
        ("perch", ["PerchScreen", "Visits", "BirdList", "BirdLine"]),
        ("door", ["Hall", "Room"]),
    ])
    func theViewsListedAreTheScreensViewsInTreeOrder(name: String, views: [String]) {
        let workload: Workload =
            name == "perch" ? perchWorkload
            : name == "door" ? doorWorkload
            : name == "guide-list·lazy" ? .guideList(.lazy)
            : name == "panels" ? .panels
            : builtInWorkloads.first { $0.name == name }!
        #expect(workload.views() == views)
    }
}
