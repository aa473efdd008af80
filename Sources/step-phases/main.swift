import Foundation
import ViewGraph
import Measurements
import Screens
import Workloads

// Where a tally `robin` step's time goes, phase by phase, under each strategy
// (issue 41): a markdown table for results/benchmarks.md. Run on the release
// build: `swift build -c release --product step-phases && .build/release/step-phases [steps]`.
let steps = CommandLine.arguments.dropFirst().first.flatMap { Int($0) } ?? 20_000
print(stepPhasesTable(stepPhases(.tally, "robin", steps: steps)))
print("\nEach boundary's clock read, taken off its phase: \(String(format: "%.1f", PhaseClock.readCost)) ns.")
