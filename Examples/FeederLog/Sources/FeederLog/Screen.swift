@_spi(Graph) import ViewGraph
import Workloads

/// What a row shows the count in: set by the screen, read by every row.
struct UnitKey: EnvironmentKey {
    static let defaultValue = "birds"
}

extension EnvironmentValues {
    var unit: String {
        get { self[UnitKey.self] }
        set { self[UnitKey.self] = newValue }
    }
}

/// What a row reads: a species object, or a copy.
protocol SpeciesReading: Identifiable where ID == Int {
    var name: String { get }
    var count: Int { get }
    /// The objects a row holds: the species, for an object.
    var holdings: [Holding] { get }
}

/// The class kind's element: the species object itself, the same input as
/// long as it is the same object.
extension Species: SpeciesReading {
    var holdings: [Holding] { [Holding("_species", self)] }
}

extension SpeciesValue: SpeciesReading {
    var holdings: [Holding] { [] }
}

/// The root: owns the unit (state) and sets it in the environment; holds the log.
struct LogScreen<Source: LogSource>: View, HoldsObjects {
    @State var unit = "birds"
    let log: Ref<Source>
    var lazy = false
    var holdings: [Holding] { [Holding("_log", log.object)] }
    var body: Content {
        Content(text: "feeder log", children: [Child(Summary(log: log)), Child(SpeciesList(log: log, lazy: lazy))])
            .environment(\.unit, unit)
    }
}

/// Shows how many species the log has.
struct Summary<Source: LogSource>: View, HoldsObjects {
    let log: Ref<Source>
    var holdings: [Holding] { [Holding("_log", log.object)] }
    var body: Content { Content(Shown(log.object.speciesCount, "species")) }
}

/// One row per species, keyed by its id.
struct SpeciesList<Source: LogSource>: View, HoldsObjects {
    let log: Ref<Source>
    /// Only the rows on screen are made, as in a `List`.
    let lazy: Bool
    var holdings: [Holding] { [Holding("_log", log.object)] }
    var body: Content { Content(rows: ForEach(log.object.rows) { SpeciesRow(species: $0) }, lazy: lazy) }
}

/// One species and its count, in the unit the environment sets.
struct SpeciesRow<Entry: SpeciesReading>: View, HoldsObjects {
    let species: Entry
    @Environment(\.unit) var unit
    var holdings: [Holding] { species.holdings }
    var body: Content { Content(text: "\(species.name): \(species.count) \(unit)") }
}
