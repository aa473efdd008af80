import TestSupport
import Testing
import ViewGraph
@testable import Workloads
@testable import Screens

// The vocabulary held to an account of its own (VoyageAccount): navigation,
// presentations, tabs, focus, storage, actions and tasks, fuzzed.

@Suite("voyage: the vocabulary held to its own account")
struct VoyageTests {
    static let voyage = Workload.voyage
    static let columns = voyage.combinations()

    @Test(arguments: 0..<100)
    func aSeededScriptDoesWhatTheAccountSays(seed: UInt64) {
        let script = FuzzScript(seed: seed, workloads: [Self.voyage])
        #expect(Fuzzer.check(script, in: [Self.voyage]) == nil, "\(script)")
    }

    /// A fuzz screen whose scripts never reach a step checks nothing there:
    /// three hundred seeds' scripts make every step the account admits, the
    /// deep ones too, as the account alone decides.
    @Test func threeHundredSeedsReachEveryStep() {
        var made: [String: Int] = [:]
        var deepest = 0
        for seed in UInt64(0)..<300 {
            let account = VoyageAccount()
            for transaction in FuzzScript(seed: seed, workloads: [Self.voyage]).transactions {
                for action in transaction where account.admits(action) {
                    made[action.description(steps: Self.voyage.steps), default: 0] += 1
                }
                account.endTransaction()
                let port = account.controls.filter { $0.contains("port") }.compactMap { $0.split(separator: " ").last.flatMap { Int($0.dropLast()) } }.max() ?? 0
                deepest = max(deepest, port)
            }
        }
        #expect(Set(made.keys) == Set(Self.voyage.steps.map { "step \($0)" }))
        #expect(made.values.min()! >= 5, "\(made)")
        #expect(deepest >= 3)
    }

    @Test(arguments: columns)
    func aScreenALinkPushedStaysGoneWhenThePathUnderItGrowsBack(combination: Combination) {
        let session = Self.voyage.session(combination, size: 1)
        defer { session.tearDown() }
        _ = session.launch()
        for step in ["port-1", "next-port", "deck"] { #expect(session.perform(step).unfoundControls == []) }
        #expect(session.graph.controlsOnScreen().contains("button \"Up a port from deck 2\""))
        // Popping the port under the deck takes the deck; the path growing back does not bring it back.
        for step in ["up-a-port", "next-port"] { #expect(session.perform(step).unfoundControls == []) }
        let shown = session.graph.controlsOnScreen()
        #expect(shown.contains("link \"Deck of port 2\""))
        #expect(!shown.contains { $0.contains("deck 2") })
        #expect(session.staleViews() == [])
    }

    @Test(arguments: columns)
    func theAccountSaysWhatTheLaunchShows(combination: Combination) {
        let session = Self.voyage.session(combination, size: 1)
        defer { session.tearDown() }
        let launch = session.launch()
        let account = VoyageAccount()
        #expect(account.difference(from: session.graph, flush: launch) == nil)
        #expect(session.graph.controlsOnScreen().sorted() == ["button \"Present\"", "link \"Port 1\"", "tab \"Form\"", "tab \"Stack\""])
    }

    /// The account is the graph's second opinion: a screen that differs from
    /// it by one control, one action or one task is a difference it names.
    @Test func aStepTheGraphMadeAndTheAccountDidNotIsNamed() {
        let session = Self.voyage.session(Self.columns[0], size: 1)
        defer { session.tearDown() }
        _ = session.launch()
        let account = VoyageAccount()
        let presented = session.perform("present")
        let difference = account.difference(from: session.graph, flush: presented)
        #expect(difference?.hasPrefix("the screen shows [\"button \\\"Present inner\\\"\", \"presentation \\\"sheet\\\"\"] and not [") == true, "\(difference ?? "")")
    }

    /// A key declared `private` (the scene's phase is one) is named without
    /// the address the runtime writes for such a type.
    @Test func aRunTheScenesPhaseCausedNamesItsKeyWithoutAnAddress() {
        let session = Self.voyage.session(Self.columns[0], size: 1)
        defer { session.tearDown() }
        _ = session.launch()
        let moved = session.perform("background")
        #expect(moved.runs.map(\.description) == ["VoyageScreen: the scene's SwiftUIVocabulary.ScenePhaseKey changed."])
    }

    @Test func compareFuzzNamesTheScreenMadeForFuzzingAlone() throws {
        let outcome = try CompareCommand.run(["fuzz", "voyage", "--seeds", "3"])
        #expect(outcome.status == 0)
        #expect(outcome.stdout.hasPrefix("fuzz: 3 scripts (seeds 0 to 2, "))
        #expect(outcome.stdout.contains(" under 3 combinations: no difference, in "))
    }
}
