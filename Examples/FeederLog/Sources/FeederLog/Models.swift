import Workloads

/// A species seen at the feeder, and how many birds of it: the class kind's
/// list element, written once for every strategy.
public final class Species: Model, Identifiable {
    public let notifier: Notifier
    public let id: Int
    public let name: String
    @Tracked public var count = 0

    init(_ notify: Notify, id: Int, name: String) {
        notifier = Notifier(notify)
        self.id = id
        self.name = name
    }
}

/// The log of a feeder, holding its species as objects (the class kind).
public final class Log: Model {
    public let notifier: Notifier
    private let notify: Notify
    @Tracked public var species: [Species]

    init(_ notify: Notify, size: Int) {
        notifier = Notifier(notify)
        self.notify = notify
        species = (0..<size).map { Species(notify, id: $0, name: "species \($0)") }
    }
}

/// A species as a value: the struct kind's list element.
public struct SpeciesValue: Equatable, Identifiable, Sendable {
    public let id: Int
    public let name: String
    public var count = 0
}

/// The log of a feeder, holding its species as values in one property (the struct kind).
public final class ValueLog: Model {
    public let notifier: Notifier
    @Tracked public var species: [SpeciesValue]

    init(_ notify: Notify, size: Int) {
        notifier = Notifier(notify)
        species = (0..<size).map { SpeciesValue(id: $0, name: "species \($0)") }
    }
}

/// What the screen reads and the steps change, whatever the kind.
protocol LogSource: Model, SendableMetatype {
    associatedtype Row: SpeciesReading
    /// What the list hands its rows: the species objects, or copies.
    var rows: [Row] { get }
    var speciesCount: Int { get }
    func spot(at index: Int)
    func addSpecies()
    func removeLastSpecies()
}

extension Log: LogSource {
    var rows: [Species] { species }
    var speciesCount: Int { species.count }
    func spot(at index: Int) { if species.indices.contains(index) { species[index].count += 1 } }
    func addSpecies() { species.append(Species(notify, id: species.count, name: "species \(species.count)")) }
    func removeLastSpecies() { if !species.isEmpty { species.removeLast() } }
}

extension ValueLog: LogSource {
    var rows: [SpeciesValue] { species }
    var speciesCount: Int { species.count }
    func spot(at index: Int) { if species.indices.contains(index) { species[index].count += 1 } }
    func addSpecies() { species.append(SpeciesValue(id: species.count, name: "species \(species.count)")) }
    func removeLastSpecies() { if !species.isEmpty { species.removeLast() } }
}
