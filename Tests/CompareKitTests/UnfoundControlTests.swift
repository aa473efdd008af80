@testable import CompareKit
import Foundation
import Testing
import SwiftUIVocabulary
import ViewGraph
import Workloads
@testable import Screens

// A11: a step that taps, types into or flips a control that is not on screen
// fails the run with one line naming the workload, the step, the control and
// the controls of its kind that are there; --expect cannot pass it.

private final class Form: Model {
    @Tracked var saves = 0
}

private struct FormScreen: View {
    @ObservedObject var form: Form
    @State private var name = ""
    @State private var on = false
    var body: some View {
        VStack {
            Text("saved \(form.saves)")
            Button("Save") { form.saves += 1 }
            Button("Cancel") {}
            TextField("Name", text: $name)
            Toggle("Alerts", isOn: $on)
            Button {
                form.saves += 1
            } label: {
                Text("Save")
                Text("all drafts")
            }
        }
    }
}

private func form(_ step: Step<Form>) -> Workload {
    Workload("form", model: { _ in Form() }, screen: { FormScreen(form: $0) }, steps: [Step("save") { $0.saves += 1 }, step])
}

@Suite("A step on a control that is not on screen")
struct UnfoundControlTests {
    @Test(arguments: [
        ("tap", "no-such-button", "tapped the button \"No such button\", which is not on screen; the buttons on screen are \"Save\", \"Cancel\", \"Save · all drafts\""),
        ("type", "type-ada", "typed into the field \"Email\", which is not on screen; the fields on screen are \"Name\""),
        ("flip", "dark-mode", "flipped the toggle \"Dark mode\", which is not on screen; the toggles on screen are \"Alerts\""),
    ])
    func failsTheRunWithOneLineNamingTheStepAndTheControls(acting: String, name: String, line: String) {
        let step: Step<Form> = switch acting {
        case "tap": .tap("No such button")
        case "type": .type("ada", into: "Email")
        default: .flip("Dark mode")
        }
        let run = ran(["form", "--counts-only"], workloads: [form(step)], name: "form")
        #expect(run.code == 1)
        #expect(run.errors == "form: \(line); act on a control the screen shows (form \(name), property·class)\n")
    }

    @Test func anExpectationsFileThatExpectsNothingToRunCannotPassIt() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("unfound-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "workload,size,notify,kind,step,recomputes,bodies,skipped,compared,stale\r\nform,1,property,class,launch,1,FormScreen,0,0,0\r\nform,1,property,class,save,1,FormScreen,0,0,0\r\nform,1,property,class,nothing,0,,0,0,0\r\n"
            .write(to: folder.appendingPathComponent("form.csv"), atomically: true, encoding: .utf8)
        let run = ran(
            ["form", "--counts-only", "--notify", "property", "--kind", "class", "--expect", folder.path],
            workloads: [form(.tap("Nothing"))], name: "form")
        #expect(run.code == 1)
        #expect(run.errors.hasPrefix("form: tapped the button \"Nothing\", which is not on screen"))
    }

    @Test func aButtonIsFoundByAnyTextOfItsLabelAndByAllOfThemReadInTurn() {
        for title in ["all drafts", "Save all drafts", "Save · all drafts"] {
            let run = ran(["form", "--counts-only", "--format", "csv"], workloads: [form(.tap(title, as: "tap"))], name: "form")
            #expect(run.code == 0, "\(title): \(run.errors)")
            // The label's button is the third: the first Save is found first by "Save" alone.
            #expect(run.output.contains("form,1,property,class,tap,1,FormScreen,"), "\(title)")
        }
    }
}

@Suite("A step that changes nothing on screen")
struct IdleStepTests {
    @Test func isSaidToHaveRunNoBodyInAnyColumn() {
        let run = ran(["form", "--counts-only"], workloads: [form(Step("nothing") { _ in })], name: "form")
        #expect(run.code == 0)
        #expect(run.output.contains("\nnothing: ran no body, no action and no task in any column\n"))
        #expect(!run.output.contains("save: ran no body"))
    }
}
