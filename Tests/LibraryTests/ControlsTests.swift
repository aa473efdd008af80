import Foundation
import ObservationHarness
import Testing

// The controls of A9, each a primitive that shows what it shows as part of
// its maker's render and that a step acts on by its title (A6): a picker, a
// stepper, a slider, a secure field, a text editor, a date picker, a menu, a
// button with a role, a link and a share link. Acting on one writes its
// binding or runs its action; what runs is what reads what was written: the
// view that only hands a binding to a control does not (G8).

enum Flavor: String, CaseIterable, Identifiable {
    case chocolate, vanilla, strawberry
    var id: Self { self }
}

/// Hands every control a binding; reads only the scoops (in the stepper's
/// label) and the log (handed to a child).
struct OrderForm: View {
    @State private var flavor = Flavor.chocolate
    @State private var scoops = 1
    @State private var sweetness = 0.5
    @State private var password = ""
    @State private var note = ""
    @State private var due = Date(timeIntervalSince1970: 0)
    @State private var log: [String] = []
    var body: some View {
        VStack {
            Picker("Flavor", selection: $flavor) {
                ForEach(Flavor.allCases) { Text($0.rawValue.capitalized) }
            }
            Stepper("Scoops: \(scoops)", value: $scoops, in: 1...3)
            Slider(value: $sweetness, in: 0...1, step: 0.25) { Text("Sweetness") }
            SecureField("Password", text: $password)
            TextEditor(text: $note)
            DatePicker("Due", selection: $due, displayedComponents: .date)
            Menu("Actions") {
                Button("Repeat") { log.append("repeat") }
                Button("Clear", role: .destructive) { log = [] }
            }
            Button("Cancel", role: .cancel) { log.append("cancel") }
            Link("Help", destination: URL(string: "https://example.com/help")!)
            ShareLink(item: "an order")
            FlavorLabel(flavor: $flavor)
            OrderLog(log: log)
        }
    }
}

/// Reads the flavor through its binding: it runs when one is picked.
struct FlavorLabel: View {
    @Binding var flavor: Flavor
    var body: some View { Text("Chosen: \(flavor.rawValue)") }
}

struct OrderLog: View {
    let log: [String]
    var body: some View { Text("log: \(log.joined(separator: ", "))") }
}

/// A stepper of actions, a picker of tagged options, and a menu with a primary action.
struct Tuner: View {
    @State private var volume = 5
    @State private var size: Int? = nil
    @State private var taps = 0
    var body: some View {
        Stepper("Volume", onIncrement: { volume += 1 }, onDecrement: { volume -= 1 })
        Text("at \(volume)")
        Picker("Size", selection: $size) {
            Text("Small").tag(1)
            Text("Large").tag(3)
        }
        Menu("More", content: { Button("Reset") { volume = 0 } }, primaryAction: { taps += 1 })
        Text("\(taps) taps")
    }
}

@Suite("A9 controls: each acted on by its title, running what reads what it wrote")
struct ControlsTests {
    static let combinations = Combination.all.filter { $0.kind == .class }

    static let order = Workload(
        "order", model: { _ in () }, screen: { _ in OrderForm() },
        steps: [
            .pick("Vanilla", in: "Flavor"), .stepUp("Scoops"), .stepUp("Scoops", as: "scoops-up-again"),
            .stepUp("Scoops", as: "scoops-at-bound"), .stepDown("Scoops"), .slide("Sweetness", to: 0.8),
            .type("hunter2", into: "Password", as: "password"), .edit("two, please"),
            .set(Date(timeIntervalSince1970: 1_714_521_600), in: "Due"), .tap("Repeat", inMenu: "Actions"),
            .tap("Cancel"), .tap("Repeat", as: "repeat-unopened"), .pick("Mint", in: "Flavor"),
        ])

