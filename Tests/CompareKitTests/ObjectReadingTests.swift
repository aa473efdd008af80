@testable import CompareKit
import Testing
import ViewGraph
import Workloads
@testable import Screens

// --objects: the object columns run a screen's ObservableObject port by
// default and say so; as-written reads the source as written (A4, A10).

private final class Perch: Model {
    @Tracked var birds = 0
}

private struct PerchLine: View {
    let perch: Perch
    var body: some View { Text("\(perch.birds) birds") }
}

private let perch = Workload("perch", model: { _ in Perch() }, screen: { PerchLine(perch: $0) }, steps: [Step("land") { $0.birds += 1 }])

@Suite("--objects: how the object columns read an @Observable screen")
struct ObjectReadingTests {
    @Test func theDefaultIsThePortAndTheTableSaysSo() {
        let run = ran(["perch", "--counts-only"], workloads: [perch], name: "perch")
        #expect(run.code == 0)
        #expect(run.output.contains("\nobject·class: the screen's ObservableObject port: a model a view keeps in let or var is held as @ObservedObject, one in @State as @StateObject (--objects as-written reads it as written)\n"))
        #expect(run.output.contains("land                 1                  1             1"))
    }

    @Test func asWrittenAPlainLetGoesStaleUnderObjectLevelAndTheRunFails() {
        let run = ran(["perch", "--counts-only", "--objects", "as-written"], workloads: [perch], name: "perch")
        #expect(run.code == 1)
        #expect(run.output.contains("object·class: the screen as written: a model a view keeps in a plain let or var, or in @State, subscribes to nothing (--objects port runs its ObservableObject port)"))
        #expect(run.output.contains("perch size 1 land object·class: PerchLine shows \"0 birds\" but should show \"1 birds\""))
        // Every stale view explained by what the screen read and did not hold: the screen misses it, not the harness.
        #expect(run.errors == "perch: a view was stale after a step (listed above, each with what its screen read and did not hold); the screen misses a change under object-level, as it would in SwiftUI\n")
    }

    @Test func theJSONSaysWhichReadingItTook() {
        let run = ran(["perch", "--counts-only", "--format", "json", "--objects", "port"], workloads: [perch], name: "perch")
        #expect(run.output.contains("\"object_reading\" : \"port\""))
        let property = ran(["perch", "--counts-only", "--format", "json", "--notify", "property"], workloads: [perch], name: "perch")
        #expect(!property.output.contains("object_reading"))
    }

    @Test func anUnknownReadingIsAUsageError() {
        let run = ran(["perch", "--objects", "strict"], workloads: [perch], name: "perch")
        #expect(run.code == 64)
        #expect(run.errors == "perch: --objects takes port (a screen's ObservableObject port, the default) or as-written, not 'strict'\n")
    }
}

/// A perch written the classic way (A12); `EqualityRuleTests` lands on it too.
final class ClassicPerch: ObservableObject {
    @Published var birds = 0
}

struct ClassicPerchLine: View {
    @ObservedObject var perch: ClassicPerch
    var body: some View { Text("\(perch.birds) birds") }
}

private let classicPerch = Workload(
    "classic-perch", model: { _ in ClassicPerch() }, screen: { ClassicPerchLine(perch: $0) },
    steps: [Step("land") { $0.birds += 1 }])

/// A classic perch beside an `@Observable` one the view keeps in a plain let.
private struct MixedPerchLines: View {
    @ObservedObject var classic: ClassicPerch
    let perch = Perch()
    var body: some View { Text("\(classic.birds) and \(perch.birds) birds") }
}

private let mixedPerch = Workload(
    "mixed-perch", model: { _ in ClassicPerch() }, screen: { MixedPerchLines(classic: $0) }, steps: [Step("land") { $0.birds += 1 }])

@Suite("A12: which reading each column of a classic screen takes")
struct ClassicReadingTests {
    @Test func aMixedScreenSaysHowTheObjectColumnsReadEachWayOfWritingAModel() {
        let run = ran(["mixed-perch", "--counts-only"], workloads: [mixedPerch], name: "perch")
        #expect(run.code == 0)
        #expect(run.output.contains("\nobject·class: its ObservableObject models as written, their @Published properties Broadcast; its @Observable models as their ObservableObject port: one a view keeps in let or var is held as @ObservedObject, one in @State as @StateObject (--objects as-written reads them as written)\n"))
        let json = ran(["mixed-perch", "--counts-only", "--format", "json"], workloads: [mixedPerch], name: "perch")
        #expect(json.output.contains("\"object_reading\" : \"mixed\""))
        let asWritten = ran(["mixed-perch", "--counts-only", "--objects", "as-written"], workloads: [mixedPerch], name: "perch")
        #expect(asWritten.output.contains("\nobject·class: the screen as written: its ObservableObject models and their @Published properties are Broadcast; an @Observable model a view keeps in a plain let or var, or in @State, subscribes to nothing (--objects port runs their ObservableObject port)\n"))
    }


    @Test func theTableSaysThePropertyColumnsRunThePortAndTheObjectColumnsTheSource() {
        let run = ran(["classic-perch", "--counts-only"], workloads: [classicPerch], name: "perch")
        #expect(run.code == 0)
        #expect(run.output.contains("\nproperty·class, observation·class: the screen's @Observable port: each @Published property tracked, an equal assignment and objectWillChange.send() telling no one\n"))
        #expect(run.output.contains("\nobject·class: the screen as written: its ObservableObject models and their @Published properties are Broadcast\n"))
        let json = ran(["classic-perch", "--counts-only", "--format", "json"], workloads: [classicPerch], name: "perch")
        #expect(json.output.contains("\"property_reading\" : \"observable-port\""))
        #expect(json.output.contains("\"object_reading\" : \"as-written\""))
    }

    @Test func anObservableScreenSaysNothingOfThePropertyColumns() {
        let run = ran(["perch", "--counts-only"], workloads: [perch], name: "perch")
        #expect(!run.output.contains("@Observable port"))
    }
}
