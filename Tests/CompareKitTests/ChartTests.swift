import TestSupport
import Foundation
import Testing
#if canImport(FoundationXML)
import FoundationXML
#endif

/// The elements of an XML document, in order, with their attributes and text.
final class XMLElements: NSObject, XMLParserDelegate {
    struct Element {
        let name: String
        let attributes: [String: String]
        var text = ""
    }

    private(set) var elements: [Element] = []
    private var open: [Int] = []

    /// Parses `text`; nil when it is not well-formed XML.
    static func parse(_ text: String) -> [Element]? {
        let parser = XMLParser(data: Data(text.utf8))
        let collector = XMLElements()
        parser.delegate = collector
        return parser.parse() ? collector.elements : nil
    }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:])
    {
        elements.append(Element(name: name, attributes: attributes))
        open.append(elements.count - 1)
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        open.removeLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if let last = open.last { elements[last].text += string }
    }
}

extension [XMLElements.Element] {
    func element(id: String) -> XMLElements.Element? {
        first { $0.attributes["id"] == id }
    }

    func number(_ attribute: String, id: String) -> Double? {
        element(id: id)?.attributes[attribute].flatMap(Double.init)
    }
}

@Suite("charts and sweeps", .loadIndependentTiming)
struct ChartTests {
    @Test func sweepCsvHasARowPerSize() throws {
        let outcome = try CompareCommand.run(["guide-list", "--sizes", "3,5", "--counts-only", "--format", "csv"])
        #expect(outcome.status == 0)
        let rows = outcome.stdout.split(separator: "\r\n").dropFirst().map { $0.split(separator: ",", omittingEmptySubsequences: false) }
        #expect(rows.count == 2 * 6 * 8)
        #expect(rows.filter { $0[1] == "3" }.count == 48)
        #expect(rows.filter { $0[1] == "5" }.count == 48)
        #expect(rows.contains { $0[1] == "5" && $0[4] == "launch" && $0[5] == "8" })
    }

    @Test func powersOfTenShortFormListsEachDecade() throws {
        let outcome = try CompareCommand.run(["guide-list", "--sizes", "10...1000", "--counts-only", "--notify", "property", "--kind", "class", "--format", "csv"])
        let sizes = Set(outcome.stdout.split(separator: "\r\n").dropFirst().map { $0.split(separator: ",")[1] })
        #expect(sizes == ["10", "100", "1000"])
    }

    @Test func sweepChartPutsEachPointWhereItsAxesSay() throws {
        try withScratchFolder { folder in
            let chart = folder.appendingPathComponent("sweep.svg").path
            let outcome = try CompareCommand.run([
                "guide-list", "--sizes", "10,100", "--notify", "property", "--kind", "class", "--counts-only", "--chart", chart,
            ])
            #expect(outcome.status == 0)
            let svg = try #require(XMLElements.parse(try String(contentsOfFile: chart, encoding: .utf8)))
            #expect(svg.first?.name == "svg")
            #expect(svg.first?.attributes["version"] == "1.1")
            // launch runs size + 3 bodies: 13 at size 10, 103 at size 100.
            let panel = "launch-bodies-run"
            let x10 = try #require(svg.number("x1", id: "\(panel)-x-10"))
            let x100 = try #require(svg.number("x1", id: "\(panel)-x-100"))
            let y10 = try #require(svg.number("y1", id: "\(panel)-y-10"))
            let y100 = try #require(svg.number("y1", id: "\(panel)-y-100"))
            for (size, bodies, x) in [(10, 13.0, x10), (100, 103.0, x100)] {
                // A marker carries its value in a <title> child, for a tooltip.
                let title = try #require(svg.firstIndex { $0.name == "title" && $0.text == "property·class, size \(size): \(Int(bodies))" })
                let point = svg[title - 1]
                #expect(point.name == "circle")
                #expect(abs(Double(point.attributes["cx"]!)! - x) < 0.01)
                let y = y10 + (y100 - y10) * (log10(bodies) - 1)
                #expect(abs(Double(point.attributes["cy"]!)! - y) < 0.01)
            }
            #expect(svg.contains { $0.name == "text" && $0.text == "guide-list: bodies run per step (counts only, not timed), against the size of the screen" })
        }
    }

