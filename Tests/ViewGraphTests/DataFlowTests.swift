import TestSupport
import ObjectLevel
import PropertyLevel
@testable import Measurements
import Testing
import ValueVsReference
@testable import ViewGraph
@testable import Workloads
@testable import Screens

struct ThemeKey: EnvironmentKey {
    static let defaultValue = "light"
}

extension EnvironmentValues {
    var theme: String {
        get { self[ThemeKey.self] }
        set { self[ThemeKey.self] = newValue }
    }
}

/// Owns two state values and one nobody reads; hands a binding to each of the
/// first two to a field; shows the query only if asked to.
nonisolated struct Form: View {
    @State var query = "guide"
    @State var note = "none"
    @State var spare = 0
    let showsQuery: Bool
    var body: BodyContent {
        BodyContent(text: showsQuery ? query : "form", children: [Child(Field(text: $query)), Child(Field(text: $note))])
    }
}

/// Shows the value its binding points at.
nonisolated struct Field: View {
    let text: Binding<String>
    var body: BodyContent { BodyContent(text: text.wrappedValue) }
}

/// Shows a counter only while its state says so.
nonisolated struct Shelf: View {
    @State var showsCounter = true
    var body: BodyContent {
        BodyContent(text: "shelf", children: showsCounter ? [Child(Counter())] : [])
    }
}

/// A counter that starts at zero each time it appears.
nonisolated struct Counter: View {
    @State var count = 0
    var body: BodyContent { BodyContent(Shown("Count", count)) }
}

/// Sets the theme, from its state, for everything below it.
nonisolated struct Themed: View {
    @State var theme = "light"
    var body: BodyContent {
        BodyContent(text: "themed", children: [Child(Panel())]).environment(\.theme, theme)
    }
}

/// Between the setter and the reader; reads nothing.
nonisolated struct Panel: View {
    var body: BodyContent { BodyContent(text: "panel", children: [Child(ThemeLabel())]) }
}

/// Reads the theme from the environment.
nonisolated struct ThemeLabel: View {
    @Environment(\.theme) var theme
    var body: BodyContent { BodyContent(text: theme) }
}

/// Reads `first` or `second` of its state, as `usesFirst` says (G1).
nonisolated struct Chooser: View {
    @State var usesFirst = true
    @State var first = "a"
    @State var second = "b"
    var body: BodyContent { BodyContent(text: usesFirst ? first : second) }
}

/// Holds a guide and hands a child a binding to its name, reading nothing itself.
/// A model with a name a binding can point at: the twins of a guide.
protocol Named: AnyObject {
    var name: String { get set }
}

extension Twin.Guide: Named {}
extension Twin.ObservedGuide: Named {}
extension Twin.BroadcastGuide: Named {}

nonisolated struct NameEditor<Model: Named>: View, HoldsObjects {
    let guide: Ref<Model>
    nonisolated var holdings: [Holding] { [Holding("_guide", guide.object)] }
    var body: BodyContent {
        BodyContent(text: "editor", children: [Child(NameField(text: Binding(guide.object, \.name)))])
    }
}

/// Shows, through a binding, a model property.
nonisolated struct NameField: View, HoldsObjects {
    let text: Binding<String>
    nonisolated var holdings: [Holding] { text.model.map { [Holding("_text", $0)] } ?? [] }
    var body: BodyContent { BodyContent(text: text.wrappedValue) }
}

/// Hands on a child view value it holds as an input: the child's state slot
/// is shared by every render that reads this view value.
nonisolated struct Holder: View {
    let counter = Counter()
    var body: BodyContent { BodyContent(text: "holder", children: [Child(counter), Child(Counter())]) }
}

@Suite("Data flow: state, bindings and the environment (G7 to G9)")
struct DataFlowTests {
    static let strategies = Notify.allCases

    @Test(arguments: strategies)
    func aStateWriteWithNoReaderRunsNothing(notify: Notify) throws {
        let graph = Graph(root: Form(showsQuery: true), tracker: tracker(notify))
        _ = graph.launch()
        let form = try #require(graph.views(Form.self).first)
        form.spare = 5
        #expect(graph.flush().runs == [])
        #expect(form.spare == 5)
        #expect(graph.staleViews() == [])
    }

    @Test(arguments: strategies)
    func anEqualStateWriteRunsNothing(notify: Notify) throws {
        let graph = Graph(root: Form(showsQuery: true), tracker: tracker(notify))
        _ = graph.launch()
        try #require(graph.views(Form.self).first).query = "guide"
        #expect(graph.flush().runs == [])
    }

