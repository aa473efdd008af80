import ObservationHarness

// The model the list tests share: a playlist of songs, each shown by a row.

struct Song: Identifiable, Equatable {
    let id: Int
    var title: String
}

final class Playlist: Model {
    @Tracked var songs: [Song]

    init(count: Int) {
        songs = (0..<count).map { Song(id: $0, title: "Song \($0)") }
    }
}

struct SongRow: View {
    let song: Song
    var body: some View { Text(song.title) }
}
