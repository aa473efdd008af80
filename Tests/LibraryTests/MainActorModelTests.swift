import ObservationHarness
import PastedMainActor
import Testing

// A9: models marked @MainActor and a property left out of tracking with
// @ObservationIgnored, pasted as an app has them (Tests/Pasted/MainActor),
// run as they would unmarked.

@Suite("A9: @MainActor models and @ObservationIgnored")
@MainActor
struct MainActorModelTests {
    @Test(arguments: [Notify.property, .observation])
    func theyRunAsUnmarkedModelsDoAndAnIgnoredPropertyTellsNoOne(notify: Notify) {
        let session = mailWorkload.session(Combination(notify, .class), size: 1)
        defer { session.tearDown() }
        #expect(session.launch().bodies == ["MailScreen", "InboxLine", "DraftsLine"])
        #expect(session.perform("draft").bodies == ["DraftsLine"])
        #expect(session.perform("autosave").bodies == [])
        // The autosaves were never tracked: the line shows the count it had.
        #expect(session.staleViews().map(\.view) == ["DraftsLine"])
        #expect(session.perform("mail").bodies == ["InboxLine"])
    }
}