    @Test(arguments: strategies)
    func aStateWriteRunsExactlyItsReaders(notify: Notify) throws {
        let graph = Graph(root: Form(showsQuery: true), tracker: tracker(notify))
        _ = graph.launch()
        try #require(graph.views(Form.self).first).query = "guid"
        let flush = graph.flush()
        // Form read the query; the first field is handed a binding that now shows
        // another value, and read the query through it.
        #expect(flush.runs.map(\.description) == ["Form: __query changed.", "Field: @self, __query changed."])
        #expect(graph.rendered().map(\.text) == ["guid", "guid", "none"])
        #expect(graph.staleViews() == [])
    }

    @Test(arguments: strategies)
    func aParentThatPassesABindingWithoutReadingItDoesNotRunWhenTheChildWrites(notify: Notify) throws {
        let graph = Graph(root: Form(showsQuery: false), tracker: tracker(notify))
        _ = graph.launch()
        let field = try #require(graph.views(Field.self).first)
        field.text.wrappedValue = "guid"
        let flush = graph.flush()
        #expect(flush.runs.map(\.description) == ["Field: __query changed."])
        #expect(graph.rendered().map(\.text) == ["form", "guid", "none"])
        #expect(graph.staleViews() == [])
    }

    @Test(arguments: strategies)
    func siblingsBoundToTwoLocationsOfOneOwnerRunIndependently(notify: Notify) throws {
        let graph = Graph(root: Form(showsQuery: false), tracker: tracker(notify))
        _ = graph.launch()
        let fields = graph.views(Field.self)
        fields[1].text.wrappedValue = "read"
        #expect(graph.flush().runs.map(\.description) == ["Field: __note changed."])
        fields[0].text.wrappedValue = "guid"
        #expect(graph.flush().runs.map(\.description) == ["Field: __query changed."])
        #expect(graph.rendered().map(\.text) == ["form", "guid", "read"])
    }

    @Test(arguments: strategies)
    func aViewRemovedAndBroughtBackStartsFromItsInitialState(notify: Notify) throws {
        let graph = Graph(root: Shelf(), tracker: tracker(notify))
        _ = graph.launch()
        try #require(graph.views(Counter.self).first).count = 3
        #expect(graph.flush().bodies == ["Counter"])
        #expect(graph.rendered().map(\.text) == ["shelf", "Count: 3"])
        let shelf = try #require(graph.views(Shelf.self).first)
        shelf.showsCounter = false
        #expect(graph.flush().removed == 1)
        shelf.showsCounter = true
        #expect(graph.flush().bodies == ["Shelf", "Counter"])
        #expect(graph.rendered().map(\.text) == ["shelf", "Count: 0"])
        #expect(graph.staleViews() == [])
    }

    @Test(arguments: strategies)
    func anEnvironmentChangeSkipsTheViewsBetweenTheSetterAndTheReader(notify: Notify) throws {
        let graph = Graph(root: Themed(), tracker: tracker(notify))
        #expect(graph.launch().bodies == ["Themed", "Panel", "ThemeLabel"])
        try #require(graph.views(Themed.self).first).theme = "dark"
        let flush = graph.flush()
        #expect(flush.runs.map(\.description) == ["Themed: __theme changed.", #"ThemeLabel: the environment's \.theme changed."#])
        #expect(flush.compared == 1)
        #expect(flush.skipped == 1)
        #expect(graph.rendered().map(\.text) == ["themed", "panel", "dark"])
        #expect(graph.staleViews() == [])
    }

    @Test(arguments: strategies)
    func aBodyDependsOnTheStateItReadOnItsLastRunOnly(notify: Notify) throws {
        let graph = Graph(root: Chooser(), tracker: tracker(notify))
        _ = graph.launch()
        let chooser = try #require(graph.views(Chooser.self).first)
        chooser.second = "c"
        #expect(graph.flush().runs == [])
        chooser.usesFirst = false
        #expect(graph.flush().bodies == ["Chooser"])
        chooser.first = "z"
        #expect(graph.flush().runs == [])
        chooser.second = "d"
        #expect(graph.flush().runs.map(\.description) == ["Chooser: __second changed."])
        #expect(graph.rendered().map(\.text) == ["d"])
        #expect(graph.staleViews() == [])
    }

    @Test func theStaleCheckRendersFromTheLiveState() throws {
        // A blind tracker still sees state (it is the graph's own), so nothing is
        // stale; and a from-scratch render starts from the state the screen has.
        let graph = Graph(root: Shelf(), tracker: PropertyTracker())
        _ = graph.launch()
        try #require(graph.views(Counter.self).first).count = 7
        _ = graph.flush()
        #expect(graph.staleViews() == [])
        try #require(graph.views(Counter.self).first).count = 8
        // Not flushed: the counter shows 7, a render of the live state shows 8.
        #expect(graph.staleViews() == [Stale(view: "Counter", shown: "Count: 7", expected: "Count: 8")])
        // The render shared the root's view value; the root's state is still the live one.
        try #require(graph.views(Shelf.self).first).showsCounter = false
        #expect(graph.flush().bodies == ["Shelf"])
        #expect(graph.rendered().map(\.text) == ["shelf"])
    }

