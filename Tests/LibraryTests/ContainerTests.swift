import ObservationHarness
import Testing

// A9, containers: a form, its sections, a group box and labelled content are
// primitives, shown in the render of the view that made them; a disclosure
// group's content is made while expanded; a tab's content is made when the
// tab is first selected and kept; a lazy grid makes the items on screen (G10).

struct Tally: View {
    @State private var count = 0
    var body: some View {
        Button("Count \(count)") { count += 1 }
    }
}

struct SyncPane: View {
    var body: some View { Text("Syncs hourly") }
}

struct SettingsForm: View {
    @State private var name = "Ada"
    var body: some View {
        Form {
            Section("Profile") { TextField("Name", text: $name) }
            Section {
                LabeledContent("Version", value: "1.0")
            } header: {
                Text("About")
            } footer: {
                Text("Thanks for reading")
            }
            GroupBox("Today") { Text("3 sightings") }
            DisclosureGroup("Advanced") { SyncPane() }
        }
    }
}

struct TabsScreen: View {
    var body: some View {
        TabView {
            Tally().tabItem { Text("Count") }
            SyncPane().tabItem { Text("Sync") }
        }
    }
}

struct Pane: View {
    let name: String
    var body: some View { Text("pane \(name)") }
}

struct TaggedTabs: View {
    @State private var tab = 2
    var body: some View {
        VStack {
            Button("First") { tab = 1 }
            TabView(selection: $tab) {
                Pane(name: "one").tabItem { Text("One") }.tag(1)
                Pane(name: "two").tag(2).tabItem { Text("Two") }
            }
        }
    }
}

struct Tile: View {
    let number: Int
    var body: some View { Text("tile \(number)") }
}

struct TileGrid: View {
    let count: Int
    var body: some View {
        ScrollView {
            LazyVGrid(columns: [GridItem(.flexible()), GridItem(.adaptive(minimum: 80))]) {
                ForEach(0..<count) { Tile(number: $0) }
            }
        }
    }
}

@Suite("A9: containers")
struct ContainerTests {
    @Test func aFormsPartsAreItsMakersRenderAndADisclosureGroupMakesItsContentWhileExpanded() {
        let workload = Workload("form", model: { _ in () }, screen: { _ in SettingsForm() }, steps: [.tap("Advanced")])
        let session = workload.session(Combination(.property, .class), size: 1)
        defer { session.tearDown() }
        #expect(session.launch().bodies == ["SettingsForm"])
        #expect(
            session.rendered().map(\.text) == [
                "Profile · Name: Ada · About · Version · 1.0 · Thanks for reading · Today · 3 sightings", "[Advanced]",
            ])
        // Expanding runs the group's content, not the form's maker.
        #expect(session.perform("advanced").runs.map(\.description) == ["SyncPane: @self changed."])
        let collapsed = session.perform("advanced")
        #expect(collapsed.bodies == [])
        #expect(collapsed.removed == 1)
        #expect(session.staleViews() == [])
    }

    @Test func aTabsContentIsMadeWhenFirstSelectedAndKeptWithItsState() {
        let workload = Workload(
            "tabs", model: { _ in () }, screen: { _ in TabsScreen() },
            steps: [.selectTab("Sync"), .selectTab("Count"), .tap("Count 0", as: "count"), .selectTab("Gulls")])
        let session = workload.session(Combination(.property, .class), size: 1)
        defer { session.tearDown() }
        #expect(session.launch().bodies == ["TabsScreen", "Tally"])
        #expect(session.perform("tab-sync").runs.map(\.description) == ["SyncPane: @self changed."])
        // Back to the first tab: kept, so nothing runs and nothing is torn down.
        let back = session.perform("tab-count")
        #expect(back.bodies == [])
        #expect(back.removed == 0)
        #expect(session.perform("count").bodies == ["Tally"])
        _ = session.perform("tab-sync")
        #expect(session.rendered().map(\.text).contains("[Count 1]"))
        #expect(session.perform("tab-gulls").unfoundControls == [#"selected the tab "Gulls", which is not on screen; the tabs on screen are "Count", "Sync""#])
        #expect(session.staleViews() == [])
    }

    @Test func aTabViewReadsItsSelectionSoItsMakerDoesNotRun() {
        let workload = Workload("tagged", model: { _ in () }, screen: { _ in TaggedTabs() }, steps: [.tap("First"), .selectTab("Two")])
        let session = workload.session(Combination(.property, .class), size: 1)
        defer { session.tearDown() }
        // The selection's tag, 2, is the second tab's, tagged inside its tabItem.
        #expect(session.launch().bodies == ["TaggedTabs", "Pane"])
        #expect(session.rendered().filter { $0.view == "Pane" }.map(\.text) == ["pane two"])
        #expect(session.perform("first").runs.map(\.description) == ["Pane: @self changed."])
        #expect(session.rendered().filter { $0.view == "Pane" }.map(\.text) == ["pane one", "pane two"])
        #expect(session.perform("tab-two").bodies == [])
        #expect(session.staleViews() == [])
    }

    @Test func aLazyGridMakesTheItemsOnScreenAndTheRestAsTheyComeOnScreen() {
        let workload = Workload(
            "grid", size: 50, model: { size in size }, screen: { size in TileGrid(count: size) }, steps: [.scroll(1, as: "down")])
        let session = workload.session(Combination(.property, .class), size: 50)
        defer { session.tearDown() }
        let launch = session.launch()
        #expect(launch.bodies == ["TileGrid"] + Array(repeating: "Tile", count: 20))
        let down = session.perform("down")
        #expect(down.bodies == Array(repeating: "Tile", count: 20))
        #expect(down.removed == 20)
        #expect(session.rendered().filter { $0.view == "Tile" }.first?.text == "tile 20")
        #expect(session.staleViews() == [])
    }
}
