import SwiftUIVocabulary
import ViewGraph
import Screens
import Workloads

/// A row whose parent runs it again `reruns` times with new inputs (`@self`)
/// while the model it reads stays the same, then one change to that model:
/// what `compare micro` measures of the observers a strategy leaves behind.
///
/// Under `property` each re-run cancels the row's last tracking, and under
/// `object` the row keeps its one subscription, so the change makes one
/// callback. Apple's Observation has no cancel: each re-run leaves its
/// one-shot observer installed, and the change fires all of them.
package final class RerunProbe {
    private let graph: Graph
    private let sightings: ProbeSightings
    private let notify: Notify

    /// A launched row under `notify`'s strategy.
    package init(_ notify: Notify) {
        self.notify = notify
        sightings = notify.run { ProbeSightings() }
        // Read as written: the parent keeps the model in a plain let and holds nothing.
        graph = Graph(
            root: onTheGraphThread(sightings) { ProbeParent(sightings: $0) }, tracker: Combination(notify, .class).tracker(readingObjectsAsWritten: true))
        _ = notify.run { graph.launch() }
    }

    /// Runs the row again `times` times through its parent, the model unchanged.
    package func rerun(_ times: Int) {
        for _ in 0..<times {
            Screen(graph).tap("rerun")
            _ = notify.run { graph.flush() }
        }
    }

    /// Changes the model the row reads and flushes; the flush counts the
    /// callbacks the change made: the row's one invalidation, and those
    /// dropped from observers left behind.
    package func change() -> Flush {
        sightings.robins += 1
        return notify.run { graph.flush() }
    }

    /// Cancels what the row subscribed to.
    package func tearDown() {
        graph.tearDown()
    }
}

/// The robins the probe's row reads.
private final class ProbeSightings: Model {
    @Tracked var robins = 0
}

/// Owns a number it hands its row, so that tapping "rerun" runs the row for
/// `@self`; it reads nothing of the model, and holds it in a plain `let`.
private struct ProbeParent: View {
    @State private var generation = 0
    let sightings: ProbeSightings
    var body: some View {
        ProbeRow(generation: generation, sightings: sightings)
        Button("rerun") { generation += 1 }
    }
}

/// Reads the robins.
private struct ProbeRow: View {
    let generation: Int
    @ObservedObject var sightings: ProbeSightings
    var body: some View { Text("Robins: \(sightings.robins)") }
}
