import SwiftUIVocabulary
import ViewGraph
import Workloads

// trap-form-binding: a form whose root writes `$profile.name` beside one whose
// field takes the model and writes the binding itself (G8).

/// Whom the two forms edit.
final class Profile: Model {
    @Tracked var name = "Ada"
}

/// The two forms' profiles, one each.
final class Profiles: Model {
    let root = Profile()
    let field = Profile()
}

/// Both forms, side by side.
struct ProfileForms: View {
    let profiles: Profiles
    var body: some View {
        RootBindingForm(profile: profiles.root)
        FieldBindingForm(profile: profiles.field)
    }
}

/// Writes `$profile.name` in its own body: making the binding reads the name,
/// so the form runs at each keystroke, and with it every row handed a closure.
struct RootBindingForm: View {
    @Bindable var profile: Profile
    var body: some View {
        TextField("Name", text: $profile.name)
        Greeting(profile: profile)
        ForEach(settingTitles, id: \.self) { title in SettingRow(title: title) { print(title) } }
    }
}

/// Hands the model to a field that writes `$profile.name` itself: a keystroke
/// runs the field and the greeting, not the form.
struct FieldBindingForm: View {
    let profile: Profile
    var body: some View {
        NameField(profile: profile)
        Greeting(profile: profile)
        ForEach(settingTitles, id: \.self) { title in SettingRow(title: title) { print(title) } }
    }
}

struct NameField: View {
    @Bindable var profile: Profile
    var body: some View { TextField("Full name", text: $profile.name) }
}

struct Greeting: View {
    let profile: Profile
    var body: some View { Text("Hello, \(profile.name)") }
}

/// A row of the form, handed an action that captures its title.
struct SettingRow: View {
    let title: String
    let action: () -> Void
    var body: some View { Text(title) }
}

private let settingTitles = ["Alerts", "Privacy", "About"]

extension Workload {
    /// trap-form-binding: the root of a form writes `$profile.name` (G8).
    package static let formBinding = Workload(
        "trap-form-binding", summary: "a form whose root writes $profile.name, beside one whose field takes the model and writes it",
        model: { _ in Profiles() }, screen: { ProfileForms(profiles: $0) },
        steps: [.type("Bo", into: "Name", as: "type-root"), .type("Bo", into: "Full name", as: "type-field")]
    ).notFuzzed()
}
