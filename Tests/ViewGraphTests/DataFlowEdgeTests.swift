import TestSupport
import Testing
@testable import ViewGraph
@testable import Workloads
@testable import Screens

// Data flow where a maintainer's slip shows: one key set at two levels, two
// bindings that show equal values, and readers of state and the environment
// torn down. Each asserts what a view shows or runs, not what the graph's own
// lookups say, so a lookup shared with the stale check cannot hide a bug.

/// Sets the theme from its state, and shows a reader beside a nested setter.
nonisolated struct OuterTheme: View {
    @State var theme = "dark"
    var body: BodyContent {
        BodyContent(text: "outer", children: [Child(InnerTheme()), Child(ThemeLabel())]).environment(\.theme, theme)
    }
}

/// Sets the theme again, from its own state, for the reader below it.
nonisolated struct InnerTheme: View {
    @State var theme = "sepia"
    var body: BodyContent {
        BodyContent(text: "inner", children: [Child(ThemeLabel())]).environment(\.theme, theme)
    }
}

/// Hands a field a binding to one of two states that start equal.
nonisolated struct TwoPlaces: View {
    @State var usesSecond = false
    @State var first = "same"
    @State var second = "same"
    var body: BodyContent {
        BodyContent(text: usesSecond ? "second" : "first", children: [Child(Field(text: usesSecond ? $second : $first))])
    }
}

/// Sets the theme, and shows a reader of it and a field bound to its query
/// only while `shows` says so.
nonisolated struct Drawer: View {
    @State var shows = true
    @State var theme = "light"
    @State var query = "guide"
    var body: BodyContent {
        BodyContent(text: "drawer", children: shows ? [Child(ThemeLabel()), Child(Field(text: $query))] : [])
            .environment(\.theme, theme)
    }
}

/// Reads the theme from above and sets its own for the views below: a view's
/// own setting is for its children, not for itself (G9).
nonisolated struct SetterThatReads: View {
    @Environment(\.theme) var theme
    @State var own = "sepia"
    var body: BodyContent {
        BodyContent(text: "sees \(theme)", children: [Child(ThemeLabel())]).environment(\.theme, own)
    }
}

/// Sets the theme above a setter that reads it.
nonisolated struct OuterOfSetter: View {
    @State var theme = "dark"
    var body: BodyContent { BodyContent(text: "outer", children: [Child(SetterThatReads())]).environment(\.theme, theme) }
}

/// Sets the theme only while its state says so.
nonisolated struct SometimesThemed: View {
    @State var sets = true
    var body: BodyContent {
        let content = BodyContent(text: "sometimes", children: [Child(Panel())])
        return sets ? content.environment(\.theme, "dark") : content
    }
}

@Suite("Data flow at its edges: the nearest setter, a binding's location, readers torn down")
struct DataFlowEdgeTests {
    @Test(arguments: Notify.allCases)
    func aViewThatSetsAKeyReadsItFromItsAncestorNotFromItself(notify: Notify) throws {
        let graph = Graph(root: OuterOfSetter(), tracker: tracker(notify))
        _ = graph.launch()
        #expect(graph.rendered().map(\.text) == ["outer", "sees dark", "sepia"])
        try #require(graph.views(OuterOfSetter.self).first).theme = "night"
        #expect(graph.flush().runs.map(\.identified) == ["OuterOfSetter", "SetterThatReads"])
        #expect(graph.rendered().map(\.text) == ["outer", "sees night", "sepia"])
        #expect(graph.staleViews() == [])
    }

    @Test(arguments: Notify.allCases)
    func aKeyNoLongerSetTellsItsReadersWhoReadTheDefault(notify: Notify) throws {
        let graph = Graph(root: SometimesThemed(), tracker: tracker(notify))
        _ = graph.launch()
        #expect(graph.rendered().map(\.text) == ["sometimes", "panel", "dark"])
        try #require(graph.views(SometimesThemed.self).first).sets = false
        let flush = graph.flush()
        #expect(flush.runs.map(\.identified) == ["SometimesThemed", "ThemeLabel"])
        #expect(graph.rendered().map(\.text) == ["sometimes", "panel", "light"])
        #expect(graph.staleViews() == [])
    }

