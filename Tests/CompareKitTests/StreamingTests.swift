import TestSupport
import Foundation
@testable import PropertyLevel
import Testing

@Suite("compare report: one change to the folder")
struct ReportFolderTests {
    @Test func anInterruptedReportLeavesTheOldFolderAsItWasAndNothingBeside() throws {
        try withScratchFolder { parent in
            let results = parent.appendingPathComponent("results")
            try FileManager.default.createDirectory(at: results, withIntermediateDirectories: false)
            try "old".write(to: results.appendingPathComponent("tally.md"), atomically: true, encoding: .utf8)
            try "mine".write(to: results.appendingPathComponent("benchmarks.md"), atomically: true, encoding: .utf8)
            for delay in [0.05, 0.3, 0.8, 1.5] {
                let process = Process()
                process.executableURL = CompareCommand.executable
                process.arguments = ["report", "--output-dir", results.path, "--sizes", "10,100"] + quickTiming
                process.standardOutput = FileHandle.nullDevice
                process.standardError = FileHandle.nullDevice
                try process.run()
                Thread.sleep(forTimeInterval: delay)
                // SIGTERM, which a shell's background job does not ignore, as it
                // does SIGINT: run from .ci/run beside other checks, an
                // interrupt would reach no report until it writes its folder.
                process.terminate()
                process.waitUntilExit()
                let names = try files(in: results)
                if process.terminationStatus == 0 {
                    #expect(names.contains("search.svg"), "finished before the interrupt at \(delay) s")
                } else {
                    #expect(names == ["benchmarks.md", "tally.md"], "interrupted at \(delay) s")
                    #expect(try String(contentsOf: results.appendingPathComponent("tally.md"), encoding: .utf8) == "old")
                }
                // Nothing left beside the folder, and what was there stays.
                #expect(try files(in: parent) == ["results"], "at \(delay) s")
                #expect(try String(contentsOf: results.appendingPathComponent("benchmarks.md"), encoding: .utf8) == "mine")
            }
        }
    }
}

@Suite("compare: progress on a terminal")
struct ProgressTests {
    static let longRun = ["guide-list", "--size", "2000", "--notify", "property", "--kind", "class", "--samples", "5"]

    /// What `compare arguments` shows on a terminal: run under `script`, which gives it one.
    static func onATerminal(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        process.arguments = ["-qec", ([CompareCommand.executable.path] + arguments).joined(separator: " "), "/dev/null"]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        // Progress from the first moment, however fast this machine runs it.
        process.environment = ProcessInfo.processInfo.environment.merging(["COMPARE_PROGRESS_AFTER_MS": "0"]) { $1 }
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")))
    func aLongRunSaysWhatItIsDoingOnATerminalAndNotWithQuiet() throws {
        #expect(try Self.onATerminal(Self.longRun).contains("guide-list size 2000 · launch · sample 1 of 5"))
        #expect(try !Self.onATerminal(Self.longRun + ["--quiet"]).contains("· sample"))
    }

    /// Progress goes to standard error alone: with standard error a terminal
    /// and standard output a file, the file holds the report and no progress.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")))
    func progressOnATerminalNeverReachesStandardOutput() throws {
        try withScratchFolder { folder in
            let file = folder.appendingPathComponent("out.txt")
            let terminal = try Self.onATerminal(Self.longRun + [">", file.path])
            #expect(terminal.contains("guide-list size 2000 · launch · sample 1 of 5"))
            let written = try String(contentsOf: file, encoding: .utf8)
            #expect(written.hasPrefix("guide-list: bodies run per step (size 2000)"))
            #expect(!written.contains("· sample"))
            #expect(!written.contains("\u{1B}"))
        }
    }

    /// Ctrl-C on a terminal: the line is finished with what the run was doing.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")))
    func anInterruptedRunFinishesItsLineWithWhatItWasDoing() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        process.arguments = ["-qec", ([CompareCommand.executable.path] + Self.longRun).joined(separator: " "), "/dev/null"]
        let (input, out) = (Pipe(), Pipe())
        process.standardInput = input
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        process.environment = ProcessInfo.processInfo.environment.merging(["COMPARE_PROGRESS_AFTER_MS": "0"]) { $1 }
        try process.run()
        var shown = ""
        while !shown.contains("· sample") {
            let data = out.fileHandleForReading.availableData
            if data.isEmpty { break }
            shown += String(decoding: data, as: UTF8.self)
        }
        // Ctrl-C, typed on the terminal `script` gives it.
        input.fileHandleForWriting.write(Data([3]))
        shown += String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 128 + SIGINT)
        #expect(shown.contains("compare: interrupted at guide-list size 2000 · "))
        #expect(shown.contains("; nothing more was measured"))
    }

    @Test func nothingReachesAPipe() throws {
        let outcome = try CompareCommand.run(Self.longRun, environment: ["COMPARE_PROGRESS_AFTER_MS": "0"])
        #expect(!outcome.stderr.contains("· sample"))
        #expect(!outcome.stdout.contains("· sample"))
    }
}

