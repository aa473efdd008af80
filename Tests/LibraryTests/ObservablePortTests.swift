import ObservationHarness
import Testing

// A10: a screen written for @Observable keeps its models in plain lets, in
// @State and through @Environment(Model.self). Its object columns run the
// ObservableObject port a SwiftUI engineer would write (@ObservedObject,
// @StateObject, @EnvironmentObject): nothing is stale. Read as written, a
// plain let and @State subscribe to nothing, and what they show goes stale (A4).

final class Settings: Model {
    @Tracked var username = "ada"
    @Tracked var alerts = true
}

final class Account: Model {
    @Tracked var signedIn = true
}

struct SettingsScreen: View {
    let settings: Settings
    @State private var account = Account()

    var body: some View {
        VStack {
            Text("user \(settings.username)")
            AccountLine(account: account)
            AlertsLine()
        }
        .environment(settings)
    }
}

struct AccountLine: View {
    let account: Account
    var body: some View { Text(account.signedIn ? "signed in" : "signed out") }
}

struct AlertsLine: View {
    @Environment(Settings.self) private var settings
    var body: some View { Text("alerts \(settings.alerts ? "on" : "off")") }
}

/// The struct kind: the settings a value, in one tracked property of a store.
struct SettingsValue: Equatable {
    var username = "ada"
    var alerts = true
}

final class SettingsStore: Model {
    @Tracked var settings = SettingsValue()
}

struct ValueSettingsScreen: View {
    let store: SettingsStore
    @State private var account = Account()

    var body: some View {
        VStack {
            Text("user \(store.settings.username)")
            AccountLine(account: account)
            ValueAlertsLine(alerts: store.settings.alerts)
        }
    }
}

struct ValueAlertsLine: View {
    let alerts: Bool
    var body: some View { Text("alerts \(alerts ? "on" : "off")") }
}

private let settingsScreen = Workload("settings", summary: "an @Observable settings screen: a plain let, @State and @Environment")
    .kind(
        .class, model: { _ in Settings() }, screen: { SettingsScreen(settings: $0) },
        steps: [
            Step("rename") { $0.username = "bo" },
            Step("sign-out") { _, screen in screen.first(Account.self)?.signedIn = false },
            Step("alerts") { $0.alerts = false },
        ])
    .kind(
        .struct, model: { _ in SettingsStore() }, screen: { ValueSettingsScreen(store: $0) },
        steps: [
            Step("rename") { $0.settings.username = "bo" },
            Step("sign-out") { _, screen in screen.first(Account.self)?.signedIn = false },
            Step("alerts") { $0.settings.alerts = false },
        ])

@Suite("A10: the object column of an @Observable screen is its ObservableObject port")
struct ObservablePortTests {
    /// The bodies each step runs, and the views stale after it.
    private func run(_ workload: Workload, _ combination: Combination) -> [String: [String]] {
        let session = workload.session(combination, size: 1)
        defer { session.tearDown() }
        var ran = ["launch": session.launch().bodies]
        for step in workload.steps {
            ran[step] = session.perform(step).bodies
            ran[step + " stale"] = session.staleViews().map(\.view)
        }
        return ran
    }

    @Test(arguments: Combination.all)
    func theScreenRunsInEveryColumnWithNothingStale(combination: Combination) {
        let ran = run(settingsScreen, combination)
        let object = combination.notify == .object, value = combination.kind == .struct
        for step in settingsScreen.steps { #expect(ran[step + " stale"] == [], "\(step)") }
        #expect(ran["launch"] == (value ? ["ValueSettingsScreen", "AccountLine", "ValueAlertsLine"] : ["SettingsScreen", "AccountLine", "AlertsLine"]))
        switch (object, value) {
        case (false, false):
            // Each view runs for what it read.
            #expect(ran["rename"] == ["SettingsScreen"])
            #expect(ran["sign-out"] == ["AccountLine"])
            #expect(ran["alerts"] == ["AlertsLine"])
        case (true, false):
            // @ObservedObject (the let) and @EnvironmentObject both run on any send of the settings;
            // @StateObject (the @State) and @ObservedObject (the line's let) on the account's.
            #expect(ran["rename"] == ["SettingsScreen", "AlertsLine"])
            #expect(ran["sign-out"] == ["SettingsScreen", "AccountLine"])
            #expect(ran["alerts"] == ["SettingsScreen", "AlertsLine"])
        case (false, true):
            // The value changes: the screen runs and hands the alerts line its new value.
            #expect(ran["rename"] == ["ValueSettingsScreen"])
            #expect(ran["sign-out"] == ["AccountLine"])
            #expect(ran["alerts"] == ["ValueSettingsScreen", "ValueAlertsLine"])
        case (true, true):
            #expect(ran["rename"] == ["ValueSettingsScreen"])
            #expect(ran["sign-out"] == ["ValueSettingsScreen", "AccountLine"])
            #expect(ran["alerts"] == ["ValueSettingsScreen", "ValueAlertsLine"])
        }
    }

    @Test(arguments: Kind.allCases)
    func readAsWrittenThePlainLetAndTheStateGoStaleUnderObjectLevel(kind: Kind) {
        let ran = run(settingsScreen.readingObjectsAsWritten(), Combination(.object, kind))
        let screen = kind == .struct ? "ValueSettingsScreen" : "SettingsScreen"
        // Nothing holds the settings in the screen's let, nor the account in its @State or the line's let.
        #expect(ran["rename"] == (kind == .struct ? [] : ["AlertsLine"]))
        #expect(ran["rename stale"] == [screen])
        #expect(ran["sign-out"] == [])
        #expect(ran["sign-out stale"] == [screen, "AccountLine"])
    }

    @Test(arguments: [Notify.property, .observation])
    func readAsWrittenChangesNothingOutsideTheObjectColumns(notify: Notify) {
        for kind in Kind.allCases {
            #expect(run(settingsScreen.readingObjectsAsWritten(), Combination(notify, kind)) == run(settingsScreen, Combination(notify, kind)))
        }
    }
}
