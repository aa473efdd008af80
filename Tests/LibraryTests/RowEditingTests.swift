import Foundation
import ObservationHarness
import Testing

// Rows a person deletes and moves, as SwiftUI's ForEach.onDelete(perform:) and
// onMove(perform:) and a row's swipeActions make them: a delete swipes a row
// to its Delete (its destructive swipe action if it has swipe actions, else
// the synthesized one that calls onDelete with its offset), a move drags it.
// What runs is what reads the rows: the list's maker; the rows it keeps are
// compared and skipped, the row deleted is torn down.

/// Rows deleted and moved through the list's actions, and a count that reads the songs.
struct EditableSongs: View {
    @ObservedObject var playlist: Playlist
    var body: some View {
        List {
            ForEach(playlist.songs) { SongRow(song: $0) }
                .onDelete { playlist.songs.remove(atOffsets: $0) }
                .onMove { playlist.songs.move(fromOffsets: $0, toOffset: $1) }
        }
        SongCount(count: playlist.songs.count)
    }
}

struct SongCount: View {
    let count: Int
    var body: some View { Text("\(count) songs") }
}

/// Rows with swipe actions: a destructive one that deletes, and one that flags into state.
struct SwipedSongs: View {
    @ObservedObject var playlist: Playlist
    @State private var flagged: [Int] = []
    var body: some View {
        List(playlist.songs) { song in
            Text(song.title)
                .swipeActions {
                    Button("Delete", role: .destructive) { playlist.songs.removeAll { $0.id == song.id } }
                    Button("Flag") { flagged.append(song.id) }
                }
        }
        Text("flagged: \(flagged.map(String.init).joined(separator: ", "))")
    }
}

/// Two lists of rows in one body, each deleting through its own action: the
/// graph keys each row by its list's place, and a row's offset is its own list's.
struct TwoShelves: View {
    @ObservedObject var playlist: Playlist
    @State private var extras = ["Bonus 0", "Bonus 1", "Bonus 2"]
    var body: some View {
        List {
            ForEach(playlist.songs) { SongRow(song: $0) }
                .onDelete { playlist.songs.remove(atOffsets: $0) }
            ForEach(extras, id: \.self) { Text($0) }
                .onDelete { extras.remove(atOffsets: $0) }
        }
    }
}

@Suite("A9 lists: a row deleted or moved runs what reads the rows")
struct RowEditingTests {
    static let combinations = Combination.all.filter { $0.kind == .class }

    @Test(arguments: combinations)
    func aRowDeletedOrMovedRunsTheListsMakerAndTearsTheRowDown(combination: Combination) {
        let editable = Workload(
            "editable", model: { Playlist(count: $0) }, screen: { EditableSongs(playlist: $0) },
            steps: [.delete("Song 1"), .delete(id: 0), .move("Song 4", to: 0), .delete("Song 9")])
        let session = editable.session(combination, size: 5)
        defer { session.tearDown() }
        #expect(session.launch().bodies == ["EditableSongs", "SongCount"] + Array(repeating: "SongRow", count: 5))
        let reference = session.reference()
        func perform(_ step: String) -> Flush {
            let flush = session.perform(step)
            #expect(reference.account().difference(from: flush) == nil, "\(step)")
            #expect(session.staleViews() == [], "\(step)")
            return flush
        }
        // onDelete is handed the row's offset: the maker runs, the count with it; the row goes.
        let deleted = perform("delete-song-1")
        #expect(deleted.bodies == ["EditableSongs", "SongCount"])
        #expect(deleted.runs.last?.description == "SongCount: @self changed.")
        #expect(deleted.removed == 1)
        #expect(session.rendered().map(\.text) == ["", "4 songs", "Song 0", "Song 2", "Song 3", "Song 4"])
        #expect(perform("delete-0").bodies == ["EditableSongs", "SongCount"])
        // A move runs the maker, which keeps every row: none runs, the count is the same.
        let moved = perform("move-song-4-to-0")
        #expect(moved.bodies == ["EditableSongs"])
        #expect(moved.removed == 0)
        #expect(session.rendered().map(\.text) == ["", "3 songs", "Song 4", "Song 2", "Song 3"])
        // A row that is not there (A11).
        let missed = perform("delete-song-9")
        #expect(missed.bodies == [])
        #expect(missed.unfoundControls == [#"deleted the row "Song 9", which is not on screen; the rows on screen are "Song 4", "Song 2", "Song 3""#])
    }