    @Test func singleSizeChartDrawsABarPerCombinationWithItsValue() throws {
        try withScratchFolder { folder in
            let chart = folder.appendingPathComponent("bars.svg").path
            let outcome = try CompareCommand.run(["guide-list", "--size", "2", "--counts-only", "--chart", chart])
            #expect(outcome.status == 0)
            let svg = try #require(XMLElements.parse(try String(contentsOfFile: chart, encoding: .utf8)))
            // rename: 1 body for each class combination, 3 for property and observation
            // structs, 4 for object·struct; heights in proportion.
            let one = try #require(svg.number("height", id: "rename-property-class"))
            let three = try #require(svg.number("height", id: "rename-property-struct"))
            let four = try #require(svg.number("height", id: "rename-object-struct"))
            #expect(abs(three / one - 3) < 0.001)
            #expect(abs(four / one - 4) < 0.001)
            let bars = svg.filter { $0.name == "rect" && $0.attributes["id"].map { $0.hasPrefix("rename-") && !$0.hasPrefix("rename-same") && !$0.hasPrefix("rename-top") } == true }
            #expect(bars.count == 6)
        }
    }

    @Test(arguments: [
        (["guide-list", "--chart", "out.png"], "--chart writes SVG"),
        (["all", "--chart", "out.svg"], "--chart draws one workload"),
        (["report", "--format", "csv"], "report takes only --output-dir, --samples, --min-time and --sizes"),
        (["tally", "--output-dir", "x"], "--output-dir goes with compare report"),
    ])
    func chartAndReportMisuseExits64(arguments: [String], message: String) throws {
        let outcome = try CompareCommand.run(arguments)
        #expect(outcome.status == 64)
        #expect(outcome.stderr.split(separator: "\n").count == 1)
        #expect(outcome.stderr.contains(message))
    }

    @Test func referenceRunWritesEveryFileAndTheSameExpectedCounts() throws {
        try withScratchFolder { folder in
            let outcome = try CompareCommand.run(["report", "--output-dir", folder.path, "--sizes", "10,100"] + quickTiming)
            #expect(outcome.status == 0)
            #expect(try files(in: folder) == [
                "README.md", "expected", "guide-list-sweep.csv", "guide-list-sweep.json", "guide-list-sweep.md",
                "guide-list-sweep.svg", "guide-list.csv", "guide-list.md", "guide-list.svg", "search.csv", "search.md", "search.svg",
                "tally.csv", "tally.md", "tally.svg", "watch-guide-list.csv", "watch-tally.csv",
            ])
            // The expected counts it writes are the ones committed in results/expected.
            let committed = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().appendingPathComponent("results/expected")
            for name in [
                "tally.csv", "guide-list.csv", "search.csv", "lazy/guide-list.csv", "watch/tally.csv", "watch/guide-list.csv",
                "watch/search.csv",
            ] {
                let written = try String(contentsOf: folder.appendingPathComponent("expected/\(name)"), encoding: .utf8)
                #expect(written == (try String(contentsOf: committed.appendingPathComponent(name), encoding: .utf8)), "\(name)")
            }
            // The page's prose reads its numbers from this run, sizes and command included.
            let page = try String(contentsOf: folder.appendingPathComponent("README.md"), encoding: .utf8)
            #expect(page.contains("compare report --output-dir \(folder.path) --sizes 10,100 --samples 1 --min-time 10000ns"))
            #expect(page.contains("## guide-list from 10 to 100 guides"))
            #expect(page.contains("the list compares\n1,000 rows' inputs to find the one that changed, skipping\n999."))
            // Every figure the prose quotes was found in its run: none is left a question mark or untimed.
            #expect(!page.contains("?") && !page.contains("(not timed)") && !page.contains("(no run named"))
            #expect(page.contains("Typing runs 3 bodies (`SearchScreen`, `SearchField`, `ResultList`) under every strategy"))
            #expect(page.contains("at `add`, 4 bodies\nagainst 3 under `property`, at every size."))
            for name in ["tally.svg", "guide-list.svg", "guide-list-sweep.svg", "search.svg"] {
                #expect(XMLElements.parse(try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)) != nil, "\(name)")
            }
        }
    }
}

@Suite("charts say what the run measured", .loadIndependentTiming)
struct ChartTitleTests {
    @Test func aCountsOnlySweepChartSaysItIsNotTimed() throws {
        try withScratchFolder { folder in
            let chart = folder.appendingPathComponent("sweep.svg")
            let outcome = try CompareCommand.run(["guide-list", "--sizes", "2,4", "--counts-only", "--chart", chart.path])
            #expect(outcome.status == 0)
            let svg = try String(contentsOf: chart, encoding: .utf8)
            #expect(svg.contains("guide-list: bodies run per step (counts only, not timed), against the size of the screen"))
            #expect(!svg.contains("time per step"))
        }
    }
}

