import ViewGraph

/// The root: holds the model and hands it to its three lines.
struct ContentView<Source: TallySource>: View {
    let source: Ref<Source>

    var holdings: [Holding] { [Holding("_sightings", source.object)] }

    func body() -> Content {
        let sightings = source.object.reading
        return Content(children: [
            Child(RobinLine(sightings: sightings)),
            Child(SparrowLine(sightings: sightings)),
            Child(TotalLine(sightings: sightings)),
        ])
    }
}

/// Shows the robins.
struct RobinLine<Reading: TallyReading>: View {
    let sightings: Reading
    var holdings: [Holding] { sightings.holdings }
    func body() -> Content { Content(Text("Robins", sightings.robins)) }
}

/// Shows the sparrows.
struct SparrowLine<Reading: TallyReading>: View {
    let sightings: Reading
    var holdings: [Holding] { sightings.holdings }
    func body() -> Content { Content(Text("Sparrows", sightings.sparrows)) }
}

/// Shows the total, a computed property (P5).
struct TotalLine<Reading: TallyReading>: View {
    let sightings: Reading
    var holdings: [Holding] { sightings.holdings }
    func body() -> Content { Content(Text("Total", sightings.total)) }
}
