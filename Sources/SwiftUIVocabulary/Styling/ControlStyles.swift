import ViewGraph

// The styles of lists, fields, toggles, labels and progress views, taken by
// `.listStyle(_:)` and its peers: accepted and passed through, as button
// styles are (ButtonStyle.swift). A style's `makeBody` is never run.

/// How a list is drawn, as SwiftUI's `ListStyle`: `.plain`, `.insetGrouped`, ...
public protocol ListStyle {}

/// The list style of the list's context.
public struct DefaultListStyle: ListStyle { public init() {} }
/// A list with no grouping.
public struct PlainListStyle: ListStyle { public init() {} }
/// A list in grouped sections.
public struct GroupedListStyle: ListStyle { public init() {} }
/// A list inset from its edges.
public struct InsetListStyle: ListStyle { public init() {} }
/// A list in grouped sections, inset from its edges.
public struct InsetGroupedListStyle: ListStyle { public init() {} }
/// A list drawn as a sidebar.
public struct SidebarListStyle: ListStyle { public init() {} }

extension ListStyle where Self == DefaultListStyle { public static var automatic: DefaultListStyle { DefaultListStyle() } }
extension ListStyle where Self == PlainListStyle { public static var plain: PlainListStyle { PlainListStyle() } }
extension ListStyle where Self == GroupedListStyle { public static var grouped: GroupedListStyle { GroupedListStyle() } }
extension ListStyle where Self == InsetListStyle { public static var inset: InsetListStyle { InsetListStyle() } }
extension ListStyle where Self == InsetGroupedListStyle {
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}
extension ListStyle where Self == SidebarListStyle { public static var sidebar: SidebarListStyle { SidebarListStyle() } }

/// How a text field is drawn, as SwiftUI's `TextFieldStyle`. A style of a
/// user's own draws the field it is handed, `configuration`, in
/// `_body(configuration:)`, as SwiftUI's styles do; like every style here,
/// its body is never run, and the field is the one a step types into.
///
/// ```swift
/// struct Boxed: TextFieldStyle {
///     func _body(configuration: TextField<Self._Label>) -> some View {
///         configuration.padding(8).background(Color.gray.opacity(0.1))
///     }
/// }
/// ```
public protocol TextFieldStyle {}

extension TextFieldStyle {
    /// The label of the field a style is handed.
    public typealias _Label = _TextFieldStyleLabel
}

/// The label of the field a ``TextFieldStyle`` is handed: shows nothing of its own.
nonisolated public struct _TextFieldStyleLabel: View {
    public typealias Body = Never
    public static func _expand(_ view: Self, into expansion: inout _Expansion) {}
}

/// The text field style of the field's context.
public struct DefaultTextFieldStyle: TextFieldStyle { public init() {} }
/// A text field with no decoration.
public struct PlainTextFieldStyle: TextFieldStyle { public init() {} }
/// A text field in a rounded border.
public struct RoundedBorderTextFieldStyle: TextFieldStyle { public init() {} }

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}
extension TextFieldStyle where Self == PlainTextFieldStyle { public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() } }
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

/// How a toggle is drawn, as SwiftUI's `ToggleStyle`; a style of a user's
/// own draws one from a ``ToggleStyleConfiguration``.
public protocol ToggleStyle {
    /// The view a toggle is drawn as.
    associatedtype Body: View
    /// The toggle drawn in this style.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = ToggleStyleConfiguration
}

/// What a ``ToggleStyle`` draws a toggle from.
nonisolated public struct ToggleStyleConfiguration {
    /// The toggle's label, as its style draws it.
    nonisolated public struct Label: View {
        public typealias Body = Never
        public static func _expand(_ view: Self, into expansion: inout _Expansion) {}
    }

    /// The toggle's label.
    public let label: Label
    /// Whether the toggle is on.
    @Binding public var isOn: Bool
    /// Whether the toggle stands for several values, some on and some off.
    public var isMixed: Bool
}

