import TestSupport
import Synchronization
import Testing
@testable import ViewGraph
@testable import Workloads
@testable import Screens
import SwiftUIVocabulary

// R1-R3: onChange(of:initial:_:) and task(id:_:), run by the graph after each
// pass and counted in each flush, on screens in SwiftUI's words.

/// What the actions and tasks of a screen did, in order: touched on the graph's thread alone.
private final class Journal: @unchecked Sendable {
    var lines: [String] = []
}

/// A counter whose onChange writes down each change, and a note that runs its
/// body without changing the count.
private nonisolated struct Counting: View {
    let journal: Journal
    var initial = false
    @State private var count = 0
    @State private var note = ""
    var body: some View {
        VStack {
            Text("\(count) \(note)")
            Button("+") { count += 1 }
            Button("note") { note += "n" }
        }
        .onChange(of: count, initial: initial) { old, new in journal.lines.append("\(old)->\(new)") }
    }
}

/// An onChange that writes back what it watches: SwiftUI stops it.
private nonisolated struct Runaway: View {
    @State private var count = 0
    var body: some View {
        Text("\(count)")
            .onChange(of: count) { count += 1 }
        Button("+") { count += 1 }
    }
}

/// An onChange that counts the edits of a field into state a child shows.
private nonisolated struct Edits: View {
    @State private var text = ""
    @State private var edits = 0
    var body: some View {
        VStack {
            TextField("Note", text: $text)
            EditCount(edits: edits)
        }
        .onChange(of: text) { edits += 1 }
    }
}

private nonisolated struct EditCount: View {
    let edits: Int
    var body: some View { Text("\(edits) edits") }
}

/// A task that waits until it is cancelled, shown while a toggle is on.
private nonisolated struct Waiting: View {
    @State private var shows = true
    var body: some View {
        VStack {
            Toggle("shows", isOn: $shows)
            if shows {
                Waiter()
            }
        }
    }
}

private nonisolated struct Waiter: View {
    var body: some View {
        Text("waiting")
            .task { try? await Task.sleep(for: .seconds(3600)) }
    }
}

/// A search whose task restarts with every keystroke; with `waits`, it waits
/// (until cancelled) before it answers; without, it answers at once.
private nonisolated struct Search: View {
    let waits: Bool
    @State private var query = ""
    @State private var answer = ""
    var body: some View {
        VStack {
            TextField("Search", text: $query)
            Text("answer: \(answer)")
        }
        .task(id: query) {
            if waits { try? await Task.sleep(for: .seconds(3600)) }
            if !Task.isCancelled { answer = query.uppercased() }
        }
    }
}

/// A model a child reads, that the parent's onChange writes.
private final class Seen: Model {
    @Tracked var times = 0
}

/// A counter whose onChange writes what a child reads: the child, handed the
/// count, runs in the update with the old value, and again after the action.
private nonisolated struct Watcher: View {
    let seen: Seen
    let journal: Journal
    @State private var count = 0
    var body: some View {
        VStack {
            Button("+") { count += 1 }
            SeenLine(seen: seen, count: count, journal: journal)
        }
        .onChange(of: count) {
            journal.lines.append("action")
            seen.times += 1
        }
    }
}

private nonisolated struct SeenLine: View {
    let seen: Seen
    let count: Int
    let journal: Journal
    var body: some View {
        let _ = journal.lines.append("SeenLine saw \(seen.times)")
        Text("seen \(seen.times) of \(count)")
    }
}

/// A task made in the body's own if: gone with its branch, its view staying.
private nonisolated struct InlineWaiting: View {
    @State private var shows = true
    var body: some View {
        Toggle("shows", isOn: $shows)
        if shows {
            Text("waiting")
                .task { try? await Task.sleep(for: .seconds(3600)) }
        }
    }
}

@Suite("R1-R3: onChange and task, run after each pass and counted")
struct ReactionTests {
    @Test func onChangeRunsOnceWithTheOldAndTheNewValueWhenTheValueDiffers() {
        let journal = Journal()
        let graph = Graph(root: Counting(journal: journal), tracker: PropertyTracker())
        #expect(graph.launch().actions == 0)
        #expect(Screen(graph).tap("+"))
        let flush = graph.flush()
        #expect(flush.actions == 1)
        #expect(flush.bodies == ["Counting"])
        #expect(journal.lines == ["0->1"])
    }

    @Test func initialRunsTheActionWhenTheViewAppearsWithTheValueTwice() {
        let journal = Journal()
        let graph = Graph(root: Counting(journal: journal, initial: true), tracker: PropertyTracker())
        #expect(graph.launch().actions == 1)
        #expect(journal.lines == ["0->0"])
        #expect(Screen(graph).tap("+"))
        #expect(graph.flush().actions == 1)
        #expect(journal.lines == ["0->0", "0->1"])
    }

    @Test func aBodyRunThatLeavesTheValueEqualRunsNoAction() {
        let journal = Journal()
        let graph = Graph(root: Counting(journal: journal), tracker: PropertyTracker())
        _ = graph.launch()
        #expect(Screen(graph).tap("note"))
        let flush = graph.flush()
        #expect(flush.bodies == ["Counting"])
        #expect(flush.actions == 0)
        #expect(journal.lines == [])
    }

