import ViewGraph

/// A control that picks a color, as SwiftUI's `ColorPicker`: it shows its
/// title and the color picked, read when shown (`Tint: red`), so picking runs
/// no body unless a body reads the color itself (G8). A step picks a color by
/// the picker's title (``Step/pickColor(_:in:as:_:)``). Written as a user
/// writes a control of their own: a primitive, a live value, and a step
/// through `Screen.act`.
///
/// ```swift
/// ColorPicker("Tint", selection: $tint)
/// ```
nonisolated public struct ColorPicker<Label: View>: View {
    public typealias Body = Never
    let title: String
    let selection: Binding<Color>

    public static func _expand(_ view: Self, into expansion: inout _Expansion) {
        let title = view.title
        expansion.show(live: view.selection) { "\(title): \($0)" }
        expansion.control(ColorSelection(selection: view.selection), titled: title)
    }
}

extension ColorPicker where Label == Text {
    /// A picker titled `title` (a literal too), of `selection`; the harness
    /// shows no opacity, so `supportsOpacity` changes nothing that runs.
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.title = String(title)
        self.selection = selection
    }
}

/// What a step sets in a color picker: the binding it was handed.
struct ColorSelection: _Control {
    static let kind = "color picker"
    let selection: Binding<Color>
}

extension Step {
    /// Picks `color` in the color picker titled `title`, as a person would;
    /// named `pick-red-in-tint` for red in the picker `Tint`, or `name`.
    public static func pickColor(_ color: Color, in title: String, as name: String? = nil, _ explanation: String? = nil) -> Step {
        Step(name ?? "pick-\(Self.name(for: color.description))-in-\(Self.name(for: title))", explanation ?? "picks \(color) in \(title)") { _, screen in
            screen.act(on: ColorSelection.self, titled: title, verb: "picked \(color) in") { $0.selection.wrappedValue = color }
        }
    }
}
