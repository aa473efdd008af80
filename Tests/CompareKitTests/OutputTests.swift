import TestSupport
import Foundation
@testable import PropertyLevel
import Testing

@Suite("compare: outputs, standard output and strict parsing")
struct OutputTests {
    #if os(Linux)
    @Test func aFullDeviceAsStandardOutputExitsOneWithOneLine() throws {
        let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
        let outcome = try CompareCommand.run(["tally", "--counts-only"], standardOutput: full)
        #expect(outcome.status == 1)
        #expect(outcome.stderr == "compare: cannot write to standard output: No space left on device; check the disk or where it is redirected\n")
    }
    #endif

    /// A path that cannot be written is refused before anything runs, in a
    /// line naming the option that gave it.
    @Test(arguments: [("-o", "--output", "x.csv"), ("--chart", "--chart", "x.svg")])
    func aPathInAFolderThatDoesNotExistNamesTheOptionThatGaveIt(option: String, named: String, file: String) throws {
        let outcome = try CompareCommand.run(["tally", "--counts-only", option, "/nonexistent-folder/\(file)"])
        #expect(outcome.status == 1)
        #expect(outcome.stdout.isEmpty)
        #expect(outcome.stderr == "compare: cannot write '/nonexistent-folder/\(file)': the folder '/nonexistent-folder' does not exist; create it or choose another \(named)\n")
    }

    /// A page's file taken for a folder (`-o tally.html/x.csv`) is said to be a file.
    @Test func aPathUnderAFileSaysTheFileIsNoFolder() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("tally-\(UUID().uuidString).html")
        try Data("page".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let outcome = try CompareCommand.run(["tally", "--counts-only", "-o", file.path + "/x.csv"])
        #expect(outcome.status == 1)
        #expect(outcome.stderr == "compare: cannot write '\(file.path)/x.csv': '\(file.path)' is a file, not a folder; choose another --output\n")
        #expect(try String(contentsOf: file, encoding: .utf8) == "page")
    }

    @Test func aClosedPipeIsQuiet() throws {
        // Far more than a pipe holds, so the writes meet the closed end.
        let outcome = try CompareCommand.run(
            ["guide-list", "--size", "5000", "--trace", "--counts-only", "--notify", "property"], closingOutputAtOnce: true)
        #expect(outcome.status == 0)
        #expect(outcome.stderr.isEmpty)
    }

    @Test func aReaderThatGoesAwayEndsALongSweepAtOnceWithExitZero() throws {
        // A million rows after the first sizes: minutes in a debug build.
        let process = Process()
        process.executableURL = CompareCommand.executable
        process.arguments = ["guide-list", "--sizes", "10...1000000", "--counts-only", "--notify", "property", "--kind", "class"]
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        var first = Data()
        while !first.contains(UInt8(ascii: "\n")) {
            let more = out.fileHandleForReading.availableData
            if more.isEmpty { break }
            first += more
        }
        #expect(String(decoding: first, as: UTF8.self).hasPrefix("guide-list: bodies run per step (size 10)"))
        try out.fileHandleForReading.close()
        // Far less than the sweep would take, far more than ending takes.
        let deadline = Date().addingTimeInterval(20)
        while process.isRunning && Date() < deadline { usleep(10_000) }
        let ended = !process.isRunning
        if !ended { process.terminate() }
        process.waitUntilExit()
        #expect(ended)
        #expect(process.terminationStatus == 0)
        #expect(err.fileHandleForReading.readDataToEndOfFile().isEmpty)
    }

    @Test func expectationsForOtherSizesNameTheSizesTheyHoldInOneLine() throws {
        let outcome = try CompareCommand.run(["guide-list", "--size", "50", "--counts-only", "--expect", "results/expected"])
        #expect(outcome.status == 64)
        #expect(outcome.stdout.isEmpty)
        #expect(outcome.stderr == "compare: expectations 'results/expected' hold guide-list at sizes 2, 1000, not 50; drop --size to run the sizes the file holds, or give expectations for 50\n")
    }

    @Test func oneFileForTheReportAndTheChartIsRefusedAndNothingIsWritten() throws {
        try withScratchFolder { folder in
            let file = folder.appendingPathComponent("same.svg").path
            let outcome = try CompareCommand.run(["tally", "--counts-only", "-o", file, "--chart", file])
            #expect(outcome.status == 64)
            #expect(outcome.stderr == "compare: --output and --chart both name '\(file)'; give the chart a file of its own\n")
            #expect(try files(in: folder) == [])
        }
    }

    @Test(arguments: [
        (["wach"], "compare: unknown workload 'wach'; did you mean the subcommand 'watch' (compare watch --help)? use one of: tally, guide-list, search, pantry, trap-subclass, trap-computed, all, and 16 more (compare list names them), or a subcommand (see compare --help)\n"),
        (["help", "fidnings"], "compare: compare help has no page for 'fidnings'; did you mean 'findings'? name a subcommand: findings, fuzz, help, list, micro, report, watch\n"),
    ])
    func anUnknownNameExits64WithTheNearestSuggested(arguments: [String], line: String) throws {
        let outcome = try CompareCommand.run(arguments)
        #expect(outcome.status == 64)
        #expect(outcome.stdout.isEmpty)
        #expect(outcome.stderr == line)
    }

