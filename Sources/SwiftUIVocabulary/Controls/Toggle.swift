import ViewGraph

/// A toggle, as SwiftUI's `Toggle`: it shows whether its binding is on, read
/// when shown; a step flips it by its title (A6).
///
/// ```swift
/// Toggle("Metric", isOn: $metric)
/// Toggle(isOn: $showDetail) { Text("Details") }
/// ```
nonisolated public struct Toggle<Label: View>: View {
    public typealias Body = Never
    let title: String
    let isOn: Binding<Bool>
    /// The label's views, when the toggle was handed them: its title is what they show.
    let label: Label?

    /// A toggle bound to `isOn`, titled by what `label` shows.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        title = ""
        self.isOn = isOn
        self.label = label()
    }

    public static func _expand(_ view: Self, into expansion: inout _Expansion) {
        var title = view.title
        if let label = view.label {
            guard let text = _Expansion.primitiveText(of: label) else {
                // A label of views with a body: they are children of the toggle's
                // maker, and the toggle is found by what they show once they have run.
                let toggle = ToggleSwitch(title: "", isOn: view.isOn)
                _ = expansion.control(toggle, labelledBy: label) { $0 }
                expansion.show(Shown(parts: .live { toggle.shown }))
                return
            }
            title = text.description
        }
        let toggle = ToggleSwitch(title: title, isOn: view.isOn)
        // Capturing the one object, the closure has it as its context: nothing more is made.
        expansion.show(Shown(parts: .live { toggle.shown }))
        expansion.control(toggle, titled: title)
    }
}

extension Toggle where Label == Text {
    /// A toggle titled with a literal, bound to `isOn`.
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        title = titleKey.description
        self.isOn = isOn
        label = nil
    }

    /// A toggle titled `title`, bound to `isOn`.
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.title = String(title)
        self.isOn = isOn
        label = nil
    }
}

/// What a step flips in a toggle: its binding.
package final class ToggleSwitch: _Control {
    package static var kind: String { "toggle" }
    let title: String
    let isOn: Binding<Bool>

    init(title: String, isOn: Binding<Bool>) {
        self.title = title
        self.isOn = isOn
    }

    /// What the toggle shows: its title and whether it is on, read when
    /// shown; whether it is on alone after a label of views, which show themselves.
    var shown: String { title.isEmpty ? (isOn.shown ? "on" : "off") : "\(title): \(isOn.shown ? "on" : "off")" }
}

extension Screen {
    /// Flips the first toggle titled `title`; false if the screen shows none,
    /// which the next flush reports (A11).
    @discardableResult
    public func flip(_ title: String) -> Bool {
        act(on: ToggleSwitch.self, titled: title, verb: "flipped") { $0.isOn.wrappedValue.toggle() }
    }
}

extension Step {
    /// Flips the toggle titled `title`.
    public static func flip(_ title: String, as name: String? = nil, _ explanation: String? = nil) -> Step {
        Step(name ?? stepName(title), explanation ?? "flips \(title)") { _, screen in screen.flip(title) }
    }
}
