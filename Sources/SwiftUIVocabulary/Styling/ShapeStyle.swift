import ViewGraph

/// A colour or pattern to draw with, as SwiftUI's `ShapeStyle`: what
/// `.foregroundStyle`, `.fill`, `.stroke`, `.background` and `.tint` take.
/// The harness draws nothing: a style is carried, and a ``Color`` is shown
/// where SwiftUI would draw it as content (a filled shape, a colour view).
///
/// ```swift
/// Text(guide.note).foregroundStyle(.secondary)
/// RoundedRectangle(cornerRadius: 8).fill(.blue)
/// ```
public protocol ShapeStyle: Sendable {}

extension Color: ShapeStyle {}

extension ShapeStyle {
    /// What a shape filled or stroked with this style shows before its name:
    /// a colour's description, nothing for any other style.
    var shownAsFill: String? { (self as? Color)?.description }
}

// The system colours as styles, so that `.foregroundStyle(.red)` finds them,
// as SwiftUI declares them.
extension ShapeStyle where Self == Color {
    public static var black: Color { .black }
    public static var blue: Color { .blue }
    public static var brown: Color { .brown }
    public static var clear: Color { .clear }
    public static var cyan: Color { .cyan }
    public static var gray: Color { .gray }
    public static var green: Color { .green }
    public static var indigo: Color { .indigo }
    public static var mint: Color { .mint }
    public static var orange: Color { .orange }
    public static var pink: Color { .pink }
    public static var purple: Color { .purple }
    public static var red: Color { .red }
    public static var teal: Color { .teal }
    public static var white: Color { .white }
    public static var yellow: Color { .yellow }
}

/// One of the numbered levels of the current foreground style, as SwiftUI's
/// `HierarchicalShapeStyle`: `.primary`, `.secondary`, ...
public struct HierarchicalShapeStyle: ShapeStyle, Hashable {
    let level: Int

    public static let primary = HierarchicalShapeStyle(level: 0)
    public static let secondary = HierarchicalShapeStyle(level: 1)
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    public static let quaternary = HierarchicalShapeStyle(level: 3)
    public static let quinary = HierarchicalShapeStyle(level: 4)
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { .primary }
    public static var secondary: HierarchicalShapeStyle { .secondary }
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
    public static var quinary: HierarchicalShapeStyle { .quinary }
}

/// The foreground style of the current context, as SwiftUI's `ForegroundStyle`.
public struct ForegroundStyle: ShapeStyle, Hashable {
    public init() {}
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The foreground style of the current context.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

/// The tint of the current context, as SwiftUI's `TintShapeStyle`.
public struct TintShapeStyle: ShapeStyle, Hashable {
    public init() {}
}

extension ShapeStyle where Self == TintShapeStyle {
    /// The tint of the current context.
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

/// The background style of the current context, as SwiftUI's `BackgroundStyle`.
public struct BackgroundStyle: ShapeStyle, Hashable {
    public init() {}
}

extension ShapeStyle where Self == BackgroundStyle {
    /// The background style of the current context.
    public static var background: BackgroundStyle { BackgroundStyle() }
}

/// A translucent material behind content, as SwiftUI's `Material`.
public struct Material: ShapeStyle, Hashable {
    let thickness: Int

    public static let ultraThin = Material(thickness: 0)
    public static let thin = Material(thickness: 1)
    public static let regular = Material(thickness: 2)
    public static let thick = Material(thickness: 3)
    public static let ultraThick = Material(thickness: 4)
    public static let bar = Material(thickness: 5)
}

extension ShapeStyle where Self == Material {
    public static var ultraThinMaterial: Material { .ultraThin }
    public static var thinMaterial: Material { .thin }
    public static var regularMaterial: Material { .regular }
    public static var thickMaterial: Material { .thick }
    public static var ultraThickMaterial: Material { .ultraThick }
    public static var bar: Material { .bar }
}

/// How a shape's inside is found, as SwiftUI's `FillStyle`.
public struct FillStyle: Equatable, Sendable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool

    /// A fill by the even-odd rule or the non-zero one, smoothed or not.
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}
