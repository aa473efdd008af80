import ObservationHarness
import Testing

// A9: what real apps write every day beyond the newer vocabulary. The scene
// phase a step moves (the app's `onChange(of: scenePhase)` saves, counted as
// an action, and only the views that read the phase run); a `GeometryReader`
// given the screen's size, which a step rotates; edit mode turned on and off
// by `EditButton`; and SwiftUI's older forms (`NavigationView`,
// `navigationBarTitle`, `onChange(of:perform:)`, `Alert` and `ActionSheet`),
// which run exactly what their newer counterparts run.

final class Diary: Model {
    @Tracked var saves = 0
    @Tracked var entries = ["Wren", "Robin"]
}

struct DiaryApp: App {
    @State private var diary = Diary()
    @Environment(\.scenePhase) private var scenePhase
    var body: some Scene {
        WindowGroup {
            DiaryScreen().environment(diary)
        }
        .onChange(of: scenePhase) { phase in
            if phase == .background { diary.saves += 1 }
        }
    }
}

struct DiaryScreen: View {
    var body: some View {
        NavigationStack {
            PhaseLabel()
            SavesLabel()
            EntryList()
                .toolbar { EditButton() }
        }
    }
}

struct PhaseLabel: View {
    @Environment(\.scenePhase) private var scenePhase
    var body: some View { Text("phase \(scenePhase == .active ? "active" : scenePhase == .inactive ? "inactive" : "background")") }
}

struct SavesLabel: View {
    @Environment(Diary.self) private var diary
    var body: some View { Text("saved \(diary.saves) times") }
}

/// Reads the edit mode: it runs when the button turns it on and off.
struct EntryList: View {
    @Environment(\.editMode) private var editMode
    var body: some View {
        Text(editMode?.wrappedValue.isEditing == true ? "editing" : "browsing")
    }
}

private let diaryApp = Workload(
    "diary", model: { _ in () }, app: { _ in DiaryApp() },
    steps: [.scenePhase(.inactive), .scenePhase(.background), .scenePhase(.active), .tap("Edit"), .tap("Done")])

/// A screen that is no app has no scene a step can move.
private let bareScreen = Workload("bare", model: { _ in () }, screen: { _ in PhaseLabel() }, steps: [.scenePhase(.background)])

/// One screen in SwiftUI's older forms, and the same in the newer: a step
/// runs the same bodies in both.
final class Ledger: Model {
    @Tracked var total = 0
    @Tracked var confirming = false
    @Tracked var choosing = false
    /// The total the last `onChange` was handed.
    @Tracked var last = 0
}

struct OldLedger: View {
    let ledger: Ledger
    var body: some View {
        NavigationView {
            VStack {
                TotalLabel(ledger: ledger)
                Button("Confirm") { ledger.confirming = true }
                Button("Choose") { ledger.choosing = true }
                Button("Add") { ledger.total += 1 }
            }
            .navigationBarTitle("Ledger")
            .onChange(of: ledger.total) { total in ledger.last = total }
            .alert(isPresented: Bindable(ledger).confirming) {
                Alert(
                    title: Text("Reset?"), message: Text("It cannot be undone."),
                    primaryButton: .destructive(Text("Reset")) { ledger.total = 0 }, secondaryButton: .cancel())
            }
            .actionSheet(isPresented: Bindable(ledger).choosing) {
                ActionSheet(title: Text("Add how many?"), buttons: [.default(Text("Ten")) { ledger.total += 10 }, .cancel()])
            }
        }
        .navigationViewStyle(.stack)
    }
}

struct NewLedger: View {
    let ledger: Ledger
    var body: some View {
        NavigationStack {
            VStack {
                TotalLabel(ledger: ledger)
                Button("Confirm") { ledger.confirming = true }
                Button("Choose") { ledger.choosing = true }
                Button("Add") { ledger.total += 1 }
            }
            .navigationTitle("Ledger")
            .onChange(of: ledger.total) { _, total in ledger.last = total }
            .alert("Reset?", isPresented: Bindable(ledger).confirming) {
                Button("Reset", role: .destructive) { ledger.total = 0 }
                Button("Cancel", role: .cancel) {}
            } message: {
                Text("It cannot be undone.")
            }
            .confirmationDialog("Add how many?", isPresented: Bindable(ledger).choosing) {
                Button("Ten") { ledger.total += 10 }
                Button("Cancel", role: .cancel) {}
            }
        }
    }
}

struct TotalLabel: View {
    let ledger: Ledger
    var body: some View { Text("total \(ledger.total), last \(ledger.last)") }
}

private let ledgerSteps: [Step<Ledger>] = [
    .tap("Add"), .tap("Confirm"), .tap("Reset"), .tap("Choose"), .tap("Ten"), .tap("Choose", as: "choose-again"), .tap("Cancel"),
]

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

    @Test func aScreenThatIsNoAppHasNoSceneToMove() {
        let session = bareScreen.session(Combination(.property, .class), size: 1)
        defer { session.tearDown() }
        _ = session.launch()
        let flush = session.perform("scene-background")
        #expect(flush.bodies == [])
        #expect(flush.unfoundControls == [#"backgrounded the app "App", which is not on screen; the screen shows no app"#])
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

/// A progress view drawn as a ring, and a label with its icon after its
/// title: styles of a screen's own, carried and never run.
struct RingStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        Circle().fill(.angularGradient(colors: [.blue, .clear], center: .center, startAngle: .zero, endAngle: .degrees(360) * (configuration.fractionCompleted ?? 0)))
    }
}

