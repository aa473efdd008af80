import ObservationHarness
import Testing

// G8: making a binding to a model's property reads it, in the body that
// makes it; making `$state`, or a part of another binding, reads nothing;
// making an element of a binding to an array (`$tags[0]`) reads the array.

final class Member: Model {
    @Tracked var name = "Ada"
}

/// A root that writes `$member.name` itself.
struct MemberForm: View {
    @Bindable var member: Member
    var body: some View {
        TextField("Name", text: $member.name)
        MemberBadge()
    }
}

/// A root that hands `$query` to a field and to a view that shows it.
struct QueryForm: View {
    @State private var query = ""
    var body: some View {
        TextField("Search", text: $query)
        QueryEcho(query: $query)
        MemberBadge()
    }
}

/// A root that hands a part of its state, `$units.scale`, to a field.
struct UnitsForm: View {
    @State private var units = Units()
    var body: some View {
        ScaleField(scale: $units.scale)
        MemberBadge()
    }
}

struct Units {
    var scale = "metric"
    var precision = 1
}

struct QueryEcho: View {
    @Binding var query: String
    var body: some View { Text("searching \(query)") }
}

struct ScaleField: View {
    @Binding var scale: String
    var body: some View { TextField("Scale", text: $scale) }
}

/// A root that hands elements of its state array: `$tags[0]` to a field, `$tags[1]` to a child.
struct TagsForm: View {
    @State private var tags = ["dawn", "dusk"]
    var body: some View {
        TextField("First tag", text: $tags[0])
        TagField(tag: $tags[1])
        MemberBadge()
    }
}

struct TagField: View {
    @Binding var tag: String
    var body: some View { TextField("Second tag", text: $tag) }
}

final class Roster: Model {
    @Tracked var members = [Member(), Member()]
}

/// A root that binds a field to the second member's name, through `@Bindable` declared in its body.
struct RosterForm: View {
    let roster: Roster
    var body: some View {
        @Bindable var roster = roster
        TextField("Second name", text: $roster.members[1].name)
        MemberBadge()
    }
}

/// A child that reads nothing: it runs only when its parent hands it new inputs.
struct MemberBadge: View {
    var body: some View { Text("badge") }
}

@Suite("G8: a binding made to a model's property reads it")
struct BindingReadTests {
    private func typed<Screen: View>(
        _ screen: @escaping @MainActor @Sendable () -> Screen, into field: String, _ notify: Notify
    ) -> [String] {
        performed(.type("Bo", into: field, as: "type"), on: { _ in () }, { _ in screen() }, notify)
    }

    /// The runs, with their causes, of `step` on a screen over the model `model` makes.
    private func performed<Model, Screen: View>(
        _ step: Step<Model>, on model: @escaping @Sendable (Int) -> Model,
        _ screen: @escaping @MainActor @Sendable (Model) -> Screen, _ notify: Notify
    ) -> [String] {
        let workload = Workload("form", model: model, screen: screen, steps: [step])
        let session = workload.session(Combination(notify, .class), size: 1)
        defer { session.tearDown() }
        _ = session.launch()
        let runs = session.perform(step.name).runs.map(\.description)
        #expect(session.staleViews() == [])
        return runs
    }

    @Test(arguments: [Notify.property, .observation, .object])
    func aKeystrokeRunsTheRootThatMadeTheBindingToTheModelsProperty(notify: Notify) {
        let cause = notify == .property ? #"\Member.name"# : notify == .object ? "_member" : "a property it read (withObservationTracking does not say which)"
        #expect(typed({ MemberForm(member: Member()) }, into: "Name", notify) == ["MemberForm: \(cause) changed."])
    }

    @Test(arguments: [Notify.property, .observation, .object])
    func aKeystrokeIntoStateRunsOnlyWhatReadsIt(notify: Notify) {
        #expect(typed({ QueryForm() }, into: "Search", notify) == ["QueryEcho: __query changed."])
    }

    @Test(arguments: [Notify.property, .observation, .object])
    func aPartOfAStateBindingReadsNothingWhenMade(notify: Notify) {
        // The field shows the scale as its own dependency; the form made $units.scale and read nothing.
        #expect(typed({ UnitsForm() }, into: "Scale", notify) == [])
    }

    @Test(arguments: [Notify.property, .observation, .object])
    func anElementOfAStateArrayReadsTheArrayWhenMadeAndIsANewInputEachTime(notify: Notify) {
        // $tags[0] is made of closures, as SwiftUI's collection subscript makes it, reading tags:
        // the form runs, and the child handed $tags[1] is a new input; the badge is skipped.
        #expect(typed({ TagsForm() }, into: "First tag", notify) == ["TagsForm: __tags changed.", "TagField: @self changed."])
    }

    @Test(arguments: [Notify.property, .observation])
    func anElementObjectsPropertyReadsTheArrayAndThePropertyWhenMade(notify: Notify) {
        let made = { @Sendable (_: Int) in Roster() }
        let form = { @MainActor @Sendable (roster: Roster) in RosterForm(roster: roster) }
        let cause = { (name: String) in notify == .property ? "\\\(name)" : "a property it read (withObservationTracking does not say which)" }
        // Only the second member's name was read, with the array.
        #expect(performed(Step("rename-second") { $0.members[1].name = "Bo" }, on: made, form, notify) == ["RosterForm: \(cause("Member.name")) changed."])
        #expect(performed(Step("rename-first") { $0.members[0].name = "Bo" }, on: made, form, notify) == [])
        #expect(performed(Step("add") { $0.members.append(Member()) }, on: made, form, notify) == ["RosterForm: \(cause("Roster.members")) changed."])
    }
}
