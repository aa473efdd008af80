import TestSupport
import Foundation
import Testing

// compare's usage: its name, its exit codes and the one line of a bad input.
extension CompareCommandTests {
    /// Run by another name (a link named feeder, as a package's own executable
    /// is), the command line calls itself by that name.
    @Test func theCommandLineCallsItselfByTheNameItIsRunBy() throws {
        try withScratchFolder { folder in
            let feeder = folder.appendingPathComponent("feeder")
            try FileManager.default.createSymbolicLink(at: feeder, withDestinationURL: CompareCommand.executable)
            let version = try CompareCommand.run(["--version"], executable: feeder)
            #expect(version.status == 0)
            #expect(version.stdout == "feeder 0.1.0\n")
            let help = try CompareCommand.run(["--help"], executable: feeder)
            #expect(help.stdout.contains("USAGE: feeder <workload>... [options]\n"))
            #expect(help.stdout.contains("\n  swift run -c release feeder tally\n"))
            let unknown = try CompareCommand.run(["tally", "--colour"], executable: feeder)
            #expect(unknown.status == 64)
            #expect(unknown.stderr == "feeder: unknown option '--colour'; see feeder --help for the options\n")
            #if os(Linux)
            let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
            let unwritable = try CompareCommand.run(["tally", "--counts-only"], standardOutput: full, executable: feeder)
            #expect(unwritable.status == 1)
            #expect(unwritable.stderr.hasPrefix("feeder: cannot write to standard output: "))
            #endif
        }
    }

    @Test(arguments: [
        (["birds"], "unknown workload 'birds'"),
        (["tally", "--steps", "rename"], "unknown step 'rename' for tally"),
        (["tally", "--colour"], "unknown option '--colour'"),
        (["tally", "--size"], "--size needs a value"),
        (["tally", "--format="], "--format needs a value"),
        (["tally", "--notify", ""], "--notify needs a value"),
        (["tally", "--size", "0"], "--size takes a positive whole number, not '0'"),
        (["tally", "--size", "ten"], "--size takes a positive whole number, not 'ten'"),
        (["tally", "--size", "3000000"], "above the largest supported size"),
        (["tally", "--sizes", "100...10"], "runs downward"),
        (["tally", "--notify", "combine"], "unknown notify strategy 'combine'"),
        (["tally", "--kind", "enum"], "unknown kind 'enum'"),
        (["tally", "--format", "xml"], "unknown format 'xml'"),
        (["tally", "--samples", "0"], "--samples takes a whole number"),
        (["tally", "--min-time", "soon"], "--min-time takes a duration"),
        (["tally", "--size", "2", "--sizes", "2,3"], "--size and --sizes contradict"),
        (["tally", "--counts-only", "--samples", "3"], "--counts-only and --samples contradict"),
        (["tally", "--trace", "--trace"], "--trace is given twice"),
        (["tally", "--container", "lazy"], "--container chooses how guide-list makes its rows; name guide-list"),
        (["guide-list", "--container", "sideways"], "unknown container 'sideways'"),
        (["micro", "--container", "lazy"], "micro takes only"),
        (["tally", "--expect", "/nonexistent/expected.csv"], "cannot read expectations '/nonexistent/expected.csv'"),
        ([], "no workload given"),
        (["fuzz", "--seed", "x"], "--seed takes a whole number from 0 to 18446744073709551615, not 'x'"),
        (["tally", "--trace", "--chart", "chart.svg"], "--chart and --trace contradict each other"),
    ])
    func badInputExits64WithOneLineAndWritesNothing(arguments: [String], message: String) throws {
        try withScratchFolder { folder in
            let file = folder.appendingPathComponent("out.csv")
            let outcome = try CompareCommand.run(arguments + ["--output", file.path])
            #expect(outcome.status == 64)
            #expect(outcome.stdout.isEmpty)
            #expect(outcome.stderr.split(separator: "\n").count == 1)
            #expect(outcome.stderr.contains(message))
            #expect(try files(in: folder) == [])
        }
    }

    @Test(arguments: [
        ("workload,size\r\ntally,1\r\n", "lacks the columns notify, kind, step, recomputes, bodies, skipped, compared, stale"),
        ("", "is empty"),
        ("workload,size,notify,kind,step,recomputes,bodies,skipped,compared,stale\r\ntally,1,property\r\n", "line 2 has 3 fields, not 10"),
        ("workload,size,notify,kind,step,recomputes,bodies,skipped,compared,stale\r\n\"tally,1\r\n", "is not valid CSV"),
        ("workload,size,notify,kind,step,recomputes,bodies,skipped,compared,stale\r\ntally,-1,property,class,robin,2,,0,0,0\r\n", "has size '-1'"),
        // A row no run could match: never checked, so refused.
        ("workload,size,notify,kind,step,recomputes,bodies,skipped,compared,stale\r\ntally,0,property,class,robin,2,,0,0,0\r\n", "has size '0'"),
        ("workload,size,notify,kind,step,recomputes,bodies,skipped,compared,stale\r\ntally,1,property,class,robin,2,RobinLine×x,0,0,0\r\n",
         "line 2 has bodies 'RobinLine×x', not view names each with an optional ×count"),
    ])
    func malformedExpectationsExit64WithOneLine(contents: String, message: String) throws {
        try withScratchFolder { folder in
            let file = folder.appendingPathComponent("expected.csv")
            try contents.write(to: file, atomically: true, encoding: .utf8)
            let outcome = try CompareCommand.run(["tally", "--counts-only", "--expect", file.path])
            #expect(outcome.status == 64)
            #expect(outcome.stdout.isEmpty)
            #expect(outcome.stderr.split(separator: "\n").count == 1)
            #expect(outcome.stderr.contains(message))
        }
    }

    @Test func expectationsThatAreNotUTF8OrAFolderWithNoCSVExit64WithOneLine() throws {
        try withScratchFolder { folder in
            let file = folder.appendingPathComponent("expected.csv")
            try Data([0x77, 0xFF, 0xFE, 0x0A]).write(to: file)
            let empty = folder.appendingPathComponent("empty")
            try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: false)
            for (path, message) in [
                (file.path, "cannot read expectations file '\(file.path)'; check that it exists and is readable UTF-8"),
                (empty.path, "expectations folder '\(empty.path)' holds no .csv file; write one with"),
            ] {
                let outcome = try CompareCommand.run(["tally", "--counts-only", "--expect", path])
                #expect(outcome.status == 64)
                #expect(outcome.stdout.isEmpty)
                #expect(outcome.stderr.split(separator: "\n").count == 1)
                #expect(outcome.stderr.contains(message), "\(outcome.stderr)")
            }
        }
    }

    static var unwritablePaths: [(String, String)] {
        var paths = [
            ("/nonexistent-folder/out.csv", "the folder '/nonexistent-folder' does not exist"),
            (FileManager.default.temporaryDirectory.path, "it is a folder"),
        ]
        #if os(Linux)
        // Not writable even by root, whatever its permission bits say.
        paths.append(("/proc/out.csv", "the folder '/proc' is not writable"))
        #endif
        return paths
    }

    @Test(arguments: unwritablePaths)
    func unwritableOutputExits1BeforeRunningAndLeavesNoFile(path: String, message: String) throws {
        let outcome = try CompareCommand.run(["tally", "--counts-only", "--output", path])
        #expect(outcome.status == 1)
        #expect(outcome.stdout.isEmpty)
        #expect(outcome.stderr.split(separator: "\n").count == 1)
        #expect(outcome.stderr.contains(message))
        #expect(!FileManager.default.fileExists(atPath: "/proc/out.csv"))
    }
}
