import Foundation

#if canImport(CoreGraphics)
import CoreGraphics  // CGLineCap and CGLineJoin, which StrokeStyle takes
#endif
import ViewGraph

/// A 2D shape, as SwiftUI's `Shape`: a primitive whose outline is worked out
/// from the rectangle it is given. The harness lays nothing out, so `path(in:)`
/// is never called; a shape shows its name in words (`circle`, `rounded
/// rectangle`, a shape of a user's own by its type: `triangle`), and a filled
/// or stroked one its colour before it (`green circle`), which is what a body
/// changes when a shape shows state.
///
/// ```swift
/// struct Triangle: Shape {
///     func path(in rect: CGRect) -> Path {
///         Path { path in
///             path.move(to: CGPoint(x: rect.midX, y: rect.minY))
///             path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
///             path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
///             path.closeSubpath()
///         }
///     }
/// }
/// ```
public protocol Shape: View, Sendable where Body == Never {
    /// The outline of this shape in `rect`.
    func path(in rect: CGRect) -> Path

    /// What this shape shows: its name in words.
    nonisolated static var _shownName: String { get }
}

extension Shape {
    /// The type's name in lowercase words: `RoundedRectangle` shows `rounded rectangle`.
    nonisolated public static var _shownName: String {
        let name = String(describing: Self.self).prefix { $0 != "<" }
        var words = ""
        for character in name {
            if character.isUppercase && !words.isEmpty { words.append(" ") }
            words.append(contentsOf: character.lowercased())
        }
        return words
    }

    nonisolated public static func _expand(_ view: Self, into expansion: inout _Expansion) {
        expansion.show(Shown(verbatim: _shownName))
    }

    /// This shape filled with `content`: it shows the colour before its name.
    nonisolated public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> _DrawnShape<Self> {
        _DrawnShape(shape: self, style: content.shownAsFill)
    }

    /// This shape's outline drawn in `content`: it shows the colour before its name.
    nonisolated public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> _DrawnShape<Self> {
        _DrawnShape(shape: self, style: content.shownAsFill)
    }

    /// This shape's outline drawn in `content` with `style`.
    nonisolated public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> _DrawnShape<Self> {
        _DrawnShape(shape: self, style: content.shownAsFill)
    }

    /// This shape's outline, as a shape of its own.
    nonisolated public func stroke(lineWidth: CGFloat = 1) -> some Shape { self }

    /// This shape's outline drawn with `style`, as a shape of its own.
    nonisolated public func stroke(style: StrokeStyle) -> some Shape { self }

    /// The part of this shape's outline from `startFraction` to `endFraction`.
    nonisolated public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> some Shape { self }

    /// This shape, turned by `angle`.
    nonisolated public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> some Shape { self }

    /// This shape, scaled by `scale`.
    nonisolated public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> some Shape { self }

    /// This shape, moved by `x` and `y`.
    nonisolated public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some Shape { self }
}

/// A shape that can be inset to draw its border inside its frame, as
/// SwiftUI's `InsettableShape`.
public protocol InsettableShape: Shape {
    /// This shape, inset by `amount`.
    associatedtype InsetShape: InsettableShape
    func inset(by amount: CGFloat) -> InsetShape
}

extension InsettableShape {
    /// This shape's border, inside its frame, drawn in `content`.
    nonisolated public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true)
        -> _DrawnShape<Self>
    {
        _DrawnShape(shape: self, style: content.shownAsFill)
    }

    /// This shape, inset by `amount`: the harness draws nothing, so itself.
    nonisolated public func inset(by amount: CGFloat) -> Self { self }
}

/// A shape filled or stroked, as SwiftUI's `_ShapeView`: it shows the colour
/// it is drawn in, then its name (`green circle`), and has no body. It can be
/// filled or stroked again (`Circle().fill(.blue).stroke(.white)`); the first
/// colour is the one shown.
nonisolated public struct _DrawnShape<Content: Shape>: View {
    public typealias Body = Never
    let shape: Content
    /// The colour it is drawn in, as shown; nil for a style that is not a colour.
    let style: String?

    public static func _expand(_ view: Self, into expansion: inout _Expansion) {
        let name = Content._shownName
        expansion.show(Shown(verbatim: view.style.map { "\($0) \(name)" } ?? name))
    }

    /// This shape filled with `content` as well.
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> _DrawnShape {
        _DrawnShape(shape: shape, style: self.style ?? content.shownAsFill)
    }

    /// This shape's outline drawn in `content` as well.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> _DrawnShape {
        _DrawnShape(shape: shape, style: style ?? content.shownAsFill)
    }

    /// This shape's outline drawn in `content` with `style` as well.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> _DrawnShape {
        _DrawnShape(shape: shape, style: self.style ?? content.shownAsFill)
    }
}

extension _DrawnShape where Content: InsettableShape {
    /// This shape's border, inside its frame, drawn in `content` as well.
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true)
        -> _DrawnShape
    {
        _DrawnShape(shape: shape, style: style ?? content.shownAsFill)
    }
}

/// How the corners of a rounded rectangle are drawn.
public enum RoundedCornerStyle: Hashable, Sendable {
    case circular, continuous
}

/// How a stroke's line is drawn, as SwiftUI's `StrokeStyle`.
public struct StrokeStyle: Hashable, Sendable {
    public var lineWidth: CGFloat
    public var lineCap: CGLineCap
    public var lineJoin: CGLineJoin
    public var miterLimit: CGFloat
    public var dash: [CGFloat]
    public var dashPhase: CGFloat

    /// A line `lineWidth` wide, with its ends, corners and dashes.
    public init(
        lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
        dash: [CGFloat] = [], dashPhase: CGFloat = 0
    ) {
        (self.lineWidth, self.lineCap, self.lineJoin) = (lineWidth, lineCap, lineJoin)
        (self.miterLimit, self.dash, self.dashPhase) = (miterLimit, dash, dashPhase)
    }
}

#if !canImport(CoreGraphics)
// CoreGraphics's line styles, which Foundation does not have on Linux; on
// Apple's platforms CoreGraphics declares them.

/// How the ends of a stroked line are drawn, as CoreGraphics's `CGLineCap`.
public enum CGLineCap: Int32, Sendable {
    case butt, round, square
}

/// How the corners of a stroked line are drawn, as CoreGraphics's `CGLineJoin`.
public enum CGLineJoin: Int32, Sendable {
    case miter, round, bevel
}
#endif
