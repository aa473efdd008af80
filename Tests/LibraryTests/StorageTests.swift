import ObservationHarness
import Testing

// @AppStorage and @SceneStorage as view state: a value kept per key, for the
// whole app or for one window, whose write runs the views that read it.

enum Sort: String { case name, count }
enum Size: Int { case small, large }

/// Every value type SwiftUI's two wrappers take, with its signature.
struct StoredSettings: View {
    @AppStorage("metric") private var metric = false
    @AppStorage("limit") private var limit = 10
    @AppStorage("scale", store: .standard) private var scale = 1.5
    @AppStorage("name") private var name = "Wren"
    @AppStorage("site") private var site = URL(string: "https://example.org")!
    @AppStorage("blob") private var blob = Data()
    @AppStorage("sort") private var sort = Sort.name
    @AppStorage("size") private var size = Size.small
    @AppStorage("nickname") private var nickname: String?
    @AppStorage("lastSort") private var lastSort: Sort?
    @SceneStorage("open") private var open = false
    @SceneStorage("tab") private var tab = 0
    @SceneStorage("zoom") private var zoom = 1.0
    @SceneStorage("draft") private var draft = ""
    @SceneStorage("page") private var page = URL(string: "https://example.org")!
    @SceneStorage("state") private var state = Data()
    @SceneStorage("order") private var order = Sort.count
    @SceneStorage("width") private var width = Size.large
    @SceneStorage("note") private var note: String?
    @SceneStorage("sizeSeen") private var sizeSeen: Size?
    var body: some View {
        Text("\(metric) \(limit) \(scale) \(name) \(site.host() ?? "") \(blob.count) \(sort.rawValue) \(size.rawValue)")
        Text("\(nickname ?? "-") \(lastSort?.rawValue ?? "-") \(open) \(tab) \(zoom) \(draft) \(state.count)")
        Text("\(page.host() ?? "") \(order.rawValue) \(width.rawValue) \(note ?? "-") \(sizeSeen?.rawValue ?? -1)")
    }
}

/// A window: the units the app keeps, and a draft the window keeps.
struct LogWindow: View {
    var body: some View {
        UnitsLabel()
        UnitsToggle()
        DraftField()
        DraftLabel()
    }
}

struct UnitsLabel: View {
    @AppStorage("metric") private var metric = false
    var body: some View { Text(metric ? "km" : "miles") }
}

struct UnitsToggle: View {
    @AppStorage("metric") private var metric = false
    var body: some View { Toggle("Metric", isOn: $metric) }
}

struct DraftField: View {
    @SceneStorage("draft") private var draft = ""
    var body: some View { TextField("Draft", text: $draft) }
}

struct DraftLabel: View {
    @SceneStorage("draft") private var draft = ""
    var body: some View { Text("draft: \(draft)") }
}

struct LogApp: App {
    var body: some Scene {
        WindowGroup { LogWindow() }
    }
}

private let logApp = Workload(
    "log-app", model: { _ in () }, app: { _ in LogApp() },
    steps: [.openWindow(), .flip("Metric"), .type("wren", into: "Draft")])

@Suite("@AppStorage and @SceneStorage")
struct StorageTests {
    @Test func everyValueTypeOfSwiftUIsSignaturesStartsAtItsDefault() {
        let workload = Workload("settings", model: { _ in () }, screen: { _ in StoredSettings() }, steps: [])
        let session = workload.session(Combination(.property, .class), size: 1)
        defer { session.tearDown() }
        #expect(session.launch().bodies == ["StoredSettings"])
        #expect(session.rendered().map(\.text) == [
            "false 10 1.5 Wren example.org 0 name 0 · - - false 0 1.0  0 · example.org count 1 - -1"
        ])
    }

    /// A flip of the app's key runs its reader in both windows; text typed
    /// into the first window's draft runs that window's reader alone, and
    /// the second window keeps its own draft, the default.
    @Test(arguments: Combination.all.filter { $0.kind == .class })
    func anAppKeyIsSharedByEveryWindowAndASceneKeyByOneWindow(combination: Combination) {
        let session = logApp.session(combination, size: 1)
        defer { session.tearDown() }
        #expect(session.launch().bodies == ["LogWindow", "UnitsLabel", "UnitsToggle", "DraftField", "DraftLabel"])
        #expect(session.perform("open-window").bodies == ["LogWindow", "UnitsLabel", "UnitsToggle", "DraftField", "DraftLabel"])
        // The toggle and the field show their binding's value as their own
        // dependency (A2): their views hand it on and do not run.
        #expect(session.perform("metric").bodies == ["UnitsLabel", "UnitsLabel"])
        #expect(session.perform("type-wren").bodies == ["DraftLabel"])
        #expect(session.rendered().map(\.text).filter { $0.hasPrefix("draft") } == ["draft: wren", "draft: "])
        #expect(session.staleViews().isEmpty)
    }
}
