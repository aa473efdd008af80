import ObservationHarness
import Testing

// The lists' and controls' steps in random orders, under every combination:
// each flush agrees with the reference walk and leaves no view stale.

@Suite("A9 lists and controls: fuzz scripts over their steps")
struct ListFuzzTests {
    static let workloads = [
        Workload(
            "fuzz-playlist", model: { Playlist(count: $0 + 3) }, screen: { PlaylistScreen(playlist: $0) },
            steps: [.select("Song 0"), .select(id: 2), .scroll(1, as: "down"), .scroll(-1, as: "up")]),
        Workload(
            "fuzz-editable", model: { Playlist(count: $0 + 3) }, screen: { EditableSongs(playlist: $0) },
            steps: [.delete("Song 1"), .delete(id: 0), .move("Song 2", to: 0), .move("Song 0", to: 3)]),
        Workload(
            "fuzz-finder", model: { Playlist(count: $0 + 3) }, screen: { SongFinder(playlist: $0) },
            steps: [.search("1"), .search("", as: "clear"), .search("2")]),
        Workload(
            "fuzz-order", model: { _ in () }, screen: { _ in OrderForm() },
            steps: [
                .pick("Vanilla", in: "Flavor"), .pick("Chocolate", in: "Flavor"), .stepUp("Scoops"), .stepDown("Scoops"),
                .slide("Sweetness", to: 0.8), .tap("Repeat", inMenu: "Actions"), .tap("Cancel"), .edit("x"),
            ]),
    ]

    @Test func fuzzScriptsOverTheListsFindNoDifference() {
        for seed in UInt64(0)..<20 {
            let script = FuzzScript(seed: seed, workloads: Self.workloads)
            #expect(Fuzzer.check(script, in: Self.workloads) == nil, "\(script)")
        }
    }
}
