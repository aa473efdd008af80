import ObservationHarness
import Testing

// A list with a selection binding, as SwiftUI's List(_:selection:rowContent:)
// and List(selection:content:): selecting a row writes the binding, the list
// shows which rows are selected (read when shown), and only the views whose
// bodies read the selection run; one that only hands `$selection` on does not.

/// Owns the selection and hands it on: it reads it not.
struct PlaylistScreen: View {
    @ObservedObject var playlist: Playlist
    @State private var selection: Int?
    var body: some View {
        VStack {
            SongList(playlist: playlist, selection: $selection)
            NowPlaying(playlist: playlist, selection: $selection)
        }
    }
}

/// Hands the selection to its list, and reads it not.
struct SongList: View {
    @ObservedObject var playlist: Playlist
    @Binding var selection: Int?
    var body: some View {
        List(playlist.songs, selection: $selection) { SongRow(song: $0) }
    }
}

/// Reads the selection: it runs when a row is selected.
struct NowPlaying: View {
    @ObservedObject var playlist: Playlist
    @Binding var selection: Int?
    var body: some View {
        Text("Playing: \(selection.flatMap { id in playlist.songs.first { $0.id == id }?.title } ?? "nothing")")
    }
}

enum Crate: Hashable {
    case all, favourites
}

/// A set of rows picked, read by its owner (which hands the count on), and
/// a list of tagged rows selecting one value.
struct PicksScreen: View {
    @ObservedObject var playlist: Playlist
    @State private var picked: Set<Int> = []
    @State private var shelf: Crate? = .all
    var body: some View {
        List(selection: $picked) {
            ForEach(playlist.songs) { Text($0.title) }
        }
        PickCount(count: picked.count)
        List(selection: $shelf) {
            Text("All").tag(Crate.all)
            Text("Favourites").tag(Crate.favourites)
        }
    }
}

struct PickCount: View {
    let count: Int
    var body: some View { Text("\(count) picked") }
}

@Suite("A9 lists: a row selected runs the views that read the selection")
struct ListSelectionTests {
    static let combinations = Combination.all.filter { $0.kind == .class }

    let playlist = Workload(
        "playlist", model: { Playlist(count: $0) }, screen: { PlaylistScreen(playlist: $0) },
        steps: [.select("Song 3"), .select(id: 5), .select("Song 25")])

    let picks = Workload(
        "picks", model: { Playlist(count: $0) }, screen: { PicksScreen(playlist: $0) },
        steps: [.select("Song 1"), .select(id: 2), .select("Song 1", as: "unselect-song-1"), .select("Favourites")])

    /// Performs `step`, checking the reference walk and the stale check.
    func perform(_ step: String, in session: Session, _ reference: Reference) -> Flush {
        let flush = session.perform(step)
        #expect(reference.account().difference(from: flush) == nil, "\(step)")
        #expect(session.staleViews() == [], "\(step)")
        return flush
    }

    @Test(arguments: combinations)
    func selectingARowRunsTheReaderAndNotTheViewsThatHandTheBinding(combination: Combination) {
        let session = playlist.session(combination, size: 30)
        defer { session.tearDown() }
        #expect(session.launch().bodies == ["PlaylistScreen", "SongList"] + Array(repeating: "SongRow", count: 20) + ["NowPlaying"])
        let reference = session.reference()
        #expect(session.rendered().first { $0.view == "SongList" }?.text == "selected: none")
        // By its title: the reader alone, for the state its binding points at.
        #expect(perform("select-song-3", in: session, reference).runs.map(\.description) == ["NowPlaying: __selection changed."])
        #expect(session.rendered().first { $0.view == "SongList" }?.text == "selected: 3")
        #expect(session.rendered().last?.text == "Playing: Song 3")
        // By its id.
        #expect(perform("select-5", in: session, reference).bodies == ["NowPlaying"])
        #expect(session.rendered().last?.text == "Playing: Song 5")
        // A row of the lazy list off screen cannot be tapped: the step fails, naming the rows there are (A11).
        let missed = perform("select-song-25", in: session, reference)
        #expect(missed.bodies == [])
        #expect(missed.unfoundControls.count == 1)
        #expect(missed.unfoundControls.first?.hasPrefix(#"selected the row "Song 25", which is not on screen; the rows on screen are "Song 0", "Song 1""#) == true)
    }

    @Test(arguments: combinations)
    func aSetSelectionTogglesItsRowsAndATaggedRowSelectsItsTag(combination: Combination) {
        let session = picks.session(combination, size: 3)
        defer { session.tearDown() }
        #expect(session.launch().bodies == ["PicksScreen", "PickCount"])
        let reference = session.reference()
        // The list's rows are views of their own, after the screen's fixed children.
        #expect(session.rendered().map(\.text) == ["selected: none · selected: all · All · Favourites", "0 picked", "Song 0", "Song 1", "Song 2"])
        // The owner reads the set (for the count it hands on): it runs, and the count with new inputs.
        #expect(perform("select-song-1", in: session, reference).runs.map(\.description) == ["PicksScreen: __picked changed.", "PickCount: @self changed."])
        #expect(perform("select-2", in: session, reference).bodies == ["PicksScreen", "PickCount"])
        #expect(session.rendered().map(\.text).prefix(2) == ["selected: 1, 2 · selected: all · All · Favourites", "2 picked"])
        // Tapped again, a row of a set is unselected.
        #expect(perform("unselect-song-1", in: session, reference).bodies == ["PicksScreen", "PickCount"])
        #expect(session.rendered().map(\.text).prefix(2) == ["selected: 2 · selected: all · All · Favourites", "1 picked"])
        // A tagged row selects its tag; no body reads the shelf, so none runs, and the list shows it.
        #expect(perform("select-favourites", in: session, reference).bodies == [])
        #expect(session.rendered().first?.text.hasSuffix("selected: favourites · All · Favourites") == true)
    }
}
