import TestSupport
import Foundation
import Testing

@Suite("docs")
struct DocsTests {
    /// README.md, every page in docs/ and every page in results/.
    static var pages: [URL] {
        let folders = ["docs", "results"].map { packageRoot.appendingPathComponent($0) }
        let inFolders = folders.flatMap { folder in
            ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
                .filter { $0.hasSuffix(".md") }.map { folder.appendingPathComponent($0) }
        }
        return [packageRoot.appendingPathComponent("README.md"), packageRoot.appendingPathComponent("Examples/FeederLog/README.md"),
                packageRoot.appendingPathComponent("Examples/Fieldbook/README.md")]
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

    @Test func theGuidesSnippetsAreTheExamplesCode() throws {
        // Every Swift snippet of writing-a-workload.md but the manifest is in Examples/FeederLog, as it is there.
        let guide = try String(contentsOf: packageRoot.appendingPathComponent("docs/writing-a-workload.md"), encoding: .utf8)
        let sources = packageRoot.appendingPathComponent("Examples/FeederLog/Sources")
        let code = try ["FeederLog/Log.swift", "feeder/main.swift"]
            .map { try String(contentsOf: sources.appendingPathComponent($0), encoding: .utf8) }.joined(separator: "\n")
        let snippets = guide.components(separatedBy: "```swift\n").dropFirst().map { $0.components(separatedBy: "\n```")[0] }
            .filter { !$0.hasPrefix("// swift-tools-version") }
        #expect(snippets.count >= 6)
        for snippet in snippets {
            #expect(code.contains(snippet), "\(snippet.prefix(60))")
        }
    }

    @Test func nothingPointsOutsideTheRepository() throws {
        for page in Self.pages {
            let text = try String(contentsOf: page, encoding: .utf8)
            #expect(!text.contains("SPEC.md"), "\(page.lastPathComponent)")
            #expect(!text.contains("../shared"), "\(page.lastPathComponent)")
        }
    }

    @Test func everyTestTheChecksPageNamesExists() throws {
        // docs/checks.md names the tests that caught each planted bug, in any test target.
        let checks = try String(contentsOf: packageRoot.appendingPathComponent("docs/checks.md"), encoding: .utf8)
        let source = try testSources()
        let named = try Regex(#"`([A-Z][A-Za-z]+Tests)/([a-zA-Z]+)`"#)
        var checked = 0
        for match in checks.matches(of: named) {
            let name = String(checks[match.range]).dropFirst().dropLast().split(separator: "/")
            #expect(source.contains("struct \(name[0])"), "\(name.joined(separator: "/"))")
            #expect(source.contains("func \(name[1])("), "\(name.joined(separator: "/"))")
            checked += 1
        }
        #expect(checked > 80)
    }

    /// findings.md #10's two commands show what its text says: two runs, and
    /// five children compared of which four are skipped, in every column.
    @Test func findingTenShowsTheRunsAndTheComparedChildrenItDescribes() throws {
        let trace = try CompareCommand.run(["search", "--steps", "theme", "--trace", "--counts-only", "--notify", "property", "--kind", "class"])
        let themeRuns = trace.stdout.components(separatedBy: "\ntheme\n").last?.split(separator: "\n").dropFirst()
            .prefix { $0.hasPrefix("    ") }.map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(themeRuns == ["SearchScreen: __theme changed.", #"ThemeBadge: the environment's \.theme changed."#])
        let counts = try CompareCommand.run(["search", "--steps", "theme", "--counts-only"])
        let compared = counts.stdout.components(separatedBy: "children compared").last ?? ""
        let row = compared.split(separator: "\n").first { $0.hasPrefix("theme ") }?.split(separator: " ", omittingEmptySubsequences: false)
            .filter { !$0.isEmpty }
        #expect(row == ["theme", "5", "(4)", "5", "(4)", "5", "(4)", "5", "(4)", "5", "(4)", "5", "(4)"])
        let text = try String(contentsOf: packageRoot.appendingPathComponent("docs/findings.md"), encoding: .utf8)
        #expect(text.contains("says `5 (4)` for the step"))
    }

    /// Every entry of findings.md that shows a command (the traps, and what
    /// SwiftUI engineers are taught): the command, run, prints each line the
    /// entry quotes after it.
    @Test func everyTrapsCommandPrintsTheLinesItsEntryQuotes() throws {
        let text = try String(contentsOf: packageRoot.appendingPathComponent("docs/findings.md"), encoding: .utf8)
        let entries = text.components(separatedBy: "\n## ").dropFirst()
        let traps = entries.filter { $0.contains("```\nswift run -c release compare ") }
        #expect(traps.count { $0.hasPrefix("T") } == 12)
        #expect(traps.count { $0.hasPrefix("S") } == entries.count { $0.hasPrefix("S") })
        for trap in traps {
            let blocks = trap.components(separatedBy: "```\n").enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
            let command = try #require(blocks.first?.split(separator: "\n").first.map(String.init), "\(trap.prefix(40))")
            let quoted = try #require(blocks.dropFirst().first, "\(trap.prefix(40))").split(separator: "\n").map(String.init)
            #expect(command.hasPrefix("swift run -c release compare "))
            let arguments = command.dropFirst("swift run -c release compare ".count).split(separator: " ").map(String.init)
            let outcome = try CompareCommand.run(arguments)
            let printed = (outcome.stdout + outcome.stderr).split(separator: "\n").map(String.init)
            for line in quoted { #expect(printed.contains(line), "\(command): \(line)") }
        }
    }

    @Test func everyTestTheRulesNameExists() throws {
        // docs/rules.md names tests as `Suite/function` or `Suite`: each must be in a test target.
        let rules = try String(contentsOf: packageRoot.appendingPathComponent("docs/rules.md"), encoding: .utf8)
        let source = try testSources()
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
