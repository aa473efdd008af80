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
}
