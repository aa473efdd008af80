@testable import CompareKit
import Foundation
import Testing
import SwiftUIVocabulary
import ViewGraph
import Workloads
@testable import Screens

// `--format html`: one page, self-contained, its data folded so that a list
// of any size costs a line per run of rows, not an element per row.

/// The data elements of a page, parsed.
private func sections(_ page: String) throws -> [[String: Any]] {
    try page.components(separatedBy: "<script type=\"application/json\" class=\"section-data\">").dropFirst().map { part in
        let data = part.components(separatedBy: "</script>")[0].replacingOccurrences(of: "<\\/", with: "</")
        return try #require(try JSONSerialization.jsonObject(with: Data(data.utf8)) as? [String: Any])
    }
}

@Suite("--format html: a page of each step's tree")
struct PageTests {
    @Test func aPageIsOneFileThatAsksForNothingOutside() throws {
        let run = ran(["tally", "--counts-only", "--format", "html"], workloads: [.tally], name: "compare")
        #expect(run.code == 0)
        #expect(run.output.hasPrefix("<!doctype html>\n"))
        #expect(run.output.hasSuffix("</body>\n</html>\n"))
        for outside in ["http://", "https://", "<link", " src=", "@import", "url("] { #expect(!run.output.contains(outside), "\(outside)") }
        // One data element for the one section, and the page's script: no other script ends.
        #expect(run.output.components(separatedBy: "</script>").count == 3)
        let data = try sections(run.output)
        #expect(data.count == 1)
        #expect(data[0]["steps"] as? [String] == ["launch", "robin", "sparrow", "robin-same", "robin-zero", "burst"])
    }

    @Test func eachViewCarriesWhatTheStepDidToIt() throws {
        let run = ran(["tally", "--counts-only", "--format", "html", "--kind", "class"], workloads: [.tally], name: "compare")
        let data = try #require(try sections(run.output).first)
        let combinations = try #require(data["combinations"] as? [String])
        let robin = try #require((data["cells"] as? [[Any]])?[1])
        let property = try #require(robin[combinations.firstIndex(of: "property·class")!] as? [String: Any])
        let tree = try #require(property["tree"] as? [Any])
        // The root did not run, nor was it compared; its children were not compared either: RobinLine and TotalLine ran.
        #expect(tree[0] as? String == "ContentView")
        #expect(tree[2] as? String == "u")
        let children = try #require(tree[4] as? [[Any]])
        #expect(children.map { "\($0[0]):\($0[2])" } == ["RobinLine:r", "SparrowLine:u", "TotalLine:r"])
        #expect(children[0][3] as? [[String]] == [[#"\Sightings.robins"#]])
        let object = try #require(robin[combinations.firstIndex(of: "object·class")!] as? [String: Any])
        #expect((object["tree"] as? [Any])?[2] as? String == "r")
    }

    @Test func aListsRowsAreFoldedAndOnlyThoseThatRanAreListed() throws {
        let run = ran(["guide-list", "--size", "1000", "--counts-only", "--format", "html", "--kind", "struct", "--notify", "property"], workloads: [.guideList()], name: "compare")
        let data = try #require(try sections(run.output).first)
        let cells = try #require(data["cells"] as? [[Any]])
        func fold(_ step: Int) throws -> [Any] {
            let cell = try #require(cells[step][0] as? [String: Any])
            let list = try #require(((cell["tree"] as? [Any])?[4] as? [[Any]])?.first { $0[0] as? String == "GuideList" })
            return try #require((list[5] as? [[Any]])?.first)
        }
        // The launch: every row ran, its ids one range.
        let launch = try fold(0)
        #expect(launch[1] as? Int == 1000 && launch[2] as? Int == 1000)
        #expect(((launch[3] as? [[Any]])?.first?[1] as? [[Int]]) == [[0, 999]])
        // A rename: the list ran and compared every row; one ran.
        let rename = try fold(1)
        #expect(rename[1] as? Int == 1000 && rename[2] as? Int == 1)
        #expect((rename[3] as? [[Any]])?.count == 1)
        // The page stays small whatever the size: no line per row.
        #expect(run.output.utf8.count < 100_000)
    }

    @Test func aFileNamedHTMLIsAPage() throws {
        #expect(try Options.parse(["tally", "-o", "tally.html"], catalogue: [.tally]).format == .html)
        #expect(try Options.parse(["tally", "-o", "TALLY.HTM"], catalogue: [.tally]).format == .html)
    }

    @Test func aWatchPageHoldsEachWatchersValuesByStep() throws {
        let run = ran(["watch", "tally", "--counts-only", "--format", "html", "--notify", "property", "--kind", "class"], workloads: [.tally], name: "compare")
        #expect(run.code == 0)
        let data = try #require(try sections(run.output).first)
        #expect(data["kind"] as? String == "watchers")
        let watchers = try #require(data["watchers"] as? [String])
        let burst = try #require((data["cells"] as? [[[Any]]])?[5][0])
        let robins = try #require(burst[watchers.firstIndex(of: "robins")!] as? [String: Any])
        // Three increments in one transaction: one value (W3), from 1 to 4.
        #expect(robins["values"] as? Int == 1)
        #expect(robins["delivered"] as? [String] == ["robins=4"])
    }
}

/// Three blocked users, each row handed a closure that captures its user,
/// inside a stack with a header, inside a List.
private final class Blocked: Model {
    @Tracked var users = ["ada", "bo", "cy"]
}

private struct BlockedRow: View {
    let name: String
    let unblock: () -> Void
    var body: some View { Button("Unblock \(name)", action: unblock) }
}

private struct BlockedScreen: View {
    @ObservedObject var blocked: Blocked
    var body: some View {
        List {
            VStack {
                Text("Blocked")
                ForEach(blocked.users, id: \.self) { user in BlockedRow(name: user) { blocked.users.removeAll { $0 == user } } }
            }
        }
    }
}

@Suite("--format html: the rows of a list that moved")
struct PageOfMovedRowsTests {
    @Test func removingTheMiddleRowShowsBothRowsLeftComparedAndRun() throws {
        let workload = Workload(
            "blocked", model: { _ in Blocked() }, screen: { BlockedScreen(blocked: $0) }, steps: [.tap("Unblock bo", as: "unblock")])
        let run = ran(["blocked", "--counts-only", "--format", "html", "--notify", "property", "--kind", "class"], workloads: [workload], name: "blocked")
        #expect(run.code == 0)
        let data = try #require(try sections(run.output).first)
        let cell = try #require((data["cells"] as? [[Any]])?[1].first as? [String: Any])
        #expect(cell["recomputes"] as? Int == 3)
        #expect(cell["compared"] as? Int == 2)
        #expect(cell["skipped"] as? Int == 0)
        // The screen ran; its two rows are folded, both of them run.
        let tree = try #require(cell["tree"] as? [Any])
        #expect(tree[0] as? String == "BlockedScreen" && tree[2] as? String == "r")
        let fold = try #require((tree[5] as? [[Any]])?.first)
        #expect(fold[0] as? String == "BlockedRow" && fold[1] as? Int == 2 && fold[2] as? Int == 2)
    }
}

@Suite("--format html: every figure on a page is the run's")
struct PageFiguresTests {
    /// The counts CSV of `arguments`, by workload, size, step and combination.
    private func csvRows(_ arguments: [String], _ workloads: [Workload]) -> [String: [String: String]] {
        let run = ran(arguments + ["--format", "csv"], workloads: workloads, name: "compare")
        let lines = run.output.split(separator: "\r\n").map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
        let header = lines[0]
        var rows: [String: [String: String]] = [:]
        for line in lines.dropFirst() where line.count == header.count {
            let row = Dictionary(uniqueKeysWithValues: zip(header, line))
            rows["\(row["workload"]!) \(row["size"]!) \(row["step"]!) \(row["notify"]!)·\(row["kind"]!)"] = row
        }
        return rows
    }

