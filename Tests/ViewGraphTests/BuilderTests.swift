import TestSupport
import Testing
@testable import ViewGraph
@testable import Workloads
@testable import Screens
import SwiftUIVocabulary

// Screens written in SwiftUI's words (A1, A2, G12), each run under the
// property tracker and held to the reference walk at every flush.

/// A counter that starts at zero each time its identity appears.
private nonisolated struct Tick: View {
    let label: String
    @State private var count = 0
    var body: some View {
        Text("\(label) \(count)")
        Button("\(label)+") { count += 1 }
    }
}

/// One of two counters of one type, by an `if`/`else`.
private nonisolated struct Either: View {
    @State private var first = true
    var body: some View {
        VStack {
            if first {
                Tick(label: "a")
            } else {
                Tick(label: "a")
            }
            Button("switch") { first.toggle() }
        }
    }
}

/// A counter shown only while a toggle is on, before another that always is.
private nonisolated struct Optionally: View {
    @State private var shows = true
    var body: some View {
        VStack {
            Toggle("shows", isOn: $shows)
            if shows {
                Tick(label: "maybe")
            }
            Tick(label: "always")
        }
    }
}

/// Runs `graph` and checks every flush against the reference walk.
private struct Checked {
    let graph: Graph
    var reference: Reference

    init(_ root: some View) {
        graph = Graph(root: root, tracker: PropertyTracker())
        _ = graph.launch()
        reference = graph.reference()
    }

    /// Flushes, checks the flush against the reference walk and the screen
    /// against a from-scratch render, and returns it.
    mutating func flush() -> Flush {
        let flush = graph.flush()
        #expect(reference.account().difference(from: flush) == nil)
        #expect(graph.staleViews() == [])
        return flush
    }
}

@Suite("A1, A2, G12: screens in SwiftUI's words")
struct BuilderTests {
    @Test func primitivesRunNoCountedBodyAndShowAsPartOfTheirView() {
        let graph = Graph(root: Either(), tracker: PropertyTracker())
        let launch = graph.launch()
        #expect(launch.runs.map(\.description) == ["Either: @self, @identity, __first changed.", "Tick: @self, @identity, __count changed."])
        #expect(graph.rendered().map(\.text) == ["[switch]", "a 0 · [a+]"])
        #expect(graph.controlTitles == ["switch", "a+"])
    }

    @Test func tappingAButtonRunsItsActionAndOnlyWhatReadsWhatItWrote() {
        var screen = Checked(Either())
        #expect(Screen(screen.graph).tap("a+"))
        #expect(screen.flush().runs.map(\.description) == ["Tick: __count changed."])
        #expect(screen.graph.rendered().map(\.text) == ["[switch]", "a 1 · [a+]"])
        #expect(!Screen(screen.graph).tap("no such button"))
    }

    @Test func switchingBranchMakesANewViewEvenOfTheSameType() {
        var screen = Checked(Either())
        Screen(screen.graph).tap("a+")
        _ = screen.flush()
        Screen(screen.graph).tap("switch")
        let flush = screen.flush()
        // G12: the other branch is another identity; its state starts again.
        #expect(flush.runs.map(\.description) == ["Either: __first changed.", "Tick: @self, @identity, __count changed."])
        #expect((flush.compared, flush.removed) == (0, 1))
        #expect(screen.graph.rendered().map(\.text) == ["[switch]", "a 0 · [a+]"])
    }

    @Test func aViewAfterAnIfKeepsItsIdentityWhenTheIfComesAndGoes() {
        var screen = Checked(Optionally())
        Screen(screen.graph).tap("always+")
        _ = screen.flush()
        #expect(Screen(screen.graph).flip("shows"))
        var flush = screen.flush()
        #expect(flush.runs.map(\.description) == ["Optionally: __shows changed."])
        #expect((flush.compared, flush.skipped, flush.removed) == (1, 1, 1))
        #expect(screen.graph.rendered().map(\.text) == ["shows: off", "always 1 · [always+]"])
        Screen(screen.graph).flip("shows")
        flush = screen.flush()
        #expect(flush.runs.map(\.description) == ["Optionally: __shows changed.", "Tick: @self, @identity, __count changed."])
        #expect(screen.graph.rendered().map(\.text) == ["shows: on", "maybe 0 · [maybe+]", "always 1 · [always+]"])
    }
}

