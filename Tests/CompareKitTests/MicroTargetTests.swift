@testable import CompareKit
@testable import Measurements
import Testing
import Workloads

@Suite("compare micro: targets and the verdict")
struct MicroTargetTests {
    /// A result whose every sample took `nanoseconds`.
    static func result(_ operation: String, _ notify: Notify, _ nanoseconds: Double) -> MicroResult {
        MicroResult(operation: operation, notify: notify, timing: Timing([nanoseconds], iterations: 1), unit: "ns", note: nil)
    }

    @Test func aRatioIsOursOverTheirs() throws {
        let targets = microTargets([Self.result("read-untracked", .property, 10), Self.result("read-untracked", .observation, 40)])
        let target = try #require(targets.first { $0.description.hasPrefix("property read-untracked") })
        #expect(target.measured == 0.25)
        #expect(target.limit == 0.5)
        #expect(target.met)
    }

    @Test func aRatioOverItsLimitIsMissed() throws {
        let targets = microTargets([Self.result("track-cycle", .property, 50), Self.result("track-cycle", .observation, 100)])
        let target = try #require(targets.first { $0.description.hasPrefix("property track-cycle") })
        #expect(target.measured == 0.5)
        #expect(!target.met)
    }

    @Test func anAbsoluteTargetIsTheFigureOverItsLimit() throws {
        let targets = microTargets([Self.result("launch-per-row", .property, 400)])
        let target = try #require(targets.first { $0.description.contains("launch-per-row") })
        #expect(target.measured == 0.8)
        #expect(target.met)
    }

    @Test func aMissedTargetExitsTwoAndAllMetExitsZero() {
        let met = MicroTarget(description: "met", measured: 0.4, limit: 0.5)
        let missed = MicroTarget(description: "missed", measured: 0.6, limit: 0.5)
        #expect(microVerdict([met]) == .success)
        #expect(microVerdict([]) == .success)
        #expect(microVerdict([met, missed]) == .countsDiffer)
    }
}