    @Test(arguments: combinations)
    func aRowWithSwipeActionsIsDeletedByItsDestructiveOneAndSwipedToAnother(combination: Combination) {
        let swiped = Workload(
            "swiped", model: { Playlist(count: $0) }, screen: { SwipedSongs(playlist: $0) },
            steps: [.swipe("Song 2", tapping: "Flag"), .delete("Song 1"), .swipe("Song 1", tapping: "Flag", as: "flag-gone")])
        let session = swiped.session(combination, size: 3)
        defer { session.tearDown() }
        #expect(session.launch().bodies == ["SwipedSongs"])
        let reference = session.reference()
        // Its swipe actions show nothing until swiped.
        #expect(session.rendered().map(\.text) == ["flagged: ", "Song 0", "Song 1", "Song 2"])
        let flagged = session.perform("swipe-song-2-flag")
        #expect(reference.account().difference(from: flagged) == nil)
        #expect(flagged.runs.map(\.description) == ["SwipedSongs: __flagged changed."])
        #expect(session.rendered().first?.text == "flagged: 2")
        let deleted = session.perform("delete-song-1")
        #expect(reference.account().difference(from: deleted) == nil)
        #expect(deleted.bodies == ["SwipedSongs"])
        #expect(session.rendered().map(\.text) == ["flagged: 2", "Song 0", "Song 2"])
        #expect(session.staleViews() == [])
        let gone = session.perform("flag-gone")
        #expect(gone.unfoundControls.first?.hasPrefix(#"swiped the row "Song 1" to tap "Flag", which is not on screen; the swipe actions on screen are "Delete" on "Song 0""#) == true)
    }

    @Test(arguments: combinations)
    func aRowOfTheSecondOfTwoListsIsDeletedThroughItsOwnListsAction(combination: Combination) {
        let shelves = Workload(
            "shelves", model: { Playlist(count: $0) }, screen: { TwoShelves(playlist: $0) },
            steps: [.delete("Bonus 1"), .delete(id: 1), .delete(id: "Bonus 0")])
        let session = shelves.session(combination, size: 2)
        defer { session.tearDown() }
        #expect(session.launch().bodies == ["TwoShelves", "SongRow", "SongRow"])
        let reference = session.reference()
        for step in ["delete-bonus-1", "delete-1", "delete-bonus-0"] {
            let flush = session.perform(step)
            #expect(reference.account().difference(from: flush) == nil, "\(step)")
            #expect(flush.bodies == ["TwoShelves"], "\(step)")
            #expect(flush.removed == 1, "\(step)")
        }
        #expect(session.rendered().map(\.text) == ["", "Song 0", "Bonus 2"])
        #expect(session.staleViews() == [])
    }

    @Test(arguments: combinations)
    func aRowOfAListThatWaitsToBeUpdatedIsNotDeletedByAnOffsetItNoLongerHas(combination: Combination) {
        let editable = Workload(
            "editable", model: { Playlist(count: $0) }, screen: { EditableSongs(playlist: $0) },
            steps: [.delete("Song 1"), .delete("Song 2")])
        let session = editable.session(combination, size: 5)
        defer { session.tearDown() }
        _ = session.launch()
        // Two deletes in one transaction: the second would hand onDelete the offset Song 2 had
        // before the first (Song 3's now); it is refused, as a person sees the list updated first.
        session.mutate("delete-song-1")
        session.mutate("delete-song-2")
        let flush = session.flush()
        #expect(flush.unfoundControls == [#"deleted the row "Song 2", whose list waits to be updated for a change made before it in the same transaction (a person sees it updated first)"#])
        #expect(session.rendered().map(\.text) == ["", "4 songs", "Song 0", "Song 2", "Song 3", "Song 4"])
    }

    // Whether a step before it marked the list's maker invalid depends on the
    // column (under object-level, any change of an object the maker holds
    // does); the refusal must not, or a fuzz script's screens part ways.
    @Test(arguments: combinations)
    func aRowIsNotDeletedAfterAnotherStepInTheSameTransactionInAnyColumn(combination: Combination) {
        let editable = Workload(
            "editable", model: { Playlist(count: $0) }, screen: { EditableSongs(playlist: $0) },
            steps: [Step("look", "changes nothing the list reads") { _ in }, .delete("Song 1")])
        let session = editable.session(combination, size: 3)
        defer { session.tearDown() }
        _ = session.launch()
        session.mutate("look")
        session.mutate("delete-song-1")
        let flush = session.flush()
        #expect(flush.unfoundControls == [#"deleted the row "Song 1", whose list waits to be updated for a change made before it in the same transaction (a person sees it updated first)"#])
        #expect(session.rendered().map(\.text) == ["", "3 songs", "Song 0", "Song 1", "Song 2"])
        // Alone in its transaction, it is deleted.
        #expect(session.perform("delete-song-1").removed == 1)
    }

    @Test func anOnDeleteOrOnMoveActionIsHandedTheOffsetsAsSwiftUIHandsThem() {
        var numbers = Array(0..<6)
        numbers.move(fromOffsets: IndexSet([1, 3]), toOffset: 5)
        #expect(numbers == [0, 2, 4, 1, 3, 5])
        numbers.move(fromOffsets: IndexSet(integer: 4), toOffset: 0)
        #expect(numbers == [3, 0, 2, 4, 1, 5])
        numbers.remove(atOffsets: IndexSet([0, 2, 5]))
        #expect(numbers == [0, 4, 1])
    }
}