    @Test(arguments: combinations)
    func eachControlRunsWhatReadsWhatItWroteAndShowsIt(combination: Combination) {
        let session = Self.order.session(combination, size: 1)
        defer { session.tearDown() }
        #expect(session.launch().bodies == ["OrderForm", "FlavorLabel", "OrderLog"])
        let reference = session.reference()
        func perform(_ step: String) -> [String] {
            let flush = session.perform(step)
            #expect(reference.account().difference(from: flush) == nil, "\(step)")
            #expect(session.staleViews() == [], "\(step)")
            #expect(flush.unfoundControls == [], "\(step)")
            return flush.runs.map(\.description)
        }
        func form() -> String { session.rendered().first!.text }
        #expect(
            form() == "Flavor: Chocolate · Scoops: 1 − + · Sweetness: 0.5 · Password:  · "
                + " · Due: 1970-01-01 · [Actions ▾] · [Cancel] · Help ↗ · Share ⇪")
        // The picker's binding: the label that reads it runs, the form that hands it does not.
        #expect(perform("pick-vanilla") == ["FlavorLabel: __flavor changed."])
        #expect(form().hasPrefix("Flavor: Vanilla · "))
        // The stepper's label reads the value: the form runs. The flavor's binding it hands
        // on now shows another value than the one it was made with: the label runs too (G8).
        #expect(perform("scoops-up") == ["OrderForm: __scoops changed.", "FlavorLabel: @self changed."])
        #expect(perform("scoops-up-again") == ["OrderForm: __scoops changed."])
        // At its bound the value stays: nothing is written, nothing runs.
        #expect(perform("scoops-at-bound") == [])
        #expect(form().contains("Scoops: 3 − +"))
        #expect(perform("scoops-down") == ["OrderForm: __scoops changed."])
        // Slid to 0.8, it snaps to its step; no body reads it, and the slider shows it.
        #expect(perform("slide-sweetness-0-8") == [])
        #expect(form().contains("Sweetness: 0.75"))
        #expect(perform("password") == [])
        #expect(form().contains("Password: •••••••"))
        #expect(perform("edit-two-please") == [])
        #expect(form().contains(" · two, please · "))
        #expect(perform("set-due") == [])
        #expect(form().contains("Due: 2024-05-01"))
        // A menu's item and a button with a role run their actions: the form reads the log it hands on.
        #expect(perform("actions-repeat") == ["OrderForm: __log changed.", "OrderLog: @self changed."])
        #expect(perform("cancel") == ["OrderForm: __log changed.", "OrderLog: @self changed."])
        #expect(session.rendered().last?.text == "log: repeat, cancel")
        // A menu's item is not a button on screen until the menu opens (A11).
        #expect(session.perform("repeat-unopened").unfoundControls == [#"tapped the button "Repeat", which is not on screen; the buttons on screen are "Cancel""#])
        #expect(session.perform("pick-mint").unfoundControls == [#"picked "Mint" in the picker "Flavor", which has no such option; its options are "Chocolate", "Vanilla", "Strawberry""#])
    }

    @Test(arguments: combinations)
    func aStepperOfActionsATaggedPickerAndAMenusPrimaryAction(combination: Combination) {
        let tuner = Workload(
            "tuner", model: { _ in () }, screen: { _ in Tuner() },
            steps: [.stepUp("Volume"), .stepDown("Volume"), .pick("Large", in: "Size"), .tap("More"), .tap("Reset", inMenu: "More")])
        let session = tuner.session(combination, size: 1)
        defer { session.tearDown() }
        #expect(session.launch().bodies == ["Tuner"])
        #expect(session.rendered().first?.text == "Volume − + · at 5 · Size:  · [More ▾] · 0 taps")
        #expect(session.perform("volume-up").runs.map(\.description) == ["Tuner: __volume changed."])
        #expect(session.perform("volume-down").bodies == ["Tuner"])
        // An optional selection takes a tag of its wrapped type; nothing reads it.
        #expect(session.perform("pick-large").bodies == [])
        #expect(session.perform("more").bodies == ["Tuner"])
        #expect(session.perform("more-reset").bodies == ["Tuner"])
        #expect(session.rendered().first?.text == "Volume − + · at 0 · Size: Large · [More ▾] · 1 taps")
        #expect(session.staleViews() == [])
    }
}