    @Test(arguments: strategies)
    func theReferenceWalkAccountsForStateBindingsAndTheEnvironment(notify: Notify) throws {
        let themed = Graph(root: Themed(), tracker: tracker(notify))
        _ = themed.launch()
        let themedReference = themed.reference()
        try #require(themed.views(Themed.self).first).theme = "dark"
        let account = themedReference.account()
        #expect(account.difference(from: themed.flush()) == nil)
        #expect(account.runs.map(\.description).sorted()
            == [#"ThemeLabel: the environment's \.theme changed."#, "Themed: __theme changed."])

        let form = Graph(root: Form(showsQuery: false), tracker: tracker(notify))
        _ = form.launch()
        let formReference = form.reference()
        try #require(form.views(Field.self).last).text.wrappedValue = "read"
        let formAccount = formReference.account()
        #expect(formAccount.runs.map(\.description) == ["Field: __note changed."])
        var flush = form.flush()
        #expect(formAccount.difference(from: flush) == nil)
        flush.runs = []
        #expect(formAccount.difference(from: flush) != nil)

        let shelf = Graph(root: Shelf(), tracker: tracker(notify))
        _ = shelf.launch()
        let shelfReference = shelf.reference()
        try #require(shelf.views(Counter.self).first).count = 2
        #expect(shelfReference.account().difference(from: shelf.flush()) == nil)
        try #require(shelf.views(Shelf.self).first).showsCounter = false
        let hidden = shelfReference.account()
        #expect((hidden.runs.map(\.view), hidden.removed) == (["Shelf"], 1))
        #expect(hidden.difference(from: shelf.flush()) == nil)
    }

    @Test(arguments: strategies)
    func aBindingToAModelPropertyIsTrackedByTheStrategy(notify: Notify) throws {
        let graph: Graph
        switch notify {
        case .property: graph = Graph(root: NameEditor(guide: Ref(Twin.Guide(id: 0, name: "Sahel"))), tracker: tracker(notify))
        case .observation: graph = Graph(root: NameEditor(guide: Ref(Twin.ObservedGuide(id: 0, name: "Sahel"))), tracker: tracker(notify))
        case .object: graph = Graph(root: NameEditor(guide: Ref(Twin.BroadcastGuide(id: 0, name: "Sahel"))), tracker: tracker(notify))
        }
        _ = graph.launch()
        let field = try #require(graph.views(NameField.self).first)
        field.text.wrappedValue = "Sahara"
        let flush = graph.flush()
        // Property-level: the editor read the name making $guide.name (G8), and
        // the field read it. Object-level: the editor holds the guide, as
        // @ObservedObject does to make $guide.name, and runs too.
        #expect(flush.bodies == ["NameEditor", "NameField"])
        if notify == .property {
            #expect(flush.runs.map(\.description) == [#"NameEditor: \Guide.name changed."#, #"NameField: \Guide.name changed."#])
        }
        #expect(graph.rendered().map(\.text) == ["editor", "Sahara"])
        // An equal write through the binding is the model's equal assignment (P6, O2).
        field.text.wrappedValue = "Sahara"
        #expect(graph.flush().recomputes == (notify == .object ? 2 : 0))
        #expect(graph.staleViews() == [])
    }

    @Test(arguments: strategies)
    func aFromScratchRenderLeavesTheLiveStateWhereItWas(notify: Notify) throws {
        // The stale check and the reference walk render view values the live
        // graph also holds; afterwards a write still reaches the live view.
        let graph = Graph(root: Holder(), tracker: tracker(notify))
        _ = graph.launch()
        let reference = graph.reference()
        #expect(graph.staleViews() == [])
        try #require(graph.views(Counter.self).first).count = 5
        let account = reference.account()
        let flush = graph.flush()
        #expect(flush.runs.map(\.description) == ["Counter: __count changed."])
        #expect(account.difference(from: flush) == nil)
        #expect(graph.rendered().map(\.text) == ["holder", "Count: 5", "Count: 0"])
        #expect(graph.staleViews() == [])
    }

    @Test func twoSiblingsWithStateOfOneNameAreTwoLocations() throws {
        // Positional siblings, each with `_count`: the reference walk tells them apart.
        let graph = Graph(root: Holder(), tracker: PropertyTracker())
        _ = graph.launch()
        let reference = graph.reference()
        try #require(graph.views(Counter.self).last).count = 2
        let account = reference.account()
        #expect(account.runs.count == 1)
        #expect(account.difference(from: graph.flush()) == nil)
        #expect(graph.rendered().map(\.text) == ["holder", "Count: 0", "Count: 2"])
    }
}
