import TestSupport
@testable import Measurements
import Testing
import PropertyLevel
@testable import ViewGraph
import Workloads
@testable import Screens

/// Runs every step of `workload` under `combination` and returns each step's flush,
/// failing the test on any stale view.
func runSteps(_ workload: Workload, _ combination: Combination, size: Int) -> [String: Flush] {
    let session = workload.session(combination, size: size)
    var flushes = [launchStep: session.launch()]
    #expect(session.staleViews() == [], "launch \(combination)")
    for step in workload.steps {
        flushes[step] = session.perform(step)
        #expect(session.staleViews() == [], "\(step) \(combination)")
    }
    session.tearDown()
    return flushes
}

@Suite("tally")
struct TallyTests {
    @Test func aTallyMadeWithCountsReadsThemBackInTheirPlaces() {
        let sightings = Twin.Sightings(robins: 3, sparrows: 5)
        #expect((sightings.robins, sightings.sparrows, sightings.total) == (3, 5, 8))
    }

    /// Each step changes the counts as its explanation says, whatever the
    /// combination: the screen shows robins and sparrows, and their total, after each.
    @Test(arguments: Combination.all)
    func eachStepLeavesTheCountsItsExplanationSays(combination: Combination) {
        let session = Workload.tally.session(combination, size: 1)
        defer { session.tearDown() }
        func shown() -> [String] { session.rendered().filter { $0.view != "ContentView" }.map(\.text) }
        _ = session.launch()
        #expect(shown() == ["Robins: 0", "Sparrows: 0", "Total: 0"])
        let after: [(step: String, robins: Int, sparrows: Int)] = [
            ("robin", 1, 0), ("sparrow", 1, 1), ("robin-same", 1, 1), ("robin-zero", 1, 1), ("burst", 4, 1),
        ]
        #expect(after.map(\.step) == Workload.tally.steps)
        for (step, robins, sparrows) in after {
            _ = session.perform(step)
            #expect(shown() == ["Robins: \(robins)", "Sparrows: \(sparrows)", "Total: \(robins + sparrows)"], "after \(step)")
        }
    }

    static let propertyLevel = [Combination(.property, .class), Combination(.observation, .class)]

    /// The known tally table, class kind, property and observation columns.
    static let classTable: [String: [String]] = [
        "launch": ["ContentView", "RobinLine", "SparrowLine", "TotalLine"],
        "robin": ["RobinLine", "TotalLine"],
        "sparrow": ["SparrowLine", "TotalLine"],
        "robin-same": [],
        "robin-zero": ["RobinLine", "TotalLine"],
        "burst": ["RobinLine", "TotalLine"],
    ]

    @Test(arguments: propertyLevel)
    func classKindRunsTheBodiesSpecTableGives(combination: Combination) {
        let flushes = runSteps(Workload.tally, combination, size: 1)
        #expect(flushes.mapValues(\.bodies) == Self.classTable)
    }

    /// The struct kind, derived from the rules: the counts are one value in one
    /// observed property that ContentView reads and hands down whole.
    static let structTable: [String: [String]] = [
        "launch": ["ContentView", "RobinLine", "SparrowLine", "TotalLine"],
        // robins += 1 changes `sightings` in place: ContentView runs (G1), and each
        // line is handed a copy that differs from its old one (G4, @self).
        "robin": ["ContentView", "RobinLine", "SparrowLine", "TotalLine"],
        "sparrow": ["ContentView", "RobinLine", "SparrowLine", "TotalLine"],
        // robins = robins sets a field of the struct in place, which always notifies
        // (P6); the copies handed down are equal, so no line runs (G4).
        "robin-same": ["ContentView"],
        // robins += 0: the same, an in-place mutation whose result is equal.
        "robin-zero": ["ContentView"],
        // Three increments in one transaction: one flush runs each body once (G3).
        "burst": ["ContentView", "RobinLine", "SparrowLine", "TotalLine"],
    ]

    @Test(arguments: [Notify.property, .observation])
    func structKindRunsTheBodiesTheRulesDerive(notify: Notify) {
        let flushes = runSteps(Workload.tally, Combination(notify, .struct), size: 1)
        #expect(flushes.mapValues(\.bodies) == Self.structTable)
        #expect(flushes["robin-same"]?.skipped == 3)
        #expect(flushes["robin"]?.runs.dropFirst().map(\.causes) == [[.inputs], [.inputs], [.inputs]])
    }

