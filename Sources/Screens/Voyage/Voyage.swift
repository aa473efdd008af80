import Foundation
import SwiftUIVocabulary
import ViewGraph
import Workloads

/// A screen made for `compare fuzz` alone, where SwiftUI's vocabulary meets
/// itself: a tab view over a navigation stack whose path holds ports, each
/// port linking the next by value and a deck by a view link pushed on top of
/// it; a sheet that presents another; a form tab with two focused fields
/// and one storage key in three stores; actions and tasks that log the order
/// they ran in, and the scene's phase. Its fuzz scripts are held to
/// ``VoyageAccount``, an account of what each step must do written apart
/// from the graph.
extension Workload {
    package static let voyage = Workload(
        "voyage", summary: "a fuzz-only screen: a path with links on top, sheets on sheets, tabs, focus, storage suites, tasks",
        kind: .class, model: { _ in Voyage() }, screen: { VoyageScreen(voyage: $0) },
        steps: VoyageStep.allCases.map(\.step)
    )
    // The steps that move deeper into the stack and the sheets drawn more often, so that scripts reach them.
    .fuzzing { random in .step(voyageDraws[random.next(upTo: voyageDraws.count)].rawValue) }
    .accounted { VoyageAccount() }
}

/// The voyage's path, and the log of what its actions and tasks did, which
/// no view reads: written as they run, read by the account after each flush.
final class Voyage: Model {
    @Tracked var path: [Int] = []
    let logbook = Logbook()
}

/// What the screen's actions and tasks did, in the order they did it.
final class Logbook {
    var actions: [String] = []
    var tasks: [String] = []
}

/// What a fuzz script draws from: each step, and twice more those that go deeper or back (up a port, which needs a deck on a port, four times more).
private let voyageDraws = VoyageStep.allCases + [.nextPort, .deck, .upAPort, .upAPort, .home, .back, .presentInner, .dismiss].flatMap { [$0, $0] }

/// The two stores beside the standard one that keep the key `visits` apart (A16).
let voyageSuites = ["voyage.a", "voyage.b"]

/// A fuzz script's steps on the voyage, in the order `step #N` names them.
enum VoyageStep: Int, CaseIterable {
    case firstPort, nextPort, deck, home, upAPort, back, present, presentInner, dismiss
    case stackTab, formTab, focusName, focusHarbor, done, visitA, visitB, visitStandard
    case background, active

    var step: Step<Voyage> {
        switch self {
        case .firstPort: .follow("Port 1", as: "port-1")
        case .nextPort: .follow("Next port", as: "next-port")
        case .deck: Step("deck") { _, screen in screen.follow(screen.voyageTitle(startingWith: "Deck of port")) }
        case .home: Step("home") { _, screen in screen.tap(screen.voyageTitle(startingWith: "Home from")) }
        case .upAPort: Step("up-a-port") { _, screen in screen.tap(screen.voyageTitle(startingWith: "Up a port from")) }
        case .back: .back()
        case .present: .tap("Present")
        case .presentInner: .tap("Present inner", as: "present-inner")
        case .dismiss: .dismiss()
        case .stackTab: .selectTab("Stack", as: "tab-stack")
        case .formTab: .selectTab("Form", as: "tab-form")
        case .focusName: .focus("Name", as: "focus-name")
        case .focusHarbor: .focus("Harbor", as: "focus-harbor")
        case .done: Step("done") { _, screen in screen.tap(screen.voyageTitle(startingWith: "Done")) }
        case .visitA: Step("visit-a") { _, screen in screen.tap(screen.voyageTitle(startingWith: "Suite A")) }
        case .visitB: Step("visit-b") { _, screen in screen.tap(screen.voyageTitle(startingWith: "Suite B")) }
        case .visitStandard: Step("visit-standard") { _, screen in screen.tap(screen.voyageTitle(startingWith: "Standard")) }
        case .background: .scenePhase(.background, as: "background")
        case .active: .scenePhase(.active, as: "active")
        }
    }
}

extension Screen {
    /// The title of the first control on screen whose title starts with
    /// `prefix` (`Suite A: 2`), or `prefix` itself if none does, so that the
    /// step that looks for it is refused naming it (A11).
    fileprivate func voyageTitle(startingWith prefix: String) -> String {
        graph.shownControls().first { $0.title.hasPrefix(prefix) }?.title ?? prefix
    }
}

