import Foundation

/// Runs `body` with a fresh empty folder for one test's files, and removes the
/// folder and all in it afterwards, whether `body` returns or throws.
package func withScratchFolder<T>(_ body: (URL) throws -> T) throws -> T {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("compare-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    return try body(folder)
}

/// The names of the files in `folder`.
package func files(in folder: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
}

/// Arguments that keep a timed run short in a debug build.
package let quickTiming = ["--samples", "1", "--min-time", "10us"]

/// The package's root folder, found from this file's place in it.
package let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

/// Every test target's Swift files, joined: where a test a page names must be.
package func testSources() throws -> String {
    let tests = packageRoot.appendingPathComponent("Tests")
    let files = FileManager.default.enumerator(atPath: tests.path)?.compactMap { $0 as? String } ?? []
    return try files.filter { $0.hasSuffix(".swift") }.sorted()
        .map { try String(contentsOf: tests.appendingPathComponent($0), encoding: .utf8) }.joined()
}