/// The toggle style of the toggle's context.
public struct DefaultToggleStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// A toggle drawn as a switch.
public struct SwitchToggleStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// A toggle drawn as a button.
public struct ButtonToggleStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

extension ToggleStyle where Self == DefaultToggleStyle { public static var automatic: DefaultToggleStyle { DefaultToggleStyle() } }
extension ToggleStyle where Self == SwitchToggleStyle { public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() } }
extension ToggleStyle where Self == ButtonToggleStyle { public static var button: ButtonToggleStyle { ButtonToggleStyle() } }

/// How a ``Label`` is drawn, as SwiftUI's `LabelStyle`. The harness shows
/// a label's icon and title whatever its style.
public protocol LabelStyle {
    /// The view a label is drawn as.
    associatedtype Body: View
    /// The label drawn in this style.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = LabelStyleConfiguration
}

/// What a ``LabelStyle`` draws a label from.
nonisolated public struct LabelStyleConfiguration {
    /// The label's title, as its style draws it.
    nonisolated public struct Title: View {
        public typealias Body = Never
        public static func _expand(_ view: Self, into expansion: inout _Expansion) {}
    }

    /// The label's icon, as its style draws it.
    nonisolated public struct Icon: View {
        public typealias Body = Never
        public static func _expand(_ view: Self, into expansion: inout _Expansion) {}
    }

    /// The label's title.
    public let title: Title
    /// The label's icon.
    public let icon: Icon
}

/// The label style of the label's context.
public struct DefaultLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

/// A label drawn as its icon alone.
public struct IconOnlyLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}

/// A label drawn as its title alone.
public struct TitleOnlyLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

/// A label drawn as its icon and its title.
public struct TitleAndIconLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

extension LabelStyle where Self == DefaultLabelStyle { public static var automatic: DefaultLabelStyle { DefaultLabelStyle() } }
extension LabelStyle where Self == IconOnlyLabelStyle { public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() } }
extension LabelStyle where Self == TitleOnlyLabelStyle { public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() } }
extension LabelStyle where Self == TitleAndIconLabelStyle {
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

/// How a ``ProgressView`` is drawn, as SwiftUI's `ProgressViewStyle`; a
/// style of a user's own draws one from a ``ProgressViewStyleConfiguration``.
/// As every style here, it is carried, and its `makeBody` never run.
public protocol ProgressViewStyle {
    /// The view a progress view is drawn as.
    associatedtype Body: View
    /// The progress view drawn in this style.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = ProgressViewStyleConfiguration
}

/// What a ``ProgressViewStyle`` draws a progress view from.
nonisolated public struct ProgressViewStyleConfiguration {
    /// The progress view's label, as its style draws it.
    nonisolated public struct Label: View {
        public typealias Body = Never
        public static func _expand(_ view: Self, into expansion: inout _Expansion) {}
    }

    /// The label of the progress view's current value, as its style draws it.
    nonisolated public struct CurrentValueLabel: View {
        public typealias Body = Never
        public static func _expand(_ view: Self, into expansion: inout _Expansion) {}
    }

    /// How much of the task is done, from 0 to 1; nil when it is not known.
    public let fractionCompleted: Double?
    /// The progress view's label.
    public var label: Label?
    /// The label of its current value.
    public var currentValueLabel: CurrentValueLabel?
}

/// The progress view style of the view's context.
public struct DefaultProgressViewStyle: ProgressViewStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}
/// A progress view drawn as a bar.
public struct LinearProgressViewStyle: ProgressViewStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}
/// A progress view drawn as a ring or a spinner.
public struct CircularProgressViewStyle: ProgressViewStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// How a ``Picker`` is drawn, as SwiftUI's `PickerStyle`: carried, and
/// changing nothing that runs; a step picks in any style alike.
public protocol PickerStyle {}

