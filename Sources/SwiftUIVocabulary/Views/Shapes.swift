import Foundation
import ViewGraph

// SwiftUI's built-in shapes: each a primitive that shows its name (Shape.swift).

/// A circle centred in its frame.
nonisolated public struct Circle: InsettableShape, Hashable {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
    public static var _shownName: String { "circle" }
}

/// A rectangle filling its frame.
nonisolated public struct Rectangle: InsettableShape, Hashable {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect) }
    public static var _shownName: String { "rectangle" }
}

/// A rectangle with rounded corners.
nonisolated public struct RoundedRectangle: InsettableShape, Hashable {
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle

    /// A rectangle whose corners have `cornerRadius`.
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// A rectangle whose corners are `cornerSize`.
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }

    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerSize: cornerSize, style: style) }
    public static var _shownName: String { "rounded rectangle" }
}

/// A rectangle whose ends are half circles.
nonisolated public struct Capsule: InsettableShape, Hashable {
    public var style: RoundedCornerStyle

    /// A capsule whose ends are drawn in `style`.
    public init(style: RoundedCornerStyle = .continuous) { self.style = style }
    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2) }
    public static var _shownName: String { "capsule" }
}

/// An ellipse filling its frame.
nonisolated public struct Ellipse: InsettableShape, Hashable {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
    public static var _shownName: String { "ellipse" }
}

// The shapes by their short names, where a shape is expected:
// `.clipShape(.rect(cornerRadius: 8))`, `.clipShape(.circle)`.
extension Shape where Self == Circle {
    /// A circle.
    nonisolated public static var circle: Circle { Circle() }
}

extension Shape where Self == Rectangle {
    /// A rectangle.
    nonisolated public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
    /// A rectangle with corners of `cornerRadius`.
    nonisolated public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }

    /// A rectangle with corners of `cornerSize`.
    nonisolated public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerSize: cornerSize, style: style)
    }
}

extension Shape where Self == Capsule {
    /// A capsule.
    nonisolated public static var capsule: Capsule { Capsule() }
}

extension Shape where Self == Ellipse {
    /// An ellipse.
    nonisolated public static var ellipse: Ellipse { Ellipse() }
}
