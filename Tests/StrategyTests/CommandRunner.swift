import Foundation

/// The `compare` executable built beside this test bundle, run as a user runs it.
enum CompareCommand {
    struct Outcome {
        let status: Int32
        let stdout: String
        let stderr: String
    }

    /// The built `compare`: next to the test binary, in the same build folder.
    static var executable: URL {
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

    /// Runs `compare` with `arguments`, and `environment` added to this
    /// process's own, and waits for it.
    static func run(_ arguments: [String], environment: [String: String] = [:]) throws -> Outcome {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(
            status: process.terminationStatus,
            stdout: String(decoding: stdout, as: UTF8.self),
            stderr: String(decoding: stderr, as: UTF8.self))
    }
}
