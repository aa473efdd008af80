import Foundation
import ViewGraph

// Text of a value formatted by Foundation, which a screen pasted from SwiftUI
// writes as often as a string: `Text(price, format: .currency(code: "EUR"))`,
// `Text(date, style: .date)`. The value is formatted where the text is made,
// in its maker's body, and what it shows is compared as any text is (G6).

extension Text {
    /// Shows `input` as `format` writes it.
    ///
    /// ```swift
    /// Text(guide.rating, format: .number.precision(.fractionLength(1)))
    /// ```
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(verbatim: format.format(input))
    }

    /// Shows `date` in `style`.
    public init(_ date: Date, style: DateStyle) {
        switch style {
        case .time: self.init(verbatim: date.formatted(date: .omitted, time: .shortened))
        case .date: self.init(verbatim: date.formatted(date: .abbreviated, time: .omitted))
        default: self.init(verbatim: date.formatted())
        }
    }

    /// How `Text(_:style:)` writes a date.
    public struct DateStyle: Hashable, Sendable {
        let style: Int

        /// The time of day.
        public static let time = DateStyle(style: 0)
        /// The date.
        public static let date = DateStyle(style: 1)
        /// How long from now; here, the date and time.
        public static let relative = DateStyle(style: 2)
        /// The difference from now; here, the date and time.
        public static let offset = DateStyle(style: 3)
        /// A timer counting from now; here, the date and time.
        public static let timer = DateStyle(style: 4)
    }
}