    @Test(arguments: [
        (["tally"], "tally: every body run, with its causes"),
        (["guide-list", "--size", "2"], "guide-list (size 2): every body run, with its causes"),
    ])
    func aTraceNamesTheSizeOnlyOfAWorkloadThatHasSizes(arguments: [String], header: String) throws {
        let outcome = try CompareCommand.run(arguments + ["--trace", "--counts-only", "--notify", "property", "--kind", "class"])
        #expect(outcome.status == 0)
        #expect(outcome.stdout.split(separator: "\n").first.map(String.init) == header)
    }

    @Test func aSymlinkIsFollowedAndItsTargetReplacedKeepingItsPermissions() throws {
        try withScratchFolder { folder in
            let real = folder.appendingPathComponent("real.csv"), link = folder.appendingPathComponent("link.csv")
            try "old".write(to: real, atomically: true, encoding: .utf8)
            try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: real.path)
            try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "real.csv")
            let outcome = try CompareCommand.run(["tally", "--counts-only", "-o", link.path])
            #expect(outcome.status == 0)
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "real.csv")
            #expect(try String(contentsOf: real, encoding: .utf8).hasPrefix("workload,size,notify"))
            #expect(try FileManager.default.attributesOfItem(atPath: real.path)[.posixPermissions] as? Int == 0o640)
            #expect(try files(in: folder) == ["link.csv", "real.csv"])
        }
    }

    @Test func aReadOnlyFileIsNeverReplacedBehindItsOwnersBack() throws {
        try withScratchFolder { folder in
            let file = folder.appendingPathComponent("kept.csv")
            try "old".write(to: file, atomically: true, encoding: .utf8)
            try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: file.path)
            let outcome = try CompareCommand.run(["tally", "--counts-only", "-o", file.path])
            if getuid() == 0 {
                // Root may write it: it is written, and keeps its mode.
                #expect(outcome.status == 0)
                #expect(try String(contentsOf: file, encoding: .utf8).hasPrefix("workload,size,notify"))
            } else {
                #expect(outcome.status == 1)
                #expect(outcome.stderr.contains("the file is not writable"))
                #expect(try String(contentsOf: file, encoding: .utf8) == "old")
            }
            #expect(try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int == 0o444)
        }
    }

    @Test func aFifoIsWrittenToAndStaysAFifo() throws {
        try withScratchFolder { folder in
            let fifo = folder.appendingPathComponent("pipe")
            #expect(mkfifo(fifo.path, 0o600) == 0)
            let read = TestLock<Data>.make(Data())
            let done = DispatchSemaphore(value: 0)
            let path = fifo.path
            Thread.detachNewThread {
                if let handle = FileHandle(forReadingAtPath: path) {
                    let data = handle.readDataToEndOfFile()
                    read.withLock { $0 = data }
                }
                done.signal()
            }
            let outcome = try CompareCommand.run(["tally", "--counts-only", "--format", "csv", "-o", fifo.path])
            #expect(outcome.status == 0)
            done.wait()
            #expect(String(decoding: read.withLock { $0 }, as: UTF8.self).hasPrefix("workload,size,notify"))
            var status = stat()
            #expect(lstat(fifo.path, &status) == 0)
            #expect(status.st_mode & S_IFMT == S_IFIFO)
        }
    }

    @Test func devStdoutIsWrittenToDirectly() throws {
        let outcome = try CompareCommand.run(["tally", "--counts-only", "-o", "/dev/stdout"])
        #expect(outcome.status == 0)
        #expect(outcome.stdout.hasPrefix("tally: bodies run per step"))
    }

    @Test(arguments: [
        (["tally", "--trace=false"], "--trace is a flag and takes no value, not 'false'"),
        (["tally", "--counts-only=yes"], "--counts-only is a flag and takes no value, not 'yes'"),
        (["tally", "--counts-only", "-o", "a.csv", "--output", "b.csv"], "--output is given twice"),
    ])
    func strictParsingRejectsWithOneLine(arguments: [String], message: String) throws {
        let outcome = try CompareCommand.run(arguments)
        #expect(outcome.status == 64)
        #expect(outcome.stdout.isEmpty)
        #expect(outcome.stderr.split(separator: "\n").count == 1)
        #expect(outcome.stderr.contains(message))
    }

    @Test(arguments: [("out.csv", "workload,size,notify"), ("out.json", "{"), ("out.md", "### tally")])
    func theOutputsExtensionPicksTheFormat(name: String, start: String) throws {
        try withScratchFolder { folder throws in
            let file = folder.appendingPathComponent(name)
            #expect(try CompareCommand.run(["tally", "--counts-only", "-o", file.path]).status == 0)
            #expect(try String(contentsOf: file, encoding: .utf8).hasPrefix(start))
        }
    }

    @Test func expectationsOfAnotherWorkloadOrOfNoRowIsAUsageError() throws {
        try withScratchFolder { folder in
            let tally = folder.appendingPathComponent("tally.csv")
            _ = try CompareCommand.run(["tally", "--counts-only", "-o", tally.path])
            let wrong = try CompareCommand.run(["guide-list", "--counts-only", "--expect", tally.path])
            #expect(wrong.status == 64)
            #expect(wrong.stderr.split(separator: "\n").count == 1)
            #expect(wrong.stderr.contains("hold rows for tally, not for guide-list"))
            let header = folder.appendingPathComponent("header.csv")
            try "workload,size,notify,kind,step,recomputes,bodies,skipped,compared,stale\r\n".write(to: header, atomically: true, encoding: .utf8)
            let empty = try CompareCommand.run(["tally", "--counts-only", "--expect", header.path])
            #expect(empty.status == 64)
            #expect(empty.stderr.contains("hold no rows, only a header"))
        }
    }

    @Test func blankLinesAreIgnoredAndAPassSaysHowManyCountsItChecked() throws {
        try withScratchFolder { folder in
            let file = folder.appendingPathComponent("tally.csv")
            _ = try CompareCommand.run(["tally", "--counts-only", "-o", file.path])
            try (try String(contentsOf: file, encoding: .utf8) + "\r\n\r\n").write(to: file, atomically: true, encoding: .utf8)
            let outcome = try CompareCommand.run(["tally", "--counts-only", "--expect", file.path])
            #expect(outcome.status == 0)
            // 6 steps, 6 combinations, 11 count columns.
            #expect(outcome.stderr == "compare: 396 counts checked against the expectations: all as expected\n")
        }
    }
}

