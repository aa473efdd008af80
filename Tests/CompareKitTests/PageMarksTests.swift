import SwiftUIVocabulary
import ViewGraph
import Workloads
import Foundation
import Testing
@testable import Screens

// The page's tree agrees with its header: each view carries how many times the
// flush compared and skipped it, the graph's own counts set down view by view,
// and they add up to the header's "children compared" and "skipped".

/// Each cell of a page: workload, step, combination, its header's compared
/// and skipped, and its tree.
private func cells(_ page: String) throws -> [(step: String, combination: Int, compared: Int, skipped: Int, tree: [Any])] {
    var found: [(step: String, combination: Int, compared: Int, skipped: Int, tree: [Any])] = []
    for part in page.components(separatedBy: "<script type=\"application/json\" class=\"section-data\">").dropFirst() {
        let text = part.components(separatedBy: "</script>")[0].replacingOccurrences(of: "<\\/", with: "</")
        let data = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let steps = try #require(data["steps"] as? [String])
        for (index, row) in try #require(data["cells"] as? [[Any]]).enumerated() {
            for (column, cell) in row.enumerated() {
                guard let cell = cell as? [String: Any], let tree = cell["tree"] as? [Any] else { continue }
                found.append((
                    steps[index], column, try #require(cell["compared"] as? Int), try #require(cell["skipped"] as? Int), tree))
            }
        }
    }
    return found
}

/// What a tree's marks add up to: the times its views were compared and
/// skipped, each fold's rows (a row shown whole is counted in its fold, the
/// views below it on their own), and the rows compared off screen.
private func marks(_ view: [Any], own: Bool = true) -> (compared: Int, skipped: Int) {
    let offScreen = view[7] as? Int ?? -1000
    var compared = offScreen + (own ? view[6] as? Int ?? -1000 : 0)
    var skipped = offScreen + (own ? view[8] as? Int ?? -1000 : 0)
    for child in view[4] as? [[Any]] ?? [] {
        let below = marks(child)
        compared += below.compared
        skipped += below.skipped
    }
    for fold in view[5] as? [[Any]] ?? [] {
        compared += fold[6] as? Int ?? -1000
        skipped += fold[7] as? Int ?? -1000
        for row in fold[4] as? [[Any]] ?? [] {
            let below = marks(row, own: false)
            compared += below.compared
            skipped += below.skipped
        }
    }
    return (compared, skipped)
}

@Suite("--format html: the tree's marks add up to the header's counts")
struct PageMarksTests {
    @Test(arguments: [
        (["pantry"], Workload.pantry),
        (["guide-list", "--container", "lazy", "--size", "200"], .guideList()),
        (["guide-list", "--size", "50"], .guideList()),
        (["search"], .search),
        (["trap-onchange-loop"], Workload.traps.first { $0.name == "trap-onchange-loop" }!),
    ])
    func everyViewComparedOrSkippedIsMarkedSoTheTreeAgreesWithItsHeader(arguments: [String], workload: Workload) throws {
        let run = ran(arguments + ["--counts-only", "--format", "html"], workloads: [workload], name: "compare")
        #expect(run.code == 0)
        let found = try cells(run.output)
        #expect(found.count >= 9)
        var compared = 0
        for cell in found {
            let added = marks(cell.tree)
            #expect(added.compared == cell.compared && added.skipped == cell.skipped, "\(cell.step) column \(cell.combination)")
            compared += cell.compared
        }
        // Something was compared, so the sums are not zero against zero.
        #expect(compared > 0)
    }

    /// pantry's open-flour: pushing the detail makes the stack's content
    /// again, which compares and skips its two views and its five links.
    @Test func aStackMadeAgainComparesWhatItHoldsAndTheTreeSaysSo() throws {
        let run = ran(["pantry", "--counts-only", "--format", "html", "--notify", "property"], workloads: [.pantry], name: "compare")
        let cell = try #require(try cells(run.output).first { $0.step == "open-flour" && $0.combination == 0 })
        #expect((cell.compared, cell.skipped) == (7, 7))
        let list = try #require((cell.tree[4] as? [[Any]])?.first)
        let stack = try #require((list[4] as? [[Any]])?.first)
        #expect(stack[0] as? String == "NavigationStack" && stack[2] as? String == "m")
        let held = (stack[4] as? [[Any]] ?? []).map { "\($0[0]) \($0[2]) \($0[6]) \($0[8])" }
        #expect(held == ["StatusLine s 1 1", "LowBanner s 1 1", ".navigationDestination m 0 0"])
        let links = try #require((stack[5] as? [[Any]])?.first)
        #expect("\(links[0]) \(links[1]) \(links[6]) \(links[7])" == "NavigationLink 5 5 5")
    }
}

/// Birds on a shelf, each shown by a row of its own inside a link.
private final class Shelf: Model {
    @Tracked var birds = ["wren", "robin", "finch", "jay"]
}

private struct ShelfScreen: View {
    @ObservedObject var shelf: Shelf
    var body: some View {
        NavigationStack {
            List(shelf.birds.indices, id: \.self) { index in
                NavigationLink { Text(shelf.birds[index]) } label: { ShelfRow(name: shelf.birds[index]) }
            }
        }
    }
}

private struct ShelfRow: View {
    let name: String
    var body: some View { Text(name) }
}

/// Birds in links, one renamed, so that its link's label runs.
private func shelfWorkload() -> Workload {
    Workload("shelf", summary: "birds in links").kind(
        .class, model: { _ in Shelf() }, screen: { ShelfScreen(shelf: $0) },
        steps: [Step("rename") { $0.birds[2] = "siskin" }])
}

extension PageMarksTests {
    /// A row's label is a view of the user's inside a link: when one bird is
    /// renamed, its link unfolds to the label that ran; the others stay folded.
    @Test func aLinkWhoseLabelRanUnfoldsToItAndTheOtherLinksStayFolded() throws {
        let shelf = shelfWorkload()
        let run = ran(["shelf", "--counts-only", "--format", "html", "--notify", "property"], workloads: [shelf], name: "compare")
        #expect(run.code == 0)
        let cell = try #require(try cells(run.output).first { $0.step == "rename" })
        var folds: [[Any]] = []
        func collect(_ view: [Any]) {
            for child in view[4] as? [[Any]] ?? [] { collect(child) }
            for fold in view[5] as? [[Any]] ?? [] {
                folds.append(fold)
                for row in fold[4] as? [[Any]] ?? [] { collect(row) }
            }
        }
        collect(cell.tree)
        let links = try #require(folds.first { $0[0] as? String == "NavigationLink" })
        // Four links, compared; the renamed one made again, the rest skipped.
        #expect("\(links[1]) \(links[5]) \(links[6]) \(links[7])" == "4 1 4 3")
        let shown = try #require(links[4] as? [[Any]])
        #expect(shown.map { "\($0[0])[\($0[1])] \($0[2])" } == ["NavigationLink[2] m"])
        let label = try #require((shown.first?[4] as? [[Any]])?.first)
        #expect("\(label[0]) \(label[2])" == "ShelfRow r")
        #expect(label[3] as? [[String]] == [["@self"]])
    }
}

extension PageMarksTests {
    /// The shelf's page, its trace and its counts, for the page check in
    /// Chromium, which holds a page's marks to its trace: `.ci/run` sets
    /// `COMPARE_TEST_PAGE_FOLDER` and checks them there beside the built-in
    /// workloads' pages, so that a link whose label ran is checked as drawn.
    @Test func theShelfsPageTraceAndCountsAgreeAndAreWrittenForThePageCheck() throws {
        let shelf = shelfWorkload()
        let arguments = ["shelf", "--counts-only"]
        let page = ran(arguments + ["--format", "html"], workloads: [shelf], name: "compare")
        let trace = ran(arguments + ["--trace", "--format", "csv"], workloads: [shelf], name: "compare")
        let counts = ran(arguments + ["--format", "csv"], workloads: [shelf], name: "compare")
        #expect([page.code, trace.code, counts.code] == [0, 0, 0])
        // The renamed bird's label ran in every column.
        let labels = trace.output.split(whereSeparator: \.isNewline).filter { $0.contains(",rename,") && $0.contains("ShelfRow") }
        #expect(labels.count == 3)
        guard let folder = ProcessInfo.processInfo.environment["COMPARE_TEST_PAGE_FOLDER"] else { return }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try page.output.write(toFile: folder + "/shelf.html", atomically: true, encoding: .utf8)
        try trace.output.write(toFile: folder + "/shelf.trace.csv", atomically: true, encoding: .utf8)
        try counts.output.write(toFile: folder + "/shelf.csv", atomically: true, encoding: .utf8)
    }
}
