#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Workloads

/// Writes one line to standard error.
func complain(_ line: String) {
    FileHandle.standardError.write(Data(("compare: " + line + "\n").utf8))
}

let options: Options
do {
    options = try Options.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    complain(error.message)
    exit(64)
}
if options.help {
    print(helpText())
    exit(0)
}

var output: [String] = []
var allResults: [StepResult] = []
for workload in options.workloads {
    let size = options.size ?? workload.defaultSize
    let results = run(workload, size: size, combinations: options.combinations)
    allResults += results
    if options.format == .table {
        output.append(options.trace
            ? traceText(results, workload: workload, combinations: options.combinations)
            : countsTable(results, workload: workload, size: size, combinations: options.combinations))
    }
}
if options.format == .csv {
    print(countsCSV(allResults), terminator: "")
} else {
    print(output.joined(separator: "\n\n"))
}
exit(allResults.contains { !$0.stale.isEmpty } ? 1 : 0)
