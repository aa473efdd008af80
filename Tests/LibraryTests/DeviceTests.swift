import EverydayScreens
import ObservationHarness
import Testing

// A9: what the device and the system change, on a screen that is no app, and
// what the apps pasted for issue 52 wrote that the harness lacked. The scene's
// phase, colour scheme and size classes are the scene's environment: a step
// changes one as the device does, and only its readers run (G9). A tap
// gesture is tapped by what it shows; a `ViewModifier`'s body is counted under
// its name and runs alone when its own state changes; the bars, insets,
// images and styles pass their views through.

@Suite("A9: the scene's environment, a tap gesture and a modifier of one's own")
struct DeviceTests {
    /// What each step runs, by SwiftUI's rules: the readers of what changed,
    /// and the views handed something new.
    static let expected: [(step: String, bodies: [String], actions: Int)] = [
        // The phase's reader is the screen; its onChange saves, so the saves' reader runs.
        ("scene-background", ["OutboxScreen", "SavedLabel"], 1),
        ("scene-active", ["OutboxScreen"], 1),
        ("dark-mode", ["SchemeLabel"], 0),
        // On its side an iPhone is short; an iPad's screen is wide and tall.
        ("rotate", ["SizeClassLabel"], 0),
        ("resize-1024x768", ["SizeClassLabel"], 0),
        // The modifier's own state: its body alone runs.
        ("highlight", ["Highlight"], 0),
        // The screen reads what the taps change, and hands the modifier new content.
        ("retry", ["OutboxScreen", "Highlight"], 0),
        ("send-all", ["OutboxScreen", "Highlight"], 0),
        ("clear", ["OutboxScreen", "Highlight"], 0),
    ]

