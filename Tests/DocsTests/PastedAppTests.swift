import Foundation
import TestSupport
import Testing

// Examples/Fieldbook is an app written in plain SwiftUI (Original/) and the
// same app as the harness runs it (Sources/Fieldbook/). What a user changes
// to paste it is the import block, each model's annotations, @main, and the
// previews file left out; its README says how many lines that is.

/// A file's lines.
private func lines(_ path: String) throws -> [String] {
    var lines = try String(contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8)
        .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    return lines
}

/// The lines of `original` that `pasted` does not keep unchanged, and the
/// lines `pasted` has in their place, paired by a longest common subsequence.
private func changes(_ original: [String], _ pasted: [String]) -> (removed: [String], added: [String]) {
    var table = Array(repeating: Array(repeating: 0, count: pasted.count + 1), count: original.count + 1)
    for i in stride(from: original.count - 1, through: 0, by: -1) {
        for j in stride(from: pasted.count - 1, through: 0, by: -1) {
            table[i][j] = original[i] == pasted[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
        }
    }
    var (i, j) = (0, 0)
    var removed: [String] = [], added: [String] = []
    while i < original.count || j < pasted.count {
        if i < original.count, j < pasted.count, original[i] == pasted[j] {
            (i, j) = (i + 1, j + 1)
        } else if j < pasted.count, i == original.count || table[i][j + 1] >= table[i + 1][j] {
            added.append(pasted[j]); j += 1
        } else {
            removed.append(original[i]); i += 1
        }
    }
    return (removed, added)
}

@Suite("Examples/Fieldbook: an app pasted from plain SwiftUI")
struct PastedAppTests {
    static let files = ["Models.swift", "FieldbookApp.swift", "ContentView.swift"]

    /// What a line of the original may become: an import, a model's
    /// annotations, @main, and nothing else.
    static func isAllowed(removed line: String) -> Bool {
        line.hasPrefix("import ") || line == "@main" || line == "@Observable"
            || line.hasPrefix("final class ") || line.hasPrefix("    var ")
    }

    static func isAllowed(added line: String) -> Bool {
        line == "import ObservationHarness" || line.hasPrefix("final class ") && line.contains(": Model")
            || line.hasPrefix("    @Tracked var ")
    }

    @Test(arguments: files)
    func eachFileDiffersFromItsOriginalOnlyInItsImportsAndTheModelsAnnotations(file: String) throws {
        let (removed, added) = changes(try lines("Examples/Fieldbook/Original/\(file)"), try lines("Examples/Fieldbook/Sources/Fieldbook/\(file)"))
        #expect(removed.filter { !Self.isAllowed(removed: $0) } == [])
        #expect(added.filter { !Self.isAllowed(added: $0) } == [])
        // A property's line keeps its name, type and initial value behind @Tracked.
        let properties = removed.filter { $0.hasPrefix("    var ") }
        #expect(added.filter { $0.hasPrefix("    @Tracked var ") }.map { $0.replacingOccurrences(of: "@Tracked ", with: "") } == properties)
    }

    /// The count the README states: lines of the original changed or left out.
    @Test func theReadmeStatesHowManyLinesChanged() throws {
        var changed = 0
        var total = 0
        for file in Self.files {
            let original = try lines("Examples/Fieldbook/Original/\(file)")
            total += original.count
            changed += changes(original, try lines("Examples/Fieldbook/Sources/Fieldbook/\(file)")).removed.count
        }
        let previews = try lines("Examples/Fieldbook/Original/Previews.swift")
        total += previews.count
        changed += previews.count
        #expect(changed == 24)
        #expect(total == 276)
        let readme = try String(contentsOf: packageRoot.appendingPathComponent("Examples/Fieldbook/README.md"), encoding: .utf8)
        #expect(readme.contains("\(changed) of its \(total) lines"))
    }
}
