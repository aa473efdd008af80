import ObservationHarness

// An app's models and views as Xcode's default language mode compiles them:
// @MainActor on the models, @ObservationIgnored on a property, and views that
// read them. Pasted with its import changed, in the Swift 5 language mode
// (docs/writing-a-workload.md says why).

@MainActor
final class Inbox: ObservableObject {
    @Published var unread = 3
}

@MainActor
package final class Drafts: Model {
    @Tracked var count = 1
    /// Never tracked: a change of it alone tells no view.
    @ObservationIgnored var autosaves = 0
}

@MainActor
struct DraftsLine: View {
    let drafts: Drafts
    var body: some View { Text("\(drafts.count) drafts, \(drafts.autosaves) autosaves") }
}

@MainActor
struct InboxLine: View {
    @ObservedObject var inbox: Inbox
    var body: some View { Text("\(inbox.unread) unread") }
}

@MainActor
struct MailScreen: View {
    @StateObject private var inbox = Inbox()
    let drafts: Drafts
    var body: some View {
        InboxLine(inbox: inbox)
        DraftsLine(drafts: drafts)
    }
}

/// The mail screen: a draft, an autosave no view is told of, and a new mail.
package let mailWorkload = Workload(
    "mail", summary: "@MainActor models, an @ObservationIgnored property",
    model: { _ in Drafts() }, screen: { MailScreen(drafts: $0) },
    steps: [
        Step("draft", on: MainActor.shared) { $0.count += 1 },
        Step("autosave", on: MainActor.shared) { $0.autosaves += 1 },
        Step("mail", on: MainActor.shared) { _, screen in screen.first(Inbox.self)?.unread += 1 },
    ])
