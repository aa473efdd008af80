@_spi(Graph) import ViewGraph

/// The root: holds the model and hands it to its three lines.
struct ContentView<Source: TallySource>: View, HoldsObjects {
    let source: Ref<Source>

    var holdings: [Holding] { [Holding("_sightings", source.object)] }

    var body: Content {
        let sightings = source.object.reading
        return Content(children: [
            Child(RobinLine(sightings: sightings)),
            Child(SparrowLine(sightings: sightings)),
            Child(TotalLine(sightings: sightings)),
        ])
    }
}

/// Shows the robins.
struct RobinLine<Reading: TallyReading>: View, HoldsObjects {
    let sightings: Reading
    var holdings: [Holding] { sightings.holdings }
    var body: Content { Content(Shown("Robins", sightings.robins)) }
}

/// Shows the sparrows.
struct SparrowLine<Reading: TallyReading>: View, HoldsObjects {
    let sightings: Reading
    var holdings: [Holding] { sightings.holdings }
    var body: Content { Content(Shown("Sparrows", sightings.sparrows)) }
}

/// Shows the total, a computed property (P5).
struct TotalLine<Reading: TallyReading>: View, HoldsObjects {
    let sightings: Reading
    var holdings: [Holding] { sightings.holdings }
    var body: Content { Content(Shown("Total", sightings.total)) }
}