    @Test(arguments: Notify.allCases)
    func aReaderTakesTheNearestAncestorThatSetsTheKey(notify: Notify) throws {
        let graph = Graph(root: OuterTheme(), tracker: tracker(notify))
        _ = graph.launch()
        #expect(graph.rendered().map(\.text) == ["outer", "inner", "sepia", "dark"])
        // The outer value changes: only the reader it is nearest to runs.
        try #require(graph.views(OuterTheme.self).first).theme = "night"
        var flush = graph.flush()
        #expect(flush.runs.map(\.identified) == ["OuterTheme", "ThemeLabel"])
        #expect(graph.rendered().map(\.text) == ["outer", "inner", "sepia", "night"])
        // The inner value changes: only the reader below it runs.
        try #require(graph.views(InnerTheme.self).first).theme = "paper"
        flush = graph.flush()
        #expect(flush.runs.map(\.identified) == ["InnerTheme", "ThemeLabel"])
        #expect(graph.rendered().map(\.text) == ["outer", "inner", "paper", "night"])
        #expect(graph.staleViews() == [])
    }

    @Test(arguments: Notify.allCases)
    func aBindingToAnotherLocationIsANewInputThoughItShowsAnEqualValue(notify: Notify) throws {
        let graph = Graph(root: TwoPlaces(), tracker: tracker(notify))
        _ = graph.launch()
        let places = try #require(graph.views(TwoPlaces.self).first)
        places.usesSecond = true
        #expect(graph.flush().runs.map(\.description) == ["TwoPlaces: __usesSecond changed.", "Field: @self changed."])
        // The field now writes where its binding points: the second state.
        try #require(graph.views(Field.self).first).text.wrappedValue = "edited"
        #expect((places.first, places.second) == ("same", "edited"))
        #expect(graph.flush().runs.map(\.description) == ["Field: __second changed."])
        // The first state has no reader left.
        places.first = "unread"
        #expect(graph.flush().runs == [])
        #expect(graph.staleViews() == [])
    }

    @Test(arguments: Notify.allCases)
    func aTornDownViewIsNoLongerAReaderOfStateOrTheEnvironment(notify: Notify) throws {
        let graph = Graph(root: Drawer(), tracker: tracker(notify))
        _ = graph.launch()
        let drawer = try #require(graph.views(Drawer.self).first)
        drawer.shows = false
        let hidden = graph.flush()
        #expect(hidden.removed == 2)
        drawer.theme = "dark"
        drawer.query = "robin"
        let after = graph.flush()
        #expect(after.runs.map(\.identified) == ["Drawer"])
        #expect(after.lateCallbacks == 0, "a torn-down reader was told of a change")
        drawer.shows = true
        #expect(graph.flush().bodies == ["Drawer", "ThemeLabel", "Field"])
        #expect(graph.rendered().map(\.text) == ["drawer", "dark", "robin"])
        #expect(graph.staleViews() == [])
    }

    @Test func aConstantBindingShowsItsValueIgnoresWritesAndEqualsOnlyTheSameConstant() {
        let binding = Binding.constant("robin")
        binding.wrappedValue = "wren"
        #expect(binding.wrappedValue == "robin")
        #expect(binding == Binding.constant("robin"))
        #expect(binding != Binding.constant("wren"))
    }
}

/// A bird feeder written once, for the stale reason under object-level.
final class Hopper: Model {
    @Tracked var seeds = 10
}

/// Reads the hopper it is handed, and holds it only when told to.
nonisolated struct HopperLabel: View, HoldsObjects {
    let hopper: Ref<Hopper>
    let holds: Bool
    nonisolated var holdings: [Holding] { holds ? [Holding("_hopper", hopper.object)] : [] }
    var body: BodyContent { BodyContent(Shown("Seeds", hopper.object.seeds)) }
}

