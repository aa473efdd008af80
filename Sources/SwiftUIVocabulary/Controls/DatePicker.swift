import Foundation
import ViewGraph

/// A control that picks a date, as SwiftUI's `DatePicker`: it shows its title
/// and its binding's date, read when shown, so picking re-runs no body unless
/// a body reads the date itself (G8). The date shows as its components say,
/// in UTC so that a run shows the same wherever it runs: `Due: 2024-05-01`,
/// `Alarm: 07:30`, or both. A step sets it by its title (``Graph/setDate(_:in:)``),
/// kept in its range as the picker keeps it.
///
/// ```swift
/// DatePicker("Due", selection: $due, displayedComponents: .date)
/// ```
nonisolated public struct DatePicker<Label: View>: View {
    public typealias Body = Never
    /// Which parts of a date a date picker shows and picks.
    public typealias Components = DatePickerComponents
    let label: Label
    let selection: Binding<Date>
    let range: ClosedRange<Date>
    let components: Components

    init(selection: Binding<Date>, range: ClosedRange<Date>, components: Components, label: Label) {
        self.selection = selection
        self.range = range
        self.components = components
        self.label = label
    }

    /// A date picker titled by what `label` shows, of any date.
    public init(
        selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, range: Date.distantPast...Date.distantFuture, components: displayedComponents, label: label())
    }

    /// A date picker titled by what `label` shows, of a date in `range`.
    public init(
        selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: Components = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, range: range, components: displayedComponents, label: label())
    }

    /// A date picker titled by what `label` shows, of a date from `range`'s start.
    public init(
        selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: Components = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, range: range.lowerBound...Date.distantFuture, components: displayedComponents, label: label())
    }

    /// A date picker titled by what `label` shows, of a date up to `range`'s end.
    public init(
        selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: Components = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, range: Date.distantPast...range.upperBound, components: displayedComponents, label: label())
    }

    public static func _expand(_ view: Self, into expansion: inout _Expansion) {
        let text = expansion.labelText(of: view.label)
        let picked = PickedDate(title: text.description, selection: view.selection, range: view.range, components: view.components)
        expansion.show(Shown(parts: .live { picked.shown }))
        expansion.control(picked, titled: picked.title, readings: text.readings)
    }
}

extension DatePicker where Label == Text {
    /// A date picker titled with a literal, of any date.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// A date picker titled `title`, of any date.
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }

    /// A date picker titled with a literal, of a date in `range`.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// A date picker titled `title`, of a date in `range`.
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }

    /// A date picker titled with a literal, of a date from `range`'s start.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// A date picker titled `title`, of a date from `range`'s start.
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }

    /// A date picker titled with a literal, of a date up to `range`'s end.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// A date picker titled `title`, of a date up to `range`'s end.
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }
}

/// The parts of a date a date picker shows and picks, as SwiftUI's `DatePickerComponents`.
public struct DatePickerComponents: OptionSet, Sendable {
    /// The components, a bit each.
    public let rawValue: UInt

    /// The components whose bits `rawValue` sets.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// The hour and the minute.
    public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 0)
    /// The day, the month and the year.
    public static let date = DatePickerComponents(rawValue: 1 << 1)
}

/// What a step sets in a date picker: its binding, kept in its range.
final class PickedDate: _Control {
    static var kind: String { "date picker" }
    let title: String
    let selection: Binding<Date>
    let range: ClosedRange<Date>
    let components: DatePickerComponents

    init(title: String, selection: Binding<Date>, range: ClosedRange<Date>, components: DatePickerComponents) {
        (self.title, self.selection, self.range, self.components) = (title, selection, range, components)
    }

    /// What the picker shows: its title and the parts of the date it picks, in UTC.
    var shown: String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: selection.shown)
        func two(_ number: Int?) -> String { number.map { $0 < 10 ? "0\($0)" : "\($0)" } ?? "??" }
        var shown: [String] = []
        if components.contains(.date) { shown.append("\(parts.year ?? 0)-\(two(parts.month))-\(two(parts.day))") }
        if components.contains(.hourAndMinute) { shown.append("\(two(parts.hour)):\(two(parts.minute))") }
        return "\(title): \(shown.joined(separator: " "))"
    }
}

extension Screen {
    /// Sets the first date picker titled `title` to `date`, kept in its
    /// range; false if the screen shows none, which the next flush reports (A11).
    @discardableResult
    package func setDate(_ date: Date, in title: String) -> Bool {
        act(on: PickedDate.self, titled: title, verb: "set") { picker in
            picker.selection.wrappedValue = min(max(date, picker.range.lowerBound), picker.range.upperBound)
        }
    }
}

extension Step {
    /// Sets the date picker titled `title` to `date`, kept in its range; named `set-due`.
    public static func set(_ date: Date, in title: String, as name: String? = nil, _ explanation: String? = nil) -> Step {
        Step(name ?? "set-\(stepName(title))", explanation ?? "sets \(title)") { _, screen in screen.setDate(date, in: title) }
    }
}
