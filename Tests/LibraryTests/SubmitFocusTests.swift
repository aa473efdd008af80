import ObservationHarness
import Testing

// onSubmit(of:_:) and focused(_:equals:) with @FocusState, as SwiftUI runs
// them: a step that types into a field moves the focus into it, which sets
// the focus states bound to it and resets the others; a step that submits a
// field runs the onSubmit actions around it and lets the focus go unless an
// action moved it. The focus is state its view owns (G7): what reads it runs.

enum SignInField: Hashable {
    case name, password
}

/// Two fields bound to one focus state and a third to a Boolean one, with an
/// onSubmit that moves the focus on, or signs in. Its body reads neither focus.
struct SignIn: View {
    @State private var name = ""
    @State private var password = ""
    @State private var note = ""
    @State private var signedIn = 0
    @FocusState private var focus: SignInField?
    @FocusState private var noting: Bool
    var body: some View {
        VStack {
            TextField("Name", text: $name)
                .focused($focus, equals: .name)
            SecureField("Password", text: $password)
                .focused($focus, equals: .password)
        }
        .onSubmit {
            if password.isEmpty { focus = .password } else { signedIn += 1 }
        }
        TextField("Note", text: $note)
            .focused($noting)
        FocusBadge(focus: $focus)
        NoteBadge(noting: $noting)
        Text("\(signedIn) signed in")
    }
}

/// Reads the focus through its binding.
struct FocusBadge: View {
    @FocusState.Binding var focus: SignInField?
    var body: some View { Text("focus: \(focus.map { "\($0)" } ?? "none")") }
}

struct NoteBadge: View {
    var noting: FocusState<Bool>.Binding
    var body: some View { Text(noting.wrappedValue ? "noting" : "not noting") }
}

@Suite("A9 events: a field submitted runs its onSubmit, and the focus moves as a person moves it")
struct SubmitFocusTests {
    static let combinations = Combination.all.filter { $0.kind == .class }

    static let signIn = Workload(
        "sign-in", model: { _ in () }, screen: { _ in SignIn() },
        steps: [
            .type("ada", into: "Name", as: "name"), .submit("Name"), .type("pw", into: "Password", as: "password"),
            .type("!", into: "Note", as: "note"), .focus("Name"), .submit("Password"), .submit("Note"), .submit("Email"),
        ])

    @Test(arguments: combinations)
    func typingMovesTheFocusAndSubmittingRunsTheActionsAroundTheField(combination: Combination) {
        let session = Self.signIn.session(combination, size: 1)
        defer { session.tearDown() }
        #expect(session.launch().bodies == ["SignIn", "FocusBadge", "NoteBadge"])
        let reference = session.reference()
        func perform(_ step: String) -> [String] {
            let flush = session.perform(step)
            #expect(reference.account().difference(from: flush) == nil, "\(step)")
            #expect(session.staleViews() == [], "\(step)")
            return flush.runs.map(\.description)
        }
        func badges() -> [String] { session.rendered().suffix(2).map(\.text) }
        // Typing into the name focuses it: the badge that reads the focus runs, the screen that owns it does not.
        #expect(perform("name") == ["FocusBadge: _focus changed."])
        #expect(badges() == ["focus: name", "not noting"])
        // Submitted with no password: the action moves the focus on, and the name keeps none.
        #expect(perform("submit-name") == ["FocusBadge: _focus changed."])
        #expect(badges() == ["focus: password", "not noting"])
        // The password has the focus already: typing changes nothing that is read.
        #expect(perform("password") == [])
        // Another field's focus state takes the focus; the first lets it go.
        #expect(perform("note") == ["FocusBadge: _focus changed.", "NoteBadge: _noting changed."])
        #expect(badges() == ["focus: none", "noting"])
        #expect(perform("focus-name") == ["FocusBadge: _focus changed.", "NoteBadge: _noting changed."])
        #expect(badges() == ["focus: name", "not noting"])
        // Submitted with a password: the screen signs in and reads the count; the field lets the
        // focus go, and the badge runs for what it reads (the binding the screen hands it anew
        // shows what the one it replaces showed when made: the same input, G8).
        #expect(perform("submit-password") == ["SignIn: __signedIn changed.", "FocusBadge: _focus changed."])
        #expect(session.rendered().first?.text.hasSuffix("1 signed in") == true)
        #expect(badges() == ["focus: none", "not noting"])
        // A field with no onSubmit around it: submitting it takes the focus and lets it go, two
        // writes that end where they began, and a state's reader runs for each unequal write (G7).
        #expect(perform("submit-note") == ["NoteBadge: _noting changed."])
        #expect(badges() == ["focus: none", "not noting"])
        #expect(session.perform("submit-email").unfoundControls == [#"submitted the field "Email", which is not on screen; the fields on screen are "Name", "Password", "Note""#])
    }
}
