@_spi(Graph) import ViewGraph

/// A screen made for `compare fuzz` alone, where the graph's data flow has its
/// edges: one environment key set at two levels, a field whose binding moves
/// between two states that can hold equal values, and a drawer of readers of
/// state and the environment, rows among them, made and torn down. None of
/// the three screens the tables show has any of these.
public struct PanelsWorkload: Workload {
    /// The panels workload.
    public init() {}

    public let name = "panels"
    public let summary = "a fuzz-only screen: one key set at two levels, a binding that moves, a drawer made and torn down"
    public var steps: [String] { Self.steps.map(\.name) }
    public let views = ["PanelsScreen", "TintLabel", "BoundField", "Drawer", "NoteList", "NoteRow"]
    public let defaultSize = 3
    public let isSized = true

    public func session(_ combination: Combination, size: Int) -> Session {
        let notes = Notes(combination.notify, count: size)
        return ScreenSession(root: PanelsScreen(notes: Ref(notes)), model: notes, steps: Self.steps, combination: combination)
    }

    static let steps: [Step<Notes>] = [
        Step("tint") { _, graph in root(graph)?.tint = root(graph)?.tint == "plain" ? "bold" : "plain" },
        Step("inner-tint") { _, graph in
            guard let drawer = graph.firstView(Drawer.self) else { return }
            drawer.tint = drawer.tint == "sepia" ? "paper" : "sepia"
        },
        Step("swap-binding") { _, graph in root(graph)?.usesSecond.toggle() },
        // Through the field's binding, to wherever it points now.
        Step("type") { _, graph in
            guard let field = graph.firstView(BoundField.self) else { return }
            field.text.wrappedValue = field.text.wrappedValue == "one" ? "two" : "one"
        },
        // The state the field is not bound to, so the two meet equal and part.
        Step("type-other") { _, graph in
            guard let screen = root(graph) else { return }
            if screen.usesSecond { screen.first = screen.first == "one" ? "two" : "one" } else {
                screen.second = screen.second == "one" ? "two" : "one"
            }
        },
        Step("drawer") { _, graph in root(graph)?.showsDrawer.toggle() },
        Step("add-note") { notes in
            notes.titles.insert(NoteTitle(id: notes.nextID, title: "note \(notes.nextID)"), at: notes.titles.count / 2)
            notes.nextID += 1
        },
        Step("remove-note") { notes in if !notes.titles.isEmpty { notes.titles.remove(at: notes.titles.count / 2) } },
        Step("retitle") { notes in if !notes.titles.isEmpty { notes.titles[0].title += "!" } },
    ]

    private static func root(_ graph: Graph) -> PanelsScreen? { graph.firstView(PanelsScreen.self) }
}

/// The notes the drawer lists, written once for every strategy.
final class Notes: Model {
    let notifier: Notifier
    @Tracked var titles: [NoteTitle]
    @Tracked var nextID: Int

    init(_ notify: Notify, count: Int) {
        notifier = Notifier(notify)
        titles = (0..<count).map { NoteTitle(id: $0, title: "note \($0)") }
        nextID = count
    }
}

/// A note as a row element: a value, compared with `==`.
struct NoteTitle: Identifiable, Equatable {
    let id: Int
    var title: String
}

struct TintKey: EnvironmentKey {
    static let defaultValue = "none"
}

extension EnvironmentValues {
    var tint: String {
        get { self[TintKey.self] }
        set { self[TintKey.self] = newValue }
    }
}

/// Sets the tint from its state, shows a reader of it and a field bound to one
/// of two states, and the drawer while its state says so.
struct PanelsScreen: View, HoldsObjects {
    @State var tint = "plain"
    @State var showsDrawer = true
    @State var usesSecond = false
    @State var first = "one"
    @State var second = "one"
    let notes: Ref<Notes>
    var holdings: [Holding] { [Holding("_notes", notes.object)] }
    var body: Content {
        let fixed = [Child(TintLabel()), Child(BoundField(text: usesSecond ? $second : $first))]
        return Content(text: "panels", children: fixed + (showsDrawer ? [Child(Drawer(notes: notes))] : []))
            .environment(\.tint, tint)
    }
}

/// Reads the tint from the nearest ancestor that sets it.
struct TintLabel: View {
    @Environment(\.tint) var tint
    var body: Content { Content(text: tint) }
}

/// Shows the value its binding points at.
struct BoundField: View {
    let text: Binding<String>
    var body: Content { Content(text: text.wrappedValue) }
}

/// Sets the tint again, from its own state, for a reader and the notes below it.
struct Drawer: View, HoldsObjects {
    @State var tint = "sepia"
    let notes: Ref<Notes>
    var holdings: [Holding] { [Holding("_notes", notes.object)] }
    var body: Content {
        Content(text: "drawer", children: [Child(TintLabel()), Child(NoteList(notes: notes))]).environment(\.tint, tint)
    }
}

/// One row per note.
struct NoteList: View, HoldsObjects {
    let notes: Ref<Notes>
    var holdings: [Holding] { [Holding("_notes", notes.object)] }
    var body: Content { Content(rows: ForEach(notes.object.titles) { NoteRow(note: $0) }) }
}

/// A note, in the tint of the nearest setter: a row that reads the environment.
struct NoteRow: View {
    let note: NoteTitle
    @Environment(\.tint) var tint
    var body: Content { Content(text: "\(note.title) (\(tint))") }
}
