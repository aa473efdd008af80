import Foundation
import ViewGraph

/// Colours laid along a line, out from a point or around it, as SwiftUI's
/// `Gradient`: its stops, each a colour at a place from 0 to 1. The harness
/// draws nothing: a gradient view shows its colours, and a gradient taken as
/// a style (`.fill(.linearGradient(...))`) is carried as any style is.
///
/// ```swift
/// LinearGradient(gradient: Gradient(colors: [.blue, .purple]), startPoint: .bottom, endPoint: .top)
/// ```
public struct Gradient: Hashable, Sendable {
    /// A colour at a place along a gradient, from 0 to 1.
    public struct Stop: Hashable, Sendable {
        public var color: Color
        public var location: CGFloat

        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    public var stops: [Stop]

    /// A gradient through `stops`.
    public init(stops: [Stop]) {
        self.stops = stops
    }

    /// A gradient through `colors`, evenly spaced.
    public init(colors: [Color]) {
        let last = CGFloat(max(colors.count - 1, 1))
        stops = colors.enumerated().map { Stop(color: $0.element, location: CGFloat($0.offset) / last) }
    }

    /// What a gradient view shows: `gradient(blue, purple)`.
    var shown: String { "gradient(\(stops.map(\.color.description).joined(separator: ", ")))" }
}

/// A gradient along the line from `startPoint` to `endPoint`, as SwiftUI's
/// `LinearGradient`: a view that shows its colours, and a style.
nonisolated public struct LinearGradient: View, ShapeStyle {
    public typealias Body = Never
    let gradient: Gradient

    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
    }

    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        gradient = Gradient(colors: colors)
    }

    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        gradient = Gradient(stops: stops)
    }

    public static func _expand(_ view: Self, into expansion: inout _Expansion) {
        expansion.show(Shown(verbatim: "linear \(view.gradient.shown)"))
    }
}

/// A gradient out from `center` between two radii, as SwiftUI's `RadialGradient`.
nonisolated public struct RadialGradient: View, ShapeStyle {
    public typealias Body = Never
    let gradient: Gradient

    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient
    }

    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        gradient = Gradient(colors: colors)
    }

    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        gradient = Gradient(stops: stops)
    }

    public static func _expand(_ view: Self, into expansion: inout _Expansion) {
        expansion.show(Shown(verbatim: "radial \(view.gradient.shown)"))
    }
}

/// A gradient around `center`, between two angles, as SwiftUI's `AngularGradient`.
nonisolated public struct AngularGradient: View, ShapeStyle {
    public typealias Body = Never
    let gradient: Gradient

    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient
    }

    public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        gradient = Gradient(colors: colors)
    }

    public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        gradient = Gradient(stops: stops)
    }

    /// A whole turn of `gradient` around `center`, starting at `angle`.
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.gradient = gradient
    }

    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        gradient = Gradient(colors: colors)
    }

    public static func _expand(_ view: Self, into expansion: inout _Expansion) {
        expansion.show(Shown(verbatim: "angular \(view.gradient.shown)"))
    }
}

/// A colour's standard gradient, as SwiftUI's `AnyGradient`: `.blue.gradient`.
public struct AnyGradient: ShapeStyle, Hashable {
    let color: Color
}

extension Color {
    /// A gradient made from this colour, as the system makes one.
    public var gradient: AnyGradient { AnyGradient(color: self) }
}

extension ShapeStyle where Self == LinearGradient {
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }

    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }

    public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
    }
}

extension ShapeStyle where Self == RadialGradient {
    public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }

    public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

extension ShapeStyle where Self == AngularGradient {
    public static func angularGradient(_ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    public static func angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, angle: angle)
    }
}
