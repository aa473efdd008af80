import ObjectLevel
import ValueVsReference
import PropertyLevel
@_spi(Graph) import ViewGraph

/// A row whose parent runs it again `reruns` times with new inputs (`@self`)
/// while the model it reads stays the same, then one change to that model:
/// what `compare micro` measures of the observers a strategy leaves behind.
///
/// Under `property` each re-run cancels the row's last tracking, and under
/// `object` the row keeps its one subscription, so the change makes one
/// callback. Apple's Observation has no cancel: each re-run leaves its
/// one-shot observer installed, and the change fires all of them.
public final class RerunProbe {
    private let graph: Graph
    private let rerunParent: () -> Void
    private let changeModel: () -> Void

    /// A launched row under `notify`'s strategy, its model a tally's class-kind model.
    public init(_ notify: Notify) {
        switch notify {
        case .property: (graph, rerunParent, changeModel) = Self.make(Sightings(), notify)
        case .observation: (graph, rerunParent, changeModel) = Self.make(ObservedSightings(), notify)
        case .object: (graph, rerunParent, changeModel) = Self.make(BroadcastSightings(), notify)
        }
        _ = graph.launch()
    }

    private static func make<Model: SightingsObject>(_ model: Model, _ notify: Notify)
        -> (Graph, () -> Void, () -> Void)
    {
        let graph = Graph(root: ProbeParent(sightings: model.reading), tracker: Combination(notify, .class).tracker)
        return (graph, { graph.firstView(ProbeParent<Model.Reading>.self)?.generation += 1 }, { model.robins += 1 })
    }

    /// Runs the row again `times` times through its parent, the model unchanged.
    public func rerun(_ times: Int) {
        for _ in 0..<times {
            rerunParent()
            _ = graph.flush()
        }
    }

    /// Changes the model the row reads and flushes; the flush counts the
    /// callbacks the change made: the row's one invalidation, and those
    /// dropped from observers left behind.
    public func change() -> Flush {
        changeModel()
        return graph.flush()
    }

    /// Cancels what the row subscribed to.
    public func tearDown() {
        graph.tearDown()
    }
}

/// Owns a number it hands its row, so that writing it runs the row for `@self`.
private struct ProbeParent<Reading: TallyReading>: View {
    @State var generation = 0
    let sightings: Reading
    var body: Content {
        Content(children: [Child(ProbeRow(generation: generation, sightings: sightings))])
    }
}

/// Reads the robins.
private struct ProbeRow<Reading: TallyReading>: View, HoldsObjects {
    let generation: Int
    let sightings: Reading
    var holdings: [Holding] { sightings.holdings }
    var body: Content { Content(Shown("Robins", sightings.robins)) }
}
