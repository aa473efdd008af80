import ObservationHarness

/// One note from the field: what was seen, how many, when, and what about it.
final class FieldNote: Model, Identifiable {
    let id: Int
    @Tracked var title: String
    @Tracked var count: Int
    @Tracked var seen: Date
    @Tracked var text: String

    init(id: Int, title: String, count: Int = 1, seen: Date = Date(timeIntervalSince1970: 1_714_521_600), text: String = "") {
        self.id = id
        self.title = title
        self.count = count
        self.seen = seen
        self.text = text
    }
}

/// The notes of a season, kept by the app.
@MainActor
final class Journal: Model {
    @Tracked var notes: [FieldNote]
    /// How many times the journal saved itself: no view shows it, so no view is told.
    @ObservationIgnored var autosaves = 0

    init(notes: [FieldNote]) {
        self.notes = notes
    }

    convenience init() {
        self.init(notes: [
            FieldNote(id: 0, title: "Robin at the feeder", count: 2),
            FieldNote(id: 1, title: "Wren in the hedge"),
            FieldNote(id: 2, title: "Heron by the river"),
        ])
    }

    func add(title: String, count: Int) {
        let id = (notes.map(\.id).max() ?? -1) + 1
        notes.append(FieldNote(id: id, title: title, count: count))
    }

    func delete(_ ids: [FieldNote.ID]) {
        notes.removeAll { ids.contains($0.id) }
    }

    func move(from offsets: IndexSet, to destination: Int) {
        notes.move(fromOffsets: offsets, toOffset: destination)
    }
}

enum Units: String, CaseIterable, Identifiable {
    case metric, imperial
    var id: Self { self }
}

/// What a person chose in Settings, written the way a pre-iOS 17 app writes its store.
final class Preferences: ObservableObject {
    @Published var showsCounts = true
    @Published var units = Units.metric
    @Published var textScale = 1.0
    @Published var tags = ["birds", "plants"]
    @Published var homePlace: Place.ID?
    /// When the app last synced: no view shows it.
    var lastSynced: Date?
    /// Whether something changed since the last sync.
    private(set) var hasChanges = false
    private var cancellables = Set<AnyCancellable>()

    init() {
        objectWillChange
            .sink { [weak self] _ in self?.hasChanges = true }
            .store(in: &cancellables)
    }

    /// Fetches the tags other devices added.
    func fetchTags() async {
        if !tags.contains("fungi") {
            tags.append("fungi")
        }
    }

    /// Syncs with the server: a change no @Published property makes, told by hand.
    func sync() {
        objectWillChange.send()
        lastSynced = Date()
        hasChanges = false
    }
}

/// A place notes are taken at: a value, pushed on a stack by value.
struct Place: Identifiable, Hashable {
    let id: Int
    var name: String
    var photo: String
    var surveyed: Double

    static let samples = [
        Place(id: 0, name: "Estuary", photo: "estuary", surveyed: 0.75),
        Place(id: 1, name: "Beech Wood", photo: "wood", surveyed: 0.4),
        Place(id: 2, name: "Old Orchard", photo: "orchard", surveyed: 0.1),
    ]
}

/// A visit logged at a place, presented as an item.
struct Visit: Identifiable {
    let id: Int
    let place: String
}

enum Forecast {
    static func today() async -> String { "dry, light wind" }
}
