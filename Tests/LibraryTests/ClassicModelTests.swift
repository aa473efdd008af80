import ObservationHarness
import Testing

// A12: a model written the classic way, as a pre-iOS 17 screen writes it:
// `ObservableObject` and `@Published`, held by `@StateObject`,
// `@ObservedObject` and `@EnvironmentObject`. Under object-level it is
// Combine's: every holder runs on any send, equal or not. Under property-level
// it is its @Observable port: each view runs for the published properties it
// read, and an equal assignment tells no one.

final class Scrums: ObservableObject {
    @Published var titles = ["Design", "Standup"]
    @Published var minutes = 5
    /// Not published: a change of it alone tells no one.
    var theme = "orange"
}

struct ScrumsApp: View {
    @StateObject private var store = Scrums()
    var body: some View {
        VStack {
            ScrumList(store: store)
            MinutesLine()
        }
        .environmentObject(store)
    }
}

struct ScrumList: View {
    @ObservedObject var store: Scrums
    var body: some View {
        ForEach(store.titles, id: \.self) { title in Text(title) }
    }
}

struct MinutesLine: View {
    @EnvironmentObject var store: Scrums
    var body: some View {
        Text("\(store.minutes) minutes")
        Button("Longer") { store.minutes += 1 }
    }
}

private let scrumsWorkload = Workload(
    "scrums", summary: "a classic ObservableObject store: @StateObject, @ObservedObject, @EnvironmentObject",
    model: { _ in () }, screen: { _ in ScrumsApp() },
    steps: [
        .tap("Longer"),
        Step("add") { _, screen in screen.first(Scrums.self)?.titles.append("Retro") },
        Step("same-minutes") { _, screen in
            let store = screen.first(Scrums.self)
            store?.minutes = store?.minutes ?? 0
        },
        Step("send") { _, screen in screen.first(Scrums.self)?.objectWillChange.send() },
    ])

/// A screen whose child reads the classic store it is handed as a plain `let`:
/// the screen runs for each send, hands the child the same object, and SwiftUI
/// skips the child, whose inputs are equal.
struct UnheldScrumsScreen: View {
    @StateObject private var store = Scrums()
    var body: some View {
        UnheldMinutesLine(store: store)
        Button("Longer") { store.minutes += 1 }
    }
}

struct UnheldMinutesLine: View {
    let store: Scrums
    var body: some View { Text("\(store.minutes) minutes") }
}

@Suite("A12: models written the classic way")
struct ClassicModelTests {
    private func run(_ notify: Notify) -> [String: [String]] {
        let session = scrumsWorkload.session(Combination(notify, .class), size: 1)
        defer { session.tearDown() }
        var ran = ["launch": session.launch().bodies]
        for step in scrumsWorkload.steps {
            ran[step] = session.perform(step).runs.map(\.description)
            ran[step + " stale"] = session.staleViews().map(\.view)
        }
        return ran
    }

