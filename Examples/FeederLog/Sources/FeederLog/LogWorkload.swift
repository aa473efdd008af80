import ViewGraph
import Workloads

/// The feeder log as a workload: `compare log` runs it in every combination.
public struct LogWorkload: Workload {
    /// The feeder log workload.
    public init() {}

    public let name = "log"
    public let summary = "a feeder's log: a list of species with counts, a unit in state and in the environment"
    public let steps = ["spot", "add-species", "remove-species", "unit"]
    public let views = ["LogScreen", "Summary", "SpeciesList", "SpeciesRow"]
    public let defaultSize = 3
    public let isSized = true

    /// Adding and removing undo each other: timing runs one after each of the
    /// other, outside the timed region, so the log keeps its size.
    public func inverse(of step: String) -> String? {
        switch step {
        case "add-species": "remove-species"
        case "remove-species": "add-species"
        default: nil
        }
    }

    public func session(_ combination: Combination, size: Int) -> Session {
        switch combination.kind {
        case .class: session(Log(combination.notify, size: size), combination)
        case .struct: session(ValueLog(combination.notify, size: size), combination)
        }
    }

    private func session<Source: LogSource>(_ log: Source, _ combination: Combination) -> Session {
        ScreenSession(root: LogScreen(log: Ref(log)), model: log, steps: [
            // One more bird of the first species.
            Step("spot") { $0.spot(at: 0) },
            Step("add-species") { $0.addSpecies() },
            Step("remove-species") { $0.removeLastSpecies() },
            // The root's unit state toggles; every row reads it from the environment.
            Step("unit") { _, graph in
                guard let screen = graph.firstView(LogScreen<Source>.self) else { return }
                screen.unit = screen.unit == "birds" ? "sightings" : "birds"
            },
        ], combination: combination)
    }
}
