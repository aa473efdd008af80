import ObservationHarness
import Testing

// A9: ColorPicker, a control written as a user writes one (a primitive, a
// live value through `_Expansion.show(live:)`, a step through `Screen.act`;
// .ci/run compiles its file in a user's package), driven here through the
// harness's own sessions, which a user's package does not reach.

/// A palette whose screen hands the picker its binding and reads the tint not;
/// the swatch reads it.
struct Palette: View {
    @State private var tint = Color.red
    var body: some View {
        VStack {
            ColorPicker("Tint", selection: $tint)
            Swatch(tint: $tint)
        }
    }
}

struct Swatch: View {
    @Binding var tint: Color
    var body: some View { Text("swatch \(tint.description)") }
}

@Suite("A9: a color picker, a control with a live value")
struct ColorPickerTests {
    @Test(arguments: Combination.all.filter { $0.kind == .class })
    func pickingAColorRunsOnlyItsReaderAndThePickerShowsItLive(combination: Combination) {
        let workload = Workload(
            "palette", model: { _ in () }, screen: { _ in Palette() },
            steps: [.pickColor(.blue, in: "Tint"), .pickColor(.blue, in: "Shade", as: "shade")])
        let session = workload.session(combination, size: 1)
        defer { session.tearDown() }
        #expect(session.launch().bodies == ["Palette", "Swatch"])
        #expect(session.rendered().first { $0.view == "Palette" }?.text == "Tint: red")
        let reference = session.reference()
        // The screen hands the binding and reads nothing: the swatch alone runs.
        let picked = session.perform("pick-blue-in-tint")
        #expect(picked.runs.map(\.description) == ["Swatch: __tint changed."])
        #expect(reference.account().difference(from: picked) == nil)
        #expect(session.rendered().map(\.text) == ["Tint: blue", "swatch blue"])
        #expect(session.staleViews() == [])
        #expect(session.perform("shade").unfoundControls == [
            #"picked blue in the color picker "Shade", which is not on screen; the color pickers on screen are "Tint""#
        ])
    }
}
