import TestSupport
import Testing
import ViewGraph
@testable import Workloads
@testable import Screens

@Suite("guide-list")
struct GuideListTests {
    /// A guide added after one in the middle was removed gets an id of its
    /// own, the largest plus one: no two rows share a key, in any combination.
    @Test(arguments: Combination.all)
    func aGuideAddedAfterAMiddleRemovalHasANewId(combination: Combination) {
        let session = Workload.guideList().session(combination, size: 3)
        defer { session.tearDown() }
        _ = session.launch()
        session.apply(.remove(1))
        _ = session.perform("add")
        let rows = session.rendered().filter { $0.view == "GuideRow" }
        #expect(rows.map(\.text) == ["Guide 0", "Guide 2", "Guide 3"])
        #expect(Set(rows.map { $0.path.last!.description }).count == 3)
        #expect(session.staleViews() == [])
    }

    static let sizes = [2, 1_000]

    static func launchBodies(_ size: Int) -> [String] {
        ["GuideScreen", "GuideCount", "GuideList"] + Array(repeating: "GuideRow", count: size)
    }

    @Test(arguments: [Notify.property, .observation], sizes)
    func classElementsRenameRunsOnlyThatRow(notify: Notify, size: Int) {
        let session = Workload.guideList().session(Combination(notify, .class), size: size)
        #expect(session.launch().bodies == Self.launchBodies(size))
        let rename = session.perform("rename")
        // The guide object changed, not the store's array: GuideCount is not told.
        #expect(rename.bodies == ["GuideRow"])
        #expect(rename.compared == 0)
        // The row that ran is the middle guide's: rows follow the screen's three views.
        let texts = session.rendered().map(\.text)
        #expect(texts[3 + size / 2] == "Guide \(size / 2) (renamed)")
        #expect(texts.filter { $0.hasSuffix("(renamed)") }.count == 1)
        #expect(session.staleViews() == [])
        #expect(session.perform("rename-same").bodies == [])
    }

    @Test(arguments: [Notify.property, .observation], sizes)
    func structElementsRenameRunsCountListAndOneRow(notify: Notify, size: Int) {
        let session = Workload.guideList().session(Combination(notify, .struct), size: size)
        _ = session.launch()
        let rename = session.perform("rename")
        // The array changed: both readers of it run; of the rows, only the one
        // whose copy differs, though every row's inputs were compared.
        #expect(rename.bodies == ["GuideCount", "GuideList", "GuideRow"])
        #expect(rename.runs.last?.causes == [.inputs])
        #expect(rename.compared == size)
        #expect(rename.skipped == size - 1)
        #expect(session.staleViews() == [])
        // Assigning the name it has is an in-place mutation of the array (P6).
        let same = session.perform("rename-same")
        #expect(same.bodies == ["GuideCount", "GuideList"])
        #expect(same.skipped == size)
    }

    @Test(arguments: [Notify.property, .observation], Kind.allCases)
    func addRunsTheNewRowAndRemoveTearsTheLastDown(notify: Notify, kind: Kind) {
        let size = 1_000
        let session = Workload.guideList().session(Combination(notify, kind), size: size)
        _ = session.launch()
        let add = session.perform("add")
        #expect(add.bodies == ["GuideCount", "GuideList", "GuideRow"])
        #expect(add.compared == size)
        #expect(add.skipped == size)
        let remove = session.perform("remove")
        #expect(remove.bodies == ["GuideCount", "GuideList"])
        #expect(remove.removed == 1)
        #expect(remove.skipped == size)
        #expect(session.staleViews() == [])
    }

    @Test(arguments: Kind.allCases, sizes)
    func propertyAndObservationRunTheSameBodiesInTheSameOrder(kind: Kind, size: Int) {
        let property = runSteps(Workload.guideList(), Combination(.property, kind), size: size)
        let observation = runSteps(Workload.guideList(), Combination(.observation, kind), size: size)
        #expect(property.count == 1 + Workload.guideList().steps.count)
        #expect(property.mapValues(\.bodies) == observation.mapValues(\.bodies))
    }

    @Test func classRenameCauseNamesTheGuidesName() {
        let session = Workload.guideList().session(Combination(.property, .class), size: 3)
        _ = session.launch()
        #expect(session.perform("rename").runs.map(\.description) == [#"GuideRow[id 1]: \Guide.name changed."#])
    }

    @Test(arguments: sizes)
    func objectClassRenameRunsOnlyTheRenamedRow(size: Int) {
        // O6: the guide sends, the store does not; only the row holding the guide runs.
        let session = Workload.guideList().session(Combination(.object, .class), size: size)
        #expect(session.launch().bodies == Self.launchBodies(size))
        let rename = session.perform("rename")
        #expect(rename.runs.map(\.description) == ["GuideRow[id \(size / 2)]: _guide changed."])
        #expect(session.rendered().map(\.text)[3 + size / 2] == "Guide \(size / 2) (renamed)")
        // O2: the same name still sends, and the row still runs.
        #expect(session.perform("rename-same").bodies == ["GuideRow"])
        #expect(session.staleViews() == [])
    }