/// Two tabs, the stack's and the form's, and the phase's log.
struct VoyageScreen: View {
    @ObservedObject var voyage: Voyage
    @State private var tab = "Stack"
    @Environment(\.scenePhase) private var phase
    var body: some View {
        TabView(selection: $tab) {
            NavigationStack(path: $voyage.path) {
                Harbor(logbook: voyage.logbook)
                    .navigationDestination(for: Int.self) { PortScreen(voyage: voyage, number: $0) }
            }
            .tabItem { Text("Stack") }.tag("Stack")
            VoyageForm().tabItem { Text("Form") }.tag("Form")
        }
        .onChange(of: phase) { _, new in voyage.logbook.actions.append("phase \(new)") }
    }
}

/// The stack's root: the first port's link, and a sheet it presents.
struct Harbor: View {
    let logbook: Logbook
    @State private var presents = false
    var body: some View {
        List {
            NavigationLink("Port 1", value: 1)
            Button("Present") { presents = true }
        }
        .navigationTitle("Harbor")
        .sheet(isPresented: $presents) { OuterSheet(logbook: logbook) }
    }
}

/// A port on the path: the next port by value, a deck by a view link pushed
/// on top of it, and the way home, which empties the path.
struct PortScreen: View {
    @ObservedObject var voyage: Voyage
    let number: Int
    var body: some View {
        VStack {
            NavigationLink("Next port", value: number + 1)
            NavigationLink("Deck of port \(number)") { DeckScreen(voyage: voyage, number: number) }
            Button("Home from port \(number)") { voyage.path.removeAll() }
        }
        .navigationTitle("Port \(number)")
    }
}

/// A deck a link pushed on top of its port: home from it empties the path,
/// and up a port takes the port off it, each taking the deck too.
struct DeckScreen: View {
    @ObservedObject var voyage: Voyage
    let number: Int
    var body: some View {
        VStack {
            Button("Home from deck \(number)") { voyage.path.removeAll() }
            Button("Up a port from deck \(number)") { voyage.path.removeLast() }
        }
        .navigationTitle("Deck \(number)")
    }
}

/// The sheet the harbor presents: two tasks and an appearance that log their
/// order, a disappearance that logs the phase its body last saw, and a sheet
/// of its own on top.
struct OuterSheet: View {
    let logbook: Logbook
    @State private var presents = false
    @Environment(\.scenePhase) private var phase
    var body: some View {
        VStack {
            Text("Outer").task { logbook.tasks.append("outer first") }
            Text("Hold").task { logbook.tasks.append("outer second") }
            Button("Present inner") { presents = true }
        }
        .onAppear { logbook.actions.append("outer appears") }
        .onDisappear { [phase] in logbook.actions.append("outer goes, \(phase)") }
        .sheet(isPresented: $presents) { InnerSheet(logbook: logbook) }
    }
}

/// The sheet on top of the sheet.
struct InnerSheet: View {
    let logbook: Logbook
    var body: some View {
        Text("Inner")
            .task { logbook.tasks.append("inner") }
            .onAppear { logbook.actions.append("inner appears") }
            .onDisappear { logbook.actions.append("inner goes") }
    }
}

/// Two fields bound to one focus state, a view handed a binding to it, and
/// the key `visits` in three stores.
struct VoyageForm: View {
    enum Field: Hashable { case name, harbor }
    @FocusState private var focus: Field?
    @State private var name = ""
    @State private var harbor = ""
    @AppStorage("visits") private var standard = 0
    @AppStorage("visits", store: UserDefaults(suiteName: voyageSuites[0])) private var suiteA = 0
    @AppStorage("visits", store: UserDefaults(suiteName: voyageSuites[1])) private var suiteB = 0
    var body: some View {
        Form {
            TextField("Name", text: $name).focused($focus, equals: .name)
            TextField("Harbor", text: $harbor).focused($focus, equals: .harbor)
            Button("Done, focus \(focus.map { "\($0)" } ?? "none")") { focus = nil }
            FocusKeeper(focus: $focus)
            Button("Standard: \(standard)") { standard += 1 }
            Button("Suite A: \(suiteA)") { suiteA += 1 }
            Button("Suite B: \(suiteB)") { suiteB += 1 }
        }
    }
}

/// A view that holds the focus binding it is handed and shows nothing of
/// it: it runs when its maker hands it one made with another value (G8),
/// and only then.
struct FocusKeeper: View {
    @FocusState.Binding var focus: VoyageForm.Field?
    var body: some View { Text("keeps the focus") }
}