    @Test func aWriteInAnActionRunsWhatReadsItInAnotherPassOfTheSameFlush() {
        let graph = Graph(root: Edits(), tracker: PropertyTracker())
        _ = graph.launch()
        #expect(Screen(graph).type("b", into: "Note"))
        let flush = graph.flush()
        // The body reads the text it watches, so typing runs it; the action's
        // write runs it again, in a second pass, and it hands its child a new count.
        #expect(flush.actions == 1)
        #expect(flush.passes == 2)
        #expect(flush.bodies == ["Edits", "Edits", "EditCount"])
        #expect(graph.rendered().map(\.text).last == "1 edits")
        #expect(graph.staleViews() == [])
    }

    @Test func anActionRunsAfterTheUpdateNotInsideItsBodysRun() {
        let seen = Notify.property.run { Seen() }, journal = Journal()
        let graph = Graph(root: Watcher(seen: seen, journal: journal), tracker: PropertyTracker())
        _ = graph.launch()
        journal.lines = []
        #expect(Screen(graph).tap("+"))
        let flush = graph.flush()
        // The child runs in the update with what it held, the action after the
        // update, and what the action wrote runs the child in the next pass.
        #expect(journal.lines == ["SeenLine saw 0", "action", "SeenLine saw 1"])
        #expect(flush.runs.map(\.description) == ["Watcher: __count changed.", "SeenLine: @self changed.", "SeenLine: \\Seen.times changed."])
        #expect(flush.passes == 2)
        #expect(graph.rendered().map(\.text).last == "seen 1 of 1")
    }

    @Test func aTaskIsCancelledWhenTheBodyNoLongerMakesItsModifier() {
        let graph = Graph(root: InlineWaiting(), tracker: PropertyTracker())
        #expect(graph.launch().tasksStarted == 1)
        #expect(Screen(graph).flip("shows"))
        let hidden = graph.flush()
        #expect(hidden.bodies == ["InlineWaiting"])
        #expect((hidden.tasksStarted, hidden.tasksCancelled) == (0, 1))
        #expect(Screen(graph).flip("shows"))
        #expect(graph.flush().tasksStarted == 1)
        graph.tearDown()
    }

    @Test func anActionThatWritesWhatItWatchesIsStoppedAfterItsOneRunInAFlush() {
        let graph = Graph(root: Runaway(), tracker: PropertyTracker())
        _ = graph.launch()
        #expect(Screen(graph).tap("+"))
        let flush = graph.flush()
        #expect(flush.actions == 1)
        #expect(flush.stoppedActions == ["Runaway: onChange(of: Int) action tried to update multiple times per frame."])
        #expect(flush.loopDetected == false)
        #expect(flush.bodies == ["Runaway", "Runaway"])
        #expect(graph.rendered().map(\.text) == ["2 · [+]"])
        #expect(graph.staleViews() == [])
        // The next flush is a frame of its own: nothing is due, nothing runs.
        #expect(graph.flush().recomputes == 0)
    }

    @Test func aTaskStartsWhenItsViewAppearsAndIsCancelledWhenItGoes() {
        let graph = Graph(root: Waiting(), tracker: PropertyTracker())
        let launch = graph.launch()
        #expect((launch.tasksStarted, launch.tasksCancelled) == (1, 0))
        #expect(Screen(graph).flip("shows"))
        let hidden = graph.flush()
        #expect((hidden.tasksStarted, hidden.tasksCancelled) == (0, 1))
        #expect(Screen(graph).flip("shows"))
        let shown = graph.flush()
        #expect((shown.tasksStarted, shown.tasksCancelled) == (1, 0))
        graph.tearDown()
    }

    @Test func aNewIDCancelsTheRunningTaskAndStartsAnother() {
        let graph = Graph(root: Search(waits: true), tracker: PropertyTracker())
        #expect(graph.launch().tasksStarted == 1)
        for text in ["b", "bi", "bir"] {
            #expect(Screen(graph).type(text, into: "Search"))
            let flush = graph.flush()
            #expect((flush.tasksStarted, flush.tasksCancelled) == (1, 1))
        }
        #expect(graph.rendered().map(\.text).last == "Search: bir · answer: ")
        graph.tearDown()
    }

    @Test func aTaskThatFinishedIsNotCancelledByTheNextIDAndItsWriteIsShownInTheSameFlush() {
        let graph = Graph(root: Search(waits: false), tracker: PropertyTracker())
        let launch = graph.launch()
        #expect((launch.tasksStarted, launch.tasksCancelled) == (1, 0))
        #expect(Screen(graph).type("wren", into: "Search"))
        let flush = graph.flush()
        #expect((flush.tasksStarted, flush.tasksCancelled) == (1, 0))
        #expect(graph.rendered().map(\.text).last == "Search: wren · answer: WREN")
        #expect(graph.staleViews() == [])
    }

    @Test func aTornDownGraphCancelsItsTasksAndKeepsNothingTheyHeld() {
        weak var held: Journal?
        do {
            let journal = Journal()
            held = journal
            let graph = Graph(
                root: Waiter().task { try? await Task.sleep(for: .seconds(3600)); journal.lines.append("woke") },
                tracker: PropertyTracker())
            #expect(graph.launch().tasksStarted == 2)
            graph.tearDown()
        }
        #expect(held == nil)
    }
}