    @Test func structKindCauseNamesTheStoresProperty() {
        let flushes = runSteps(Workload.tally, Combination(.property, .struct), size: 1)
        #expect(flushes["robin-zero"]?.runs.map(\.description) == [#"ContentView: \SightingsStore.sightings changed."#])
    }

    /// The known object column: every view holds the model, so every send runs all four.
    static let objectClassTable = classTable.mapValues { _ in classTable["launch"]! }

    /// The object column, struct kind: only ContentView holds the store; the lines
    /// are handed copies, which run only when the copy differs (G4).
    static let objectStructTable = structTable

    @Test func objectClassKindRunsAllFourAtEveryStep() {
        let flushes = runSteps(Workload.tally, Combination(.object, .class), size: 1)
        #expect(flushes.mapValues(\.bodies) == Self.objectClassTable)
        // Each line holds the model as `_sightings` and is told, not handed new inputs.
        #expect(flushes["robin-same"]?.runs.map(\.description) == [
            "ContentView: _sightings changed.", "RobinLine: _sightings changed.",
            "SparrowLine: _sightings changed.", "TotalLine: _sightings changed.",
        ])
    }

    @Test func objectStructKindRunsContentViewAndTheLinesWhoseCopiesDiffer() {
        let flushes = runSteps(Workload.tally, Combination(.object, .struct), size: 1)
        #expect(flushes.mapValues(\.bodies) == Self.objectStructTable)
        #expect(flushes["robin"]?.runs.map(\.description) == [
            "ContentView: _sightings changed.", "RobinLine: @self changed.",
            "SparrowLine: @self changed.", "TotalLine: @self changed.",
        ])
    }

    @Test(arguments: Kind.allCases)
    func objectNeverRunsFewerBodiesThanProperty(kind: Kind) {
        let property = runSteps(Workload.tally, Combination(.property, kind), size: 1)
        let object = runSteps(Workload.tally, Combination(.object, kind), size: 1)
        for (step, flush) in property {
            #expect(object[step]!.recomputes >= flush.recomputes, "\(step)")
        }
    }

    @Test func propertyCausesNameTheKeyPathThatChanged() {
        let flushes = runSteps(Workload.tally, Combination(.property, .class), size: 1)
        #expect(flushes["robin"]?.runs.map(\.description) == [
            #"RobinLine: \Sightings.robins changed."#,
            #"TotalLine: \Sightings.robins changed."#,
        ])
        #expect(flushes["sparrow"]?.runs.map(\.description) == [
            #"SparrowLine: \Sightings.sparrows changed."#,
            #"TotalLine: \Sightings.sparrows changed."#,
        ])
    }

    @Test func observationCausesSayTheFrameworkDoesNotNameTheProperty() {
        let flushes = runSteps(Workload.tally, Combination(.observation, .class), size: 1)
        #expect(flushes["robin"]?.runs.map(\.causes) == [
            [.unnamedProperty(framework: "withObservationTracking")],
            [.unnamedProperty(framework: "withObservationTracking")],
        ])
    }

    @Test(arguments: Kind.allCases)
    func propertyAndObservationRunTheSameBodiesInTheSameOrder(kind: Kind) {
        let property = runSteps(Workload.tally, Combination(.property, kind), size: 1)
        let observation = runSteps(Workload.tally, Combination(.observation, kind), size: 1)
        #expect(property.count == 1 + Workload.tally.steps.count)
        #expect(property.mapValues(\.bodies) == observation.mapValues(\.bodies))
    }
}

@Suite("G5: Apple's Observation names the key path where the runs are shown")
struct ObservationKeyPathTests {
    /// Asked (a trace), the observation column names the property that
    /// changed as the property column does, in every step; the root, which
    /// owns the model in @State, first runs for it.
    @Test func aTraceNamesTheKeyPathInTheObservationColumnAsInThePropertyColumn() throws {
        func trace(_ notify: String) throws -> [String] {
            let outcome = try CompareCommand.run(["tally", "--trace", "--counts-only", "--notify", notify, "--kind", "class"])
            return outcome.stdout.split(separator: "\n").map(String.init).filter { $0.hasPrefix("    ") }
        }
        let observation = try trace("observation")
        #expect(observation == (try trace("property")))
        #expect(observation.prefix(4) == [
            "    ContentView: @self, @identity, __sightings changed.", "    RobinLine: @self changed.",
            "    SparrowLine: @self changed.", "    TotalLine: @self changed.",
        ])
        #expect(observation.contains(#"    SparrowLine: \Sightings.sparrows changed."#))
        #expect(observation.filter { $0.contains("robins changed") }.count == 6)
    }
}
