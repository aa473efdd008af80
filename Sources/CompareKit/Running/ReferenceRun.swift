import Foundation
import Workloads

/// `compare report`: the reference run committed in results/, made by one
/// command: tally, guide-list at 1,000 guides, guide-list swept from 10 to
/// 100,000, search at 1,000 guides, the expected counts CI checks, and a page
/// that shows them.
func writeReferenceRun(_ options: Options) throws(Failure) -> ExitCode {
    let folder = options.outputDir ?? "results"
    let expectedFolder = (folder as NSString).appendingPathComponent("expected")
    for path in [folder, expectedFolder] {
        try makeFolder(path)
    }
    try checkWritable((expectedFolder as NSString).appendingPathComponent("tally.csv"))
    if isDebugBuild {
        complain("warning: this is a debug build, so its timings are not meaningful; run swift run -c release compare report")
    }
    func plan(_ workload: any Workload, _ sizes: [Int], timed: Bool = true) -> Plan {
        Plan(workloads: [(workload, sizes)], combinations: Combination.all, timed: timed,
            samples: options.samples, minTime: options.minTime)
    }
    let sweepSizes = options.sizes ?? [10, 100, 1_000, 10_000, 100_000]
    let tally = measure(plan(TallyWorkload(), [TallyWorkload().defaultSize]))
    let guides = measure(plan(GuideListWorkload(), [1_000]))
    let sweep = measure(plan(GuideListWorkload(), sweepSizes))
    let small = measure(plan(GuideListWorkload(), [GuideListWorkload().defaultSize], timed: false))
    let search = measure(plan(SearchWorkload(), [1_000]))
    let smallSearch = measure(plan(SearchWorkload(), [SearchWorkload().defaultSize], timed: false))
    let all = [tally, guides, sweep, small, search, smallSearch]
    if let stale = all.first(where: \.hasStaleViews) {
        print(staleSummary(stale))
        throw .failure("a view was stale after a step (listed above); nothing was written")
    }
    var expectedGuides = small.countsOnly
    expectedGuides.sections += guides.countsOnly.sections
    var expectedSearch = smallSearch.countsOnly
    expectedSearch.sections += search.countsOnly.sections
    let files: [(String, String)] = [
        ("tally.md", markdown(tally, trace: false)),
        ("tally.csv", CSV.report(tally)),
        ("tally.svg", Chart.bars(tally.sections[0], machine: tally.machine)),
        ("guide-list.md", markdown(guides, trace: false)),
        ("guide-list.csv", CSV.report(guides)),
        ("guide-list.svg", Chart.bars(guides.sections[0], machine: guides.machine)),
        ("guide-list-sweep.md", markdown(sweep, trace: false)),
        ("guide-list-sweep.csv", CSV.report(sweep)),
        ("guide-list-sweep.svg", Chart.sweep(sweep.sections, timed: true, machine: sweep.machine)),
        ("guide-list-sweep.json", try json(sweep, trace: false)),
        ("search.md", markdown(search, trace: false)),
        ("search.csv", CSV.report(search)),
        ("search.svg", Chart.bars(search.sections[0], machine: search.machine)),
        ("expected/tally.csv", CSV.report(tally.countsOnly)),
        ("expected/guide-list.csv", CSV.report(expectedGuides)),
        ("expected/search.csv", CSV.report(expectedSearch)),
        ("README.md", referencePage(
            tally: tally, guides: guides, sweep: sweep, search: search, command: command(options, folder: folder))),
    ]
    for (name, text) in files {
        try writeAtomically(text, to: (folder as NSString).appendingPathComponent(name))
    }
    print("wrote \(files.count) files to \(folder): \(files.map(\.0).joined(separator: ", "))")
    return .success
}

/// The command that makes this reference run again, with the options given.
private func command(_ options: Options, folder: String) -> String {
    var words = ["swift run -c release compare report --output-dir", folder]
    if let sizes = options.sizes { words += ["--sizes", sizes.map(String.init).joined(separator: ",")] }
    if options.samples != Options().samples { words += ["--samples", String(options.samples)] }
    if options.minTime != Options().minTime { words += ["--min-time", "\(options.minTime)ns"] }
    return words.joined(separator: " ")
}

/// Creates `path` if it is missing and its parent exists.
private func makeFolder(_ path: String) throws(Failure) {
    var isFolder: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) {
        guard isFolder.boolValue else {
            throw .failure("cannot write to '\(path)': it is a file, not a folder; give another --output-dir")
        }
        return
    }
    do {
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
    } catch {
        throw .failure("cannot create the folder '\(path)': its parent is missing or not writable; give another --output-dir")
    }
}

extension Report {
    /// The same counts with no timing: what --counts-only writes.
    var countsOnly: Report {
        var copy = Report(machine: machine, samples: samples, minTime: minTime, timed: false)
        copy.sections = sections.map { section in
            var section = section
            section.timingNotes = []
            section.results = section.results.map { result in
                var result = result
                result.timing = nil
                return result
            }
            return section
        }
        return copy
    }
}
