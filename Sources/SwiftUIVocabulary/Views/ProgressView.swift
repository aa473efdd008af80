import ViewGraph

/// A progress indicator, as SwiftUI's `ProgressView`: a primitive that shows
/// its label, if it has one, then how far it has got: `40%` for a value of
/// 0.4 of 1, `in progress` when it has no value (a spinner; what VoiceOver
/// says of one). The fraction is shown rounded to a whole percent.
///
/// ```swift
/// ProgressView()
/// ProgressView("Downloading", value: done, total: 10)
/// ```
nonisolated public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    public typealias Body = Never
    let label: Label?
    let currentValueLabel: CurrentValueLabel?
    /// The fraction done, from 0 to 1; nil while it cannot be told.
    let fraction: Double?

    init(label: Label?, currentValueLabel: CurrentValueLabel?, fraction: Double?) {
        self.label = label
        self.currentValueLabel = currentValueLabel
        self.fraction = fraction
    }

    /// A progress view whose value and labels are built by hand.
    public init<V: BinaryFloatingPoint>(
        value: V?, total: V = 1.0, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(label: label(), currentValueLabel: currentValueLabel(), fraction: Self.fraction(value, of: total))
    }

    /// The fraction `value` is of `total`, kept within 0 and 1 as SwiftUI keeps it.
    static func fraction<V: BinaryFloatingPoint>(_ value: V?, of total: V) -> Double? {
        guard let value, total > 0 else { return nil }
        return min(max(Double(value) / Double(total), 0), 1)
    }

    public static func _expand(_ view: Self, into expansion: inout _Expansion) {
        if let label = view.label { expansion.expand(label, at: 0) }
        if let currentValueLabel = view.currentValueLabel { expansion.expand(currentValueLabel, at: 1) }
        if let fraction = view.fraction {
            expansion.show(Shown(verbatim: String(Int((fraction * 100).rounded())) + "%"))
        } else {
            expansion.show(Shown(verbatim: "in progress"))
        }
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// A spinner labelled with what `label` builds.
    public init(@ViewBuilder label: () -> Label) {
        self.init(label: label(), currentValueLabel: nil, fraction: nil)
    }

    /// A bar at `value` of `total`, labelled with what `label` builds.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(label: label(), currentValueLabel: nil, fraction: Self.fraction(value, of: total))
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// A spinner.
    public init() {
        self.init(label: nil, currentValueLabel: nil, fraction: nil)
    }

    /// A bar at `value` of `total`; a nil value makes a spinner.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.init(label: nil, currentValueLabel: nil, fraction: Self.fraction(value, of: total))
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// A spinner titled with a literal.
    public init(_ titleKey: LocalizedStringKey) {
        self.init(label: Text(titleKey), currentValueLabel: nil, fraction: nil)
    }

    /// A spinner titled `title`.
    public init<S: StringProtocol>(_ title: S) {
        self.init(label: Text(title), currentValueLabel: nil, fraction: nil)
    }

    /// A bar titled with a literal, at `value` of `total`.
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        self.init(label: Text(titleKey), currentValueLabel: nil, fraction: Self.fraction(value, of: total))
    }

    /// A bar titled `title`, at `value` of `total`.
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        self.init(label: Text(title), currentValueLabel: nil, fraction: Self.fraction(value, of: total))
    }
}
