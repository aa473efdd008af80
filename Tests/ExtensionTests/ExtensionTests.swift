import ObservationHarness
import Testing

// A property wrapper (AppStorage.swift) and a control (Dial.swift) of a user's
// own, each in one file against the one import a user's package has (.ci/run
// compiles both in a package of their own), run on a screen under every
// combination: exactly the views that read a key run when it is written, a
// dial is turned by its title, and the graph's counts agree with the
// reference walk and show no stale view. The screen is written as a user
// writes one; the tests drive it through the harness's own sessions
// (`session`, `Combination`, `Fuzzer`), which a user's package does not
// reach: it measures the same screen with `runCompare`.

/// A model the screen reads nothing of: what it shows is kept by key.
final class Preferences: Model {}

/// The settings: two views read the units, two the volume, one only writes
/// the units, and one keeps its clicks in a dynamic property made of another.
struct SettingsScreen: View {
    let preferences: Preferences
    var body: some View {
        VStack {
            UnitsLabel()
            Distance()
            VolumeLabel()
            VolumeDial()
            UnitsButtons()
            ClickCounter()
        }
    }
}

struct UnitsLabel: View {
    @AppStorage("units") private var units = "metric"
    var body: some View { Text("Units: \(units)") }
}

struct Distance: View {
    @AppStorage("units") private var units = "metric"
    var body: some View { Text(units == "metric" ? "5 km" : "3.1 mi") }
}

struct VolumeLabel: View {
    @AppStorage("volume") private var volume = 3
    var body: some View { Text("Volume: \(volume)") }
}

/// Hands the dial a binding to the volume and reads it not: turning the dial
/// does not run it.
struct VolumeDial: View {
    @AppStorage("volume") private var volume = 3
    var body: some View { Dial("Volume", value: $volume) }
}

/// Writes the units from its buttons' actions and reads them not.
struct UnitsButtons: View {
    @AppStorage("units") private var units = "metric"
    var body: some View {
        HStack {
            Button("Imperial") { units = "imperial" }
            Button("Metric") { units = "metric" }
        }
    }
}

/// Clicks, counted in state: a dynamic property made of another, as a
/// SwiftUI `DynamicProperty` made of an `@State` is; it writes no storage of its own.
struct Clicks: DynamicProperty {
    @State private var count = 0
    var value: Int { count }
    func click() { count += 1 }
}

struct ClickCounter: View {
    private var clicks = Clicks()
    var body: some View {
        Text("Clicks: \(clicks.value)")
        Button("Click") { clicks.click() }
    }
}

/// The settings as a workload with `steps`.
func settings(_ steps: [Step<Preferences>]) -> Workload {
    Workload("settings", model: { _ in Preferences() }, screen: { SettingsScreen(preferences: $0) }, steps: steps)
}

let settingsWorkload = settings([
    .tap("Imperial"),
    .tap("Metric"),
    .turn("Volume", by: 2),
    .turn("Volume", by: 0, as: "turn-volume-none"),
    .tap("Click"),
])

@Suite("a property wrapper and a control of a user's own")
struct ExtensionTests {
    @Test(arguments: Combination.all.filter { $0.kind == .class })
    func writingAKeyRunsExactlyTheViewsThatReadItAndADialIsTurnedByItsTitle(combination: Combination) throws {
        let session = settingsWorkload.session(combination, size: 1)
        #expect(
            session.launch().bodies
                == ["SettingsScreen", "UnitsLabel", "Distance", "VolumeLabel", "VolumeDial", "UnitsButtons", "ClickCounter"])
        let reference = session.reference()
        func perform(_ step: String) -> Flush {
            let flush = session.perform(step)
            #expect(reference.account().difference(from: flush) == nil, "\(step)")
            #expect(session.staleViews() == [], "\(step)")
            return flush
        }
        // The two readers of the units, and not the view that wrote them.
        #expect(perform("imperial").runs.map(\.description) == ["UnitsLabel: units changed.", "Distance: units changed."])
        #expect(session.rendered().map(\.text).prefix(3) == ["", "Units: imperial", "3.1 mi"])
        #expect(perform("metric").bodies == ["UnitsLabel", "Distance"])
        // The one reader of the volume; the dial's view hands a binding and reads nothing.
        #expect(perform("turn-volume").runs.map(\.description) == ["VolumeLabel: volume changed."])
        #expect(session.rendered().map(\.text).contains("Volume: 5"))
        // The dial's view did not run, and shows the value it was turned to: the dial reads it when shown.
        #expect(session.rendered().first { $0.view == "VolumeDial" }?.text == "Volume: 5 − +")
        // The same value written again runs nothing.
        #expect(perform("turn-volume-none").bodies == [])
        #expect(perform("click").runs.map(\.description) == ["ClickCounter: clicks.__count changed."])
        #expect(session.rendered().map(\.text).last == "Clicks: 1 · [Click]")
        session.tearDown()
    }

    @Test func aDialThatIsNotOnScreenIsNamedWithTheDialsThatAre() {
        let session = settings([.turn("Balance", by: 1)]).session(Combination(.property, .class), size: 1)
        _ = session.launch()
        let flush = session.perform("turn-balance")
        #expect(flush.bodies == [])
        #expect(flush.unfoundControls == [#"turned the dial "Balance", which is not on screen; the dials on screen are "Volume""#])
        session.tearDown()
    }

    @Test func fuzzScriptsOnTheScreenFindNoDifference() {
        for seed in UInt64(0)..<20 {
            let script = FuzzScript(seed: seed, workloads: [settingsWorkload])
            #expect(Fuzzer.check(script, in: [settingsWorkload]) == nil, "\(script)")
        }
    }
}
