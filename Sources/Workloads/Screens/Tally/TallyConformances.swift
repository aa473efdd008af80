import ObjectLevel
import PropertyLevel
import ValueVsReference
@_spi(Graph) import ViewGraph

// How each tally model meets the screen: what ContentView hands its lines.

/// A class-kind model as its lines see it.
protocol SightingsObject: TallySource {
    var total: Int { get }
}

/// A line's input in the class kind: the model object itself, equal only to
/// itself (G4), and held by the line.
struct SightingsReference<Object: SightingsObject>: TallyReading {
    let object: Object
    var robins: Int { object.robins }
    var sparrows: Int { object.sparrows }
    var total: Int { object.total }
    var holdings: [Holding] { [Holding("_sightings", object)] }

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.object === rhs.object }
}

extension Sightings: SightingsObject {
    var reading: SightingsReference<Sightings> { SightingsReference(object: self) }
}

extension ObservedSightings: SightingsObject {
    var reading: SightingsReference<ObservedSightings> { SightingsReference(object: self) }
}

extension BroadcastSightings: SightingsObject {
    var reading: SightingsReference<BroadcastSightings> { SightingsReference(object: self) }
}

/// A line's input in the struct kind: a copy of the counts, compared with ==.
extension SightingsValue: TallyReading {
    var holdings: [Holding] { [] }
}

/// A struct-kind store: the counts live in its one observed property, so
/// changing a count changes `sightings` (P6: in place, so always a change).
protocol SightingsValueStore: TallySource where Reading == SightingsValue {
    var sightings: SightingsValue { get set }
}

extension SightingsValueStore {
    var robins: Int {
        get { sightings.robins }
        set { sightings.robins = newValue }
    }

    var sparrows: Int {
        get { sightings.sparrows }
        set { sightings.sparrows = newValue }
    }

    /// ContentView reads the observed property and hands the copy down.
    var reading: SightingsValue { sightings }
}

extension SightingsStore: SightingsValueStore {}
extension ObservedSightingsStore: SightingsValueStore {}
extension BroadcastSightingsStore: SightingsValueStore {}
