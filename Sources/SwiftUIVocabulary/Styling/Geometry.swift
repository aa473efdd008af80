import Foundation
import ViewGraph

// The value types SwiftUI's layout and effect modifiers take. The harness
// lays nothing out, so they are carried and dropped; their names, labels and
// conformances are SwiftUI's so that a screen's arguments compile unchanged.

/// A geometric angle, in radians or degrees, as SwiftUI's `Angle`: what
/// ``View/rotationEffect(_:anchor:)`` takes.
///
/// ```swift
/// Image(systemName: "arrow.up").rotationEffect(.degrees(45))
/// ```
public struct Angle: Hashable, Comparable, Codable, Sendable {
    /// The angle in radians.
    public var radians: Double

    /// The angle in degrees.
    public var degrees: Double {
        get { radians * 180 / .pi }
        set { radians = newValue * .pi / 180 }
    }

    /// An angle of zero.
    public init() { radians = 0 }

    /// An angle of `radians` radians.
    public init(radians: Double) { self.radians = radians }

    /// An angle of `degrees` degrees.
    public init(degrees: Double) { radians = degrees * .pi / 180 }

    /// An angle of zero.
    public static var zero: Angle { Angle() }

    /// An angle of `radians` radians.
    public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }

    /// An angle of `degrees` degrees.
    public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }

    public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
}

// An angle's arithmetic, as SwiftUI's: sums and differences of angles, and an
// angle scaled by a number (`angle * 2.0`, `angle / 2`).
extension Angle: AdditiveArithmetic {
    public static func + (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians + rhs.radians) }
    public static func - (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians - rhs.radians) }
    public static prefix func - (angle: Angle) -> Angle { Angle(radians: -angle.radians) }
    public static func * (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians * rhs) }
    public static func * (lhs: Double, rhs: Angle) -> Angle { Angle(radians: lhs * rhs.radians) }
    public static func / (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians / rhs) }
    public static func *= (lhs: inout Angle, rhs: Double) { lhs = lhs * rhs }
    public static func /= (lhs: inout Angle, rhs: Double) { lhs = lhs / rhs }
}

/// One edge of a rectangle, as SwiftUI's `Edge`, and sets of them for
/// ``View/padding(_:_:)`` and ``View/ignoresSafeArea(_:edges:)``.
public enum Edge: Int8, CaseIterable, Hashable, Sendable {
    case top, leading, bottom, trailing

    /// A set of edges.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }

        /// The set holding `edge` alone.
        public init(_ edge: Edge) { self.init(rawValue: 1 << edge.rawValue) }

        public static let top = Set(.top)
        public static let leading = Set(.leading)
        public static let bottom = Set(.bottom)
        public static let trailing = Set(.trailing)
        public static let all: Set = [.top, .leading, .bottom, .trailing]
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
    }
}

/// The insets of a rectangle's edges, as SwiftUI's `EdgeInsets`.
public struct EdgeInsets: Equatable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    /// Insets of `top`, `leading`, `bottom` and `trailing`.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        (self.top, self.leading, self.bottom, self.trailing) = (top, leading, bottom, trailing)
    }

    /// No insets.
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
}

/// A point in a view's own unit square, as SwiftUI's `UnitPoint`: the
/// anchor of a rotation or a scale.
public struct UnitPoint: Hashable, Sendable {
    public var x: CGFloat
    public var y: CGFloat

    /// The point at `x` and `y`, each from 0 to 1.
    public init(x: CGFloat, y: CGFloat) { (self.x, self.y) = (x, y) }

    /// The origin.
    public init() { self.init(x: 0, y: 0) }

    public static let zero = UnitPoint(x: 0, y: 0)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

/// How a view fits its content to the space it has, as SwiftUI's `ContentMode`.
public enum ContentMode: Hashable, CaseIterable, Sendable {
    case fit, fill
}

/// The parts of the safe area a view may ignore, as SwiftUI's `SafeAreaRegions`.
public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let container = SafeAreaRegions(rawValue: 1)
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// The top or bottom edge of a rectangle, as SwiftUI's `VerticalEdge`.
public enum VerticalEdge: Int8, CaseIterable, Hashable, Sendable {
    case top, bottom

    /// A set of vertical edges.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }

        /// The set holding `edge` alone.
        public init(_ edge: VerticalEdge) { self.init(rawValue: 1 << edge.rawValue) }

        public static let top = Set(.top)
        public static let bottom = Set(.bottom)
        public static let all: Set = [.top, .bottom]
    }
}
