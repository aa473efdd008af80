import SwiftUIVocabulary
import ViewGraph
import Workloads

// trap-bindings-into-models: a binding to a model's property through
// `@Bindable`, to an element of an array in state, and to a property of an
// element of a model's array, made through `@Bindable` declared in a body (G8).

/// A stop of a birding trip.
final class Stop: Model, Identifiable {
    let id: Int
    @Tracked var place: String

    init(id: Int, place: String) {
        self.id = id
        self.place = place
    }
}

/// The trip: its stops, in order.
final class Trip: Model {
    @Tracked var stops = [Stop(id: 0, place: "heath"), Stop(id: 1, place: "marsh")]
}

/// Every way of binding into the trip, side by side.
struct TripScreen: View {
    let trip: Trip
    var body: some View {
        StopEditor(stop: trip.stops[0])
        PackingList()
        TripEditor(trip: trip)
        StopList(trip: trip)
        StopRows(trip: trip)
    }
}

/// `$stop.place` through `@Bindable`: making it reads the place, so a
/// keystroke into the field runs this editor.
struct StopEditor: View {
    @Bindable var stop: Stop
    var body: some View { TextField("First stop", text: $stop.place) }
}

/// `$items[0]` on state: the binding's collection subscript makes a binding of
/// closures, and reads `items` when it makes it, so this list runs at each
/// keystroke, and the field handed `$items[1]` runs with it.
struct PackingList: View {
    @State private var items = ["scope", "flask"]
    var body: some View {
        TextField("First item", text: $items[0])
        ItemField(item: $items[1])
        ItemLine(items: $items)
    }
}

struct ItemField: View {
    @Binding var item: String
    var body: some View { TextField("Second item", text: $item) }
}

struct ItemLine: View {
    @Binding var items: [String]
    var body: some View { Text("packed: \(items.joined(separator: ", "))") }
}

/// `@Bindable var trip = trip` in the body, and `$trip.stops[1].place`:
/// making it reads `stops` and the second stop's place.
struct TripEditor: View {
    let trip: Trip
    var body: some View {
        @Bindable var trip = trip
        TextField("Second stop", text: $trip.stops[1].place)
    }
}

struct StopList: View {
    let trip: Trip
    var body: some View { Text("stops: \(trip.stops.map(\.place).joined(separator: ", "))") }
}

/// `ForEach($trip.stops) { $stop in ... }`: each row is handed a binding of
/// closures, new at every run of this view, so every row runs with it.
struct StopRows: View {
    @Bindable var trip: Trip
    var body: some View {
        ForEach($trip.stops) { $stop in
            StopRow(number: stop.id, place: $stop.place)
        }
    }
}

struct StopRow: View {
    let number: Int
    @Binding var place: String
    var body: some View { TextField("Stop \(number)", text: $place) }
}

extension Workload {
    /// trap-bindings-into-models: bindings into a model, an array in state,
    /// and an element of a model's array (G8).
    package static let bindingsIntoModels = Workload(
        "trap-bindings-into-models",
        summary: "fields bound to $stop.place, to $items[0] of a @State array, and to $trip.stops[1].place through @Bindable in a body",
        model: { _ in Trip() }, screen: { TripScreen(trip: $0) },
        steps: [
            .type("fen", into: "First stop", as: "type-stop"),
            .type("map", into: "Second item", as: "type-item"),
            .type("moor", into: "Second stop", as: "type-element"),
            .type("bog", into: "Stop 0", as: "type-row"),
            Step("add-stop", "trip.stops.append(a stop)") { $0.stops.append(Stop(id: $0.stops.count, place: "coast")) },
        ]
    ).notFuzzed()
    // O6: the list holds the trip, not the stop the first field edits in place.
    .expectingStale("StopList", after: ["type-stop", "type-item"], under: [.object])
}