struct TrailingIconLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.title
            configuration.icon
        }
    }
}

/// Gradients, a hue turned by an angle's arithmetic, a toggle with a label of
/// views and an animated binding, a segmented picker, and styles of its own.
struct TunerScreen: View {
    @State private var showDetail = false
    @State private var units = "metric"
    @State private var angle = Angle.degrees(30)
    var body: some View {
        VStack {
            Toggle(isOn: $showDetail.animation()) { Text("Details") }
            Picker("Units", selection: $units) {
                Text("metric").tag("metric")
                Text("imperial").tag("imperial")
            }
            .pickerStyle(.segmented)
            Circle()
                .fill(.linearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))
                .hueRotation(angle * 2.0)
            LinearGradient(gradient: Gradient(colors: [.blue, .purple]), startPoint: .bottom, endPoint: .top)
            RadialGradient(colors: [.white, .black], center: .center, startRadius: 0, endRadius: 40)
            AngularGradient(gradient: Gradient(colors: [.red, .green]), center: .center)
            RoundedRectangle(cornerRadius: 4).fill(.blue.gradient)
            ProgressView(value: 0.5).progressViewStyle(RingStyle())
            Label("Wren", systemImage: "bird").labelStyle(TrailingIconLabelStyle())
            Button("Turn") { angle = angle + .degrees(20) / 2 - -Angle.zero }
            DetailPane(shows: showDetail)
            UnitsReading(units: units)
        }
    }
}

struct DetailPane: View {
    let shows: Bool
    var body: some View { Text(shows ? "details shown" : "details hidden") }
}

struct UnitsReading: View {
    let units: String
    var body: some View { Text("in \(units)") }
}

private let tuner = Workload(
    "tuner", model: { _ in () }, screen: { _ in TunerScreen() },
    steps: [.flip("Details"), .pick("imperial", in: "Units"), .tap("Turn")])

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
        let reference = session.reference()
        func perform(_ step: String) -> Flush {
            let flush = session.perform(step)
            #expect(reference.account().difference(from: flush) == nil, "\(step)")
            #expect(session.staleViews() == [], "\(step)")
            #expect(flush.unfoundControls == [], "\(step)")
            return flush
        }
        // The toggle is found by its label's text; the screen that reads the flag runs, and hands the pane a new one.
        #expect(perform("details").runs.map(\.description) == ["TunerScreen: __showDetail changed.", "DetailPane: @self changed."])
        #expect(session.rendered().map(\.text).contains("details shown"))
        #expect(perform("pick-imperial").runs.map(\.description) == ["TunerScreen: __units changed.", "UnitsReading: @self changed."])
        // The angle is read by the body that writes the hue rotation: it runs, and hands its children what they had.
        #expect(perform("turn").runs.map(\.description) == ["TunerScreen: __angle changed."])
        #expect(Angle.degrees(30) * 2.0 == .degrees(60) && .degrees(90) / 2 == Angle.degrees(45) && -Angle.degrees(10) + .degrees(10) == .zero)
    }
}

/// Columns as many as fit the width, and a caption that reads no size.
struct ColumnGallery: View {
    var body: some View {
        VStack {
            GeometryReader { proxy in
                Columns(count: Int(proxy.size.width / 120))
            }
            Caption()
        }
    }
}

struct Columns: View {
    let count: Int
    var body: some View { Text("\(count) columns") }
}

struct Caption: View {
    var body: some View { Text("the gallery") }
}

private let gallery = Workload(
    "gallery", model: { _ in () }, screen: { _ in ColumnGallery() },
    steps: [.rotate(), .resize(width: 852, height: 393, as: "same-size"), .resize(width: 1024, height: 768), .rotate(as: "rotate-again")])

extension EverydayFormsTests {
    @Test(arguments: [Combination(.property, .class), Combination(.observation, .class), Combination(.object, .class)])
    func aGeometryReaderHandsItsContentTheScreensSizeAndARotationRunsWhatItChanged(combination: Combination) {
        let session = gallery.session(combination, size: 1)
        defer { session.tearDown() }
        #expect(session.launch().bodies == ["ColumnGallery", "Columns", "Caption"])
        // An iPhone in portrait, 393 points wide.
        #expect(session.rendered().map(\.text).contains("3 columns"))
        let reference = session.reference()
        func perform(_ step: String) -> Flush {
            let flush = session.perform(step)
            #expect(reference.account().difference(from: flush) == nil, "\(step)")
            #expect(session.staleViews() == [], "\(step)")
            #expect(flush.unfoundControls == [], "\(step)")
            return flush
        }
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
