import ObservationHarness
import Testing

// A screen pasted from SwiftUI whose file uses what `import SwiftUI` brings
// besides SwiftUI: Foundation's `Date`, `IndexSet`, `UUID` and `URL`, and the
// CoreGraphics value types `CGFloat`, `CGPoint`, `CGSize` and `CGRect`,
// compiled with the one import, and its previews, declared and never run.

final class Journal: Model {
    @Tracked var entries: [JournalEntry] = [
        JournalEntry(date: Date(timeIntervalSince1970: 86_400), link: URL(string: "https://example.org/wren"), size: CGSize(width: 40, height: 30)),
        JournalEntry(date: Date(timeIntervalSince1970: 172_800), link: nil, size: CGSize(width: 20, height: 10)),
    ]
    @Tracked var hidden = IndexSet()
}

struct JournalEntry: Identifiable, Equatable {
    let id = UUID()
    var date: Date
    var link: URL?
    var size: CGSize
}

struct JournalScreen: View {
    let journal: Journal
    private let spacing: CGFloat = 8
    private let origin = CGPoint(x: 10, y: 20)

    var body: some View {
        let shown = journal.entries.indices.filter { !journal.hidden.contains($0) }.map { journal.entries[$0] }
        VStack(spacing: spacing) {
            ForEach(shown) { entry in
                EntryLine(entry: entry, frame: CGRect(origin: origin, size: entry.size))
            }
        }
        .padding(spacing * 2)
    }
}

struct EntryLine: View {
    let entry: JournalEntry
    let frame: CGRect
    var body: some View {
        HStack {
            Text("Day \(Int(entry.date.timeIntervalSince1970 / 86_400))")
            Text(entry.link?.host ?? "no link")
        }
        .frame(width: frame.width, height: frame.height)
        .position(CGPoint(x: frame.midX, y: frame.midY))
        .offset(CGSize(width: 0, height: 2))
    }
}

struct JournalScreen_Previews: PreviewProvider {
    static var previews: some View {
        JournalScreen(journal: Journal())
            .previewDisplayName("Two entries")
            .previewLayout(.sizeThatFits)
    }
}

let journalWorkload = Workload(
    "journal", model: { _ in Journal() }, screen: { JournalScreen(journal: $0) },
    steps: [Step("hide") { $0.hidden.insert(0) }])

@Suite("One import brings what import SwiftUI brings")
struct FoundationImportTests {
    @Test(arguments: Combination.all.filter { $0.kind == .class })
    func aScreenUsingFoundationAndCoreGraphicsTypesRuns(combination: Combination) {
        let session = journalWorkload.session(combination, size: 1)
        defer { session.tearDown() }
        #expect(session.launch().bodies == ["JournalScreen", "EntryLine", "EntryLine"])
        #expect(session.rendered().filter { $0.view == "EntryLine" }.map(\.text) == ["Day 1 · example.org", "Day 2 · no link"])
        // The hidden set is read by the screen alone; the other line is compared and skipped.
        #expect(session.perform("hide").bodies == ["JournalScreen"])
        #expect(session.rendered().filter { $0.view == "EntryLine" }.map(\.text) == ["Day 2 · no link"])
        #expect(session.staleViews() == [])
    }

    @Test func thePreviewsAreDeclaredAndTheGeometryIsFoundations() {
        // What a pasted file writes with CGFloat: arithmetic with Double, and .infinity.
        let width: CGFloat = 12
        let half: Double = width / 2
        #expect(half == 6)
        #expect(CGRect(x: 0, y: 0, width: width, height: .infinity).maxY == .infinity)
        #expect(JournalScreen_Previews.platform == nil)
        #expect(IndexSet([1, 3]).count == 2)
    }
}
