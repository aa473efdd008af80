import EverydayScreens
import ObservationHarness
import Testing

// A9: what real apps write every day beyond the newer vocabulary. The scene
// phase a step moves (the app's `onChange(of: scenePhase)` saves, counted as
// an action, and only the views that read the phase run); a `GeometryReader`
// given the screen's size, which a step rotates; edit mode turned on and off
// by `EditButton`; and SwiftUI's older forms (`NavigationView`,
// `navigationBarTitle`, `onChange(of:perform:)`, `Alert` and `ActionSheet`),
// which run exactly what their newer counterparts run.

@Suite("A9: scene phase, edit mode and the older forms")
struct EverydayFormsTests {
    @Test(arguments: [Combination(.property, .class), Combination(.observation, .class), Combination(.object, .class)])
    func aScenePhaseRunsItsReadersAndTheAppsSaveAndEditModeRunsItsReaders(combination: Combination) {
        let session = diaryApp.session(combination, size: 1)
        defer { session.tearDown() }
        #expect(session.launch().bodies == ["DiaryScreen", "PhaseLabel", "SavesLabel", "EntryList"])
        let reference = session.reference()
        func perform(_ step: String) -> Flush {
            let flush = session.perform(step)
            // In the object port the app holds the diary, so its body runs once
            // for the phase and once more for the save its onChange made, in a
            // second pass; the reference walk, which walks a transaction once,
            // compares its window's content once.
            let twoPasses = combination.notify == .object && step == "scene-background"
            #expect(
                reference.account().difference(from: flush) == (twoPasses ? "the flush compared 3 children, the reference walk 2" : nil),
                "\(step)")
            #expect(session.staleViews() == [], "\(step)")
            #expect(flush.unfoundControls == [], "\(step)")
            return flush
        }
        // Inactive: the phase's one reader runs; the app's onChange runs, and saves nothing.
        let inactive = perform("scene-inactive")
        #expect(inactive.bodies == ["PhaseLabel"])
        #expect(inactive.actions == 1)
        // Background: the app saves, so the view that reads the saves runs too.
        let background = perform("scene-background")
        #expect(background.bodies == ["PhaseLabel", "SavesLabel"])
        #expect(background.actions == 1)
        #expect(session.rendered().map(\.text).contains("saved 1 times"))
        #expect(perform("scene-active").bodies == ["PhaseLabel"])
        // Edit: the reader of the edit mode runs, and the button says Done; the screen that placed it does not run.
        #expect(perform("edit").bodies == ["EntryList"])
        #expect(session.rendered().map(\.text).contains("editing"))
        #expect(session.rendered().map(\.text).contains { $0.contains("[Done]") })
        #expect(perform("done").bodies == ["EntryList"])
        #expect(session.rendered().map(\.text).contains("browsing"))
    }

    @Test func anAppLeftWithASheetUpStillSaves() {
        let session = diaryWithASheet.session(Combination(.property, .class), size: 1)
        defer { session.tearDown() }
        _ = session.launch()
        #expect(session.perform("compose").unfoundControls == [])
        #expect(session.rendered().map(\.text).contains("composing"))
        let background = session.perform("scene-background")
        #expect(background.unfoundControls == [])
        #expect(background.bodies == ["PhaseLabel", "SavesLabel"])
        #expect(background.actions == 1)
    }

    @Test func aScreenThatIsNoAppIsInASceneItsStepMoves() {
        let session = bareScreen.session(Combination(.property, .class), size: 1)
        defer { session.tearDown() }
        _ = session.launch()
        let flush = session.perform("scene-background")
        #expect(flush.unfoundControls == [])
        #expect(flush.bodies == ["PhaseLabel"])
        #expect(session.rendered().map(\.text) == ["phase background"])
    }

    @Test(arguments: [Combination(.property, .class), Combination(.observation, .class), Combination(.object, .class)])
    func theOlderFormsRunWhatTheNewerRun(combination: Combination) {
        func runs(old: Bool) -> [[String]] {
            let workload = Workload(
                "ledger", model: { _ in Ledger() }, screen: { old ? AnyView(OldLedger(ledger: $0)) : AnyView(NewLedger(ledger: $0)) },
                steps: ledgerSteps)
            let session = workload.session(combination, size: 1)
            defer { session.tearDown() }
            var runs = [session.launch().runs.map(\.description)]
            for step in ledgerSteps.map(\.name) {
                let flush = session.perform(step)
                #expect(flush.unfoundControls == [], "\(step)")
                #expect(session.staleViews() == [], "\(step)")
                runs.append(flush.runs.map(\.description) + ["actions: \(flush.actions)"] + session.rendered().map(\.text).filter { $0.hasPrefix("total") })
            }
            return runs
        }
        let old = runs(old: true)
        let new = runs(old: false)
        #expect(old.count == ledgerSteps.count + 1)
        for (index, (oldRuns, newRuns)) in zip(old, new).enumerated() {
            #expect(oldRuns.map { $0.replacingOccurrences(of: "OldLedger", with: "NewLedger") } == newRuns, "step \(index)")
        }
        // Add, Reset in the alert, Ten in the sheet: each onChange was handed the new total.
        #expect(new.dropFirst().map(\.last) == ["total 1, last 1", "total 1, last 1", "total 0, last 0", "total 0, last 0", "total 10, last 10", "total 10, last 10", "total 10, last 10"])
    }
}