    @Test(arguments: ["tally", "search", "trap-onchange-loop", "trap-task-per-keystroke", "trap-seeded-state"])
    func eachCellsFiguresAreTheCSVs(workload name: String) throws {
        let arguments = [name, "--counts-only"]
        let page = ran(arguments + ["--format", "html"], workloads: builtInWorkloads, name: "compare")
        let rows = csvRows(arguments, builtInWorkloads)
        var checked = 0
        for data in try sections(page.output) {
            let steps = try #require(data["steps"] as? [String])
            let combinations = try #require(data["combinations"] as? [String])
            let cells = try #require(data["cells"] as? [[Any]])
            for (step, row) in zip(steps, cells) {
                for (combination, cell) in zip(combinations, row) {
                    let cell = try #require(cell as? [String: Any])
                    let csv = try #require(rows["\(data["workload"]!) \(data["size"]!) \(step) \(combination)"])
                    let stale = (cell["stale"] as? [String] ?? []).count + (cell["expectedStale"] as? [String] ?? []).count
                    let shown = [
                        "recomputes": cell["recomputes"] as? Int, "compared": cell["compared"] as? Int, "skipped": cell["skipped"] as? Int,
                        "actions": cell["actions"] as? Int, "actions_stopped": (cell["stopped"] as? [String])?.count,
                        "tasks_started": cell["started"] as? Int, "tasks_cancelled": cell["cancelled"] as? Int, "stale": stale,
                    ]
                    for (column, figure) in shown {
                        #expect(figure.map(String.init) == csv[column], "\(name) \(step) \(combination) \(column)")
                        checked += 1
                    }
                }
            }
        }
        #expect(!rows.isEmpty)
        #expect(checked == rows.count * 8)
    }
}

/// Every name in a page tree, depth first, and each fold's name with whether its maker's contents were compared.
private func names(_ tree: [Any]) -> [String] {
    let children = (tree[4] as? [[Any]]) ?? [], rows = (tree[5] as? [[Any]]) ?? []
    return [tree[0] as? String ?? "?"] + children.flatMap(names) + rows.map { "rows \($0[0]) compared \($0[6] as? Int ?? -1)" }
}

@Suite("--format html: the page shows what ran, in the names a user wrote")
struct PageNamesTests {
    /// pantry, an app, at add-salt under observation, written with --counts-only.
    static func addSalt() throws -> [Any] {
        let run = ran(["pantry", "--counts-only", "--format", "html", "--notify", "observation"], workloads: [.pantry], name: "compare")
        let data = try #require(try sections(run.output).first)
        let step = try #require((data["steps"] as? [String])?.firstIndex(of: "add-salt"))
        let cell = try #require((data["cells"] as? [[Any]])?[step][0] as? [String: Any])
        return try #require(cell["tree"] as? [Any])
    }

