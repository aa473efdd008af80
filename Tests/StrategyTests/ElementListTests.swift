import TestSupport
import PropertyLevel
import Testing
import ValueVsReference
import Workloads

/// A perch's bird, as an object with its own tracked name.
private final class Finch: Model {
    @Tracked var name: String
    init(_ name: String) { self.name = name }
}

/// A perch's bird, as a value.
private struct FinchValue {
    var name: String
}

/// Birds held as objects: renaming one changes the bird, not the array.
private final class Branch: Model, ElementList {
    @Tracked var elements: [Finch] = [Finch("wren"), Finch("robin")]
}

/// Birds held as values in one tracked array: renaming one changes the array.
private final class ValueBranch: Model, ElementList {
    @Tracked var elements: [FinchValue] = [FinchValue(name: "wren"), FinchValue(name: "robin")]
}

@Suite("ValueVsReference: a list's steps written once for both kinds")
struct ElementListTests {
    @Test func theKindIsTheElementsKind() {
        #expect(Branch.kind == .class)
        #expect(ValueBranch.kind == .struct)
    }

    @Test func updatingAnObjectChangesTheElementAndOnlyReadsTheArray() {
        let perch = Branch()
        let array = Calls(), element = Calls()
        withTracking({ _ = perch.elements }, onChange: { array.record() })
        withTracking({ _ = perch.elements[1].name }, onChange: { element.record() })
        perch.update(at: 1) { $0.name = "sparrow" }
        #expect(perch.elements[1].name == "sparrow")
        #expect(array.count == 0)
        #expect(element.count == 1)
        #expect(perch.holdings(at: 1).map(ObjectIdentifier.init) == [ObjectIdentifier(perch.elements[1])])
    }

    @Test func updatingAValueChangesTheArrayInPlaceEvenWithAnEqualName() {
        let perch = ValueBranch()
        let array = Calls()
        withTracking({ _ = perch.elements }, onChange: { array.record() })
        perch.update(at: 1) { $0.name = "robin" }  // P6: in place, so a change though equal
        #expect(array.count == 1)
        withTracking({ _ = perch.elements }, onChange: { array.record() })
        perch.update(at: 0) { $0.name = "finch" }
        #expect(perch.elements.map(\.name) == ["finch", "robin"])
        #expect(array.count == 2)
        #expect(perch.holdings(at: 0).isEmpty)
    }
}
