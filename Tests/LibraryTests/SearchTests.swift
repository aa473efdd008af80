import ObservationHarness
import Testing

// A search field, as SwiftUI's searchable(text:placement:prompt:): its text is
// the binding's, shown by the field and read when shown. Typing into it runs
// the views whose bodies read the text, and not the view that only hands the
// binding to it, as with a TextField bound to `$query` (G8).

/// Filters its songs by the query it owns: its body reads the query.
struct SongFinder: View {
    @ObservedObject var playlist: Playlist
    @State private var query = ""
    var body: some View {
        NavigationStack {
            List(playlist.songs.filter { query.isEmpty || $0.title.hasSuffix(query) }) { SongRow(song: $0) }
                .searchable(text: $query, prompt: "Title")
        }
    }
}

/// Hands the query to the field and to a child that filters by it: typing
/// runs the child alone.
struct SearchHost: View {
    @ObservedObject var playlist: Playlist
    @State private var query = ""
    var body: some View {
        Results(playlist: playlist, query: $query)
            .searchable(text: $query)
            .onSubmit(of: .search) { playlist.songs.append(Song(id: playlist.songs.count, title: "Found")) }
    }
}

struct Results: View {
    @ObservedObject var playlist: Playlist
    @Binding var query: String
    var body: some View {
        Text("\(playlist.songs.filter { query.isEmpty || $0.title.hasSuffix(query) }.count) of \(playlist.songs.count) for '\(query)'")
    }
}

@Suite("A9 lists: a search typed runs the views that read the text")
struct SearchTests {
    static let combinations = Combination.all.filter { $0.kind == .class }

    @Test(arguments: combinations)
    func typingIntoASearchFieldRunsTheOwnerThatFiltersByIt(combination: Combination) {
        let finder = Workload(
            "finder", model: { Playlist(count: $0) }, screen: { SongFinder(playlist: $0) },
            steps: [.search("1"), .search("", as: "clear"), .search("2", in: "Title", as: "by-prompt")])
        let session = finder.session(combination, size: 12)
        defer { session.tearDown() }
        #expect(session.launch().bodies == ["SongFinder"] + Array(repeating: "SongRow", count: 12))
        let reference = session.reference()
        // The stack is a view of its own (it keeps its path), so the finder shows nothing itself.
        #expect(session.rendered().prefix(2).map(\.text) == ["", "Title: "])
        // The owner reads the query, so it runs; the rows it keeps are skipped, those filtered out torn down.
        let typed = session.perform("search-1")
        #expect(reference.account().difference(from: typed) == nil)
        #expect(typed.runs.map(\.description) == ["SongFinder: __query changed."])
        #expect(typed.removed == 10)
        #expect(session.rendered().map(\.text) == ["", "Title: 1", "Song 1", "Song 11"])
        #expect(session.staleViews() == [])
        // Cleared, the rows come back, each a new view.
        let cleared = session.perform("clear")
        #expect(reference.account().difference(from: cleared) == nil)
        #expect(cleared.bodies == ["SongFinder"] + Array(repeating: "SongRow", count: 10))
        // By its prompt.
        #expect(session.perform("by-prompt").bodies == ["SongFinder"])
        #expect(session.rendered().map(\.text) == ["", "Title: 2", "Song 2"])
        #expect(session.staleViews() == [])
    }

    @Test(arguments: combinations)
    func theViewThatOnlyHandsTheBindingDoesNotRunAndASearchIsSubmitted(combination: Combination) {
        let host = Workload(
            "search-host", model: { Playlist(count: $0) }, screen: { SearchHost(playlist: $0) },
            steps: [.search("1"), .submit("Search"), .search("x", in: "Artist")])
        let session = host.session(combination, size: 12)
        defer { session.tearDown() }
        #expect(session.launch().bodies == ["SearchHost", "Results"])
        let reference = session.reference()
        let typed = session.perform("search-1")
        #expect(reference.account().difference(from: typed) == nil)
        #expect(typed.runs.map(\.description) == ["Results: __query changed."])
        #expect(session.rendered().map(\.text) == ["Search: 1", "2 of 12 for '1'"])
        // Submitted: the onSubmit(of: .search) around it adds a song, which the results read.
        let submitted = session.perform("submit-search")
        #expect(reference.account().difference(from: submitted) == nil)
        #expect(submitted.bodies == (combination.notify == .object ? ["SearchHost", "Results"] : ["Results"]))
        #expect(session.rendered().last?.text == "2 of 13 for '1'")
        #expect(session.staleViews() == [])
        // A search field of another prompt is not on screen (A11).
        #expect(session.perform("search-x").unfoundControls == [#"searched in the search field "Artist", which is not on screen; the search fields on screen are "Search""#])
    }
}
