import Foundation
import ViewGraph

/// The outline of a 2D shape, as SwiftUI's `Path`: the moves, lines and
/// curves a shape's `path(in:)` adds, kept as they are (the harness draws
/// nothing). A path is a shape, and shows `path`.
///
/// ```swift
/// Path { path in
///     path.move(to: .zero)
///     path.addLine(to: CGPoint(x: 100, y: 100))
/// }
/// .stroke(.blue, lineWidth: 2)
/// ```
nonisolated public struct Path: Shape, Equatable {
    /// One step of a path's outline.
    public enum Element: Equatable, Sendable {
        case move(to: CGPoint)
        case line(to: CGPoint)
        case quadCurve(to: CGPoint, control: CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case closeSubpath
    }

    /// The steps of the outline, in order.
    var elements: [Element] = []

    /// An empty path.
    public init() {}

    /// A path built by `callback`.
    public init(_ callback: (inout Path) -> Void) {
        callback(&self)
    }

    /// A path that is `rect`.
    public init(_ rect: CGRect) { addRect(rect) }

    /// A path that is a rectangle with rounded corners of `cornerRadius`.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        addRect(rect)
    }

    /// A path that is a rectangle with rounded corners of `cornerSize`.
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        addRect(rect)
    }

    /// A path that is the ellipse inside `rect`.
    public init(ellipseIn rect: CGRect) { addEllipse(in: rect) }

    public func path(in rect: CGRect) -> Path { self }
    public static var _shownName: String { "path" }

    /// Whether the path has no steps.
    public var isEmpty: Bool { elements.isEmpty }

    /// Where the last step ended, if it has any.
    public var currentPoint: CGPoint? {
        switch elements.last {
        case .move(let to), .line(let to), .quadCurve(let to, _), .curve(let to, _, _): to
        case .closeSubpath, nil: nil
        }
    }

    /// Calls `body` with each step of the outline, in order.
    public func forEach(_ body: (Element) -> Void) { elements.forEach(body) }

    /// Starts a new subpath at `end`.
    public mutating func move(to end: CGPoint) { elements.append(.move(to: end)) }

    /// A straight line from the current point to `end`.
    public mutating func addLine(to end: CGPoint) { elements.append(.line(to: end)) }

    /// Straight lines through `points`, starting a new subpath at the first.
    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { addLine(to: point) }
    }

    /// A quadratic curve to `end`, pulled towards `control`.
    public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) {
        elements.append(.quadCurve(to: end, control: control))
    }

    /// A cubic curve to `end`, pulled towards `control1` and `control2`.
    public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        elements.append(.curve(to: end, control1: control1, control2: control2))
    }

    /// Closes the current subpath with a line back to its start.
    public mutating func closeSubpath() { elements.append(.closeSubpath) }

    /// A closed subpath that is `rect`.
    public mutating func addRect(_ rect: CGRect) {
        addLines([
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
            CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY),
        ])
        closeSubpath()
    }

    /// Closed subpaths that are `rects`.
    public mutating func addRects(_ rects: [CGRect]) { rects.forEach { addRect($0) } }

    /// A closed subpath that is a rectangle with rounded corners of `cornerSize`.
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        addRect(rect)
    }

    /// A closed subpath that is the ellipse inside `rect`, as four curves.
    public mutating func addEllipse(in rect: CGRect) {
        let (x, y, w, h) = (rect.minX, rect.minY, rect.width, rect.height)
        // 0.5523 puts a cubic's control points where a quarter circle's are.
        let (kx, ky) = (w / 2 * 0.5523, h / 2 * 0.5523)
        move(to: CGPoint(x: x + w, y: y + h / 2))
        addCurve(to: CGPoint(x: x + w / 2, y: y + h), control1: CGPoint(x: x + w, y: y + h / 2 + ky), control2: CGPoint(x: x + w / 2 + kx, y: y + h))
        addCurve(to: CGPoint(x: x, y: y + h / 2), control1: CGPoint(x: x + w / 2 - kx, y: y + h), control2: CGPoint(x: x, y: y + h / 2 + ky))
        addCurve(to: CGPoint(x: x + w / 2, y: y), control1: CGPoint(x: x, y: y + h / 2 - ky), control2: CGPoint(x: x + w / 2 - kx, y: y))
        addCurve(to: CGPoint(x: x + w, y: y + h / 2), control1: CGPoint(x: x + w / 2 + kx, y: y), control2: CGPoint(x: x + w, y: y + h / 2 - ky))
        closeSubpath()
    }

    /// An arc of the circle about `center` of `radius`, from `startAngle` to
    /// `endAngle`, kept as a line to its end.
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool) {
        let start = CGPoint(x: center.x + radius * cos(startAngle.radians), y: center.y + radius * sin(startAngle.radians))
        let end = CGPoint(x: center.x + radius * cos(endAngle.radians), y: center.y + radius * sin(endAngle.radians))
        if elements.isEmpty { move(to: start) } else { addLine(to: start) }
        addLine(to: end)
    }

    /// The steps of `path`, added to this one's.
    public mutating func addPath(_ path: Path) { elements += path.elements }
}