    @Test func theTreeHasNoViewOfTheHarnesssOwnAndAModifierIsWrittenAsAModifier() throws {
        let shown = names(try Self.addSalt())
        #expect(shown.first == "PantryApp")
        #expect(!shown.contains { $0.hasPrefix("_") })
        #expect(shown.contains(".sheet") && !shown.contains("sheet"))
    }

    /// The list's maker ran, so the links its stack holds were compared: not untouched.
    @Test func rowsInAContainerOfAMakerThatRanAreCompared() throws {
        // Four links were there before; the fifth, salt's, is new.
        #expect(names(try Self.addSalt()).contains("rows NavigationLink compared 4"))
    }

    /// Written with --counts-only, Apple's Observation is still asked which
    /// property changed, so the page names it as --trace does.
    @Test func theObservationColumnNamesTheKeyPathWithoutTrace() throws {
        let tree = try Self.addSalt()
        let list = try #require((tree[4] as? [[Any]])?.first)
        #expect(list[0] as? String == "PantryList")
        #expect(list[3] as? [[String]] == [["@self", #"\Pantry.items"#]])
    }

    @Test func theWatchPageHasALegendOfItsOwnAndTheChipsAreLabelled() throws {
        let watch = ran(["watch", "tally", "--counts-only", "--format", "html"], workloads: [.tally], name: "compare")
        #expect(watch.output.contains("<p class=\"legend\">each cell: the values the watcher received"))
        #expect(!watch.output.contains("<span class=\"view ran\">"))
        let views = ran(["tally", "--counts-only", "--format", "html"], workloads: [.tally], name: "compare")
        #expect(views.output.contains("<span class=\"view ran\">ran</span>"))
        // The script names the columns above the chips and in each chip's title.
        #expect(views.output.contains(#""each step, with the " + what + " in each column: ""#))
    }
}
