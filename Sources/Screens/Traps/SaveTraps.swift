import SwiftUIVocabulary
import ViewGraph
import Workloads

// Saving a model as SwiftUI engineers are taught to (docs/findings.md, S4 and
// S6): in a property's didSet, beside a watcher loop in the screen's task;
// and by a watcher loop in each window of an app opened twice.

/// A feeder's robins, saved twice over: by the property's `didSet`, and by a
/// watcher loop in the screen's task. Each save would write to disk; here it
/// is counted, in plain properties nothing observes.
final class Feeder: Model {
    @Tracked var robins = 0 {
        didSet { savesByDidSet += 1 }
    }
    private(set) var savesByDidSet = 0
    private(set) var savesByWatcher = 0

    /// What the watcher loop does with each value it takes.
    func save() { savesByWatcher += 1 }
}

struct FeederScreen: View {
    @ObservedObject var feeder: Feeder
    var body: some View {
        Text("\(feeder.robins) robins")
            .task {
                for await _ in Observations({ feeder.robins }) { feeder.save() }
            }
    }
}

/// A journal an app saves from each of its windows.
final class Journal: Model {
    @Tracked var entries = 0
    private(set) var saves = 0

    func save() { saves += 1 }
}

/// An app of one window group over one journal: File, New Window opens a
/// second window of it, a second root over the same journal.
struct JournalApp: App {
    let journal: Journal
    init() { journal = Journal() }
    init(journal: Journal) { self.journal = journal }

    var body: some Scene {
        WindowGroup { JournalWindow(journal: journal) }
    }
}

/// A window's root view, whose task saves the journal at every change, as a
/// view written for one window does.
struct JournalWindow: View {
    @ObservedObject var journal: Journal
    var body: some View {
        Text("\(journal.entries) entries")
            .task {
                for await _ in Observations({ journal.entries }) { journal.save() }
            }
    }
}

extension Workload {
    /// trap-didset-save: a save in a didSet runs per write, a watcher's per transaction.
    package static let didSetSave = Workload(
        "trap-didset-save",
        summary: "a save in a tracked property's didSet, beside a watcher loop in the screen's task that saves the same property",
        model: { _ in Feeder() }, screen: { FeederScreen(feeder: $0) },
        steps: [
            Step("robin", "robins += 1") { $0.robins += 1 },
            Step("robin-same", "robins = robins, the value it has") { $0.robins = $0.robins },
            Step("burst", "robins += 1 three times in one transaction") { feeder in
                for _ in 0..<3 { feeder.robins += 1 }
            },
        ],
        watchers: [
            Watcher(counting: "saves by didSet") { $0.savesByDidSet },
            Watcher(counting: "saves by the watcher") { $0.savesByWatcher },
        ]
    ).notFuzzed()
    .readingObjectsAsWritten()

    /// trap-two-windows: each window's watcher loop saves every change.
    package static let twoWindows = Workload(
        "trap-two-windows",
        summary: "an app opened in two windows over one journal, each window's task saving it at every change",
        model: { _ in Journal() }, app: { JournalApp(journal: $0) },
        steps: [
            .openWindow(),
            Step("entry", "entries += 1") { $0.entries += 1 },
            Step("burst", "entries += 1 three times in one transaction") { journal in
                for _ in 0..<3 { journal.entries += 1 }
            },
        ],
        watchers: [Watcher(counting: "saves") { $0.saves }]
    ).notFuzzed()
    .readingObjectsAsWritten()
}
