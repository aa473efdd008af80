import Foundation

/// The machine and build a run was made on, for the JSON report.
struct Machine {
    let cores: Int
    let os: String
    let swift: String
    let configuration: String
    let date: String

    static func current() -> Machine {
        Machine(
            cores: ProcessInfo.processInfo.activeProcessorCount,
            os: osName(),
            swift: swiftVersion,
            configuration: isDebugBuild ? "debug" : "release",
            date: ISO8601DateFormatter().string(from: Date()))
    }

    private static func osName() -> String {
        #if os(Linux)
        let name = "Linux"
        #elseif os(macOS)
        let name = "macOS"
        #else
        let name = "unknown"
        #endif
        return "\(name) \(ProcessInfo.processInfo.operatingSystemVersionString)"
    }
}

/// The language version this binary was compiled with.
let swiftVersion: String = {
    #if swift(>=6.4)
    "6.4 or later"
    #elseif swift(>=6.3)
    "6.3"
    #elseif swift(>=6.2)
    "6.2"
    #elseif swift(>=6.1)
    "6.1"
    #else
    "6.0"
    #endif
}()

/// Whether this binary was built without optimisation; its timings mean little.
let isDebugBuild: Bool = {
    #if DEBUG
    true
    #else
    false
    #endif
}()
