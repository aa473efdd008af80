import Testing
import ViewGraph
import Workloads

/// Runs every step of `workload` under `combination` and returns each step's flush,
/// failing the test on any stale view.
func runSteps(_ workload: any Workload, _ combination: Combination, size: Int) -> [String: Flush] {
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
    static let propertyLevel = [Combination(.property, .class), Combination(.observation, .class)]

    /// SPEC.md's tally table, class kind, property and observation columns.
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
        let flushes = runSteps(Tally(), combination, size: 1)
        #expect(flushes.mapValues(\.bodies) == Self.classTable)
    }

    @Test func propertyCausesNameTheKeyPathThatChanged() {
        let flushes = runSteps(Tally(), Combination(.property, .class), size: 1)
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
        let flushes = runSteps(Tally(), Combination(.observation, .class), size: 1)
        #expect(flushes["robin"]?.runs.map(\.causes) == [
            [.unnamedProperty(framework: "withObservationTracking")],
            [.unnamedProperty(framework: "withObservationTracking")],
        ])
    }

    @Test func propertyAndObservationRunTheSameBodiesInTheSameOrder() {
        let property = runSteps(Tally(), Combination(.property, .class), size: 1)
        let observation = runSteps(Tally(), Combination(.observation, .class), size: 1)
        #expect(property.count == 1 + Tally().steps.count)
        #expect(property.mapValues(\.bodies) == observation.mapValues(\.bodies))
    }
}
