import Foundation
import Workloads

// compare: parse the command line, run the workloads, render the report,
// write it, check it. Each piece lives in its own file; this one wires them.

func main() throws(Failure) -> ExitCode {
    let options = try Options.parse(Array(CommandLine.arguments.dropFirst()))
    switch options.command {
    case .help:
        print(helpText())
        return .success
    case .version:
        print("compare \(version)")
        return .success
    case .list:
        print(listText(), terminator: "")
        return .success
    case .run:
        break
    }
    let expectations = try options.expect.map(Expectations.load)
    if let output = options.output { try checkWritable(output) }

    let timed = !options.countsOnly
    if timed && isDebugBuild {
        complain("warning: this is a debug build, so its timings are not meaningful; run swift run -c release compare")
    }
    var report = Report(machine: .current(), samples: options.samples, minTime: options.minTime, timed: timed)
    for workload in options.workloads {
        let sizes = options.sizes ?? expectations.map { $0.sizes(of: workload.name) }.flatMap { $0.isEmpty ? nil : $0 }
            ?? [workload.defaultSize]
        for size in workload.isSized ? sizes : [workload.defaultSize] {
            let steps = options.steps(of: workload)
            var section = Report.Section(
                workload: workload, size: size, combinations: options.combinations, steps: steps,
                results: count(workload, size: size, combinations: options.combinations, steps: steps))
            if timed { time(&section, samples: options.samples, minTime: options.minTime) }
            report.sections.append(section)
        }
    }

    let text: String =
        switch options.format {
        case .table: table(report, trace: options.trace)
        case .markdown: markdown(report, trace: options.trace)
        case .csv: options.trace ? CSV.trace(report) : CSV.report(report)
        case .json: try json(report)
        }
    if report.hasStaleViews {
        // A failed run leaves no file; standard output still shows what went wrong.
        print(options.output == nil ? text : staleSummary(report), terminator: options.output == nil ? "" : "\n")
        throw .failure("a view was stale after a step (listed above); the strategy or the graph missed a change")
    }
    if let output = options.output {
        try writeAtomically(text, to: output)
    } else {
        print(text, terminator: "")
    }
    if let expectations {
        let differences = expectations.differences(from: report)
        if !differences.isEmpty {
            complain(differences.count == 1
                ? "1 count differs from the expectations:"
                : "\(differences.count) counts differ from the expectations:")
            for difference in differences {
                FileHandle.standardError.write(Data(("  " + difference.description + "\n").utf8))
            }
            return .countsDiffer
        }
    }
    return .success
}

do {
    exit(try main())
} catch {
    complain(error.message)
    exit(error.code)
}