/// A line of text with a counter of its own, for rows whose state shows
/// whether they kept their identity.
private nonisolated struct NoteLine: View {
    let text: String
    @State private var taps = 0
    var body: some View {
        Button("\(text) \(taps)") { taps += 1 }
    }
}

/// Notes identified by themselves (`id: \.self`): editing one is a removal
/// and an insert.
private nonisolated struct Notes: View {
    @State private var notes = ["wren", "robin"]
    var body: some View {
        ForEach(notes, id: \.self) { note in
            NoteLine(text: note)
        }
        Button("edit") { notes[0] += "!" }
        Button("swap") { notes.swapAt(0, 1) }
    }
}

/// A field bound to state the view itself never reads.
private nonisolated struct SearchBox: View {
    @State private var query = "guide"
    var body: some View {
        TextField("Search", text: $query)
        QueryEcho(query: $query)
    }
}

/// Shows the query its binding points at.
private nonisolated struct QueryEcho: View {
    @Binding var query: String
    var body: some View { Text("echo \(query)") }
}

/// Either of two types of view behind `AnyView`.
private nonisolated struct Erased: View {
    @State private var tick = 0
    @State private var plain = true
    var body: some View {
        if plain {
            AnyView(Tick(label: "any"))
        } else {
            AnyView(NoteLine(text: "note"))
        }
        Button("again \(tick)") { tick += 1 }
        Button("other") { plain.toggle() }
    }
}

/// One counter in either of two containers behind `AnyView`, chosen without
/// an `if`: one place in the body, two wrapped types.
private nonisolated struct Restacked: View {
    @State private var vertical = true
    var body: some View {
        vertical ? AnyView(VStack { Tick(label: "in") }) : AnyView(HStack { Tick(label: "in") })
        Button("restack") { vertical.toggle() }
    }
}

/// Two counters with one title: a tap finds the first.
private nonisolated struct Twins: View {
    var body: some View {
        Tick(label: "same")
        Tick(label: "same")
    }
}

/// Rows handed a closure that captures the screen's state.
private nonisolated struct Chips: View {
    @State private var taps = 0
    @State private var names = ["a", "b"]
    var body: some View {
        Text("taps \(taps)")
        ForEach(names, id: \.self) { name in
            Chip(name: name, onTap: { taps += 1 })
        }
        Button("more") { taps += 1 }
    }
}

/// The same rows handed their name alone.
private nonisolated struct Plates: View {
    @State private var taps = 0
    @State private var names = ["a", "b"]
    var body: some View {
        Text("taps \(taps)")
        ForEach(names, id: \.self) { name in
            Plate(name: name)
        }
        Button("more") { taps += 1 }
    }
}

/// A row that runs its closure when tapped.
private nonisolated struct Chip: View {
    let name: String
    let onTap: () -> Void
    var body: some View { Button(name, action: onTap) }
}

/// A row of its name alone.
private nonisolated struct Plate: View {
    let name: String
    var body: some View { Text(name) }
}

/// Rows of primitives alone: none runs a counted body.
private nonisolated struct Plain: View {
    @State private var names = ["a", "b"]
    var body: some View {
        List(names, id: \.self) { name in
            Text(name)
        }
        Button("add") { names.append("c") }
    }
}

/// Two lists in one body, each row keyed by its list's place and its id.
private nonisolated struct TwoLists: View {
    @State private var left = [1, 2]
    @State private var right = [1, 2]
    var body: some View {
        ForEach(left, id: \.self) { Tick(label: "left \($0)") }
        ForEach(right, id: \.self) { Tick(label: "right \($0)") }
        Button("drop") { left.removeLast() }
    }
}

/// A value set in the environment of one child, below the body's root.
private nonisolated struct Around: View {
    @State private var tint = "red"
    var body: some View {
        VStack {
            Tinted()
            Tinted().environment(\.tint, tint)
            Tinted()
        }
        Button("tint") { tint = tint == "red" ? "blue" : "red" }
    }
}

