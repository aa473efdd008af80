@testable import CompareKit
import Testing
import ViewGraph
import Workloads
@testable import Screens

// A package's workload written wrong: the one line its executable says.

private final class Tray: Model {
    @Tracked var seeds = 0
}

private struct SeedCount: View {
    @ObservedObject var tray: Tray
    var body: some View { Text("\(tray.seeds) seeds") }
}

private func tray(steps: [String]) -> Workload {
    Workload("tray", model: { _ in Tray() }, screen: { SeedCount(tray: $0) }, steps: steps.map { name in Step(name) { $0.seeds += 1 } })
}

@Suite("A workload written wrong is one line on standard error, exit 64")
struct WorkloadProblemTests {
    @Test(arguments: [
        (["fill", "fill"], "feeder: workload tray has two steps named fill; name each step once\n"),
        (["fill,twice"], "feeder: workload tray has a step named fill,twice, which --steps cannot name as it separates names with commas; name it without a comma\n"),
    ])
    func theRunSaysWhatIsWrongAndPrintsNothing(steps: [String], line: String) {
        for arguments in [["tray"], ["tray", "--counts-only", "--format", "csv"], ["--help"]] {
            let run = ran(arguments, workloads: [tray(steps: steps)], name: "feeder")
            #expect(run.code == 64)
            #expect(run.output.isEmpty)
            #expect(run.errors == line)
        }
    }

    @Test func everyBuiltInWorkloadIsWrittenRight() {
        #expect(builtInWorkloads.compactMap(\.problem) == [])
    }
}