@Suite("compare: help for each subcommand")
struct HelpPageTests {
    @Test(arguments: ["micro", "report", "fuzz", "findings", "list", "watch"])
    func eachSubcommandHasAPageWithItsUsageAndTwoExamples(subcommand: String) throws {
        let page = try CompareCommand.run(["help", subcommand])
        #expect(page.status == 0)
        #expect(page.stdout.contains("USAGE: compare \(subcommand)"))
        let examples = page.stdout.components(separatedBy: "EXAMPLES:").last ?? ""
        #expect(examples.components(separatedBy: "swift run -c release compare \(subcommand)").count - 1 == 2)
        #expect(page.stdout.split(separator: "\n").allSatisfy { $0.count <= 80 }, "\(subcommand)")
        // The same page, asked for the other way.
        #expect(try CompareCommand.run([subcommand, "--help"]).stdout == page.stdout)
    }

    @Test func theGlobalPageFitsEightyColumnsAndListsEachSubcommandOnOneLine() throws {
        let page = try CompareCommand.run(["--help"]).stdout
        #expect(page.split(separator: "\n").allSatisfy { $0.count <= 80 })
        for subcommand in ["micro", "report", "fuzz", "findings", "list", "watch"] {
            #expect(page.split(separator: "\n").filter { $0.hasPrefix("  \(subcommand) ") }.count == 1, "\(subcommand)")
        }
    }

    @Test func listExplainsEachStep() throws {
        let list = try CompareCommand.run(["list"]).stdout
        #expect(list.contains("    robin-zero: robins += 0, in place\n"))
        #expect(list.contains("    rename: the middle guide gets a new name\n"))
        #expect(list.contains("    theme: the root's theme state toggles: light, dark\n"))
        #expect(list.contains("  watchers: robins, sparrows, total\n    robin-twice: robins += 1, a suspension point, robins += 1 (compare watch only)\n"))
    }
}

@Suite("compare: a trace a person can use")
struct TraceViewTests {
    @Test func viewKeepsOnlyThatViewsRunsEachNamedByItsRow() throws {
        let outcome = try CompareCommand.run(
            ["guide-list", "--size", "1000", "--trace", "--view", "GuideRow", "--steps", "rename", "--counts-only",
             "--notify", "property", "--kind", "class"])
        #expect(outcome.status == 0)
        let trace = outcome.stdout.components(separatedBy: "every body run, with its causes").last ?? ""
        #expect(trace.contains(#"    GuideRow[id 500]: \Guide.name changed."#))
        #expect(!trace.contains("GuideCount"))
        #expect(!trace.contains("GuideScreen"))
        // Every row's launch, and the renamed row.
        #expect(trace.components(separatedBy: "GuideRow[id ").count - 1 == 1_000 + 1)
    }

    @Test(arguments: [
        (["guide-list", "--view", "GuideRow"], "--view narrows the trace to one view; add --trace"),
        (["tally", "--trace", "--view", "GuideRow"], "unknown view 'GuideRow'"),
    ])
    func viewMisuseIsAUsageError(arguments: [String], message: String) throws {
        let outcome = try CompareCommand.run(arguments)
        #expect(outcome.status == 64)
        #expect(outcome.stderr.contains(message))
    }
}