    @Test(arguments: [Combination(.property, .class), Combination(.observation, .class)])
    func eachStepRunsTheReadersOfWhatItChanged(combination: Combination) {
        let session = outbox.session(combination, size: 1)
        defer { session.tearDown() }
        #expect(session.launch().bodies == ["OutboxScreen", "SchemeLabel", "SizeClassLabel", "SavedLabel", "Highlight", "Thumbnail", "Thumbnail"])
        for (step, bodies, actions) in Self.expected {
            let reference = session.reference()
            let flush = session.perform(step)
            #expect(flush.unfoundControls == [], "\(step)")
            #expect(flush.bodies == bodies, "\(step)")
            #expect(flush.actions == actions, "\(step)")
            // The save the phase's onChange makes runs SavedLabel in a second
            // pass, after the first compared it and skipped it; the reference
            // walk, which walks a transaction once, finds it to run and not skipped.
            let twoPasses = step == "scene-background"
            #expect(
                reference.account().difference(from: flush) == (twoPasses ? "the flush skipped 6 children, the reference walk 5" : nil),
                "\(step)")
            #expect(session.staleViews() == [], "\(step)")
        }
        let shown = session.rendered().map(\.text)
        #expect(shown.contains("saved 1 times"))
        #expect(shown.contains("dark"))
        #expect(shown.contains("wide, tall"))
    }

    @Test func theImagesShowTheirURLsLastPartOrTheirPlaceholderAndTheBarsAndInsetsShowTheirViews() {
        let session = outbox.session(Combination(.property, .class), size: 1)
        defer { session.tearDown() }
        _ = session.launch()
        let shown = session.rendered().map(\.text).joined(separator: "\n")
        #expect(shown.contains("wren.jpg"))
        #expect(shown.contains("in progress"))
        #expect(shown.contains("[Send all]"))
        #expect(shown.contains("[Clear]"))
        #expect(shown.contains("Outbox"))
    }

    @Test func aRotationThereAndBackRunsTheSizeClassesReaderTwiceAndAResizeToTheSameClassesNone() {
        let workload = Workload(
            "turns", model: { _ in () }, screen: { _ in SizeClassLabel() },
            steps: [.rotate(), .rotate(as: "back"), .resize(width: 402, height: 874, as: "larger-iphone")])
        let session = workload.session(Combination(.property, .class), size: 1)
        defer { session.tearDown() }
        _ = session.launch()
        #expect(session.perform("rotate").bodies == ["SizeClassLabel"])
        #expect(session.rendered().map(\.text).contains("narrow, short"))
        #expect(session.perform("back").bodies == ["SizeClassLabel"])
        #expect(session.perform("larger-iphone").bodies == [])
    }

    @Test func aToggleWhoseLabelIsAViewWithABodyIsFlippedByWhatTheLabelShows() {
        let session = alerts.session(Combination(.property, .class), size: 1)
        defer { session.tearDown() }
        #expect(session.launch().bodies == ["AlertsScreen", "AlertsLabel"])
        let flip = session.perform("alerts")
        #expect(flip.unfoundControls == [])
        #expect(flip.bodies == ["AlertsScreen"])
        #expect(session.rendered().map(\.text).joined(separator: " ").contains("alerts on"))
        #expect(session.staleViews() == [])
    }

    /// A wait fires each timer once for each of its intervals that ended:
    /// 2.5 s fires a 1 s timer twice, 0.5 s more once (at 3 s), 0.2 s more
    /// not at all. The view's state changes, so it alone runs, once a wait.
    @Test func aWaitFiresEachTimerOnceForEachIntervalThatEnded() {
        let session = stopwatch.session(Combination(.property, .class), size: 1)
        defer { session.tearDown() }
        #expect(session.launch().bodies == ["Stopwatch", "Caption"])
        #expect(session.perform("wait-2.5s").bodies == ["Stopwatch"])
        #expect(session.rendered().map(\.text).contains { $0.contains("2 ticks, last at 1767225602") })
        #expect(session.perform("wait-0.5s").bodies == ["Stopwatch"])
        #expect(session.rendered().map(\.text).contains { $0.contains("3 ticks, last at 1767225603") })
        #expect(session.perform("wait-0.2s").bodies == [])
        #expect(session.staleViews() == [])
    }

    /// What an app saves to the user's defaults is gone at the next session,
    /// as after a fresh install: every column starts from the same state.
    @Test func eachSessionStartsAsAFreshInstall() {
        for _ in 0..<2 {
            let session = drafts.session(Combination(.property, .class), size: 1)
            _ = session.launch()
            #expect(session.rendered().map(\.text).contains("0 drafts"))
            _ = session.perform("save")
            #expect(session.rendered().map(\.text).contains("1 drafts"))
            session.tearDown()
        }
    }

    /// In the object column's port a store read through an environment key
    /// is held by no view, so the screen that reads it misses its change and
    /// the card it makes goes stale: the port's finding, explained by the
    /// maker that read it, whichever side lacks the card, and two makers
    /// down, where a frame hands its label the title it was handed.
    @Test func aCardStaleBecauseItsMakerMissedAChangeIsThePortsFindingExplainedByTheMaker() {
        let session = shelf.session(Combination(.object, .class), size: 1)
        defer { session.tearDown() }
        _ = session.launch()
        #expect(session.perform("shelve").bodies == [])
        let stale = session.staleViews()
        #expect(stale.map(\.view) == ["EmptyShelfCard", "ShelfLabel", "TitledCard"])
        #expect(stale.allSatisfy { $0.inThePort })
        #expect(stale.allSatisfy { $0.why?.text.hasPrefix("ShelfScreen, which makes it: its body read a Shelf it does not hold") == true })
        let property = shelf.session(Combination(.property, .class), size: 1)
        defer { property.tearDown() }
        _ = property.launch()
        #expect(property.perform("shelve").bodies == ["ShelfScreen", "TitledCard", "ShelfFrame", "ShelfLabel"])
        #expect(property.staleViews() == [])
    }

    /// A toggle bound through `Binding(get:set:)` reads the state when it is
    /// shown: flipping it runs no body, and it shows what the state holds,
    /// in a sheet as anywhere (where the stale check's fresh render once read
    /// the state's initial value, its storage put back before it was read).
    @Test func aToggleBoundThroughAClosureShowsTheStateItWroteAndRunsNoBody() {
        let session = daysForm.session(Combination(.property, .class), size: 1)
        defer { session.tearDown() }
        _ = session.launch()
        #expect(session.perform("edit").bodies == ["DaysForm"])
        #expect(session.perform("monday").bodies == [])
        #expect(session.rendered().map(\.text).joined(separator: " ").contains("Monday: on"))
        #expect(session.staleViews() == [])
        #expect(session.perform("monday-again").bodies == [])
        #expect(session.staleViews() == [])
    }
}
