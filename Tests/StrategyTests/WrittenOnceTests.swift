import PropertyLevel
import Testing
@_spi(Graph) import ViewGraph
@testable import Workloads

@Suite("models written once with @Tracked")
struct WrittenOnceTests {
    @Test(arguments: Combination.all, [2, 1_000])
    func tallyAndGuideListRunWhatTheHandWrittenModelsRun(combination: Combination, size: Int) {
        for (hand, once) in [
            (TallyWorkload() as any Workload, TallyWorkload(models: .writtenOnce) as any Workload),
            (GuideListWorkload(), GuideListWorkload(models: .writtenOnce)),
        ] {
            let expected = runSteps(hand, combination, size: size)
            let measured = runSteps(once, combination, size: size)
            for step in [launchStep] + hand.steps {
                #expect(measured[step]?.runs == expected[step]?.runs, "\(hand.name) \(step)")
                #expect(measured[step]?.compared == expected[step]?.compared, "\(hand.name) \(step)")
                #expect(measured[step]?.skipped == expected[step]?.skipped, "\(hand.name) \(step)")
            }
        }
    }

    @Test func causesNameTheModelsProperty() {
        let flushes = runSteps(TallyWorkload(models: .writtenOnce), Combination(.property, .class), size: 1)
        #expect(flushes["robin"]?.runs.map(\.description) == [
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
    func aModelWrittenOnceNotifiesThroughItsStrategy(notify: Notify) {
        let sightings = WriteOnce.Sightings(notify)
        let calls = Calls()
        let subscription = sightings.willChange.subscribe { calls.record() }
        switch notify {
        case .property:
            withTracking({ _ = sightings.total }, onChange: { calls.record() })
        case .observation:
            withObservationTrackingForTests({ _ = sightings.total }, onChange: { calls.record() })
        case .object:
            break
        }
        sightings.robins = 0  // equal: silent under property-level, a send under object-level
        #expect(calls.count == (notify == .object ? 1 : 0))
        sightings.sparrows += 1
        #expect(calls.count == (notify == .object ? 2 : 1))
        subscription.cancel()
    }
}
