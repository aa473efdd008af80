@_spi(Graph) import ViewGraph
import Workloads

/// The feeder log as a workload: `compare log` runs it in every combination,
/// and `compare log-lazy` the same log in a lazy list, as `List` shows it.
public struct LogWorkload: Workload {
    /// Whether the list makes only the rows on screen.
    public let lazy: Bool

    /// The feeder log workload; `lazy`, in a lazy list of a hundred species.
    public init(lazy: Bool = false) {
        self.lazy = lazy
    }

    public var name: String { lazy ? "log-lazy" : "log" }
    public let summary = "a feeder's log: a list of species with counts, a unit in state and in the environment"
    public var steps: [String] { ["spot", "add-species", "remove-species", "unit"] + (lazy ? ["scroll", "scroll-back"] : []) }
    public let views = ["LogScreen", "Summary", "SpeciesList", "SpeciesRow"]
    public var defaultSize: Int { lazy ? 100 : 3 }
    public let isSized = true

    /// Adding and removing undo each other: timing runs one after each of the
    /// other, outside the timed region, so the log keeps its size.
    public func inverse(of step: String) -> String? {
        switch step {
        case "add-species": "remove-species"
        case "remove-species": "add-species"
        case "scroll": "scroll-back"
        case "scroll-back": "scroll"
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
        ScreenSession(root: LogScreen(log: Ref(log), lazy: lazy), model: log, steps: [
            // One more bird of the first species.
            Step("spot") { $0.spot(at: 0) },
            Step("add-species") { $0.addSpecies() },
            Step("remove-species") { $0.removeLastSpecies() },
            // The root's unit state toggles; every row reads it from the environment.
            Step("unit") { _, graph in
                guard let screen = graph.firstView(LogScreen<Source>.self) else { return }
                screen.unit = screen.unit == "birds" ? "sightings" : "birds"
            },
            Step("scroll") { _, graph in graph.scroll(byScreens: 1) },
            Step("scroll-back") { _, graph in graph.scroll(byScreens: -1) },
        ].filter { steps.contains($0.name) }, combination: combination)
    }
}
