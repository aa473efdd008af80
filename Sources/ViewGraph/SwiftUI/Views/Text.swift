/// A view that shows text, as SwiftUI's `Text`: a primitive, shown as part
/// of the view whose body made it, and never counted (A2).
///
/// A string literal with interpolations keeps its parts until it is shown, as
/// SwiftUI's `LocalizedStringKey` does, so a body that shows a number does not
/// format it on every run.
///
/// ```swift
/// Text("Robins: \(sightings.robins)")
/// Text(guide.name)
/// ```
public struct Text: View, Equatable {
    public typealias Body = Never

    @usableFromInline let shown: Shown

    /// Shows `content` as it is.
    public init(verbatim content: String) {
        shown = Shown(verbatim: content)
    }

    /// Shows `content` as it is.
    public init<S: StringProtocol>(_ content: S) {
        shown = Shown(verbatim: String(content))
    }

    /// Shows `content` as it is: a string, with no conversion.
    public init(_ content: String) {
        shown = Shown(verbatim: content)
    }

    /// Shows the string a literal makes, its interpolations formatted when shown.
    public init(_ key: LocalizedStringKey, tableName: String? = nil, comment: StaticString? = nil) {
        shown = key.shown
    }

    public static func _expand(_ view: Text, into expansion: inout _Expansion) {
        expansion.show(view.shown)
    }
}

/// A string literal with interpolations, its parts kept as they are until
/// shown: what SwiftUI's `Text`, `Button` and `TextField` take a literal as.
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation {
    enum Segment: Equatable {
        case literal(String)
        case number(Int)
    }

    let segments: [Segment]

    /// A key whose text is `value`.
    public init(_ value: String) {
        segments = [.literal(value)]
    }

    public init(stringLiteral value: String) {
        segments = [.literal(value)]
    }

    public init(stringInterpolation: StringInterpolation) {
        segments = stringInterpolation.segments
    }

    /// The key's text, as shown.
    var shown: Shown {
        if segments.count == 1, case .literal(let string) = segments[0] { return Shown(verbatim: string) }
        return Shown(parts: .key(self))
    }

    /// The text, formatted.
    var description: String {
        var text = ""
        for segment in segments {
            switch segment {
            case .literal(let string): text += string
            case .number(let number): text += String(number)
            }
        }
        return text
    }

    /// The parts of an interpolated literal, in order.
    public struct StringInterpolation: StringInterpolationProtocol {
        var segments: [Segment] = []

        public init(literalCapacity: Int, interpolationCount: Int) {
            segments.reserveCapacity(2 * interpolationCount + 1)
        }

        public mutating func appendLiteral(_ literal: String) {
            if !literal.isEmpty { segments.append(.literal(literal)) }
        }

        /// A whole number, formatted when shown.
        public mutating func appendInterpolation(_ number: Int) {
            segments.append(.number(number))
        }

        public mutating func appendInterpolation(_ string: String) {
            segments.append(.literal(string))
        }

        /// The text of another `Text`.
        public mutating func appendInterpolation(_ text: Text) {
            segments.append(.literal(text.shown.description))
        }

        /// Anything else, as `String(describing:)` writes it.
        public mutating func appendInterpolation<Value>(_ value: Value) {
            segments.append(.literal(String(describing: value)))
        }
    }
}
