import Foundation
import ViewGraph

/// A font, as SwiftUI's `Font`: what `.font(_:)` takes. The harness shows
/// text, not how it is set, so a font is carried and dropped.
///
/// ```swift
/// Text(guide.title).font(.headline)
/// Text("\(count)").font(.system(size: 48, weight: .bold, design: .rounded))
/// ```
public struct Font: Hashable, Sendable {
    enum Source: Hashable, Sendable {
        case style(TextStyle)
        case size(CGFloat)
        case custom(String, CGFloat)
    }

    let source: Source
    var weight: Weight?
    var design: Design?
    var isItalic = false

    init(_ source: Source, weight: Weight? = nil, design: Design? = nil) {
        self.source = source
        self.weight = weight
        self.design = design
    }

    public static let largeTitle = Font(.style(.largeTitle))
    public static let title = Font(.style(.title))
    public static let title2 = Font(.style(.title2))
    public static let title3 = Font(.style(.title3))
    public static let headline = Font(.style(.headline))
    public static let subheadline = Font(.style(.subheadline))
    public static let body = Font(.style(.body))
    public static let callout = Font(.style(.callout))
    public static let footnote = Font(.style(.footnote))
    public static let caption = Font(.style(.caption))
    public static let caption2 = Font(.style(.caption2))

    /// The system font at `size` points.
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(.size(size), weight: weight, design: design)
    }

    /// The system font of a text style.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(.style(style), weight: weight, design: design)
    }

    /// A font by name at `size` points.
    public static func custom(_ name: String, size: CGFloat) -> Font {
        Font(.custom(name, size))
    }

    /// A font by name, sized as a text style.
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
        Font(.custom(name, size))
    }

    /// This font, bold.
    public func bold() -> Font { weight(.bold) }

    /// This font, italic.
    public func italic() -> Font {
        var font = self
        font.isItalic = true
        return font
    }

    /// This font at `weight`.
    public func weight(_ weight: Weight) -> Font {
        var font = self
        font.weight = weight
        return font
    }

    /// This font with fixed-width characters.
    public func monospaced() -> Font { self }

    /// This font with fixed-width digits.
    public func monospacedDigit() -> Font { self }

    /// This font in small capitals.
    public func smallCaps() -> Font { self }

    /// The weight of a font.
    public struct Weight: Hashable, Sendable {
        let value: Double

        public static let ultraLight = Weight(value: -0.8)
        public static let thin = Weight(value: -0.6)
        public static let light = Weight(value: -0.4)
        public static let regular = Weight(value: 0)
        public static let medium = Weight(value: 0.23)
        public static let semibold = Weight(value: 0.3)
        public static let bold = Weight(value: 0.4)
        public static let heavy = Weight(value: 0.56)
        public static let black = Weight(value: 0.62)
    }

    /// The design of a font.
    public enum Design: Hashable, Sendable {
        case `default`, serif, rounded, monospaced
    }

    /// A text style, which sizes a font with the reader's setting.
    public enum TextStyle: Hashable, CaseIterable, Sendable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }
}

/// How lines of text line up, as SwiftUI's `TextAlignment`.
public enum TextAlignment: Hashable, CaseIterable, Sendable {
    case leading, center, trailing
}

extension Text {
    /// How `.textCase(_:)` sets text.
    public enum Case: Hashable, Sendable {
        case uppercase, lowercase
    }

    /// Where text too long for its line is cut.
    public enum TruncationMode: Hashable, Sendable {
        case head, tail, middle
    }
}
