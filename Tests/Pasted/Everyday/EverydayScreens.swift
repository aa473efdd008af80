import ObservationHarness

// Screens of what real apps write every day beyond the newer vocabulary, in
// the Swift 5 language mode, as Xcode compiles an app: the scene phase, edit
// mode, a GeometryReader, gradients, styles of their own, a toggle with a
// label of views, and SwiftUI's older forms beside the newer. EverydayFormsTests
// runs them.

public final class Diary: Model {
    @Tracked var saves = 0
    @Tracked var entries = ["Wren", "Robin"]
}

public struct DiaryApp: App {
    public init() {}
    @State private var diary = Diary()
    @Environment(\.scenePhase) private var scenePhase
    public var body: some Scene {
        WindowGroup {
            DiaryScreen().environment(diary)
        }
        .onChange(of: scenePhase) { phase in
            if phase == .background { diary.saves += 1 }
        }
    }
}

public struct DiaryScreen: View {
    @State private var composing = false
    public var body: some View {
        NavigationStack {
            PhaseLabel()
            SavesLabel()
            EntryList()
                .toolbar { EditButton() }
            Button("Compose") { composing = true }
        }
        .sheet(isPresented: $composing) { Text("composing") }
    }
}

public struct PhaseLabel: View {
    @Environment(\.scenePhase) private var scenePhase
    public var body: some View { Text("phase \(scenePhase == .active ? "active" : scenePhase == .inactive ? "inactive" : "background")") }
}

public struct SavesLabel: View {
    @Environment(Diary.self) private var diary
    public var body: some View { Text("saved \(diary.saves) times") }
}

/// Reads the edit mode: it runs when the button turns it on and off.
public struct EntryList: View {
    @Environment(\.editMode) private var editMode
    public var body: some View {
        Text(editMode?.wrappedValue.isEditing == true ? "editing" : "browsing")
    }
}

public let diaryApp = Workload(
    "diary", model: { _ in () }, app: { _ in DiaryApp() },
    steps: [.scenePhase(.inactive), .scenePhase(.background), .scenePhase(.active), .tap("Edit"), .tap("Done")])

/// The app left with a sheet up: the sheet covers the screen, not the scene.
public let diaryWithASheet = Workload(
    "diary-sheet", model: { _ in () }, app: { _ in DiaryApp() }, steps: [.tap("Compose"), .scenePhase(.background)])

/// A screen that is no app is in a scene, whose phase a step moves.
public let bareScreen = Workload("bare", model: { _ in () }, screen: { _ in PhaseLabel() }, steps: [.scenePhase(.background)])

/// One screen in SwiftUI's older forms, and the same in the newer: a step
/// runs the same bodies in both.
public final class Ledger: Model {
    public init() {}
    @Tracked var total = 0
    @Tracked var confirming = false
    @Tracked var choosing = false
    /// The total the last `onChange` was handed.
    @Tracked var last = 0
}

public struct OldLedger: View {
    let ledger: Ledger

    public init(ledger: Ledger) {
        self.ledger = ledger
    }
    public var body: some View {
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

public struct NewLedger: View {
    let ledger: Ledger

    public init(ledger: Ledger) {
        self.ledger = ledger
    }
    public var body: some View {
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

public struct TotalLabel: View {
    let ledger: Ledger
    public var body: some View { Text("total \(ledger.total), last \(ledger.last)") }
}

public let ledgerSteps: [Step<Ledger>] = [
    .tap("Add"), .tap("Confirm"), .tap("Reset"), .tap("Choose"), .tap("Ten"), .tap("Choose", as: "choose-again"), .tap("Cancel"),
]



/// A progress view drawn as a ring, and a label with its icon after its
/// title: styles of a screen's own, carried and never run.
public struct RingStyle: ProgressViewStyle {
    public func makeBody(configuration: Configuration) -> some View {
        Circle().fill(.angularGradient(colors: [.blue, .clear], center: .center, startAngle: .zero, endAngle: .degrees(360) * (configuration.fractionCompleted ?? 0)))
    }
}

public struct TrailingIconLabelStyle: LabelStyle {
    public func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.title
            configuration.icon
        }
    }
}

/// Gradients, a hue turned by an angle's arithmetic, a toggle with a label of
/// views and an animated binding, a segmented picker, and styles of its own.
public struct TunerScreen: View {
    @State private var showDetail = false
    @State private var units = "metric"
    @State private var angle = Angle.degrees(30)
    public var body: some View {
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

public struct DetailPane: View {
    let shows: Bool
    public var body: some View { Text(shows ? "details shown" : "details hidden") }
}

public struct UnitsReading: View {
    let units: String
    public var body: some View { Text("in \(units)") }
}

public let tuner = Workload(
    "tuner", model: { _ in () }, screen: { _ in TunerScreen() },
    steps: [.flip("Details"), .pick("imperial", in: "Units"), .tap("Turn")])



/// Columns as many as fit the width, and a caption that reads no size.
public struct ColumnGallery: View {
    public var body: some View {
        VStack {
            GeometryReader { proxy in
                Columns(count: Int(proxy.size.width / 120))
            }
            Caption()
        }
    }
}

public struct Columns: View {
    let count: Int
    public var body: some View { Text("\(count) columns") }
}

public struct Caption: View {
    public var body: some View { Text("the gallery") }
}

public let gallery = Workload(
    "gallery", model: { _ in () }, screen: { _ in ColumnGallery() },
    steps: [.rotate(), .resize(width: 852, height: 393, as: "same-size"), .resize(width: 1024, height: 768), .rotate(as: "rotate-again")])