/// Shows the tint the environment gives it.
private nonisolated struct Tinted: View {
    @Environment(\.tint) private var tint
    var body: some View { Text("tint \(tint)") }
}

private struct TintKey: EnvironmentKey {
    static let defaultValue = "none"
}

extension EnvironmentValues {
    fileprivate var tint: String {
        get { self[TintKey.self] }
        set { self[TintKey.self] = newValue }
    }
}

extension BuilderTests {
    @Test func rowsIdentifiedByThemselvesAreRemovedAndInsertedWhenEdited() {
        var screen = Checked(Notes())
        Screen(screen.graph).tap("wren 0")
        Screen(screen.graph).tap("robin 0")
        _ = screen.flush()
        // Moving keeps each row's identity, and with it its state.
        Screen(screen.graph).tap("swap")
        var flush = screen.flush()
        #expect(flush.bodies == ["Notes"])
        #expect(screen.graph.rendered().map(\.text) == ["[edit] · [swap]", "[robin 1]", "[wren 1]"])
        // Editing one is another id: the old row goes, a new one starts at 0.
        Screen(screen.graph).tap("edit")
        flush = screen.flush()
        #expect(flush.runs.map(\.description) == ["Notes: __notes changed.", "NoteLine[id robin!]: @self, @identity, __taps changed."])
        #expect(flush.removed == 1)
        #expect(screen.graph.rendered().map(\.text) == ["[edit] · [swap]", "[robin! 0]", "[wren 1]"])
    }

    @Test func typingIntoAFieldRunsOnlyTheViewsThatReadWhatItTyped() {
        var screen = Checked(SearchBox())
        #expect(Screen(screen.graph).type("gull", into: "Search"))
        // Field passes $query on and reads nothing of it: it does not run (G8).
        #expect(screen.flush().runs.map(\.description) == ["QueryEcho: __query changed."])
        #expect(screen.graph.rendered().map(\.text) == ["Search: gull", "echo gull"])
        #expect(Screen(screen.graph).text(in: "Search") == "gull")
        #expect(Screen(screen.graph).type("gull", into: "Search"))
        #expect(screen.flush().runs.isEmpty)
    }

    @Test func anyViewKeepsItsViewWhileTheTypeItWrapsStaysTheSame() {
        var screen = Checked(Erased())
        Screen(screen.graph).tap("any+")
        _ = screen.flush()
        Screen(screen.graph).tap("again 0")
        var flush = screen.flush()
        #expect(flush.runs.map(\.description) == ["Erased: __tick changed."])
        #expect(screen.graph.rendered().map(\.text) == ["[again 1] · [other]", "any 1 · [any+]"])
        Screen(screen.graph).tap("other")
        flush = screen.flush()
        #expect(flush.runs.map(\.description) == ["Erased: __plain changed.", "NoteLine: @self, @identity, __taps changed."])
        #expect(flush.removed == 1)
    }

    @Test func rowsOfPrimitivesShowTheirTextAndRunNoCountedBody() {
        var screen = Checked(Plain())
        #expect(screen.graph.rendered().map(\.text) == ["[add]", "a", "b"])
        Screen(screen.graph).tap("add")
        let flush = screen.flush()
        #expect(flush.bodies == ["Plain"])
        #expect((flush.compared, flush.skipped) == (2, 2))
        #expect(screen.graph.rendered().map(\.text) == ["[add]", "a", "b", "c"])
    }

    @Test func twoListsInOneBodyKeepTheirRowsApart() {
        var screen = Checked(TwoLists())
        Screen(screen.graph).tap("right 2+")
        _ = screen.flush()
        Screen(screen.graph).tap("drop")
        let flush = screen.flush()
        #expect(flush.bodies == ["TwoLists"])
        #expect((flush.compared, flush.skipped, flush.removed) == (3, 3, 1))
        #expect(screen.graph.rendered().map(\.text).dropFirst() == ["left 1 0 · [left 1+]", "right 1 0 · [right 1+]", "right 2 1 · [right 2+]"])
    }

