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
        let reference = session.reference()
        let renamed = session.perform("rename")
        // The reference walk agrees: the filter does not run in the port, so it keeps the rows its last run made.
        #expect(reference.account().difference(from: renamed) == nil)
        #expect(renamed.bodies == (notify == .object ? [] : [stateful ? "StatefulRobinFilter" : "RobinFilter", "PortBirdRow"]))
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

/// The birds in order of name: a rename can move a row.
struct SortedAviary: View {
    let aviary: PortAviary
    var body: some View {
        ForEach(aviary.birds.sorted { $0.name < $1.name }, id: \.id) { PortBirdRow(bird: $0) }
    }
}

@Suite("G6 for order: a list the port does not sort again")
struct PortStaleOrderTests {
    @Test(arguments: Notify.allCases)
    func aRenameThatMovesARowIsReportedAsTheOrderTheListLastMade(notify: Notify) {
        let workload = Workload(
            "sorted", model: { _ in PortAviary() }, screen: { SortedAviary(aviary: $0) },
            steps: [Step("rename") { $0.birds[0].name = "Yellowhammer" }])
        let session = workload.session(Combination(notify, .class), size: 1)
        defer { session.tearDown() }
        _ = session.launch()
        // Each row holds its bird, so the renamed one runs; only the list's order is left as it was.
        #expect(session.perform("rename").bodies == (notify == .object ? ["PortBirdRow"] : ["SortedAviary", "PortBirdRow"]))
        let stale = session.staleViews()
        guard notify == .object else {
            #expect(stale == [])
            return
        }
        #expect(stale.map(\.description) == [
            #"SortedAviary shows " · its views in the order it last made them" but should show " · its views in a fresh render's order": its body read a PortBird it does not hold, through the PortAviary it holds: in the screen's ObservableObject port a change to it sends nothing this view hears, as in a classic app; the port would need each PortBird shown by a view that holds it as @ObservedObject, or the PortAviary to send objectWillChange when one changes"#
        ])
        #expect(stale.map(\.inThePort) == [true])
    }
}
