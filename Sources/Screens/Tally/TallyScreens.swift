import ViewGraph
import Workloads

// tally's screen, written twice: its counts in a model object, and in a value
// the store holds in one tracked property (docs/rules.md, The workloads).

/// The counts of the birds at a feeder, as an object.
final class Sightings: Model {
    @Tracked var robins = 0
    @Tracked var sparrows = 0
    /// P5: tracked through the two counts it reads.
    var total: Int { robins + sparrows }
}

/// The counts as a value.
struct SightingsValue: Equatable {
    var robins = 0
    var sparrows = 0
    var total: Int { robins + sparrows }
}

/// The counts as a value in one tracked property: changing a count changes
/// `sightings` (P6: in place, so always a change).
final class SightingsStore: Model {
    @Tracked var sightings = SightingsValue()
}

/// tally with the counts in an object: each line holds it.
enum ObjectTally {
    /// The root: owns the model and hands it to its three lines.
    struct ContentView: View {
        @State private var sightings: Sightings
        init(sightings: Sightings) { _sightings = State(initialValue: sightings) }
        var body: some View {
            RobinLine(sightings: sightings)
            SparrowLine(sightings: sightings)
            TotalLine(sightings: sightings)
        }
    }

    struct RobinLine: View {
        @ObservedObject var sightings: Sightings
        var body: some View { Text("Robins: \(sightings.robins)") }
    }

    struct SparrowLine: View {
        @ObservedObject var sightings: Sightings
        var body: some View { Text("Sparrows: \(sightings.sparrows)") }
    }

    struct TotalLine: View {
        @ObservedObject var sightings: Sightings
        var body: some View { Text("Total: \(sightings.total)") }
    }
}

/// tally with the counts in a value: the root reads it and hands each line a copy.
enum ValueTally {
    struct ContentView: View {
        @State private var sightings: SightingsStore
        init(sightings: SightingsStore) { _sightings = State(initialValue: sightings) }
        var body: some View {
            let counts = sightings.sightings
            RobinLine(sightings: counts)
            SparrowLine(sightings: counts)
            TotalLine(sightings: counts)
        }
    }

    struct RobinLine: View {
        let sightings: SightingsValue
        var body: some View { Text("Robins: \(sightings.robins)") }
    }

    struct SparrowLine: View {
        let sightings: SightingsValue
        var body: some View { Text("Sparrows: \(sightings.sparrows)") }
    }

    struct TotalLine: View {
        let sightings: SightingsValue
        var body: some View { Text("Total: \(sightings.total)") }
    }
}
