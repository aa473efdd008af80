import ObservationHarness

// Every construct of the everyday table on one screen of an app, as an app
// writes them, its birds held as objects or as values: a workload of both
// kinds, so it runs in all six columns. The scene phase and the app's save,
// edit mode, a GeometryReader on an iPad's screen, gradients, an animated
// binding, a toggle labelled by views, control styles and styles of its own,
// a hue turned by an angle's arithmetic, and the older forms (NavigationView,
// navigationBarTitle, navigationViewStyle, onChange(of:perform:), Alert and
// ActionSheet). AlmanacTests runs it.

/// What the app keeps in its `@State`: saves, a total and the dialogs' flags.
public final class Almanac: Model {
    public init() {}
    @Tracked var saves = 0
    @Tracked var total = 0
    @Tracked var last = 0
    @Tracked var confirming = false
    @Tracked var choosing = false
}

/// A bird as an object, which its row holds.
public final class Bird: Model, Identifiable {
    public let id: Int
    @Tracked var name: String

    init(id: Int, name: String) {
        self.id = id
        self.name = name
    }
}

public final class Flock: Model {
    @Tracked var birds = ["Wren", "Robin", "Heron"].enumerated().map { Bird(id: $0.offset, name: $0.element) }
}

/// A bird as a value, which its row is handed.
public struct BirdValue: Identifiable, Equatable {
    public let id: Int
    var name: String
}

public final class FlockStore: Model {
    @Tracked var birds = ["Wren", "Robin", "Heron"].enumerated().map { BirdValue(id: $0.offset, name: $0.element) }
}

public struct ObjectRows: View {
    let flock: Flock
    public var body: some View {
        ForEach(flock.birds) { bird in BirdRow(bird: bird) }
        Button("Rename") { flock.birds[0].name = "Jenny Wren" }
        Button("Add Bird") { flock.birds.append(Bird(id: flock.birds.count, name: "Kingfisher")) }
    }
}

public struct BirdRow: View {
    let bird: Bird
    public var body: some View { Text(bird.name) }
}

public struct ValueRows: View {
    let store: FlockStore
    public var body: some View {
        ForEach(store.birds) { bird in BirdValueRow(bird: bird) }
        Button("Rename") { store.birds[0].name = "Jenny Wren" }
        Button("Add Bird") { store.birds.append(BirdValue(id: store.birds.count, name: "Kingfisher")) }
    }
}

public struct BirdValueRow: View {
    let bird: BirdValue
    public var body: some View { Text(bird.name) }
}

/// The app with its birds as objects: it keeps them in its `@State`, as it
/// keeps the almanac.
public struct ObjectAlmanacApp: App {
    public init() {}
    @State private var almanac = Almanac()
    @State private var flock = Flock()
    @Environment(\.scenePhase) private var scenePhase

    public var body: some Scene {
        WindowGroup {
            AlmanacScreen(rows: ObjectRows(flock: flock)).environment(almanac)
        }
        .onChange(of: scenePhase) { phase in
            if phase == .background { almanac.saves += 1 }
        }
    }
}

/// The same app with its birds as values.
public struct ValueAlmanacApp: App {
    public init() {}
    @State private var almanac = Almanac()
    @State private var store = FlockStore()
    @Environment(\.scenePhase) private var scenePhase

    public var body: some Scene {
        WindowGroup {
            AlmanacScreen(rows: ValueRows(store: store)).environment(almanac)
        }
        .onChange(of: scenePhase) { phase in
            if phase == .background { almanac.saves += 1 }
        }
    }
}

public struct AlmanacScreen<Rows: View>: View {
    let rows: Rows
    @Environment(Almanac.self) private var almanac
    @State private var showDetail = false
    @State private var units = "metric"
    @State private var angle = Angle.degrees(30)

    public var body: some View {
        NavigationView {
            VStack {
                PhaseLabel()
                AlmanacTotals()
                GeometryReader { proxy in
                    Columns(count: Int(proxy.size.width / 120))
                }
                Toggle(isOn: $showDetail.animation()) { Text("Details") }.toggleStyle(.switch)
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
                ProgressView(value: 0.5).progressViewStyle(RingStyle())
                Label("Wren", systemImage: "bird").labelStyle(TrailingIconLabelStyle())
                Label("Heron", systemImage: "bird").labelStyle(.titleOnly)
                Button("Turn") { angle = angle + .degrees(20) / 2 }
                DetailPane(shows: showDetail)
                UnitsReading(units: units)
                EntryList()
                rows
                Button("Confirm") { almanac.confirming = true }
                Button("Choose") { almanac.choosing = true }
                Button("Add") { almanac.total += 1 }
            }
            .navigationBarTitle("Almanac")
            .toolbar { EditButton() }
            .onChange(of: almanac.total) { total in almanac.last = total }
            .alert(isPresented: Bindable(almanac).confirming) {
                Alert(
                    title: Text("Reset?"), message: Text("It cannot be undone."),
                    primaryButton: .destructive(Text("Reset")) { almanac.total = 0 }, secondaryButton: .cancel())
            }
            .actionSheet(isPresented: Bindable(almanac).choosing) {
                ActionSheet(title: Text("Add how many?"), buttons: [.default(Text("Ten")) { almanac.total += 10 }, .cancel()])
            }
        }
        .navigationViewStyle(.stack)
    }
}

public struct AlmanacTotals: View {
    @Environment(Almanac.self) private var almanac
    public var body: some View { Text("saved \(almanac.saves) times, total \(almanac.total), last \(almanac.last)") }
}

let almanacSteps: [Step<Void>] = [
    .scenePhase(.inactive), .scenePhase(.background), .scenePhase(.active), .tap("Edit"), .tap("Done"), .rotate(),
    .flip("Details"), .pick("imperial", in: "Units"), .tap("Turn"), .tap("Add"), .tap("Confirm"), .tap("Reset"),
    .tap("Choose"), .tap("Ten"), .tap("Rename"), .tap("Add Bird"),
]

/// The almanac on an iPad, its birds as objects (class) and as values (struct).
public let almanac = Workload("almanac", summary: "every everyday construct on one screen of an app, its birds as objects or as values")
    .kind(.class, model: { _ in () }, app: { _ in ObjectAlmanacApp() }, steps: almanacSteps)
    .kind(.struct, model: { _ in () }, app: { _ in ValueAlmanacApp() }, steps: almanacSteps)
    .onScreen(width: 1024, height: 1366)
