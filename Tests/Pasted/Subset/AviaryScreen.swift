import ObservationHarness

// A screen that uses every construct of the subset a screen file may use
// (A1 to A3), with one import: views in sequence, if/else, if let, switch and
// ForEach in a body; every primitive and container; every property wrapper;
// a custom environment value.

public final class Aviary: Model {
    @Tracked public var birds: [Bird] = [Bird(id: 0, name: "wren"), Bird(id: 1, name: "robin")]
    @Tracked public var keeper: String? = "Ada"
    @Tracked public var mode = 0
    public init() {}
}

public final class Bird: Model, Identifiable {
    public let id: Int
    @Tracked public var name: String
    public init(id: Int, name: String) { self.id = id; self.name = name }
}

public final class Logbook: Model {
    @Tracked public var entries = 0
}

struct SeasonKey: EnvironmentKey {
    static let defaultValue = "spring"
}

extension EnvironmentValues {
    var season: String {
        get { self[SeasonKey.self] }
        set { self[SeasonKey.self] = newValue }
    }
}

public struct AviaryScreen: View {
    @State private var filter = ""
    @State private var showsNotes = true
    @State private var season = "spring"
    @State private var local = Logbook()
    @StateObject private var logbook = Logbook()
    @ObservedObject var aviary: Aviary

    public init(aviary: Aviary) { self.aviary = aviary }

    public var body: some View {
        NavigationStack {
            VStack(alignment: .leading, spacing: 8) {
                HStack {
                    TextField("Filter", text: $filter)
                    Spacer()
                    Toggle("Notes", isOn: $showsNotes)
                }
                if showsNotes {
                    Notes(filter: $filter)
                } else {
                    EmptyView()
                }
                if let keeper = aviary.keeper {
                    Text("Kept by \(keeper)")
                }
                switch aviary.mode {
                case 0: Text("list")
                case 1: Text("grid")
                default: AnyView(Divider())
                }
                ScrollView {
                    LazyVStack {
                        ForEach(aviary.birds.filter { filter.isEmpty || $0.name.contains(filter) }) { bird in
                            BirdRow(bird: bird)
                        }
                    }
                }
                List(0..<2) { index in Text("line \(index)") }
                ZStack { Group { Text("\(logbook.entries) entries, \(local.entries) local") } }
                Button("Season") { season = season == "spring" ? "autumn" : "spring" }
                Button("Log") { logbook.entries += 1 }
            }
            .environment(\.season, season)
            .environment(aviary)
            .environmentObject(logbook)
        }
    }
}

struct Notes: View {
    @Binding var filter: String
    @Environment(\.season) private var season
    @Environment(Aviary.self) private var aviary
    @Environment(Logbook.self) private var maybe: Logbook?
    @EnvironmentObject var logbook: Logbook
    var body: some View {
        Text("\(season): \(aviary.birds.count) birds, filter '\(filter)', \(logbook.entries) logged, \(maybe == nil ? "no" : "a") logbook")
    }
}

struct BirdRow: View {
    @Bindable var bird: Bird
    var body: some View {
        TextField("Name of \(bird.id)", text: $bird.name)
    }
}
