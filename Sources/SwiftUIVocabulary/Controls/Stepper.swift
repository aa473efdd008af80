import ViewGraph

/// A control that steps a value up or down, as SwiftUI's `Stepper`: it shows
/// its label and its two buttons (`Quantity: 2 − +`); the value shows only
/// where a body shows it, in the label or elsewhere, so a body that reads it
/// runs when it is stepped, and one that only hands `$value` does not (G8). A
/// step steps it by its label (``Graph/step(_:up:)``), or by the words before
/// the label's colon: `Quantity` for `Quantity: 2`, as a person names it
/// whatever the value.
///
/// Stepped past its bounds, the value stops at them, as the button at a bound
/// does nothing.
///
/// ```swift
/// Stepper("Quantity: \(quantity)", value: $quantity, in: 1...10)
/// Stepper("Volume", onIncrement: { volume += 1 }, onDecrement: { volume -= 1 })
/// ```
nonisolated public struct Stepper<Label: View>: View {
    public typealias Body = Never
    let label: Label
    let onIncrement: (() -> Void)?
    let onDecrement: (() -> Void)?

    /// A stepper that runs `onIncrement` or `onDecrement` when its buttons are tapped.
    public init(
        @ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.label = label()
        self.onIncrement = onIncrement
        self.onDecrement = onDecrement
    }

    /// A stepper of `value` by `step`, within `bounds`.
    public init<V: Strideable>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        @ViewBuilder label: () -> Label
    ) {
        self.init(label: label, onIncrement: { value.wrappedValue = min(value.wrappedValue.advanced(by: step), bounds.upperBound) },
            onDecrement: { value.wrappedValue = max(value.wrappedValue.advanced(by: -step), bounds.lowerBound) })
    }

    /// A stepper of `value` by `step`, unbounded.
    public init<V: Strideable>(
        value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
    ) {
        self.init(label: label, onIncrement: { value.wrappedValue = value.wrappedValue.advanced(by: step) },
            onDecrement: { value.wrappedValue = value.wrappedValue.advanced(by: -step) })
    }

    public static func _expand(_ view: Self, into expansion: inout _Expansion) {
        let text = expansion.labelText(of: view.label)
        let title = text.description
        expansion.show(Shown(verbatim: "\(title) − +"))
        // A label that shows its value is named by the words before it, too.
        let words = title.split(separator: ":", maxSplits: 1).first.map { String($0) }
        let readings = text.readings + (words.map { $0 != title ? [$0] : [] } ?? [])
        expansion.control(StepperButtons(increment: view.onIncrement, decrement: view.onDecrement), titled: title, readings: readings)
    }
}

extension Stepper where Label == Text {
    /// A stepper titled with a literal, that runs `onIncrement` or `onDecrement`.
    public init(
        _ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(label: { Text(titleKey) }, onIncrement: onIncrement, onDecrement: onDecrement)
    }

    /// A stepper titled `title`, that runs `onIncrement` or `onDecrement`.
    public init<S: StringProtocol>(
        _ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(label: { Text(title) }, onIncrement: onIncrement, onDecrement: onDecrement)
    }

    /// A stepper titled with a literal, of `value` by `step` within `bounds`.
    public init<V: Strideable>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, in: bounds, step: step) { Text(titleKey) }
    }

    /// A stepper titled `title`, of `value` by `step` within `bounds`.
    public init<S: StringProtocol, V: Strideable>(
        _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, in: bounds, step: step) { Text(title) }
    }

    /// A stepper titled with a literal, of `value` by `step`, unbounded.
    public init<V: Strideable>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, step: step) { Text(titleKey) }
    }

    /// A stepper titled `title`, of `value` by `step`, unbounded.
    public init<S: StringProtocol, V: Strideable>(
        _ title: S, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, step: step) { Text(title) }
    }
}

/// What a step taps in a stepper: its two buttons.
final class StepperButtons: _Control {
    static var kind: String { "stepper" }
    let increment: (() -> Void)?
    let decrement: (() -> Void)?

    init(increment: (() -> Void)?, decrement: (() -> Void)?) {
        (self.increment, self.decrement) = (increment, decrement)
    }
}

extension Screen {
    /// Taps the + (`up`) or − button of the first stepper titled `title`;
    /// false if the screen shows none, which the next flush reports (A11).
    @discardableResult
    package func step(_ title: String, up: Bool) -> Bool {
        act(on: StepperButtons.self, titled: title, verb: up ? "stepped up" : "stepped down") { stepper in
            (up ? stepper.increment : stepper.decrement)?()
        }
    }
}

extension Step {
    /// Taps the + of the stepper titled `title`; named `quantity-up`.
    /// `undo` names the step that undoes it (its `stepDown`), for timing.
    public static func stepUp(_ title: String, as name: String? = nil, undo: String? = nil, _ explanation: String? = nil) -> Step {
        Step(name ?? "\(stepName(title))-up", explanation ?? "steps \(title) up", undo: undo) { _, screen in
            screen.step(title, up: true)
        }
    }

    /// Taps the − of the stepper titled `title`; named `quantity-down`.
    /// `undo` names the step that undoes it (its `stepUp`), for timing.
    public static func stepDown(_ title: String, as name: String? = nil, undo: String? = nil, _ explanation: String? = nil) -> Step {
        Step(name ?? "\(stepName(title))-down", explanation ?? "steps \(title) down", undo: undo) { _, screen in
            screen.step(title, up: false)
        }
    }
}
