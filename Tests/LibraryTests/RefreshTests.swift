import ObservationHarness
import Testing

// A list that refreshes when pulled, as SwiftUI's refreshable(action:) makes
// one: it shows nothing more, and a step that pulls it runs its action on the
// graph's thread until the action first waits; what it writes by then runs
// what reads it in the step's flush.

// The playlist is touched on the graph's thread alone, where the action runs.
extension Playlist: @unchecked Sendable {}

struct RefreshedSongs: View {
    @ObservedObject var playlist: Playlist
    var body: some View {
        List(playlist.songs) { SongRow(song: $0) }
            .refreshable { [playlist] in
                playlist.songs.insert(Song(id: -1, title: "New"), at: 0)
            }
    }
}

@Suite("A9 lists: a list pulled to refresh runs its action")
struct RefreshTests {
    @Test(arguments: Combination.all.filter { $0.kind == .class })
    func pullingAListRunsItsActionAndWhatReadsWhatItWrote(combination: Combination) {
        let refreshed = Workload(
            "refreshed", model: { Playlist(count: $0) }, screen: { RefreshedSongs(playlist: $0) }, steps: [.refresh()])
        let session = refreshed.session(combination, size: 2)
        defer { session.tearDown() }
        #expect(session.launch().bodies == ["RefreshedSongs", "SongRow", "SongRow"])
        #expect(session.rendered().map(\.text) == ["", "Song 0", "Song 1"])
        let reference = session.reference()
        let pulled = session.perform("refresh")
        #expect(reference.account().difference(from: pulled) == nil)
        #expect(pulled.bodies == ["RefreshedSongs", "SongRow"])
        #expect(session.rendered().map(\.text) == ["", "New", "Song 0", "Song 1"])
        #expect(session.staleViews() == [])
    }

    @Test func pullingAScreenThatDoesNotRefreshFails() {
        let plain = Workload("plain", model: { Playlist(count: $0) }, screen: { SongList(playlist: $0, selection: .constant(nil)) }, steps: [.refresh()])
        let session = plain.session(Combination(.property, .class), size: 2)
        defer { session.tearDown() }
        _ = session.launch()
        #expect(session.perform("refresh").unfoundControls == ["pulled to refresh, but the screen shows no refreshable view"])
    }
}