extension EverydayFormsTests {
    @Test(arguments: [Combination(.property, .class), Combination(.observation, .class), Combination(.object, .class)])
    func stylesGradientsAndALabelledToggleRunTheBodyThatWritesThemAlone(combination: Combination) {
        let session = tuner.session(combination, size: 1)
        defer { session.tearDown() }
        #expect(session.launch().bodies == ["TunerScreen", "DetailPane", "UnitsReading"])
        let shown = session.rendered().first { $0.view == "TunerScreen" }?.text ?? ""
        for text in ["Details: off", "linear gradient(blue, purple)", "radial gradient(white, black)", "angular gradient(red, green)", "[Turn]"] {
            #expect(shown.contains(text), "\(text) in \(shown)")
        }
        let perform = checkedSteps(session)
        // The toggle is found by its label's text; the screen that reads the flag runs, and hands the pane a new one.
        #expect(perform("details").runs.map(\.description) == ["TunerScreen: __showDetail changed.", "DetailPane: @self changed."])
        #expect(session.rendered().map(\.text).contains("details shown"))
        #expect(perform("pick-imperial").runs.map(\.description) == ["TunerScreen: __units changed.", "UnitsReading: @self changed."])
        // The angle is read by the body that writes the hue rotation: it runs, and hands its children what they had.
        #expect(perform("turn").runs.map(\.description) == ["TunerScreen: __angle changed."])
        #expect(Angle.degrees(30) * 2.0 == .degrees(60) && .degrees(90) / 2 == Angle.degrees(45) && -Angle.degrees(10) + .degrees(10) == .zero)
    }
}

extension EverydayFormsTests {
    @Test(arguments: [Combination(.property, .class), Combination(.observation, .class), Combination(.object, .class)])
    func aGeometryReaderHandsItsContentTheScreensSizeAndARotationRunsWhatItChanged(combination: Combination) {
        let session = gallery.session(combination, size: 1)
        defer { session.tearDown() }
        #expect(session.launch().bodies == ["ColumnGallery", "Columns", "Caption"])
        // An iPhone in portrait, 393 points wide.
        #expect(session.rendered().map(\.text).contains("3 columns"))
        let perform = checkedSteps(session)
        // Turned, 852 wide: the reader hands the columns another count; the gallery and its caption do not run.
        #expect(perform("rotate").runs.map(\.description) == ["Columns: @self changed."])
        #expect(session.rendered().map(\.text).contains("7 columns"))
        // The size it has: nothing runs.
        #expect(perform("same-size").bodies == [])
        #expect(perform("resize-1024x768").bodies == ["Columns"])
        #expect(session.rendered().map(\.text).contains("8 columns"))
        // A turn turns the size the screen has now: 768 wide.
        #expect(perform("rotate-again").bodies == ["Columns"])
        #expect(session.rendered().map(\.text).contains("6 columns"))
    }
}

/// Performs a step of `session`, launched, holding it to the reference walk
/// and the stale check, with every control it looked for found.
func checkedSteps(_ session: any Session) -> (String) -> Flush {
    let reference = session.reference()
    return { step in
        let flush = session.perform(step)
        #expect(reference.account().difference(from: flush) == nil, "\(step)")
        #expect(session.staleViews() == [], "\(step)")
        #expect(flush.unfoundControls == [], "\(step)")
        return flush
    }
}

extension EverydayFormsTests {
    @Test(arguments: [Combination(.property, .class), Combination(.observation, .class), Combination(.object, .class)])
    func theOlderOnChangeRunsTheActionMadeBeforeTheChangeAndTheNewerTheLatest(combination: Combination) {
        let session = captures.session(combination, size: 1)
        defer { session.tearDown() }
        _ = session.launch()
        func logged() -> Set<String> {
            Set(session.rendered().filter { $0.view == "LogLines" }.flatMap { $0.text.components(separatedBy: "; ") })
        }
        #expect(session.perform("add").actions == 2)
        #expect(logged() == ["older: captured 0, handed 1", "newer: captured 1, handed 0 and 1"])
        _ = session.perform("add-again")
        #expect(logged() == [
            "older: captured 0, handed 1", "newer: captured 1, handed 0 and 1", "older: captured 1, handed 2", "newer: captured 2, handed 1 and 2",
        ])
        #expect(session.staleViews() == [])
    }

    @Test func aScenesOlderOnChangeCapturesThePhaseItMovedFrom() {
        let session = phaseLog.session(Combination(.property, .class), size: 1)
        defer { session.tearDown() }
        _ = session.launch()
        _ = session.perform("scene-inactive")
        _ = session.perform("scene-background")
        #expect(session.rendered().filter { $0.view == "LogLines" }.map(\.text) == ["active to inactive; inactive to background"])
    }
}

extension EverydayFormsTests {
    @Test(arguments: [Combination(.property, .class), Combination(.observation, .class), Combination(.object, .class)])
    func anEditButtonInASplitViewsSidebarTurnsOnTheSidebarsEditModeAlone(combination: Combination) {
        let session = splitEditor.session(combination, size: 1)
        defer { session.tearDown() }
        #expect(session.launch().bodies == ["SplitEditor", "EntryList", "DetailEditing"])
        let texts = { session.rendered().map(\.text) }
        let edit = session.perform("edit")
        #expect(edit.bodies == ["EntryList"])
        #expect(edit.unfoundControls == [])
        #expect(texts().contains("editing") && texts().contains("the detail shows"))
        #expect(session.perform("done").bodies == ["EntryList"])
        #expect(texts().contains("browsing") && texts().contains("the detail shows"))
        #expect(session.staleViews() == [])
    }
}
