import ObservationHarness
import Testing

// Lists as SwiftUI makes them: a stack inside a lazy list is one row, made
// whole (eager); a row that moves keeps its identity and is compared where
// it now stands, and counted as compared.

struct NumberLine: View {
    let number: Int
    var body: some View { Text("line \(number)") }
}

struct StackInAList: View {
    let count: Int
    var body: some View {
        List {
            VStack {
                ForEach(0..<count) { NumberLine(number: $0) }
            }
        }
    }
}

struct RowsInAList: View {
    let count: Int
    var body: some View {
        List {
            ForEach(0..<count) { NumberLine(number: $0) }
        }
    }
}

final class Blocklist: Model {
    @Tracked var users = ["ada", "bo", "cy"]
}

/// Each row is handed a closure that captures the list and its user: new at
/// every run of the screen (G11d), so every row kept runs when the screen does.
struct BlockedRow: View {
    let name: String
    let unblock: () -> Void
    var body: some View {
        HStack {
            Text(name)
            Button("Unblock \(name)", action: unblock)
        }
    }
}

struct BlockedInAStack: View {
    @ObservedObject var list: Blocklist
    var body: some View {
        List {
            VStack {
                Text("Blocked")
                ForEach(list.users, id: \.self) { user in
                    BlockedRow(name: user) { list.users.removeAll { $0 == user } }
                }
            }
        }
    }
}

struct BlockedInAList: View {
    @ObservedObject var list: Blocklist
    var body: some View {
        List {
            ForEach(list.users, id: \.self) { user in
                BlockedRow(name: user) { list.users.removeAll { $0 == user } }
            }
        }
    }
}

let stackInAList = Workload("stack-in-a-list", model: { _ in () }, screen: { _ in StackInAList(count: 100) }, steps: [])
let rowsInAList = Workload("rows-in-a-list", model: { _ in () }, screen: { _ in RowsInAList(count: 100) }, steps: [])

func blocked<Screen: View>(_ name: String, _ screen: @escaping @MainActor @Sendable (Blocklist) -> Screen) -> Workload {
    Workload(name, model: { _ in Blocklist() }, screen: screen, steps: [.tap("Unblock bo", as: "unblock-middle")])
}

@Suite("Lists: a stack inside a List is one eager row; a row that moves is compared")
struct ListRowsTests {
    @Test(arguments: Combination.all)
    func aStackInsideAListMakesEveryRowAndAListAScreenful(combination: Combination) {
        let stack = stackInAList.session(combination, size: 1)
        #expect(stack.launch().recomputes == 101)
        stack.tearDown()
        let rows = rowsInAList.session(combination, size: 1)
        #expect(rows.launch().recomputes == 1 + Graph.rowsOnScreen)
        rows.tearDown()
    }

    @Test(arguments: Combination.all)
    func removingTheMiddleRowComparesAndRunsBothRowsLeft(combination: Combination) {
        for workload in [blocked("stacked", { BlockedInAStack(list: $0) }), blocked("listed", { BlockedInAList(list: $0) })] {
            let session = workload.session(combination, size: 1)
            defer { session.tearDown() }
            _ = session.launch()
            let flush = session.perform("unblock-middle")
            // cy moved up: it keeps its identity, is compared where it now stands, and runs for its new closure.
            #expect(flush.runs.map(\.identified) == ["\(workload.name == "stacked" ? "BlockedInAStack" : "BlockedInAList")", "BlockedRow[id ada]", "BlockedRow[id cy]"], "\(workload.name)")
            #expect((flush.compared, flush.skipped, flush.removed) == (2, 0, 1), "\(workload.name)")
            #expect(session.staleViews() == [], "\(workload.name)")
        }
    }
}
