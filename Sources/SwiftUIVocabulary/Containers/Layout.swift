import ViewGraph

/// How a vertical stack lines its views up.
public enum HorizontalAlignment: Sendable { case leading, center, trailing }

/// How a horizontal stack lines its views up.
public enum VerticalAlignment: Sendable { case top, center, bottom, firstTextBaseline, lastTextBaseline }

/// How a `ZStack` lines its views up.
public enum Alignment: Sendable { case center, leading, trailing, top, bottom, topLeading, topTrailing, bottomLeading, bottomTrailing }

/// The directions a view scrolls in.
public enum Axis: Sendable {
    case horizontal, vertical

    /// A set of axes.
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
    }
}
