import Observation
import PropertyLevel
import ViewGraph

/// The observation column's tally model: `Sightings`, marked `@Observable`.
@Observable
final class ObservedSightings {
    var robins = 0
    var sparrows = 0
    var total: Int { robins + sparrows }
}

/// A class-kind model as its lines see it: a reference, equal only to itself.
protocol SightingsObject: TallySource {
    var total: Int { get }
}

/// A line's input in the class kind: the model object itself (G4: compared by identity).
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
