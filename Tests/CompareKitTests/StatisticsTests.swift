@testable import CompareKit
import Testing

@Suite("Timing statistics: median, spread, extremes")
struct StatisticsTests {
    @Test func theMedianIsTheMiddleOfTheSortedSamplesNotOfTheOrderTaken() {
        // In the order taken, the middle sample is 2; sorted, 1 2 3 8 9, it is 3.
        let timing = Timing([9, 1, 2, 8, 3], iterations: 7)
        #expect(timing.median == 3)
        #expect(timing.min == 1)
        #expect(timing.max == 9)
        #expect(timing.samples == 5)
        #expect(timing.iterations == 7)
    }

    @Test func anEvenCountTakesTheMeanOfTheTwoMiddleSamples() {
        #expect(Timing([4, 1, 3, 2], iterations: 1).median == 2.5)
    }

    @Test func theSpreadIsTheMedianOfTheSortedDeviations() {
        // Deviations from 3, in the samples' sorted order: 2 1 0 5 6; sorted, 0 1 2 5 6.
        #expect(Timing([9, 1, 2, 8, 3], iterations: 1).mad == 2)
        // Deviations from 2.5: 1.5 0.5 0.5 1.5; their median is 1.
        #expect(Timing([4, 1, 3, 2], iterations: 1).mad == 1)
    }

    @Test func noSampleIsZeroEverywhere() {
        let timing = Timing([], iterations: 1)
        #expect([timing.median, timing.min, timing.max, timing.mad] == [0, 0, 0, 0])
    }
}
