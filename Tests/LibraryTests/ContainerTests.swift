import ObservationHarness
import Testing

// A9, containers: a form, its sections, a group box and labelled content are
// primitives, shown in the render of the view that made them; a disclosure
// group's content is made while expanded; a tab's content is made when the
// tab is first selected and kept; a lazy grid makes the items on screen (G10).

struct TabTally: View {
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
            TabTally().tabItem { Text("Count") }
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

/// Every initialiser and modifier of A9's containers, navigation and
/// presentation in one screen, written as SwiftUI takes them.
struct VocabularyScreen: View {
    @State private var path = NavigationPath()
    @State private var expanded = true
    @State private var columns = NavigationSplitViewVisibility.all
    @State private var title = "Vocabulary"
    @State private var item: Booklet?
    @State private var flag = false
    @State private var tab = 0

    var body: some View {
        NavigationSplitView(columnVisibility: $columns) {
            Form {
                Section(header: Text("Header"), footer: Text("Footer")) { Text("a") }
                Section { Text("b") } footer: { Text("c") }
                LabeledContent { Text("d") } label: { Text("e") }
                GroupBox { Text("f") } label: { Text("g") }
                GroupBox { Text("h") }
                DisclosureGroup(isExpanded: $expanded) { Pane(name: "open") } label: { Text("Open") }
            }
        } content: {
            NavigationStack(path: $path) {
                ScrollView(.horizontal, showsIndicators: false) {
                    LazyHStack(spacing: 4) { ForEach(0..<3) { Tile(number: $0) } }
                    LazyHGrid(rows: [GridItem(.fixed(40))]) { Text("grid") }
                }
                .navigationTitle($title)
                .navigationBarBackButtonHidden()
                .toolbar {
                    if flag {
                        ToolbarItem(id: "on", placement: .topBarTrailing) { Text("on") }
                    } else {
                        ToolbarItem(placement: .topBarLeading) { Text("off") }
                    }
                    ToolbarItemGroup { NavigationLink(value: 1) { Text("One") } }
                }
                .toolbar(.hidden, for: .navigationBar)
                .navigationDestination(for: Int.self) { Pane(name: "\($0)") }
            }
        } detail: {
            TabView(selection: $tab) {
                ViewThatFits(in: .horizontal) { Text("wide"); Text("narrow") }
                    .tabItem { Text("Fits") }.tag(0)
                NavigationLink(destination: Pane(name: "link")) { Text("Link") }
                    .tabItem { Text("Link") }.tag(1)
            }
        }
        .sheet(item: $item, onDismiss: {}) { Pane(name: $0.title) }
        .popover(item: $item) { Pane(name: $0.title) }
        .fullScreenCover(isPresented: $flag, onDismiss: {}) { Text("cover") }
        .alert(Text("Alert"), isPresented: $flag) { Button("OK") {} }
        .alert("Alert", isPresented: $flag, presenting: item) { Button($0.title) {} } message: { Text($0.title) }
        .confirmationDialog("Dialog", isPresented: $flag, titleVisibility: .visible) { Button("A") {} } message: { Text("m") }
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
        #expect(session.launch().bodies == ["TabsScreen", "TabTally"])
        #expect(session.perform("tab-sync").runs.map(\.description) == ["SyncPane: @self changed."])
        // Back to the first tab: kept, so nothing runs and nothing is torn down.
        let back = session.perform("tab-count")
        #expect(back.bodies == [])
        #expect(back.removed == 0)
        #expect(session.perform("count").bodies == ["TabTally"])
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

    @Test func everyInitialiserAndModifierTakesSwiftUIsArgumentsAndMakesWhatIsOnScreen() {
        let workload = Workload("vocabulary", model: { _ in () }, screen: { _ in VocabularyScreen() }, steps: [])
        let session = workload.session(Combination(.property, .class), size: 1)
        defer { session.tearDown() }
        // Every column, the expanded group's pane, the lazy stack's tiles, the first tab's content.
        #expect(session.launch().bodies == ["VocabularyScreen", "Pane", "Tile", "Tile", "Tile"])
        #expect(session.rendered().first { $0.view == "NavigationStack" }?.text == "Vocabulary · grid · off · One >")
        #expect(session.rendered().first { $0.view == "Tab" }?.text == "wide · narrow")
        #expect(session.staleViews() == [])
    }
}
