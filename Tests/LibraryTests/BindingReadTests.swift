import ObservationHarness
import Testing

// G8: making a binding to a model's property reads it, in the body that
// makes it; making `$state`, or a part of another binding, reads nothing.

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

/// A child that reads nothing: it runs only when its parent hands it new inputs.
struct MemberBadge: View {
    var body: some View { Text("badge") }
}

@Suite("G8: a binding made to a model's property reads it")
struct BindingReadTests {
    private func typed<Screen: View>(
        _ screen: @escaping @Sendable () -> Screen, into field: String, _ notify: Notify
    ) -> [String] {
        let workload = Workload("form", model: { _ in () }, screen: { _ in screen() }, steps: [.type("Bo", into: field, as: "type")])
        let session = workload.session(Combination(notify, .class), size: 1)
        defer { session.tearDown() }
        _ = session.launch()
        let runs = session.perform("type").runs.map(\.description)
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
}
