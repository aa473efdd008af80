import ObservationHarness

/// A control that turns a whole number up or down, as SwiftUI's `Stepper`
/// does: a primitive that shows its title and its value, live, and that a
/// step turns by that title. A control of a user's own, with the step that acts on it, written
/// against the one import a user's package has.
///
/// ```swift
/// Dial("Volume", value: $volume)
/// ```
struct Dial: View {
    typealias Body = Never
    let title: String
    let value: Binding<Int>

    /// A dial titled `title`, turning `value`.
    init(_ title: String, value: Binding<Int>) {
        self.title = title
        self.value = value
    }

    static func _expand(_ view: Dial, into expansion: inout _Expansion) {
        // Its value is read when the screen is, not in a body: turning it runs no body that did not read it.
        let title = view.title
        expansion.show(live: view.value) { "\(title): \($0) − +" }
        expansion.control(DialValue(value: view.value), titled: view.title)
    }
}

/// What a step turns in a dial: the binding it was handed.
struct DialValue: _Control {
    static let kind = "dial"
    let value: Binding<Int>
}

extension Step {
    /// Turns the dial titled `title` by `amount`, as a person would; named
    /// `turn-volume` for the dial `Volume`, or `name`.
    static func turn(_ title: String, by amount: Int, as name: String? = nil) -> Step {
        Step(name ?? "turn-\(Self.name(for: title))", "turns \(title) by \(amount)") { _, screen in
            screen.act(on: DialValue.self, titled: title, verb: "turned") { $0.value.wrappedValue += amount }
        }
    }
}
