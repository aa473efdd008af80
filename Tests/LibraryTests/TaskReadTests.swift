import ObservationHarness
import Synchronization
import Testing

// R2 beside G1: what a `.task` reads is read after the body, on the graph's
// thread, outside the body's scope: the body does not depend on it.

/// What a perch's task read, in order, kept outside the screen.
final class PostSightings: Sendable {
    private let read = Mutex<[Int]>([])
    func see(_ birds: Int) { read.withLock { $0.append(birds) } }
    var all: [Int] { read.withLock { $0 } }
}

final class FeederPost: Model {
    @Tracked var birds = 0
    let sightings: PostSightings
    init(_ sightings: PostSightings) { self.sightings = sightings }
}

struct FeederPostView: View {
    @ObservedObject var perch: FeederPost
    var body: some View {
        Text("a perch")
            .task { perch.sightings.see(perch.birds) }
    }
}

@Suite("a read inside .task makes no dependency of the body")
struct TaskReadTests {
    /// The task read the birds at launch; a bird then runs no body and starts
    /// no task, under both property-level strategies, and nothing is stale.
    @Test(arguments: [Notify.property, .observation])
    func changingWhatATaskReadRunsNothing(notify: Notify) {
        let sightings = PostSightings()
        let workload = Workload(
            "task-read", model: { _ in FeederPost(sightings) }, screen: { FeederPostView(perch: $0) },
            steps: [Step("bird") { $0.birds += 1 }])
        let session = workload.session(Combination(notify, .class), size: 1)
        defer { session.tearDown() }
        let launch = session.launch()
        #expect(launch.bodies == ["FeederPostView"])
        #expect(launch.tasksStarted == 1)
        #expect(sightings.all == [0])
        let bird = session.perform("bird")
        #expect(bird.bodies == [])
        #expect(bird.tasksStarted == 0)
        #expect(sightings.all == [0])
        #expect(session.staleViews().isEmpty)
    }
}
