import Dispatch
import Foundation
import Synchronization
import Workloads

/// `compare report`: the reference run committed in results/, made by one
/// command: tally, guide-list at 1,000 guides, guide-list swept from 10 to
/// 100,000, search at 1,000 guides, the expected counts CI checks, and a page
/// that shows them.
func writeReferenceRun(_ options: Options) throws(Failure) -> ExitCode {
    let folder = options.outputDir ?? "results"
    try checkFolder(folder)
    if isDebugBuild {
        complain("warning: this is a debug build, so its timings are not meaningful; run swift run -c release compare report")
    }
    func plan(_ workload: any Workload, _ sizes: [Int], timed: Bool = true) -> Plan {
        Plan(workloads: [(workload, sizes)], combinations: Combination.all, timed: timed,
            samples: options.samples, minTime: options.minTime)
    }
    func watchPlan(_ workload: any Workload, _ sizes: [Int], timed: Bool = true) -> Plan {
        var plan = plan(workload, sizes, timed: timed)
        plan.steps = { $0.watchSteps }
        return plan
    }
    let sweepSizes = options.sizes ?? [10, 100, 1_000, 10_000, 100_000]
    let tally = measure(plan(TallyWorkload(), [TallyWorkload().defaultSize]))
    let guides = measure(plan(GuideListWorkload(), [1_000]))
    let sweep = measure(plan(GuideListWorkload(), sweepSizes))
    let small = measure(plan(GuideListWorkload(), [GuideListWorkload().defaultSize], timed: false))
    let search = measure(plan(SearchWorkload(), [1_000]))
    let smallSearch = measure(plan(SearchWorkload(), [SearchWorkload().defaultSize], timed: false))
    let lazyGuides = GuideListWorkload(container: .lazy)
    let lazy = measure(plan(lazyGuides, [lazyGuides.defaultSize, 1_000], timed: false))
    let all = [tally, guides, sweep, small, search, smallSearch, lazy]
    if let stale = all.first(where: \.hasStaleViews) {
        print(staleSummary(stale))
        throw .failure("a view was stale after a step (listed above); nothing was written")
    }
    let watchTally = try measureWatch(watchPlan(TallyWorkload(), [TallyWorkload().defaultSize]))
    let watchGuides = try measureWatch(watchPlan(GuideListWorkload(), [1_000]))
    var watchExpected: [(String, WatchReport)] = []
    for workload in [TallyWorkload(), GuideListWorkload(), SearchWorkload()] as [any Workload] {
        let sizes = workload.isSized ? [workload.defaultSize, 1_000] : [workload.defaultSize]
        watchExpected.append((workload.name, try measureWatch(watchPlan(workload, sizes, timed: false))))
    }
    var expectedGuides = small.countsOnly
    expectedGuides.sections += guides.countsOnly.sections
    var expectedSearch = smallSearch.countsOnly
    expectedSearch.sections += search.countsOnly.sections
    let files: [(String, String)] = [
        ("tally.md", tally.markdownText),
        ("tally.csv", tally.csvText),
        ("tally.svg", Chart.bars(tally.sections[0], machine: tally.machine)),
        ("guide-list.md", guides.markdownText),
        ("guide-list.csv", guides.csvText),
        ("guide-list.svg", Chart.bars(guides.sections[0], machine: guides.machine)),
        ("guide-list-sweep.md", sweep.markdownText),
        ("guide-list-sweep.csv", sweep.csvText),
        ("guide-list-sweep.svg", Chart.sweep(sweep.sections, timed: true, machine: sweep.machine)),
        ("guide-list-sweep.json", try sweep.jsonText()),
        ("search.md", search.markdownText),
        ("search.csv", search.csvText),
        ("search.svg", Chart.bars(search.sections[0], machine: search.machine)),
        ("expected/tally.csv", tally.countsOnly.csvText),
        ("expected/guide-list.csv", expectedGuides.csvText),
        ("expected/search.csv", expectedSearch.csvText),
        ("expected/lazy/guide-list.csv", lazy.csvText),
        ("watch-tally.csv", watchTally.csvText),
        ("watch-guide-list.csv", watchGuides.csvText),
        ("README.md", referencePage(
            tally: tally, guides: guides, sweep: sweep, search: search, watchTally: watchTally,
            watchGuides: watchGuides, command: command(options, folder: folder))),
    ] + watchExpected.map { name, report in ("expected/watch/\(name).csv", report.csvText) }
    try replaceFolder(folder, keeping: true, with: files)
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

/// Checks, before anything runs, that `path` is a folder or can be made one.
private func checkFolder(_ path: String) throws(Failure) {
    var isFolder: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue {
        throw .failure("cannot write to '\(path)': it is a file, not a folder; give another --output-dir")
    }
    let parent = (path as NSString).deletingLastPathComponent.isEmpty ? "." : (path as NSString).deletingLastPathComponent
    guard FileManager.default.fileExists(atPath: parent, isDirectory: &isFolder), isFolder.boolValue else {
        throw .failure("cannot create the folder '\(path)': its parent '\(parent)' does not exist; give another --output-dir")
    }
    guard access(parent, W_OK) == 0 else {
        throw .failure("cannot write '\(path)': its parent '\(parent)' is not writable; give another --output-dir")
    }
}

/// Writes `files` (paths inside `folder`) as one change. They go into a folder
/// beside it first, with what `folder` held already when `keeping`, which then
/// takes its place; interrupted (SIGINT, SIGTERM), the run removes that folder,
/// so `folder` stays as it was and nothing is left beside it.
private func replaceFolder(_ folder: String, keeping: Bool, with files: [(String, String)]) throws(Failure) {
    let manager = FileManager.default
    let parent = (folder as NSString).deletingLastPathComponent.isEmpty ? "." : (folder as NSString).deletingLastPathComponent
    let name = (folder as NSString).lastPathComponent
    let pid = ProcessInfo.processInfo.processIdentifier
    let staging = (parent as NSString).appendingPathComponent(".\(name).\(pid).new")
    let retired = (parent as NSString).appendingPathComponent(".\(name).\(pid).old")
    // Set once the new folder is in place: the change is made, and an
    // interrupt from then on only finishes clearing the old one away.
    let replaced = Atomic(false)
    let interrupts = Interrupts {
        let files = FileManager.default
        // Swapped: the flag, or, just before it is set, the new folder in place
        // and the old one beside it.
        let swapped = !files.fileExists(atPath: staging) && files.fileExists(atPath: retired) && files.fileExists(atPath: folder)
        if replaced.load(ordering: .acquiring) || swapped {
            try? FileManager.default.removeItem(atPath: retired)
            exit(ExitCode.success)
        }
        try? FileManager.default.removeItem(atPath: staging)
        if !FileManager.default.fileExists(atPath: folder), FileManager.default.fileExists(atPath: retired) {
            _ = rename(retired, folder)
        }
    }
    defer { withExtendedLifetime(interrupts) {} }
    do {
        if keeping && manager.fileExists(atPath: folder) {
            try manager.copyItem(atPath: folder, toPath: staging)
        } else {
            try manager.createDirectory(atPath: staging, withIntermediateDirectories: false)
        }
        for (file, text) in files {
            let path = (staging as NSString).appendingPathComponent(file)
            try manager.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        }
    } catch {
        try? manager.removeItem(atPath: staging)
        throw .failure("cannot write '\(folder)': \(error.localizedDescription); give another --output-dir")
    }
    let existed = manager.fileExists(atPath: folder)
    guard !existed || rename(folder, retired) == 0, rename(staging, folder) == 0 else {
        let reason = String(cString: strerror(errno))
        if existed && !manager.fileExists(atPath: folder) { _ = rename(retired, folder) }
        try? manager.removeItem(atPath: staging)
        throw .failure("cannot replace '\(folder)': \(reason); give another --output-dir")
    }
    replaced.store(true, ordering: .releasing)
    try? manager.removeItem(atPath: retired)
}

extension Report {
    /// The same counts with no timing: what --counts-only writes.
    var countsOnly: Report {
        var copy = Report(machine: machine, samples: samples, minTime: minTime, timed: false)
        copy.sections = sections.map { section in
            var section = section
            section.timingNotes = []
            section.rows = section.rows.map { result in
                var result = result
                result.timing = nil
                return result
            }
            return section
        }
        return copy
    }
}