@Suite("compare: output written as the run goes")
struct StreamingTests {
    /// A sweep whose first size is done at once and whose second takes many seconds.
    static let sweep = ["guide-list", "--sizes", "10,300000", "--steps", "rename", "--counts-only", "--format", "csv"]
    /// The header and the first size's rows: two steps under six combinations.
    static let firstSectionLines = 1 + 2 * 6

    /// Reads from `handle` until `count` whole lines have come, and returns
    /// every line read so far.
    static func lines(_ count: Int, from handle: FileHandle) -> [String] {
        var text = ""
        while text.utf8.filter({ $0 == UInt8(ascii: "\n") }).count < count {
            let data = handle.availableData
            if data.isEmpty { break }
            text += String(decoding: data, as: UTF8.self)
        }
        return text.split(separator: "\r\n").map(String.init)
    }

    @Test func eachSectionReachesStandardOutputWhileTheNextIsMeasured() throws {
        let process = Process()
        process.executableURL = CompareCommand.executable
        process.arguments = Self.sweep
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer {
            // SIGKILL: a test runner may hand its children SIGTERM blocked.
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        // The 10-guide rows come alone: the 300,000-guide launches take
        // seconds more. Written only at the end, all would come at once.
        let lines = Self.lines(Self.firstSectionLines, from: out.fileHandleForReading)
        #expect(lines.count == Self.firstSectionLines)
        #expect(lines.dropFirst().allSatisfy { $0.hasPrefix("guide-list,10,") })
    }

    /// A test's worker thread blocks SIGTERM, and a process it starts
    /// inherits the mask: the run lets it through, so a kill stops it at once.
    @Test func aRunStartedWithItsSignalsBlockedIsStillStoppedByAKill() throws {
        let process = Process()
        process.executableURL = CompareCommand.executable
        // Its second size takes many seconds.
        process.arguments = Self.sweep
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        Thread.sleep(forTimeInterval: 0.5)
        process.terminate()
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal)
        #expect(process.terminationStatus == SIGTERM)
    }

    @Test func anInterruptedRunLeavesNoOutputFileAndNothingBeside() throws {
        try withScratchFolder { folder in
            let output = folder.appendingPathComponent("sweep.csv")
            let process = Process()
            process.executableURL = CompareCommand.executable
            process.arguments = Self.sweep + ["-o", output.path]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            let aside = folder.appendingPathComponent(".sweep.csv.\(process.processIdentifier).tmp")
            // The first size is written aside while the second is measured.
            var written = ""
            for _ in 0..<600 where written.components(separatedBy: "\r\n").count <= Self.firstSectionLines {
                Thread.sleep(forTimeInterval: 0.05)
                written = (try? String(contentsOf: aside, encoding: .utf8)) ?? ""
            }
            #expect(process.isRunning)
            #expect(!written.contains(",300000,"))
            #expect(written.components(separatedBy: "\r\n").dropFirst().prefix(12).allSatisfy { $0.hasPrefix("guide-list,10,") })
            process.interrupt()
            process.waitUntilExit()
            #expect(process.terminationStatus == 128 + SIGINT)
            #expect(try files(in: folder) == [])
        }
    }

    @Test(arguments: [
        ["guide-list", "--sizes", "10,100", "--format", "json"] + quickTiming,
        ["guide-list", "--sizes", "10,100", "--format", "json", "--counts-only", "--trace"],
        ["watch", "guide-list", "--sizes", "10,100", "--format", "json", "--counts-only", "--trace"],
    ])
    func jsonWrittenSectionBySectionIsTheDocumentEncodedWhole(_ arguments: [String]) throws {
        let outcome = try CompareCommand.run(arguments)
        #expect(outcome.status == 0)
        let document = try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any]
        #expect((document?["sections"] as? [Any])?.count == 2)
        let whole = try JSONSerialization.data(withJSONObject: document ?? [:], options: [.prettyPrinted, .sortedKeys])
        #expect(outcome.stdout == String(decoding: whole, as: UTF8.self) + "\n")
    }
}
