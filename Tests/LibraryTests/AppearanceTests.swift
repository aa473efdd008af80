import ObservationHarness
import Testing

// onAppear(perform:) and onDisappear(perform:), as SwiftUI runs them: after
// the update in which a view comes (made, its branch taken, its row come on
// screen) and after the one in which it goes (torn down, scrolled away). Each
// run is an action, counted in the flush's actions with onChange's (R3); what
// it writes runs what reads it, in a further pass of the same flush. (The
// reference walk accounts for a flush of one pass: a step whose actions write
// is checked against the rules here, and by the stale check.)

/// A guest shown while a toggle is on, its arrivals and departures counted in
/// state the screen shows.
struct Visitors: View {
    @State private var shows = true
    @State private var arrivals = 0
    @State private var departures = 0
    @State private var knocks = 0
    var body: some View {
        VStack {
            Toggle("Guest", isOn: $shows)
            Button("Knock") { knocks += 1 }
            if shows {
                Guest()
                    .onAppear { arrivals += 1 }
                    .onDisappear { departures += 1 }
            }
            Text("\(arrivals) in, \(departures) out, \(knocks) knocks")
        }
    }
}

struct Guest: View {
    var body: some View { Text("guest") }
}

/// A lazy list whose rows count themselves as they come on screen and go.
struct SeenSongs: View {
    @ObservedObject var playlist: Playlist
    @State private var seen = 0
    @State private var gone = 0
    var body: some View {
        Text("\(seen) seen, \(gone) gone")
        List(playlist.songs) { song in
            SongRow(song: song)
                .onAppear { seen += 1 }
                .onDisappear { gone += 1 }
        }
    }
}

@Suite("R3 and A9 events: onAppear and onDisappear run as a view comes and goes, counted as actions")
struct AppearanceTests {
    static let combinations = Combination.all.filter { $0.kind == .class }

    @Test(arguments: combinations)
    func aViewThatComesAndGoesRunsItsActionsOnceEach(combination: Combination) {
        let visitors = Workload("visitors", model: { _ in () }, screen: { _ in Visitors() }, steps: [.flip("Guest"), .tap("Knock")])
        let session = visitors.session(combination, size: 1)
        defer { session.tearDown() }
        // The guest appears at the launch; the count it writes runs the screen again, in the launch's second pass.
        let launch = session.launch()
        #expect(launch.bodies == ["Visitors", "Guest", "Visitors"])
        #expect((launch.actions, launch.passes, launch.stoppedActions) == (1, 2, []))
        #expect(session.rendered().map(\.text) == ["Guest: on · [Knock] · 1 in, 0 out, 0 knocks", "guest"])
        // The screen runs again and keeps the guest: it neither appears nor disappears.
        let knocked = session.perform("knock")
        #expect(knocked.bodies == ["Visitors"])
        #expect((knocked.actions, knocked.stoppedActions) == (0, []))
        // Gone: torn down, and its onDisappear runs once the update is done.
        let hidden = session.perform("guest")
        #expect(hidden.runs.map(\.description) == ["Visitors: __shows changed.", "Visitors: __departures changed."])
        #expect((hidden.actions, hidden.removed) == (1, 1))
        #expect(session.rendered().map(\.text) == ["Guest: off · [Knock] · 1 in, 1 out, 1 knocks"])
        // Back: a new view, and its onAppear runs again.
        let shown = session.perform("guest")
        #expect(shown.bodies == ["Visitors", "Guest", "Visitors"])
        #expect((shown.actions, shown.stoppedActions) == (1, []))
        #expect(session.rendered().first?.text == "Guest: on · [Knock] · 2 in, 1 out, 1 knocks")
        #expect(session.staleViews() == [])
    }

    @Test(arguments: combinations)
    func rowsOfALazyListAppearAsTheyComeOnScreenAndDisappearAsTheyLeave(combination: Combination) {
        let seen = Workload(
            "seen", model: { Playlist(count: $0) }, screen: { SeenSongs(playlist: $0) },
            steps: [.scroll(1, as: "down"), .scroll(-1, as: "up")])
        let session = seen.session(combination, size: 50)
        defer { session.tearDown() }
        let launch = session.launch()
        #expect(launch.actions == 20)
        #expect(launch.bodies == ["SeenSongs"] + Array(repeating: "SongRow", count: 20) + ["SeenSongs"])
        #expect(session.rendered().first?.text == "20 seen, 0 gone")
        // A screen down: 20 rows go and 20 come; the screen runs once for both counts.
        let down = session.perform("down")
        #expect((down.actions, down.stoppedActions) == (40, []))
        #expect(down.bodies == Array(repeating: "SongRow", count: 20) + ["SeenSongs"])
        #expect(session.rendered().first?.text == "40 seen, 20 gone")
        #expect(session.perform("up").actions == 40)
        #expect(session.rendered().first?.text == "60 seen, 40 gone")
        #expect(session.staleViews() == [])
    }
}