/// The picker style of the picker's context.
public struct DefaultPickerStyle: PickerStyle { public init() {} }
/// A row of segments, one per option.
public struct SegmentedPickerStyle: PickerStyle { public init() {} }
/// A menu of the options.
public struct MenuPickerStyle: PickerStyle { public init() {} }
/// A wheel of the options.
public struct WheelPickerStyle: PickerStyle { public init() {} }
/// The options shown inline, in a list.
public struct InlinePickerStyle: PickerStyle { public init() {} }
/// The options on a screen of their own, pushed from the picker.
public struct NavigationLinkPickerStyle: PickerStyle { public init() {} }
/// The options in a palette.
public struct PalettePickerStyle: PickerStyle { public init() {} }

extension PickerStyle where Self == DefaultPickerStyle { public static var automatic: DefaultPickerStyle { DefaultPickerStyle() } }
extension PickerStyle where Self == SegmentedPickerStyle { public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() } }
extension PickerStyle where Self == MenuPickerStyle { public static var menu: MenuPickerStyle { MenuPickerStyle() } }
extension PickerStyle where Self == WheelPickerStyle { public static var wheel: WheelPickerStyle { WheelPickerStyle() } }
extension PickerStyle where Self == InlinePickerStyle { public static var inline: InlinePickerStyle { InlinePickerStyle() } }
extension PickerStyle where Self == NavigationLinkPickerStyle {
    public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}
extension PickerStyle where Self == PalettePickerStyle { public static var palette: PalettePickerStyle { PalettePickerStyle() } }

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}
extension ProgressViewStyle where Self == LinearProgressViewStyle {
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}
extension ProgressViewStyle where Self == CircularProgressViewStyle {
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

/// How a date picker is drawn, as SwiftUI's `DatePickerStyle`: a step picks
/// a date in any style alike.
public protocol DatePickerStyle {}

/// The date picker style of the picker's context.
public struct DefaultDatePickerStyle: DatePickerStyle { public init() {} }
/// A compact field that opens a calendar.
public struct CompactDatePickerStyle: DatePickerStyle { public init() {} }
/// A calendar shown in place.
public struct GraphicalDatePickerStyle: DatePickerStyle { public init() {} }
/// Wheels of the date's parts.
public struct WheelDatePickerStyle: DatePickerStyle { public init() {} }

extension DatePickerStyle where Self == DefaultDatePickerStyle {
    public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}
extension DatePickerStyle where Self == CompactDatePickerStyle {
    public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}
extension DatePickerStyle where Self == GraphicalDatePickerStyle {
    public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}
extension DatePickerStyle where Self == WheelDatePickerStyle {
    public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

extension View {
    /// This view's date pickers drawn in `style`; a step picks a date in any style alike.
    @inlinable nonisolated public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View { self }

    /// This view's lists drawn in `style`.
    ///
    /// ```swift
    /// List(guides) { GuideRow(guide: $0) }.listStyle(.insetGrouped)
    /// ```
    @inlinable nonisolated public func listStyle<S: ListStyle>(_ style: S) -> some View { self }

    /// This view's text fields drawn in `style`.
    @inlinable nonisolated public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View { self }

    /// This view's toggles drawn in `style`.
    @inlinable nonisolated public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View { self }

    /// This view's labels drawn in `style`.
    @inlinable nonisolated public func labelStyle<S: LabelStyle>(_ style: S) -> some View { self }

    /// This view's pickers drawn in `style`; a step picks in any style alike.
    ///
    /// ```swift
    /// Picker("Units", selection: $units) { ... }.pickerStyle(.segmented)
    /// ```
    @inlinable nonisolated public func pickerStyle<S: PickerStyle>(_ style: S) -> some View { self }

    /// This view's progress views drawn in `style`.
    @inlinable nonisolated public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View { self }

    /// This row, in a list, with its separator shown or hidden.
    @inlinable nonisolated public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View { self }

    /// This row, in a list, inset by `insets`.
    @inlinable nonisolated public func listRowInsets(_ insets: EdgeInsets?) -> some View { self }

    /// This view's scrolling content's background shown or hidden.
    @inlinable nonisolated public func scrollContentBackground(_ visibility: Visibility) -> some View { self }
}
