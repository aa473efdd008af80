import ObservationHarness
import Synchronization
import Testing

// A workload written wrong, passed to runCompare as a package's main.swift
// passes it: refused before anything runs, whatever the command.

/// How many models the workloads below made: none, as none of them may run.
private let modelsMade = Atomic<Int>(0)

/// A perch workload with steps of the names `steps`, each one more visit.
private func perch(steps: [String]) -> Workload {
    Workload(
        "adds", model: { _ in
            modelsMade.add(1, ordering: .relaxed)
            return Perch(birds: [])
        }, screen: { PerchScreen(perch: $0) },
        steps: steps.map { name in Step(name) { $0.visits += 1 } })
}

@Suite("a workload written wrong is refused before anything runs")
struct WorkloadWrittenWrongTests {
    @Test(arguments: [
        (["add", "add"], "workload adds has two steps named add; name each step once"),
        (["add,twice"], "workload adds has a step named add,twice, which --steps cannot name as it separates names with commas; name it without a comma"),
        ([""], "workload adds has a step with no name; give every step one"),
    ])
    func runCompareExits64AndMakesNoModel(steps: [String], problem: String) {
        let workload = perch(steps: steps)
        #expect(workload.problem == problem)
        for arguments in [["adds", "--counts-only"], ["adds", "--steps", "add", "--counts-only"], ["perch", "--counts-only"], ["fuzz", "--seeds", "1"], ["list"]] {
            #expect(runCompare(arguments, workloads: [perchWorkload, workload]) == 64, "\(arguments)")
        }
        #expect(modelsMade.load(ordering: .relaxed) == 0)
    }

    @Test func listMakesNoModel() {
        let before = modelsMade.load(ordering: .relaxed)
        #expect(runCompare(["list"], workloads: [perch(steps: ["add"])]) == 0)
        #expect(modelsMade.load(ordering: .relaxed) == before)
    }

    @Test func helpMakesNoModel() {
        let before = modelsMade.load(ordering: .relaxed)
        for arguments in [["--help"], ["help", "fuzz"], ["help", "list"]] {
            #expect(runCompare(arguments, workloads: [perch(steps: ["add"])]) == 0, "\(arguments)")
        }
        #expect(modelsMade.load(ordering: .relaxed) == before)
    }

    @Test func aStepNamedOnceWithNoCommaIsNoProblem() {
        #expect(perch(steps: ["add", "add-twice"]).problem == nil)
        #expect(runCompare(["perch", "--counts-only", "--steps", "visit"], workloads: [perchWorkload]) == 0)
    }
}

/// The sizes the sized workload below was asked to make its model at.
private let sizesAsked = Mutex<[Int]>([])

extension WorkloadWrittenWrongTests {
    @Test func aRunMakesItsModelsAtTheSizeAskedForAlone() {
        let sized = Workload(
            "sized", size: 2,
            model: { size in
                sizesAsked.withLock { $0.append(size) }
                return Perch(birds: [])
            }, screen: { PerchScreen(perch: $0) }, steps: [Step("visit") { $0.visits += 1 }])
        #expect(runCompare(["sized", "--size", "3", "--counts-only"], workloads: [sized]) == 0)
        #expect(Set(sizesAsked.withLock { $0 }) == [3])
    }
}

extension WorkloadWrittenWrongTests {
    @Test func aViewShownOnlyAtTheSizeAskedForCanBeTraced() {
        // No bird at the default size, so no BirdLine; two at size 2.
        let empty = Workload(
            "empty", size: 0, model: { Perch(birds: (0..<$0).map { "bird \($0)" }) }, screen: { PerchScreen(perch: $0) },
            steps: [Step("visit") { $0.visits += 1 }])
        #expect(runCompare(["empty", "--trace", "--view", "BirdLine", "--size", "2", "--counts-only"], workloads: [empty]) == 0)
        #expect(runCompare(["empty", "--trace", "--view", "BirdLine", "--counts-only"], workloads: [empty]) == 64)
        #expect(runCompare(["empty", "--trace", "--view", "Nowhere", "--size", "2", "--counts-only"], workloads: [empty]) == 64)
    }
}
