import Foundation
import ViewGraph
import Measurements
import Screens
import Workloads

// Where a tally `robin` step's time goes, phase by phase, under each strategy
// (issue 41): a markdown table for results/benchmarks.md. Run on the release
// build: `swift build -c release --product step-phases && .build/release/step-phases [steps]`.
// It exits 1, naming each, where the phases disagree with the clocked steps
// timed whole or with the unclocked step (`stepPhasesProblems`).
let steps = CommandLine.arguments.dropFirst().first.flatMap { Int($0) } ?? 20_000
let phases = stepPhases(.tally, "robin", steps: steps)
print(stepPhasesTable(phases))
print("\nEach boundary's clock read, taken off its phase: \(String(format: "%.1f", PhaseClock.readCost)) ns.")
let problems = stepPhasesProblems(phases)
for problem in problems { FileHandle.standardError.write(Data("step-phases: \(problem)\n".utf8)) }
exit(problems.isEmpty ? 0 : 1)
