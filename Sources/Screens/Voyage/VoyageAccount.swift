import ViewGraph
import Workloads

/// What each step on the voyage must do, worked out from SwiftUI's rules
/// alone, apart from the graph and the vocabulary's code: the path and the
/// deck pushed on top of it, the sheets up, the selected tab, the focus,
/// the key `visits` in each of its three stores, the scene's phase, and the
/// actions and tasks started, in the order started. After each flush it
/// says which controls a person sees (A13) and what the log holds, and
/// holds the graph to both.
///
/// A step is made only where a person could make it on the screen as it was
/// last shown (A13), one that changes the screen at most once a transaction
/// (a person sees the screen updated between two gestures), and no tab
/// switch while a field has the focus: what the focus does when its field
/// leaves the screen is the keyboard's, which this account does not model.
package final class VoyageAccount: VocabularyAccount {
    /// What a person sees and what the screen keeps: the account's own.
    private struct Voyage {
        var tab = "Stack"
        /// The ports on the path, in order.
        var path: [Int] = []
        /// The port whose deck a link pushed on top of the path, if any.
        var deck: Int?
        /// The sheets up, the outer first.
        var sheets: [String] = []
        var focus: String?
        var visits = ["standard": 0, "a": 0, "b": 0]
        var phase = "active"
    }

    package init() {}

    private var now = Voyage()
    /// The screen as it was last shown: what the next action is made on.
    private var shown = Voyage()
    /// Whether an action of this transaction changed what the screen shows.
    private var moved = false
    private var actions: [String] = []
    /// What the sheets that came or went this transaction run when it is flushed.
    private var sheetActions: [String] = []
    private var tasks: [String] = []

    package func admits(_ action: FuzzAction) -> Bool {
        guard action.kind == "step" else { return false }
        let steps = VoyageStep.allCases
        guard let step = VoyageStep(rawValue: (action.argument % steps.count + steps.count) % steps.count) else { return false }
        let sheet = shown.sheets.last
        let onStack = sheet == nil && shown.tab == "Stack" && !moved
        let onForm = sheet == nil && shown.tab == "Form"
        switch step {
        case .firstPort where onStack && shown.path.isEmpty:
            now.path.append(1)
        case .nextPort where onStack && !shown.path.isEmpty && shown.deck == nil:
            now.path.append(shown.path.last! + 1)
        case .deck where onStack && !shown.path.isEmpty && shown.deck == nil:
            now.deck = shown.path.last
        case .home where onStack && !shown.path.isEmpty:
            // Emptying the path pops what links pushed on top of it too.
            now.path = []
            now.deck = nil
        case .upAPort where onStack && shown.deck != nil:
            // Popping the path under the deck takes the deck with the port it stood on.
            now.path.removeLast()
            now.deck = nil
        case .back where onStack && !shown.path.isEmpty:
            if now.deck != nil { now.deck = nil } else { now.path.removeLast() }
        case .present where onStack && shown.path.isEmpty:
            present("outer", tasks: ["outer first", "outer second"])
        case .presentInner where sheet == "outer" && !moved:
            present("inner", tasks: ["inner"])
        case .dismiss where sheet != nil && !moved:
            // The one on top goes, and its content with it.
            // Its disappearance is the action its body's last run made, with the
            // phase that run saw: a view taken away is not run again first.
            let sheet = now.sheets.removeLast()
            sheetActions.append(sheet == "outer" ? "outer goes, \(shown.phase)" : "inner goes")
        case .stackTab where onForm && !moved && now.focus == nil && shown.tab != "Stack":
            now.tab = "Stack"
        case .formTab where onStack && shown.tab != "Form":
            now.tab = "Form"
        case .focusName where onForm:
            now.focus = "name"
        case .focusHarbor where onForm:
            now.focus = "harbor"
        case .done where onForm:
            now.focus = nil
        case .visitA where onForm:
            now.visits["a", default: 0] += 1
        case .visitB where onForm:
            now.visits["b", default: 0] += 1
        case .visitStandard where onForm:
            now.visits["standard", default: 0] += 1
        case .background, .active:
            // Straight to the phase named, whatever is up.
            now.phase = step == .background ? "background" : "active"
            return true
        default:
            return false
        }
        if !Self.leaveTheScreen.contains(step) { moved = true }
        return true
    }

    /// The steps that change a value the screen shows and leave what is on
    /// it as it is: any number of them may follow a step that changes the screen.
    private static let leaveTheScreen: Set<VoyageStep> = [.focusName, .focusHarbor, .done, .visitA, .visitB, .visitStandard]

    /// A sheet put on top, its content appearing and its tasks started, in tree order.
    private func present(_ sheet: String, tasks started: [String]) {
        now.sheets.append(sheet)
        sheetActions.append("\(sheet) appears")
        tasks += started
    }

    package func difference(from graph: Graph, flush: Flush) -> String? {
        let keeperRuns = keeperMustRun ? 1 : 0
        endTransaction()
        let seen = graph.controlsOnScreen().sorted(), must = controls.sorted()
        if seen != must {
            return "the screen shows \(seen.filter { !must.contains($0) }) and not \(must.filter { !seen.contains($0) }) where the vocabulary's account has \(must)"
        }
        guard let logbook = graph.firstObject(Logbook.self) else { return "the screen holds no logbook" }
        if logbook.actions != actions { return "the actions ran \(logbook.actions) where the vocabulary's account runs \(actions)" }
        if logbook.tasks != tasks { return "the tasks started \(logbook.tasks) where the vocabulary's account starts \(tasks)" }
        let ran = flush.runs.filter { $0.view == "FocusKeeper" }.count
        if ran != keeperRuns { return "FocusKeeper ran \(ran) times where the vocabulary's account runs it \(keeperRuns) (G8: a focus binding made with another value)" }
        return nil
    }

    /// Whether the view handed the focus binding runs in this transaction's
    /// flush: made with the form, when its tab is first selected; then each
    /// time the focus it was made with changed.
    private var keeperMustRun: Bool {
        now.tab == "Form" && shown.tab != "Form" && !formMade || formMade && now.focus != shown.focus
    }

    /// Whether the form's tab was ever selected, which makes it (and keeps it).
    private var formMade = false

    /// The transaction's end: its flush runs the frame's actions, and the
    /// next action is made on the screen as it is now.
    package func endTransaction() {
        // The frame's actions, in the order their views stand: the screen's
        // onChange of the phase, which compares the phase its last run saw
        // with the one now (two moves that end where they began run nothing),
        // then the sheets' contents that came or went.
        if now.phase != shown.phase { actions.append("phase \(now.phase)") }
        actions += sheetActions
        sheetActions = []
        if now.tab == "Form" { formMade = true }
        shown = now
        moved = false
    }

    /// The controls a person sees now: the sheet on top's alone while one is
    /// up, and the sheet itself, swiped down to dismiss it; else the tab bar
    /// and the selected tab's, of its stack the screen on top alone.
    package var controls: [String] {
        let voyage = now
        switch voyage.sheets.last {
        case "outer": return ["presentation \"sheet\"", "button \"Present inner\""]
        case .some: return ["presentation \"sheet\""]
        case nil: break
        }
        var shown = ["tab \"Stack\"", "tab \"Form\""]
        guard voyage.tab == "Stack" else {
            let visits = voyage.visits
            return shown + [
                "field \"Name\"", "field \"Harbor\"", "button \"Done, focus \(voyage.focus ?? "none")\"",
                "button \"Standard: \(visits["standard"]!)\"", "button \"Suite A: \(visits["a"]!)\"", "button \"Suite B: \(visits["b"]!)\"",
            ]
        }
        if let deck = voyage.deck {
            shown += ["back button \"Back\"", "button \"Home from deck \(deck)\"", "button \"Up a port from deck \(deck)\""]
        } else if let port = voyage.path.last {
            shown += ["back button \"Back\"", "link \"Next port\"", "link \"Deck of port \(port)\"", "button \"Home from port \(port)\""]
        } else {
            shown += ["link \"Port 1\"", "button \"Present\""]
        }
        return shown
    }
}
