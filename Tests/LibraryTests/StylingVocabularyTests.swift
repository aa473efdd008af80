import ObservationHarness
import Testing

// The styling vocabulary written as screens write it, overloads and all
// (`.background(Color.blue)` and `.background { }`, `.tint(.blue)`, a
// `ButtonStyle` and a `ToggleStyle` of a user's own), in one body: it
// compiles with the one import and runs the one body that writes it.

struct EveryModifier: View {
    @State private var x = 0.0
    @State private var text = ""
    let name = "n"
    var body: some View {
        VStack {
            Text("a").bold() + Text("b").italic().foregroundColor(.red)
            Text("t").padding(.horizontal, 16).padding().padding(8).frame(maxWidth: .infinity, alignment: .leading)
            Text("t").font(.system(size: 20, weight: .bold)).foregroundStyle(.secondary).foregroundColor(.secondary)
            Text("t").font(.title.bold()).font(.headline.weight(.semibold)).fontWeight(.bold)
            Text("t").foregroundStyle(.red.opacity(0.5)).tint(.blue).accentColor(.red)
            Text("t").background(Color.blue).overlay(Color.red).background(.ultraThinMaterial)
            Text("t").background(.regularMaterial, in: RoundedRectangle(cornerRadius: 12)).background(Color.blue, in: Capsule())
            Text("t").overlay(RoundedRectangle(cornerRadius: 8).stroke(Color.gray, lineWidth: 1))
            Text("t").overlay(alignment: .bottom) { Text("u") }.background(alignment: .top) { Color.red }
            Text("t").clipShape(.rect(cornerRadius: 8)).clipShape(Circle()).clipShape(.capsule)
            Button("b") {}.buttonStyle(.plain).buttonStyle(.bordered).buttonBorderShape(.capsule)
            Image(systemName: "x").resizable().scaledToFit().frame(width: 20, height: 20).font(.system(size: 40))
            Image(systemName: "x").symbolRenderingMode(.hierarchical).foregroundStyle(.white, .blue).imageScale(.large)
            Text("t").animation(.easeInOut, value: x).animation(.spring(response: 0.3, dampingFraction: 0.7), value: x)
            Text("t").transition(.move(edge: .bottom).combined(with: .opacity)).transition(.asymmetric(insertion: .scale, removal: .opacity))
            Text("t").accessibilityLabel("x").accessibilityLabel(Text("y")).accessibilityLabel(name).accessibilityHint("h").accessibilityValue("\(x)")
            Text("t").accessibilityHidden(true).accessibilityAddTraits([.isButton, .isHeader]).accessibilityElement(children: .combine)
            Text("t").rotationEffect(.degrees(45)).rotationEffect(Angle(radians: .pi)).scaleEffect(x: 1, y: -1).scaleEffect(1.5)
            Text("t").shadow(color: .black.opacity(0.2), radius: 4, x: 0, y: 2).shadow(radius: 3).cornerRadius(8)
            TextField("f", text: $text).keyboardType(.decimalPad).textFieldStyle(.roundedBorder).textInputAutocapitalization(.never).autocorrectionDisabled()
            List(0..<3, id: \.self) { Text("\($0)") }.listStyle(.plain).scrollContentBackground(.hidden)
            Text("t").lineLimit(2).lineLimit(1...3).multilineTextAlignment(.center).truncationMode(.middle).minimumScaleFactor(0.5)
            Color.clear.frame(height: 1).ignoresSafeArea().ignoresSafeArea(edges: .top)
            HStack { Text("t") }.contentShape(Rectangle()).labelsHidden().disabled(true).opacity(0.5)
            Label { Text("a") } icon: { Image(systemName: "b") }
            ProgressView(value: x).progressViewStyle(.circular)
            ProgressView(value: 3, total: 10)
            Circle().stroke(Color.blue, style: StrokeStyle(lineWidth: 4, lineCap: .round, dash: [2, 4]))
            Circle().trim(from: 0, to: x).stroke(.blue, lineWidth: 8).rotationEffect(.degrees(-90))
            RoundedRectangle(cornerRadius: 10, style: .continuous).fill(.background).strokeBorder(.red)
            Toggle("t", isOn: .constant(true)).toggleStyle(.switch).tint(.green).controlSize(.small)
            Label("l", systemImage: "s").labelStyle(.iconOnly).font(.caption2)
            Text(3, format: .number).hidden()
            Button("Press") {}.buttonStyle(PressStyle())
            Toggle("Check", isOn: .constant(false)).toggleStyle(CheckStyle())
        }
        .frame(minWidth: 100, maxWidth: 300, minHeight: 40)
        .padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        .onChange(of: x) { withAnimation { text = "" } }
        .preferredColorScheme(.dark)
    }
}

struct PressStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.scaleEffect(configuration.isPressed ? 0.9 : 1).opacity(configuration.isPressed ? 0.5 : 1)
    }
}

struct CheckStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button { configuration.isOn.toggle() } label: { Image(systemName: configuration.isOn ? "checkmark.square" : "square") }
    }
}

let everyModifier = Workload("every-modifier", model: { _ in () }, screen: { _ in EveryModifier() }, steps: [])

@Suite("A9: the styling vocabulary compiles and passes through")
struct StylingVocabularyTests {
    @Test func everyModifierRunsOnlyTheBodyThatWritesIt() throws {
        let session = everyModifier.session(Combination.all[0], size: 1)
        defer { session.tearDown() }
        #expect(session.launch().bodies == ["EveryModifier"])
        let text = try #require(session.rendered().first?.text)
        // Each line's text, and what its layers and primitives show: a shape
        // in front, a colour behind, a disabled stack's marker, a label's icon
        // before its title, a progress view's value, shapes filled or stroked.
        let lines = [
            "ab", "t", "t", "t", "t", "t", "t", "t · gray rounded rectangle", "red · t · u", "t", "[b]", "x", "x", "t", "t",
            "t", "t", "t", "t", "f: ", "t", "clear", "t · (disabled)", "b · a", "0%", "30%", "blue circle", "blue circle",
            "red rounded rectangle", "t: on", "s · l", "3", "[Press]", "Check: off",
        ]
        #expect(text == lines.joined(separator: " · "))
        #expect(session.staleViews() == [])
    }

    @Test func withAnimationRunsItsBodyAtOnceAndTheValuesCompute() {
        var ran = 0
        withAnimation { ran += 1 }
        withAnimation(.spring()) { ran += 1 }
        #expect(withAnimation(.linear(duration: 1)) { ran + 1 } == 3)
        #expect(Angle(degrees: 180).radians == .pi)
        #expect(Angle.radians(.pi / 2).degrees == 90)
        #expect(Color(hue: 0, saturation: 1, brightness: 1).description == "#FF0000FF")
        #expect(Color(white: 0.5, opacity: 0.5).description == "#80808080")
        #expect(Color.red.opacity(0.5).opacity(0.5).description == "25% red")
        #expect(Font.custom("Menlo", size: 12) != Font.body)
        // A date in a style, written by Foundation where the text is made.
        #expect(Text(Date(), style: .time) != Text(""))
    }
}
