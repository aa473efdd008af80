import Foundation

/// The `compare` executable built beside this test bundle, run as a user runs it.
package enum CompareCommand {
    /// Variables every run in this task adds to its environment, as a test
    /// trait sets them for its suite.
    @TaskLocal package static var addedEnvironment: [String: String] = [:]

    package struct Outcome {
        package let status: Int32
        package let stdout: String
        package let stderr: String
    }

    /// The built `compare`: next to the test binary, in the same build folder.
    package static var executable: URL {
        #if os(Linux)
        let testBinary = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        #else
        let testBinary = Bundle.main.bundleURL
        #endif
        var folder = testBinary.deletingLastPathComponent()
        // On macOS the tests run from inside an .xctest bundle.
        while !FileManager.default.fileExists(atPath: folder.appendingPathComponent("compare").path),
            folder.pathComponents.count > 1
        {
            folder.deleteLastPathComponent()
        }
        return folder.appendingPathComponent("compare")
    }

    /// Runs `compare` (or the file `executable`, a link to it under another
    /// name) with `arguments`, and `environment` added to this process's own,
    /// and waits for it. With `standardOutput`, its output goes there instead
    /// of to a pipe this reads.
    package static func run(
        _ arguments: [String], environment: [String: String] = [:], standardOutput: FileHandle? = nil,
        closingOutputAtOnce: Bool = false, executable: URL = executable
    ) throws -> Outcome {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let environment = addedEnvironment.merging(environment) { $1 }
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        let out = Pipe(), err = Pipe()
        process.standardOutput = standardOutput ?? out
        process.standardError = err
        try process.run()
        // A reader that goes away at once, as `| head -1` does after its line.
        if closingOutputAtOnce { try out.fileHandleForReading.close() }
        let stdout = standardOutput != nil || closingOutputAtOnce ? Data() : out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(
            status: process.terminationStatus,
            stdout: String(decoding: stdout, as: UTF8.self),
            stderr: String(decoding: stderr, as: UTF8.self))
    }
}

/// A CSV reader of the tests' own (RFC 4180: quoted fields, doubled quotes,
/// CRLF between records), so that what the command writes is read by code
/// other than the code that wrote it.
package enum CSVReading {
    package static func records(_ text: String) -> [[String]] {
        var records: [[String]] = [], record: [String] = [], field = ""
        var quoted = false, index = 0
        let characters = Array(text)
        while index < characters.count {
            let character = characters[index]
            index += 1
            if quoted {
                if character == "\"" {
                    if index < characters.count && characters[index] == "\"" { field.append("\""); index += 1 } else { quoted = false }
                } else {
                    field.append(character)
                }
                continue
            }
            switch character {
            case "\"": quoted = true
            case ",": record.append(field); field = ""
            case "\r\n", "\n": record.append(field); records.append(record); record = []; field = ""
            default: field.append(character)
            }
        }
        if !field.isEmpty || !record.isEmpty { record.append(field); records.append(record) }
        return records
    }
}
