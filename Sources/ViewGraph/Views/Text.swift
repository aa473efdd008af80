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
nonisolated public struct Text: View, Equatable {
    public typealias Body = Never

    @usableFromInline package let shown: Shown

    /// Shows `content` as it is.
    public init(verbatim content: String) {
        shown = Shown(verbatim: content)
    }

    /// Shows `content` as it is. Inlinable, so that a `String` is taken
    /// with no generic code; and disfavoured, as SwiftUI's is, so that a
    /// literal is a ``LocalizedStringKey``, whose numbers are formatted when shown.
    @inlinable @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) {
        shown = Shown(verbatim: String(content))
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
    @usableFromInline package enum Segment: Equatable {
        case literal(String)
        case number(Int)
    }

    /// The key's text as it is shown: a literal, a literal and a number in
    /// either order, with no array made (`"Robins: \(count)"`), or its segments.
    package let shown: Shown

    /// A key whose text is `value`.
    public init(_ value: String) {
        shown = Shown(verbatim: value)
    }

    public init(stringLiteral value: String) {
        shown = Shown(verbatim: value)
    }

    public init(stringInterpolation: StringInterpolation) {
        shown = stringInterpolation.shown
    }

    /// The text, formatted.
    package var description: String { shown.description }

    /// The parts of an interpolated literal, in order: the usual few kept as
    /// the text they make, formatted when shown, more as segments.
    public struct StringInterpolation: StringInterpolationProtocol {
        var shown = Shown.empty

        public init(literalCapacity: Int, interpolationCount: Int) {}

        /// `segment` after what is there: a number next to one literal is
        /// kept as the two, anything longer as the list of segments.
        private mutating func append(_ segment: Segment) {
            switch (shown.parts, segment) {
            case (.verbatim(let text), .literal(let literal)): shown = Shown(verbatim: text + literal)
            case (.verbatim(let text), .number(let number)): shown = Shown(parts: .prefixed(text, number))
            case (.prefixed("", let number), .literal(let literal)): shown = Shown(parts: .suffixed(number, literal))
            case (.segments(let segments), _): shown = Shown(parts: .segments(segments + [segment]))
            default: shown = Shown(parts: .segments(shown.segments + [segment]))
            }
        }

        public mutating func appendLiteral(_ literal: String) {
            if !literal.isEmpty { append(.literal(literal)) }
        }

        /// A whole number, formatted when shown.
        public mutating func appendInterpolation(_ number: Int) {
            append(.number(number))
        }

        public mutating func appendInterpolation(_ string: String) {
            append(.literal(string))
        }

        /// The text of another `Text`.
        public mutating func appendInterpolation(_ text: Text) {
            append(.literal(text.shown.description))
        }

        /// Anything else, as `String(describing:)` writes it.
        public mutating func appendInterpolation<Value>(_ value: Value) {
            append(.literal(String(describing: value)))
        }
    }
}
