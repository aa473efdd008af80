import ObservationHarness
#if canImport(Combine)
// On Apple's platforms the timer's publisher is Combine's, as an app that imports SwiftUI sees it.
import Combine
#endif

// What the three apps pasted for issue 52 wrote that the harness lacked, each
// in SwiftUI's signature: the scene's environment on a screen that is no app
// (the phase, the colour scheme, the size classes), a tap gesture, a
// `ViewModifier` with state of its own, `safeAreaInset`, `navigationBarItems`,
// `AsyncImage`, `Color(.systemBackground)`, a text field style and a date
// picker style of their own. DeviceTests runs them.

public final class Outbox: Model {
    public init() {}
    @Tracked var saves = 0
    @Tracked var sent = 0
}

/// A screen that is no app: it reads the scene's phase, colour scheme and size classes.
public struct OutboxScreen: View {
    let outbox: Outbox
    @Environment(\.scenePhase) private var scenePhase
    @State private var note = ""
    @State private var due = Date(timeIntervalSince1970: 0)

    public var body: some View {
        NavigationStack {
            VStack {
                SchemeLabel()
                SizeClassLabel()
                SavedLabel(outbox: outbox)
                TextField("Note", text: $note).textFieldStyle(Boxed())
                DatePicker("Due", selection: $due, displayedComponents: .date).datePickerStyle(.compact)
                Text("Sent \(outbox.sent)").modifier(Highlight())
                Thumbnail(url: URL(string: "https://example.com/photos/wren.jpg"))
                Thumbnail(url: nil)
                Text("Retry").onTapGesture { outbox.sent += 1 }
            }
            .background(Color(.systemGroupedBackground))
            .edgesIgnoringSafeArea(.top)
            .safeAreaInset(edge: .bottom) { Button("Send all") { outbox.sent += 10 } }
            .navigationBarItems(leading: Button("Clear") { outbox.sent = 0 }, trailing: Text("Outbox"))
        }
        .onChange(of: scenePhase) { _, phase in
            if phase == .background { outbox.saves += 1 }
        }
    }
}

public struct SchemeLabel: View {
    @Environment(\.colorScheme) private var colorScheme
    public var body: some View { Text(colorScheme == .dark ? "dark" : "light") }
}

public struct SizeClassLabel: View {
    @Environment(\.horizontalSizeClass) private var horizontal
    @Environment(\.verticalSizeClass) private var vertical
    public init() {}
    public var body: some View {
        Text("\(horizontal == .regular ? "wide" : "narrow"), \(vertical == .regular ? "tall" : "short")")
    }
}

public struct SavedLabel: View {
    let outbox: Outbox
    public var body: some View { Text("saved \(outbox.saves) times") }
}

/// A modifier with state of its own: a tap on what it modifies turns it on,
/// and its body alone runs.
public struct Highlight: ViewModifier {
    @State private var lit = false
    public func body(content: Content) -> some View {
        HStack {
            content.onTapGesture { lit.toggle() }
            Text(lit ? "lit" : "dim")
        }
    }
}

public struct Boxed: TextFieldStyle {
    public func _body(configuration: TextField<Self._Label>) -> some View {
        configuration.padding(8).background(Color(uiColor: .secondarySystemBackground))
    }
}

/// An image loaded from its URL, a placeholder with none.
public struct Thumbnail: View {
    let url: URL?
    public var body: some View {
        AsyncImage(url: url) { image in
            image.resizable().scaledToFit()
        } placeholder: {
            ProgressView()
        }
    }
}

public let outbox = Workload(
    "outbox", model: { _ in Outbox() }, screen: { OutboxScreen(outbox: $0) },
    steps: [
        .scenePhase(.background), .scenePhase(.active), .colorScheme(.dark), .rotate(), .resize(width: 1024, height: 768),
        .tap("Sent 0", as: "highlight"), .tap("Retry"), .tap("Send all"), .tap("Clear"),
    ])

/// A toggle whose label is a view with a body: flipped by what the label shows.
public struct AlertsScreen: View {
    @State private var on = false
    public var body: some View {
        VStack {
            Toggle(isOn: $on) { AlertsLabel() }
            Text(on ? "alerts on" : "alerts off")
        }
    }
}