    /// The object column for both kinds, derived from O1 to O6 and G4: the store's
    /// three holders run on every send of the store; rows run when they are new,
    /// when their copy differs, or when the guide they hold sends.
    static let objectBodies: [Kind: [String: [String]]] = [
        .class: [
            "rename": ["GuideRow"],
            "rename-same": ["GuideRow"],
            "rename-top": ["GuideRow"],
            "add": ["GuideScreen", "GuideCount", "GuideList", "GuideRow"],
            "remove": ["GuideScreen", "GuideCount", "GuideList"],
            // An eager list made every row at launch: scrolling runs none.
            "scroll": [], "scroll-back": [],
        ],
        .struct: [
            "rename": ["GuideScreen", "GuideCount", "GuideList", "GuideRow"],
            "rename-same": ["GuideScreen", "GuideCount", "GuideList"],
            "rename-top": ["GuideScreen", "GuideCount", "GuideList", "GuideRow"],
            "add": ["GuideScreen", "GuideCount", "GuideList", "GuideRow"],
            "remove": ["GuideScreen", "GuideCount", "GuideList"],
            "scroll": [], "scroll-back": [],
        ],
    ]

    @Test(arguments: Kind.allCases, sizes)
    func objectColumnRunsWhatTheRulesDerive(kind: Kind, size: Int) {
        var flushes = runSteps(Workload.guideList(), Combination(.object, kind), size: size)
        #expect(flushes.removeValue(forKey: launchStep)?.bodies == Self.launchBodies(size))
        #expect(flushes.mapValues(\.bodies) == Self.objectBodies[kind])
        // The list that runs compares every row: GuideScreen's two children too.
        #expect(flushes["add"]?.compared == 2 + size)
    }

    @Test(arguments: Kind.allCases, sizes)
    func objectNeverRunsFewerBodiesThanProperty(kind: Kind, size: Int) {
        let property = runSteps(Workload.guideList(), Combination(.property, kind), size: size)
        let object = runSteps(Workload.guideList(), Combination(.object, kind), size: size)
        for (step, flush) in property {
            #expect(object[step]!.recomputes >= flush.recomputes, "\(step)")
        }
    }

    @Test(arguments: Combination.all)
    func removingAMiddleRowRunsNoOtherRow(combination: Combination) {
        let session = Workload.guideList().session(combination, size: 5)
        _ = session.launch()
        session.apply(.remove(2))
        let flush = session.flush()
        #expect(!flush.bodies.contains("GuideRow"), "\(flush.runs)")
        #expect(flush.removed == 1)
        // The four rows left are compared and skipped: ids 0, 1, 3 and 4 keep their views.
        // Under object, GuideScreen runs too and compares its two children, both invalid.
        #expect(flush.skipped == 4)
        #expect(flush.compared == (combination.notify == .object ? 6 : 4))
        #expect(session.rendered().filter { $0.view == "GuideRow" }.map(\.text) == ["Guide 0", "Guide 1", "Guide 3", "Guide 4"])
        #expect(session.staleViews() == [])
    }

    @Test(arguments: Combination.all)
    func insertingAMiddleRowRunsOnlyTheNewRow(combination: Combination) {
        let session = Workload.guideList().session(combination, size: 5)
        _ = session.launch()
        session.apply(.insert(2))
        let flush = session.flush()
        #expect(flush.runs.filter { $0.view == "GuideRow" } == [BodyRun(view: "GuideRow", key: .int(5), causes: [.inputs])])
        #expect(session.rendered().filter { $0.view == "GuideRow" }.map(\.text)
            == ["Guide 0", "Guide 1", "Guide 5", "Guide 2", "Guide 3", "Guide 4"])
        #expect(session.staleViews() == [])
    }

    @Test(arguments: [Notify.property, .observation])
    func invalidRowsRunInTreeOrderAfterAMiddleInsert(notify: Notify) {
        // G4: the flush walks the tree; a row inserted in the middle runs where it stands, not last.
        let session = Workload.guideList().session(Combination(notify, .class), size: 3)
        _ = session.launch()
        session.apply(.insert(1))
        #expect(session.flush().runs.map(\.identified) == ["GuideCount", "GuideList", "GuideRow[id 3]"])
        session.apply(.rename(2))
        session.apply(.rename(1))
        #expect(session.flush().runs.map(\.identified) == ["GuideRow[id 3]", "GuideRow[id 1]"])
        #expect(session.staleViews() == [])
    }

    @Test(arguments: [Notify.property, .observation, .object])
    func rowsRenamedTogetherAreNotRunAgainByTheNextChange(notify: Notify) {
        // The list keeps its own copy of the elements: every changed one must be
        // copied, or the next diff finds the same rows changed again.
        let session = Workload.guideList().session(Combination(notify, .struct), size: 5)
        _ = session.launch()
        session.apply(.rename(1))
        session.apply(.rename(3))
        #expect(session.flush().runs.filter { $0.view == "GuideRow" }.map(\.identified) == ["GuideRow[id 1]", "GuideRow[id 3]"])
        session.apply(.rename(0))
        #expect(session.flush().runs.filter { $0.view == "GuideRow" }.map(\.identified) == ["GuideRow[id 0]"])
        #expect(session.staleViews() == [])
    }
}
