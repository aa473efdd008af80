import TestSupport
import Observation
import PropertyLevel
import Testing
import SwiftUIVocabulary
import ViewGraph
@testable import Workloads
@testable import Screens

/// A perch whose visits are tracked, in @Observable's shape (A5).
private final class Roosting: Model {
    @Tracked var visits = 0
    var wings = 2
}

/// Makes a roosting bird in its state, as `@State private var model = Model()` does.
private nonisolated struct RoostScreen: View {
    @State private var roost = Roosting()
    var body: some View {
        Text("visits \(roost.visits)")
        Button("visit") { roost.visits += 1 }
    }
}

@Suite("A5: models in @Observable's shape, their strategy the session's")
struct WrittenOnceTests {
    @Test func causesNameTheModelsProperty() {
        let session = Workload.tally.session(Combination(.property, .class), size: 1)
        _ = session.launch()
        #expect(session.perform("robin").runs.map(\.description) == [
            #"RobinLine: \Sightings.robins changed."#, #"TotalLine: \Sightings.robins changed."#,
        ])
    }

    @Test func theEqualityCheckIsMadeAtRunTime() {
        // Inside the generic wrapper no Equatable overload is chosen at compile time.
        #expect(!isChange(3, 3))
        #expect(isChange(3, 4))
        #expect(!isChange("a", "a"))
        let nest = Medal("gold")
        #expect(!isChange(nest, nest))
        #expect(!isChange(nest, Medal("gold")))  // an Equatable class compares with ==
        let roost = Roost()
        #expect(!isChange(roost, roost))
        #expect(isChange(roost, Roost()))
        #expect(isChange(Song(), Song()))  // not Equatable: always a change
        #expect(isChange(Optional(roost), Optional(roost)))  // an optional reference, as the macro decides
        #expect(!isChange(Optional(3), Optional(3)))
        #expect(!isChange(Int?.none, Int?.none))  // nil over nil: Optional<Int> is Equatable
        #expect(isChange(Int?.none, 3))
    }

    @Test(arguments: Notify.allCases)
    func aModelNotifiesThroughTheStrategyItWasMadeUnder(notify: Notify) {
        let roost = notify.run { Roosting() }
        let calls = Calls()
        let subscription = roost.willChange.subscribe { calls.record() }
        switch notify {
        case .property:
            withTracking({ _ = roost.visits }, onChange: { calls.record() })
        case .observation:
            withObservationTrackingForTests({ _ = roost.visits }, onChange: { calls.record() })
        case .object:
            break
        }
        roost.visits = 0  // equal: silent under property-level, a send under object-level
        #expect(calls.count == (notify == .object ? 1 : 0))
        roost.visits += 1
        #expect(calls.count == (notify == .object ? 2 : 1))
        roost.wings = 3  // a plain property never notifies (P4, O5)
        #expect(calls.count == (notify == .object ? 2 : 1))
        subscription.cancel()
    }

    @Test func aModelMadeOutsideAnySessionIsProperty() {
        let roost = Roosting()
        let calls = Calls()
        withTracking({ _ = roost.visits }, onChange: { calls.record() })
        roost.visits += 1
        #expect(calls.count == 1)
        #expect(Notify.object.run { Notify.property.run { Notify.current } } == .property)
        #expect(Notify.object.run { () -> Notify in _ = Notify.property.run { 0 }; return Notify.current } == .object)
    }

    @Test(arguments: Notify.allCases)
    func aModelAViewMakesInItsStateTakesTheStrategyOfTheSessionThatRunsIt(notify: Notify) {
        let workload = Workload("roost", model: { _ in () }, screen: { _ in RoostScreen() }, steps: [.tap("visit")])
        // The ObservableObject port holds a model kept in state as @StateObject does (A10).
        let session = workload.session(Combination(notify, .class), size: 1)
        _ = session.launch()
        #expect(session.perform("visit").bodies == ["RoostScreen"])
        #expect(session.staleViews().isEmpty)
        session.tearDown()
        // As written, under object-level nothing holds it: the text goes stale (A4).
        let asWritten = workload.readingObjectsAsWritten().session(Combination(notify, .class), size: 1)
        _ = asWritten.launch()
        #expect(asWritten.perform("visit").bodies == (notify == .object ? [] : ["RoostScreen"]))
        #expect(asWritten.staleViews().map(\.view) == (notify == .object ? ["RoostScreen"] : []))
        asWritten.tearDown()
    }
}
