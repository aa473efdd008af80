@testable import CompareKit
import Testing
import SwiftUIVocabulary
import ViewGraph
import Workloads
@testable import Screens

// Every timed repetition does what the counted run did: a step with no undo
// is repeated in place only while each repetition runs the bodies its counted
// run ran; else the screen is rebuilt for each iteration, and a repetition that
// still differs is a failed measurement, never a number.

/// Blocked users, each with an unblock button, and a step that acts only the
/// first times it runs on a model.
private final class Blocklist: Model {
    @Tracked var users = ["ada", "bo", "cy"]
    @Tracked var fades = 0
    /// How many times `fade` ran on this model; untracked.
    var fadeRuns = 0
}

private struct BlocklistScreen: View {
    @ObservedObject var list: Blocklist
    @State private var username = ""
    @State private var metric = false

    var body: some View {
        VStack {
            TextField("Username", text: $username)
            Text("name: \(username)")
            Toggle("Metric", isOn: $metric)
            Text(metric ? "km" : "mi")
            Text("faded \(list.fades)")
            ForEach(list.users, id: \.self) { user in
                BlockedRow(name: user) { list.users.removeAll { $0 == user } }
            }
        }
    }
}

private struct BlockedRow: View {
    let name: String
    let unblock: () -> Void
    var body: some View {
        HStack {
            Text(name)
            Button("Unblock \(name)", action: unblock)
        }
    }
}

private let blocklist = Workload(
    "blocklist", model: { _ in Blocklist() }, screen: { BlocklistScreen(list: $0) },
    steps: [
        .tap("Unblock ada", as: "unblock"),
        .type("alice", into: "Username"),
        .flip("Metric"),
        // Acts its first three times on a model, then does nothing: the two probes
        // in place pass, and a timed repetition after them differs.
        Step("fade") { list in
            list.fadeRuns += 1
            if list.fadeRuns <= 3 { list.fades += 1 }
        },
    ])

/// A sheet whose Done button closes it: the button is gone once tapped.
private struct Notepad: View {
    @State private var editing = false
    var body: some View {
        Button("Edit") { editing = true }
            .sheet(isPresented: $editing) { NoteEditor(editing: $editing) }
    }
}

private struct NoteEditor: View {
    @Binding var editing: Bool
    var body: some View { Button("Done") { editing = false } }
}

private let notepad = Workload(
    "notepad", model: { _ in () }, screen: { _ in Notepad() }, steps: [.tap("Edit"), .tap("Done")])

/// A stepper at the bottom of its range: stepping down does something only
/// after a step up.
private struct Dimmer: View {
    @State private var level = 0
    var body: some View { Stepper("Level: \(level)", value: $level, in: 0...5) }
}

private let dimmer = Workload(
    "dimmer", model: { _ in () }, screen: { _ in Dimmer() },
    steps: [.stepUp("Level", undo: "level-down"), .stepDown("Level", undo: "level-up")])

private func timed() -> Ran {
    ran(["blocklist", "--notify", "property", "--kind", "class", "--samples", "2", "--min-time", "20us"], workloads: [blocklist], name: "blocklist")
}

@Suite("Timing: every timed repetition does what the counted run did", .loadIndependentTiming)
struct TimingMethodTests {
    @Test func aTapOnARowThatGoesIsTimedOnARebuiltScreen() {
        let run = timed()
        #expect(run.code == 0)
        // The counted tap ran the screen and the two rows left, whose closures
        // are new; tapped again, the button is gone.
        #expect(run.output.contains("unblock: repeated in place it found no control to act on where its counted run found one, so each iteration rebuilds the screen and replays the steps before it outside the timed region"))
    }

    // The screen reads the name, and runs its rows again, whose closures are new.
    @Test func retypingTheSameTextIsTimedOnARebuiltScreen() {
        #expect(timed().output.contains("type-alice: repeated in place it ran 0 bodies where its counted run ran 3, so each iteration rebuilds the screen"))
    }

    @Test func aToggleFlippedAgainAndAgainIsRepeatedInPlace() {
        let run = timed()
        #expect(run.output.contains("\n  metric: repeated on the same screen; every repetition ran the bodies its counted run ran\n"))
        // The step whose timing failed is not said to be timed in place.
        #expect(!run.output.contains("fade: repeated"))
    }

    // Done runs no body: it closes the sheet. Tapped again in place, it finds no
    // button and runs no body either, which the bodies alone would time as the step.
    @Test func aTapOnAButtonThatGoesIsTimedOnARebuiltScreenThoughItRunsNoBody() {
        let run = ran(["notepad", "--notify", "property", "--samples", "2", "--min-time", "20us"], workloads: [notepad], name: "notepad")
        #expect(run.code == 0)
        #expect(run.output.contains("\n  done: repeated in place it found no control to act on where its counted run found one, so each iteration rebuilds the screen and replays the steps before it outside the timed region\n"))
    }

    // Stepped down from where the counted run stood before it (level 1), not
    // from where it left the screen (level 0, where a step down does nothing).
    @Test func anUndoneStepIsTimedFromWhereItsCountedRunStoodBeforeIt() {
        let run = ran(["dimmer", "--notify", "property", "--samples", "2", "--min-time", "20us"], workloads: [dimmer], name: "dimmer")
        #expect(run.code == 0)
        #expect(run.output.contains("\n  level-down: timed one step at a time, each followed by level-up outside the timed region"))
        #expect(!run.output.contains("failed measurement"))
    }

    @Test func aRepetitionThatRanOtherBodiesIsAFailedMeasurementNotATime() {
        let run = timed()
        #expect(run.output.contains("\n  fade (property·class): a timed repetition ran 0 bodies where its counted run ran 3: a failed measurement, not reported"))
        let fade = run.output.split(separator: "\n").first { $0.hasPrefix("fade ") && $0.contains("not timed") }
        #expect(fade != nil)
    }

    @Test func theFailedMeasurementIsInTheJSONAndHasNoTiming() throws {
        let run = ran(
            ["blocklist", "--notify", "property", "--kind", "class", "--samples", "2", "--min-time", "20us", "--format", "json", "--steps", "fade"],
            workloads: [blocklist], name: "blocklist")
        #expect(run.code == 0)
        #expect(run.output.contains("\"timing_failure\" : \"a timed repetition ran 0 bodies where its counted run ran 4: a failed measurement, not reported\""))
        #expect(run.output.components(separatedBy: "\"timing\" :").count == 2)  // the launch's alone
    }
}

/// Whether `flicker` has acted, in this process: once, whatever the model.
private final class Fired: @unchecked Sendable {
    var once = false
}

/// A step that acts the first time it runs and never again, even on a
/// rebuilt screen: it cannot be timed, and has no undo.
private func flicker() -> Workload {
    let fired = Fired()
    return Workload(
        "flicker", model: { _ in Blocklist() }, screen: { BlocklistScreen(list: $0) },
        steps: [Step("flicker") { list in
            if !fired.once { list.fades += 1 }
            fired.once = true
        }])
}

extension TimingMethodTests {
    @Test func aStepThatCannotBeTimedWithNoUndoSaysAnUndoWouldTimeIt() {
        let run = ran(["flicker", "--notify", "property", "--kind", "class", "--samples", "2", "--min-time", "20us"], workloads: [flicker()], name: "flicker")
        #expect(run.code == 0)
        let note = run.output.split(separator: "\n").first { $0.hasPrefix("  flicker: not timed: ") }
        #expect(note?.hasSuffix("a step that does something else each time cannot be timed; give it an undo (undo: naming the step that puts the screen back) and it is timed with it") == true, "\(run.output)")
    }
}