    @Test func aClassicStoreReadWithoutBeingHeldIsTheScreensStaleViewNotThePorts() {
        let workload = Workload(
            "unheld", model: { _ in () }, screen: { _ in UnheldScrumsScreen() }, steps: [.tap("Longer", as: "longer")])
        let session = workload.session(Combination(.object, .class), size: 1)
        defer { session.tearDown() }
        _ = session.launch()
        #expect(session.perform("longer").runs.map(\.description) == ["UnheldScrumsScreen: _store changed."])
        let stale = session.staleViews()
        #expect(stale.map(\.description) == [
            #"UnheldMinutesLine shows "5 minutes" but should show "6 minutes": its body read a Scrums it does not hold, so no change to it runs it; hold it with @ObservedObject, as SwiftUI needs for an ObservableObject"#
        ])
        // A10: the model is written as an ObservableObject, so the stale view is the screen's own, which fails the run.
        #expect(stale.map(\.inThePort) == [false])
    }

    @Test func underObjectLevelEveryHolderRunsOnAnySendEqualOrNot() {
        let ran = run(.object)
        #expect(ran["launch"] == ["ScrumsApp", "ScrumList", "MinutesLine"])
        // One signal: the @StateObject's screen, the @ObservedObject's list and the @EnvironmentObject's line.
        let all = ["ScrumsApp: _store changed.", "ScrumList: _store changed.", "MinutesLine: _store changed."]
        #expect(ran["longer"] == all)
        #expect(ran["add"] == all)
        #expect(ran["same-minutes"] == all)  // O2: no equality check
        #expect(ran["send"] == all)
        for step in scrumsWorkload.steps { #expect(ran[step + " stale"] == [], "\(step)") }
    }

    @Test(arguments: [Notify.property, .observation])
    func underPropertyLevelItIsItsObservablePort(notify: Notify) {
        let ran = run(notify)
        #expect(ran["launch"] == ["ScrumsApp", "ScrumList", "MinutesLine"])
        let minutes = notify == .property ? #"\Scrums.minutes"# : "a property it read (withObservationTracking does not say which)"
        let titles = notify == .property ? #"\Scrums.titles"# : "a property it read (withObservationTracking does not say which)"
        #expect(ran["longer"] == ["MinutesLine: \(minutes) changed."])
        #expect(ran["add"] == ["ScrumList: \(titles) changed."])
        #expect(ran["same-minutes"] == [])  // P6: an equal assignment tells no one
        #expect(ran["send"] == [])  // the port has no objectWillChange
        for step in scrumsWorkload.steps { #expect(ran[step + " stale"] == [], "\(step)") }
    }

    @Test func aModelThatDeclaresItsOwnPublisherSendsThroughIt() {
        final class Ticker: ObservableObject {
            let objectWillChange = ObservableObjectPublisher()
            var ticks = 0
            func tick() {
                objectWillChange.send()
                ticks += 1
            }
        }
        let ticker = Ticker()
        let heard = Heard()
        let subscription = ticker.objectWillChange.sink { heard.count += 1 }
        // The graph subscribes to the model's own publisher: a send reaches a view that holds it.
        let viaSignal = Heard()
        let signal = ticker.willChange.subscribe { viaSignal.count += 1 }
        ticker.tick()
        #expect(heard.count == 1)
        #expect(viaSignal.count == 1)
        subscription.cancel()
        signal.cancel()
        ticker.tick()
        #expect(heard.count == 1)
        #expect(viaSignal.count == 1)
    }
}

/// How many times a sink heard a send; touched on one thread.
private final class Heard: @unchecked Sendable {
    var count = 0
}

/// A toggle bound through `@EnvironmentObject`'s projected value.
struct ScrumTheme: View {
    @EnvironmentObject var store: Scrums
    var body: some View {
        Stepper("Minutes: \(store.minutes)", value: $store.minutes, in: 1...60)
    }
}

@Suite("A12: a binding through @EnvironmentObject")
struct EnvironmentObjectBindingTests {
    // `$store.minutes` through @EnvironmentObject, as SwiftUI's
    // EnvironmentObject.Wrapper makes it: stepping writes the store, and the
    // view that made the binding (and reads the minutes) runs, in every column.
    @Test(arguments: Combination.all.filter { $0.kind == .class })
    func aBindingToAnEnvironmentObjectsPropertyWritesIt(combination: Combination) {
        let workload = Workload(
            "scrum-theme", model: { _ in () }, screen: { _ in ScrumTheme().environmentObject(Scrums()) },
            steps: [.stepUp("Minutes")])
        let session = workload.session(combination, size: 1)
        defer { session.tearDown() }
        #expect(session.launch().bodies == ["ScrumTheme"])
        #expect(session.perform("minutes-up").bodies == ["ScrumTheme"])
        #expect(session.rendered().map(\.text).contains { $0.hasPrefix("Minutes: 6") })
        #expect(session.staleViews() == [])
    }
}
