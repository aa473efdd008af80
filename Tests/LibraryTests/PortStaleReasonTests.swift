import ObservationHarness
import Testing

// A10: the ObservableObject port of an @Observable screen can go stale where
// the screen does not: a list that filters objects it does not hold runs for
// none of their changes. The stale check names the view that makes the rows
// and what it read without holding, not the rows alone.

final class PortBird: Model {
    let id: Int
    @Tracked var name: String
    init(id: Int, name: String) {
        self.id = id
        self.name = name
    }
}

final class PortAviary: Model {
    @Tracked var birds = [PortBird(id: 0, name: "Robin"), PortBird(id: 1, name: "Wren")]
}

struct RobinFilter: View {
    let aviary: PortAviary
    var body: some View {
        ForEach(aviary.birds.filter { $0.name.hasPrefix("R") }, id: \.id) { PortBirdRow(bird: $0) }
    }
}

/// The same, with a state of its own: the stale check then renders from
/// scratch rather than as it walks.
struct StatefulRobinFilter: View {
    let aviary: PortAviary
    @State private var prefix = "R"
    var body: some View {
        ForEach(aviary.birds.filter { $0.name.hasPrefix(prefix) }, id: \.id) { PortBirdRow(bird: $0) }
    }
}

struct PortBirdRow: View {
    let bird: PortBird
    var body: some View { Text(bird.name) }
}

@Suite("A10: a row the port leaves out is explained by the view that makes it")
struct PortStaleReasonTests {
    @Test(arguments: Notify.allCases, [false, true])
    func aRenameThatBringsARowIntoAFilterNamesTheFilterAndWhatItReadWithoutHoldingIt(notify: Notify, stateful: Bool) {
        let workload = Workload(
            "robins", model: { _ in PortAviary() },
            screen: { aviary -> AnyView in stateful ? AnyView(StatefulRobinFilter(aviary: aviary)) : AnyView(RobinFilter(aviary: aviary)) },
            steps: [Step("rename") { $0.birds[1].name = "Redstart" }])
        let session = workload.session(Combination(notify, .class), size: 1)
        defer { session.tearDown() }
        _ = session.launch()
        _ = session.perform("rename")
        let stale = session.staleViews()
        guard notify == .object else {
            #expect(stale == [])
            return
        }
        // The port holds the aviary as @ObservedObject, not the birds it filters by.
        #expect(stale.map(\.description) == [
            #"PortBirdRow shows nothing but should show "Redstart": \#(stateful ? "StatefulRobinFilter" : "RobinFilter"), which makes it: its body read a PortBird it does not hold, through the PortAviary it holds: in the screen's ObservableObject port a change to it sends nothing this view hears, as in a classic app; the port would need each PortBird shown by a view that holds it as @ObservedObject, or the PortAviary to send objectWillChange when one changes"#
        ])
        // A10: it is the port's finding, which fails nothing.
        #expect(stale.map(\.inThePort) == [true])
    }
}
