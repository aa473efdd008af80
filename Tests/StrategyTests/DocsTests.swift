import Foundation
import Testing

/// The package's root folder, found from this file's path.
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

@Suite("docs")
struct DocsTests {
    /// README.md, every page in docs/ and every page in results/.
    static var pages: [URL] {
        let folders = ["docs", "results"].map { packageRoot.appendingPathComponent($0) }
        let inFolders = folders.flatMap { folder in
            ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
                .filter { $0.hasSuffix(".md") }.map { folder.appendingPathComponent($0) }
        }
        return [packageRoot.appendingPathComponent("README.md"), packageRoot.appendingPathComponent("Examples/FeederLog/README.md")]
            + inFolders.sorted { $0.path < $1.path }
    }

    @Test func everyRelativeLinkResolves() throws {
        #expect(Self.pages.count >= 5)
        let link = try Regex(#"\]\(([^)\s]+)\)"#)
        for page in Self.pages {
            let text = try String(contentsOf: page, encoding: .utf8)
            for match in text.matches(of: link) {
                let target = String(text[match.range]).dropFirst(2).dropLast()
                if target.hasPrefix("http://") || target.hasPrefix("https://") || target.hasPrefix("#") { continue }
                let path = String(target.prefix { $0 != "#" })
                let resolved = page.deletingLastPathComponent().appendingPathComponent(path).standardizedFileURL
                #expect(FileManager.default.fileExists(atPath: resolved.path), "\(page.lastPathComponent) links to \(target)")
            }
        }
    }

    @Test func nothingPointsOutsideTheRepository() throws {
        for page in Self.pages {
            let text = try String(contentsOf: page, encoding: .utf8)
            #expect(!text.contains("SPEC.md"), "\(page.lastPathComponent)")
            #expect(!text.contains("../shared"), "\(page.lastPathComponent)")
        }
    }

    @Test func everyTestTheRulesNameExists() throws {
        // docs/rules.md names tests as `Suite/function` or `Suite`: each must be in Tests/.
        let rules = try String(contentsOf: packageRoot.appendingPathComponent("docs/rules.md"), encoding: .utf8)
        let tests = packageRoot.appendingPathComponent("Tests/StrategyTests")
        let source = try FileManager.default.contentsOfDirectory(atPath: tests.path)
            .map { try String(contentsOf: tests.appendingPathComponent($0), encoding: .utf8) }.joined()
        let named = try Regex(#"`([A-Z][A-Za-z]+Tests)(/([a-zA-Z]+))?`"#)
        var checked = 0
        for match in rules.matches(of: named) {
            let name = String(rules[match.range]).dropFirst().dropLast().split(separator: "/")
            #expect(source.contains("struct \(name[0])"), "\(name.joined(separator: "/"))")
            if name.count == 2 { #expect(source.contains("func \(name[1])("), "\(name.joined(separator: "/"))") }
            checked += 1
        }
        #expect(checked > 50)
    }
}
