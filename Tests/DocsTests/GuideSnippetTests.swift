import TestSupport
import Foundation
import Testing

/// The guide's Swift snippets gathered into the files they name, in order: a
/// block whose paragraph ends naming a file (`` `Sources/feeder/main.swift`: ``)
/// starts that file, and a block after it with no file named goes on with it.
func snippetFiles(of guide: String) -> [(path: String, code: String)] {
    var files: [(path: String, code: String)] = []
    let parts = guide.components(separatedBy: "```swift\n")
    for (before, block) in zip(parts, parts.dropFirst()) {
        let code = block.components(separatedBy: "\n```")[0] + "\n"
        let lead = before.trimmingCharacters(in: .whitespacesAndNewlines)
        if lead.hasSuffix("`:"), let open = lead.dropLast(2).lastIndex(of: "`") {
            files.append((String(lead[lead.index(after: open)..<lead.index(lead.endIndex, offsetBy: -2)]), code))
        } else if !files.isEmpty {
            files[files.count - 1].code += "\n" + code
        }
    }
    return files
}

/// Runs the Swift compiler on `arguments`; its exit status and what it said.
private func swiftc(_ arguments: [String]) throws -> (status: Int32, said: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swiftc"] + arguments
    let said = Pipe()
    process.standardOutput = said
    process.standardError = said
    try process.run()
    let text = String(decoding: said.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, text)
}

@Suite("the guide can be followed literally")
struct GuideSnippetTests {
    /// An empty package, its files made of the guide's snippets in order, compiles
    /// against this build's modules with no error and no warning, in Swift 6 mode
    /// as the guide's manifest asks: the screen module, then the executable on it.
    @Test func theGuidesSnippetsCompileInOrderInTheFilesTheyName() throws {
        let guide = try String(contentsOf: packageRoot.appendingPathComponent("docs/writing-a-workload.md"), encoding: .utf8)
        let files = snippetFiles(of: guide)
        #expect(files.map(\.path) == ["Package.swift", "Sources/FeederLog/Log.swift", "Sources/feeder/main.swift"])
        let code = Dictionary(files, uniquingKeysWith: { first, _ in first })
        let modules = CompareCommand.executable.deletingLastPathComponent().appendingPathComponent("Modules").path
        try withScratchFolder { folder in
            let log = folder.appendingPathComponent("Log.swift"), main = folder.appendingPathComponent("main.swift")
            try (code["Sources/FeederLog/Log.swift"] ?? "").write(to: log, atomically: true, encoding: .utf8)
            try (code["Sources/feeder/main.swift"] ?? "").write(to: main, atomically: true, encoding: .utf8)
            // The C modules the harness's modules import, found as the package manager hands them to a client.
            let build = CompareCommand.executable.deletingLastPathComponent()
            let maps = (try? FileManager.default.contentsOfDirectory(atPath: build.path)) ?? []
            let cModules = maps.filter { $0.hasSuffix(".build") }.map { build.appendingPathComponent($0).appendingPathComponent("module.modulemap").path }
                .filter { FileManager.default.fileExists(atPath: $0) }.flatMap { ["-Xcc", "-fmodule-map-file=\($0)"] }
            let common = ["-swift-version", "6", "-I", modules, "-I", folder.path, "-module-cache-path", folder.appendingPathComponent("cache").path] + cModules
            let library = try swiftc(common + [
                "-parse-as-library", "-module-name", "FeederLog", "-emit-module",
                "-emit-module-path", folder.appendingPathComponent("FeederLog.swiftmodule").path, log.path,
            ])
            #expect(library.status == 0 && library.said.isEmpty, "Sources/FeederLog/Log.swift: \(library.said)")
            let executable = try swiftc(common + ["-typecheck", "-module-name", "feeder", main.path])
            #expect(executable.status == 0 && executable.said.isEmpty, "Sources/feeder/main.swift: \(executable.said)")
        }
    }

    /// A block whose paragraph names no file goes on with the file named before it.
    @Test func aSnippetGoesInTheFileLastNamed() {
        let guide = "In `A.swift`:\n\n```swift\nlet a = 1\n```\n\nAnd:\n\n```swift\nlet b = 2\n```\n\n`B.swift`:\n\n```swift\nlet c = 3\n```\n"
        let files = snippetFiles(of: guide)
        #expect(files.map(\.path) == ["A.swift", "B.swift"])
        #expect(files.map(\.code) == ["let a = 1\n\nlet b = 2\n", "let c = 3\n"])
    }
}
