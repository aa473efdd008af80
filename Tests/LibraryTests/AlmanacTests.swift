import EverydayScreens
import ObservationHarness
import Testing

// A9 and the value-or-reference axis: every construct of the everyday table on
// one screen of an app, its birds held as objects or as values, in all six
// columns. Each step runs the readers of what it changed and nothing else; an
// onChange that writes runs its readers again in a second pass, which the
// reference walk (one pass a transaction) does not walk.

@Suite("A9: every everyday construct on one screen, in all six columns")
struct AlmanacTests {
    /// What each step runs, by SwiftUI's rules, in `combination`.
    static func expected(_ step: String, _ combination: Combination) -> [String] {
        let object = combination.notify == .object
        let (list, row) = combination.kind == .class ? ("ObjectRows", "BirdRow") : ("ValueRows", "BirdValueRow")
        // Under object-level every view that holds the almanac runs when any of it changes.
        let holders = object ? ["AlmanacScreen", "AlmanacTotals"] : ["AlmanacTotals"]
        switch step {
        case "scene-inactive", "scene-active": return ["PhaseLabel"]
        // The app saves: the phase's reader, then what reads the saves.
        case "scene-background": return ["PhaseLabel"] + holders
        case "edit", "done": return ["EntryList"]
        case "rotate": return ["Columns"]
        case "details": return ["AlmanacScreen", "DetailPane"]
        case "pick-imperial": return ["AlmanacScreen", "UnitsReading"]
        case "turn": return ["AlmanacScreen"]
        // The total's readers (the screen watches it for its onChange), then, for the last total the action wrote, its readers again.
        case "add", "reset", "ten": return ["AlmanacScreen", "AlmanacTotals"] + holders
        case "confirm", "choose": return object ? ["AlmanacScreen", "AlmanacTotals"] : ["AlmanacScreen"]
        // An object's row runs alone; a value's list runs and hands the changed row a new value.
        case "rename": return combination.kind == .class ? [row] : [list, row]
        case "add-bird": return [list, row]
        default: return ["no such step"]
        }
    }

    @Test(arguments: Combination.all)
    func eachStepRunsTheReadersOfWhatItChangedWithNothingStale(combination: Combination) {
        let session = almanac.session(combination, size: 1)
        defer { session.tearDown() }
        let (list, row) = combination.kind == .class ? ("ObjectRows", "BirdRow") : ("ValueRows", "BirdValueRow")
        #expect(
            session.launch().bodies
                == ["AlmanacScreen", "PhaseLabel", "AlmanacTotals", "Columns", "DetailPane", "UnitsReading", "EntryList", list, row, row, row])
        let reference = session.reference()
        func shows(_ text: String) -> Bool { session.rendered().contains { $0.text.contains(text) } }
        // The workload's screen is an iPad's: 1024 points wide.
        #expect(shows("8 columns"))
        for step in almanac.steps {
            let flush = session.perform(step)
            #expect(flush.bodies == Self.expected(step, combination), "\(step)")
            #expect(flush.unfoundControls == [], "\(step)")
            #expect(session.staleViews() == [], "\(step)")
            let twoPasses = ["add", "reset", "ten"].contains(step) || (step == "scene-background" && combination.notify == .object)
            let runs = flush.bodies.count
            let difference = reference.account().difference(from: flush)
            if twoPasses {
                // The reference walk walks the transaction once: the second pass's runs are the flush's alone, or come in another order.
                let walked = step == "scene-background" ? runs : 2
                #expect(difference?.hasSuffix("(\(runs) runs, the reference \(walked))") == true, "\(step): \(difference ?? "none")")
            } else {
                #expect(difference == nil, "\(step)")
            }
        }
        #expect(shows("11 columns"))
        #expect(shows("saved 1 times, total 10, last 10"))
        #expect(shows("details shown") && shows("in imperial") && shows("Jenny Wren") && shows("Kingfisher"))
    }
}