public struct AlertsLabel: View {
    public var body: some View { Text("Alerts") }
}

public let alerts = Workload("alerts", model: { _ in () }, screen: { _ in AlertsScreen() }, steps: [.flip("Alerts")])

/// A view that counts a timer's firings, and one beside it that reads nothing.
public struct Stopwatch: View {
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    @State private var ticks = 0
    @State private var last = Date(timeIntervalSince1970: 0)
    public var body: some View {
        VStack {
            Text("\(ticks) ticks, last at \(Int(last.timeIntervalSince1970))")
                .onReceive(timer) { date in
                    ticks += 1
                    last = date
                }
            Caption()
        }
    }
}

public let stopwatch = Workload(
    "stopwatch", model: { _ in () }, screen: { _ in Stopwatch() }, steps: [.wait(2.5), .wait(0.5), .wait(0.2)])

/// A model that saves to the user's defaults and loads from them, as apps do.
public final class Drafts: Model {
    @Tracked var count: Int
    public init() {
        count = UserDefaults.standard.integer(forKey: "drafts")
        super.init()
    }
    func save() {
        count += 1
        UserDefaults.standard.set(count, forKey: "drafts")
    }
}

public struct DraftsScreen: View {
    let drafts: Drafts
    public var body: some View { Text("\(drafts.count) drafts") }
}

public let drafts = Workload("drafts", model: { _ in Drafts() }, screen: { DraftsScreen(drafts: $0) }, steps: [Step("save") { $0.save() }])

/// A store handed down through an environment key of the app's own, as apps
/// do: the screen reads it and makes a card from it, and the card reads none.
public final class Shelf: Model {
    public init() {}
    @Tracked var title = ""
}

private struct ShelfKey: EnvironmentKey {
    static let defaultValue = Shelf()
}

extension EnvironmentValues {
    var shelf: Shelf {
        get { self[ShelfKey.self] }
        set { self[ShelfKey.self] = newValue }
    }
}

public struct ShelfScreen: View {
    @Environment(\.shelf) private var shelf
    public var body: some View {
        if shelf.title.isEmpty {
            EmptyShelfCard()
        } else {
            TitledCard(title: shelf.title)
        }
        ShelfFrame(title: shelf.title)
    }
}

/// A frame of the screen's whose label shows what it is handed: the label
/// goes stale when the screen misses a change, two makers down.
public struct ShelfFrame: View {
    let title: String
    public var body: some View { ShelfLabel(title: title) }
}

public struct ShelfLabel: View {
    let title: String
    public var body: some View { Text("on the shelf: \(title)") }
}

public struct EmptyShelfCard: View {
    public var body: some View { Text("nothing shelved") }
}

public struct TitledCard: View {
    let title: String
    public var body: some View { Text(title) }
}

public let shelf = Workload(
    "shelf", model: { _ in Shelf() }, screen: { ShelfScreen().environment(\.shelf, $0) },
    steps: [Step("shelve") { $0.title = "Wren" }])

/// Toggles bound through `Binding(get:set:)` to a set in the screen's state,
/// one a row, as a form of days is written.
public struct DaysForm: View {
    @State private var days: Set<String> = []
    public var body: some View {
        Form {
            ForEach(["Monday", "Tuesday"], id: \.self) { day in
                Toggle(day, isOn: Binding(
                    get: { days.contains(day) },
                    set: { on in
                        if on { days.insert(day) } else { days.remove(day) }
                    }
                ))
            }
        }
    }
}

/// The form in a sheet, as an app's editor is.
public struct DaysHost: View {
    @State private var editing = false
    public var body: some View {
        Button("Edit days") { editing = true }
            .sheet(isPresented: $editing) { NavigationView { DaysForm() } }
    }
}

public let daysForm = Workload(
    "days", model: { _ in () }, screen: { _ in DaysHost() },
    steps: [.tap("Edit days", as: "edit"), .flip("Monday"), .flip("Monday", as: "monday-again")])