@Suite("A stale view says why, when the strategy can tell")
struct StaleReasonTests {
    @Test func underObjectLevelAViewThatReadsAnObjectItDoesNotHoldIsStaleAndSaysSo() throws {
        let hopper = Notify.object.run { Hopper() }
        let graph = Graph(root: HopperLabel(hopper: Ref(hopper), holds: false), tracker: tracker(.object))
        _ = graph.launch()
        hopper.seeds = 3
        #expect(graph.flush().runs == [])
        let stale = try #require(graph.staleViews().first)
        #expect(stale == Stale(view: "HopperLabel", shown: "Seeds: 10", expected: "Seeds: 3"))
        // Read through the port, an @Observable model no wrapper holds is the port's finding (A10).
        #expect(stale.description == #"HopperLabel shows "Seeds: 10" but should show "Seeds: 3": its body read a Hopper it does not hold: in the screen's ObservableObject port a change to it sends nothing this view hears, as in a classic app; the port would need each Hopper shown by a view that holds it as @ObservedObject"#)
        #expect(stale.inThePort)
    }

    @Test(arguments: [Notify.property, .observation])
    func underPropertyLevelTheSameViewRunsForWhatItReadHeldOrNot(notify: Notify) throws {
        let hopper = notify.run { Hopper() }
        let graph = Graph(root: HopperLabel(hopper: Ref(hopper), holds: false), tracker: tracker(notify))
        _ = graph.launch()
        hopper.seeds = 3
        #expect(graph.flush().bodies == ["HopperLabel"])
        #expect(graph.staleViews() == [])
    }
}

/// A tracker whose subscriptions cannot be cancelled and hand their
/// invalidations to the test: what a late callback is made with.
final class KeptInvalidations: @unchecked Sendable {
    var byView: [String: Invalidation] = [:]
}

struct UncancellableTracker: Tracker {
    let kept: KeptInvalidations
    final class Nothing: Subscription {
        func cancel() {}
    }
    func track<V: View>(_ view: V, invalidate: Invalidation) -> (_Rendered, any Subscription) {
        kept.byView[ViewType.of(view).name] = invalidate
        return (V._render(view), Nothing())
    }
}

@Suite("late callbacks")
struct LateCallbackTests {
    /// G4: a callback for a view already torn down is dropped, counted, and runs nothing.
    @Test func aCallbackForATornDownViewIsCountedAndRunsNothing() throws {
        let kept = KeptInvalidations()
        let graph = Graph(root: Shelf(), tracker: UncancellableTracker(kept: kept))
        _ = graph.launch()
        let counter = try #require(kept.byView["Counter"])
        try #require(graph.views(Shelf.self).first).showsCounter = false
        #expect(graph.flush().removed == 1)
        counter(.inputs)
        let late = graph.flush()
        #expect(late.runs == [])
        #expect(late.lateCallbacks == 1)
        counter(.inputs)
        counter(.inputs)
        #expect(graph.flush().lateCallbacks == 2)
    }
}

/// Shows a counter or a theme label under one key, as its state says.
nonisolated struct Swapper: View {
    @State var showsLabel = false
    var body: BodyContent {
        BodyContent(text: "swapper", children: [showsLabel ? Child(id: 1, ThemeLabel()) : Child(id: 1, Counter())])
    }
}

@Suite("a child of another type under the same key")
struct ChildTypeSwapTests {
    /// G12: another type under the same key is a new view: the old one is
    /// torn down, not compared, and the new one runs for the first time.
    @Test(arguments: Notify.allCases)
    func anotherTypeUnderTheSameKeyIsTornDownAndMadeNotCompared(notify: Notify) throws {
        let graph = Graph(root: Swapper(), tracker: tracker(notify))
        _ = graph.launch()
        try #require(graph.views(Swapper.self).first).showsLabel = true
        let flush = graph.flush()
        #expect(flush.runs.map(\.description) == ["Swapper: __showsLabel changed.", "ThemeLabel[id 1]: @self changed."])
        #expect((flush.compared, flush.skipped, flush.removed) == (0, 0, 1))
        #expect(graph.rendered().map(\.text) == ["swapper", "light"])
    }
}
