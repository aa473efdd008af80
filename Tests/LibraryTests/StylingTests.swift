import ObservationHarness
import Testing

// A9: the content views and the styling modifiers have no body and run
// nothing: the styled garden runs exactly the bodies the bare one runs, with
// the same causes, in every combination, and shows what its primitives show.

@Suite("A9: content views and styling modifiers run nothing of their own")
struct StylingTests {
    static let steps = ["rename", "water", "retitle", "visit", "sow", "water-all"]

    @Test(arguments: Combination.all)
    func theStyledScreenRunsExactlyWhatTheBareOneRuns(combination: Combination) {
        let bare = bareGarden.session(combination, size: 1)
        let styled = styledGarden.session(combination, size: 1)
        defer {
            bare.tearDown()
            styled.tearDown()
        }
        let launch = styled.launch()
        #expect(launch.runs.map(\.description) == bare.launch().runs.map(\.description))
        #expect(launch.bodies == ["GardenScreen", "Header", "Visits", "PlantRow", "PlantRow", "PlantRow"])
        for step in Self.steps {
            let (styledRuns, bareRuns) = (styled.perform(step), bare.perform(step))
            #expect(styledRuns.runs.map(\.description) == bareRuns.runs.map(\.description), "\(step)")
            #expect(!styledRuns.runs.isEmpty, "\(step) runs something")
            #expect(styledRuns.unfoundControls == [], "\(step)")
            #expect(styled.staleViews() == [], "\(step)")
            #expect(bare.staleViews() == [], "\(step)")
        }
    }

    @Test(arguments: Combination.all)
    func theStyledScreenShowsWhatItsPrimitivesShow(combination: Combination) {
        let styled = styledGarden.session(combination, size: 1)
        defer { styled.tearDown() }
        _ = styled.launch()
        func shown() -> [String: [String]] { Dictionary(grouping: styled.rendered(), by: \.view).mapValues { $0.map(\.text) } }
        // The screen shows its image, its progress view's label and value, the
        // capsule behind the visits (a layer the screen wrote) and its button.
        #expect(shown()["GardenScreen"] == ["leaf.fill · Watered · 0% · yellow capsule · [Water all]"])
        #expect(shown()["Header"] == ["orange triangle · house · Allotment · #336699FF rectangle · gray path"])
        #expect(shown()["Visits"] == ["person · Visits: 0 · [Visit]"])
        #expect(shown()["PlantRow"] == ["gray circle · basil · drop", "gray circle · mint · drop", "gray circle · thyme · drop"])
        _ = styled.perform("water")
        #expect(shown()["GardenScreen"] == ["leaf.fill · Watered · 33% · yellow capsule · [Water all]"])
        #expect(shown()["PlantRow"]?[1] == "blue circle · mint · drop.fill")
        _ = styled.perform("water-all")
        #expect(
            shown()["GardenScreen"]
                == ["leaf.fill · Watered · 100% · yellow capsule · [Water all] · drop.fill · All watered · Nothing to do"])
        #expect(styled.staleViews() == [])
    }
}