    @Test func aValueSetAroundOneChildReachesItAloneAndRunsItAlone() {
        var screen = Checked(Around())
        // The sibling after it reads the default again: the value reaches no further.
        #expect(screen.graph.rendered().map(\.text) == ["[tint]", "tint none", "tint red", "tint none"])
        Screen(screen.graph).tap("tint")
        let flush = screen.flush()
        #expect(flush.runs.map(\.description) == ["Around: __tint changed.", "Tinted: the environment's \\.tint changed."])
        #expect(screen.graph.rendered().map(\.text) == ["[tint]", "tint none", "tint blue", "tint none"])
    }

    @Test func anyViewWrappingAnotherContainerInOnePlaceIsANewIdentity() {
        var screen = Checked(Restacked())
        Screen(screen.graph).tap("in+")
        _ = screen.flush()
        Screen(screen.graph).tap("restack")
        let flush = screen.flush()
        // G12c: a VStack and an HStack behind AnyView are two types; the
        // counter inside is torn down with the one and starts again.
        #expect(flush.runs.map(\.description) == ["Restacked: __vertical changed.", "Tick: @self, @identity, __count changed."])
        #expect(flush.removed == 1)
        #expect(screen.graph.rendered().map(\.text) == ["[restack]", "in 0 · [in+]"])
    }

    @Test func aTapFindsTheFirstButtonWithTheTitleInTreeOrder() {
        var screen = Checked(Twins())
        #expect(Screen(screen.graph).tap("same+"))
        #expect(screen.flush().runs.count == 1)
        #expect(screen.graph.rendered().map(\.text).dropFirst() == ["same 1 · [same+]", "same 0 · [same+]"])
    }

    @Test func rowsHandedAClosureRunWheneverTheScreenRunsAndRowsOfDataAloneAreSkipped() {
        // G11d in a list: every row stays where it was, so each is compared;
        // the closure captures the screen's state, so it is new each time.
        var chips = Checked(Chips())
        Screen(chips.graph).tap("more")
        var flush = chips.flush()
        #expect(flush.runs.map(\.description) == ["Chips: __taps changed.", "Chip[id a]: @self changed.", "Chip[id b]: @self changed."])
        #expect((flush.compared, flush.skipped) == (2, 0))
        var plates = Checked(Plates())
        Screen(plates.graph).tap("more")
        flush = plates.flush()
        #expect(flush.bodies == ["Plates"])
        #expect((flush.compared, flush.skipped) == (2, 2))
    }
}

extension BuilderTests {
    @Test func aLiteralIsALocalizedStringKeyWhoseNumbersAreFormattedWhenShown() {
        // As in SwiftUI, `Text("…")` takes a literal as a LocalizedStringKey and
        // a String variable as it is: a body showing a number keeps the number,
        // with no string made, and a literal of more parts keeps them in order.
        let count = 3, name = "Robins: \(3)"
        guard case .prefixed("Robins: ", 3) = Text("Robins: \(count)").shown.parts else {
            Issue.record("a literal with one number after its text is kept as the two")
            return
        }
        guard case .suffixed(3, " guides") = Text("\(count) guides").shown.parts else {
            Issue.record("a literal with one number before its text is kept as the two")
            return
        }
        guard case .verbatim("Robins: 3") = Text(name).shown.parts else {
            Issue.record("a String is shown as it is")
            return
        }
        let texts = [
            Text("Robins: \(count)"), Text("\(count) guides"), Text("\(count)"), Text("\(count) of \(count + 4) seen"),
            Text("Seen: \(name), \(count)"), Text("plain"), Text(name),
        ]
        #expect(texts.map(\.shown.description) == ["Robins: 3", "3 guides", "3", "3 of 7 seen", "Seen: Robins: 3, 3", "plain", "Robins: 3"])
        #expect(Text("Robins: \(count)").shown == Shown(verbatim: "Robins: 3"))
        #expect(Text("Robins: \(count)").shown != Text("Robins: \(count + 1)").shown)
    }
}
