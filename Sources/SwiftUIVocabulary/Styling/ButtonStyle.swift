import ViewGraph

// Button styles: SwiftUI's built-in ones and a user's own, taken by
// `.buttonStyle(_:)`. A style changes how a button is drawn, not what it is
// titled or what runs when it is tapped, so it is accepted and passed through:
// the buttons show as they do without it, and a style's `makeBody` is never run.

/// A style of a user's own that draws a button's label, as SwiftUI's `ButtonStyle`.
///
/// ```swift
/// struct Pressable: ButtonStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         configuration.label.scaleEffect(configuration.isPressed ? 0.95 : 1)
///     }
/// }
/// ```
public protocol ButtonStyle {
    /// The view a button is drawn as.
    associatedtype Body: View
    /// The button drawn in this style.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = ButtonStyleConfiguration
}

/// What a ``ButtonStyle`` draws a button from.
nonisolated public struct ButtonStyleConfiguration {
    /// The button's label, as its style draws it.
    nonisolated public struct Label: View {
        public typealias Body = Never
        public static func _expand(_ view: Self, into expansion: inout _Expansion) {}
    }

    /// The button's label.
    public let label: Label
    /// Whether the button is being pressed.
    public let isPressed: Bool
}

/// A style that draws a button and decides when it is triggered, as
/// SwiftUI's `PrimitiveButtonStyle`: the built-in styles are of this kind.
public protocol PrimitiveButtonStyle {
    /// The view a button is drawn as.
    associatedtype Body: View
    /// The button drawn in this style.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = PrimitiveButtonStyleConfiguration
}

/// What a ``PrimitiveButtonStyle`` draws a button from.
nonisolated public struct PrimitiveButtonStyleConfiguration {
    /// The button's label, as its style draws it.
    nonisolated public struct Label: View {
        public typealias Body = Never
        public static func _expand(_ view: Self, into expansion: inout _Expansion) {}
    }

    /// The button's label.
    public let label: Label
    let action: () -> Void

    /// Runs the button's action.
    public func trigger() { action() }
}

/// The style of the button's context.
public struct DefaultButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// A button drawn with a border.
public struct BorderedButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// A button drawn with a prominent, filled border.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// A button drawn with no border.
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// A button drawn as its label alone.
public struct PlainButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

/// The shape of a bordered button's border, as SwiftUI's `ButtonBorderShape`.
public struct ButtonBorderShape: Hashable, Sendable {
    let shape: Int

    public static let automatic = ButtonBorderShape(shape: 0)
    public static let capsule = ButtonBorderShape(shape: 1)
    public static let roundedRectangle = ButtonBorderShape(shape: 2)
    public static let circle = ButtonBorderShape(shape: 3)

    /// A rounded rectangle with corners of `radius`.
    public static func roundedRectangle(radius: Double) -> ButtonBorderShape { .roundedRectangle }
}

extension View {
    /// This view's buttons drawn in `style`, a style of a user's own.
    @inlinable nonisolated public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View { self }

    /// This view's buttons drawn in `style`: `.bordered`, `.borderedProminent`, `.plain`, ...
    ///
    /// ```swift
    /// Button("Save") { save() }.buttonStyle(.borderedProminent)
    /// ```
    @inlinable nonisolated public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View { self }

    /// This view's bordered buttons drawn with borders of `shape`.
    @inlinable nonisolated public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View { self }
}
