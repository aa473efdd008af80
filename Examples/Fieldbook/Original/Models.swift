import Foundation
import Observation

/// One sighting in the field: a species, how many, and notes.
@Observable
final class Sighting: Identifiable {
    let id: Int
    var species: String
    var count: Int
    var notes: String

    init(id: Int, species: String, count: Int = 1, notes: String = "") {
        self.id = id
        self.species = species
        self.count = count
        self.notes = notes
    }
}

/// The sightings of a day in the field.
@Observable
final class Fieldbook {
    var sightings: [Sighting]

    init(sightings: [Sighting]) {
        self.sightings = sightings
    }

    /// A day's sightings: `count` of them, a few species over and over.
    convenience init(count: Int) {
        let species = ["Robin", "Wren", "Blackbird", "Sparrow", "Starling", "Jay", "Finch", "Thrush"]
        self.init(sightings: (0..<count).map { Sighting(id: $0, species: species[$0 % species.count]) })
    }

    var total: Int { sightings.reduce(0) { $0 + $1.count } }

    func add(species: String, count: Int) {
        let id = (sightings.map(\.id).max() ?? -1) + 1
        sightings.append(Sighting(id: id, species: species, count: count))
    }

    func delete(at offsets: IndexSet) {
        sightings.remove(atOffsets: offsets)
    }

    /// Adds what the field station logged since the last sync.
    func sync(from station: FieldStation) async {
        let logged = await station.logged()
        for species in logged where !sightings.contains(where: { $0.species == species }) {
            add(species: species, count: 1)
        }
    }
}

/// The field station's log, shared with the other birders at the reserve.
actor FieldStation {
    private var species = ["Kingfisher", "Heron"]

    func logged() -> [String] { species }
}

/// How the list shows the sightings.
enum SortOrder: String, CaseIterable, Identifiable {
    case recorded, species
    var id: Self { self }
}

/// What the person chose in Settings.
@Observable
final class Preferences {
    var showsCounts = true
    var sortOrder = SortOrder.recorded
}
