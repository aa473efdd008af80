import ViewGraph

/// A control that slides a value along a range, as SwiftUI's `Slider`: it
/// shows its label and its value, read when shown (`Speed: 50.0`), so sliding
/// re-runs no body unless a body reads the value itself (G8). A step slides it
/// by its label (``Graph/slide(_:to:)``), an unlabelled one by the empty title.
///
/// Slid past its range, the value stops at its ends; with a `step`, it snaps
/// to the nearest step from the range's start, as the thumb does.
///
/// ```swift
/// Slider(value: $speed, in: 0...100, step: 5) { Text("Speed") }
/// ```
nonisolated public struct Slider<Label: View, ValueLabel: View>: View {
    public typealias Body = Never
    let label: Label
    let position: SliderPosition

    init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride?, label: Label) where V.Stride: BinaryFloatingPoint {
        self.label = label
        position = SliderPosition(
            value: { Double(value.shown) },
            set: { wanted in
                var new = min(max(V(wanted), bounds.lowerBound), bounds.upperBound)
                if let step, step > 0 {
                    let steps = (V.Stride(new - bounds.lowerBound) / step).rounded()
                    new = min(bounds.lowerBound + V(steps * step), bounds.upperBound)
                }
                value.wrappedValue = new
            })
    }

    public static func _expand(_ view: Self, into expansion: inout _Expansion) {
        let text = expansion.labelText(of: view.label)
        let (title, position) = (text.description, view.position)
        expansion.show(Shown(parts: .live { title.isEmpty ? "\(position.value())" : "\(title): \(position.value())" }))
        expansion.control(position, titled: title, readings: text.readings)
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    /// An unlabelled slider of `value` within `bounds`.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: nil, label: EmptyView())
    }

    /// An unlabelled slider of `value` within `bounds`, by `step`.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: step, label: EmptyView())
    }
}

extension Slider where ValueLabel == EmptyView {
    /// A slider labelled by what `label` shows, of `value` within `bounds`.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: nil, label: label())
    }

    /// A slider labelled by what `label` shows, of `value` within `bounds`, by `step`.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: step, label: label())
    }
}

extension Slider {
    /// A slider labelled by what `label` shows, with labels at its ends, which it does not show.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: nil, label: label())
    }

    /// A slider labelled by what `label` shows, by `step`, with labels at its ends, which it does not show.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: step, label: label())
    }
}

/// What a step slides in a slider: its value, read and set as a `Double`.
final class SliderPosition: _Control {
    static var kind: String { "slider" }
    let value: () -> Double
    let set: (Double) -> Void

    init(value: @escaping () -> Double, set: @escaping (Double) -> Void) {
        (self.value, self.set) = (value, set)
    }
}

extension Screen {
    /// Slides the first slider titled `title` to `value` (kept in its range,
    /// on its steps); false if the screen shows none, which the next flush reports (A11).
    @discardableResult
    package func slide(_ title: String, to value: Double) -> Bool {
        act(on: SliderPosition.self, titled: title, verb: "slid") { $0.set(value) }
    }
}

extension Step {
    /// Slides the slider titled `title` (an unlabelled one: the empty title)
    /// to `value`, kept in its range and on its steps; named `slide-speed-50`.
    public static func slide(_ title: String = "", to value: Double, as name: String? = nil, _ explanation: String? = nil) -> Step {
        let shown = value == value.rounded() && abs(value) < 1e15 ? "\(Int(value))" : "\(value)"
        return Step(name ?? stepName("slide \(title) \(shown)"), explanation ?? "slides \(title.isEmpty ? "the slider" : title) to \(shown)") {
            _, screen in screen.slide(title, to: value)
        }
    }
}
