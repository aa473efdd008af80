import ObservationHarness

/// A species seen at the feeder, and how many birds of it.
final class Species: Model, Identifiable {
    let id: Int
    let name: String
    @Tracked var count = 0
    init(id: Int, name: String) { self.id = id; self.name = name }
}

/// The log of a feeder: its species, as objects.
final class Log: Model {
    @Tracked var species: [Species] = []
}

struct UnitKey: EnvironmentKey { static let defaultValue = "birds" }

extension EnvironmentValues {
    var unit: String { get { self[UnitKey.self] } set { self[UnitKey.self] = newValue } }
}

/// The root: owns the unit, sets it for every row, and a button flips it.
struct LogScreen: View {
    @State private var unit = "birds"
    @ObservedObject var log: Log
    var body: some View {
        VStack {
            Summary(log: log)
            SpeciesList(log: log)
            Button("Unit") { unit = unit == "birds" ? "sightings" : "birds" }
        }
        .environment(\.unit, unit)
    }
}

struct Summary: View {
    @ObservedObject var log: Log
    var body: some View { Text("\(log.species.count) species") }
}

/// A `List`: only the rows on screen are made.
struct SpeciesList: View {
    @ObservedObject var log: Log
    var body: some View { List(log.species) { SpeciesRow(species: $0) } }
}

struct SpeciesRow: View {
    @ObservedObject var species: Species
    @Environment(\.unit) private var unit
    var body: some View { Text("\(species.name): \(species.count) \(unit)") }
}

/// The log as a workload: `feeder log`.
public let feederLog = Workload(
    "log", summary: "a feeder's log: species with counts in a list, a unit in state and the environment", size: 3,
    model: { size in let log = Log(); log.species = (0..<size).map { Species(id: $0, name: "species \($0)") }; return log },
    screen: { LogScreen(log: $0) }, steps: [
        Step("spot", "one more bird of the first species") { $0.species.first?.count += 1 },
        Step("add-species", undo: "remove-species") { $0.species.append(Species(id: $0.species.count, name: "species \($0.species.count)")) },
        Step("remove-species", undo: "add-species") { if !$0.species.isEmpty { $0.species.removeLast() } },
        .tap("Unit", as: "unit"),
        .scroll(1, as: "scroll", undo: "scroll-back"),
        .scroll(-1, as: "scroll-back", undo: "scroll"),
    ])
