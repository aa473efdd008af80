import Foundation
import ViewGraph

// Text's own styling, as SwiftUI's `Text` has it: each returns a `Text`, so
// that styled texts still join with `+` and fit where a `Text` is asked for
// (a `Label`'s title, `ContentUnavailableView`'s description). A style does
// not change what a text shows.

extension Text {
    /// This text set in `font`.
    public func font(_ font: Font?) -> Text { self }

    /// This text set at `weight`.
    public func fontWeight(_ weight: Font.Weight?) -> Text { self }

    /// This text set in `design`.
    public func fontDesign(_ design: Font.Design?) -> Text { self }

    /// This text set bold.
    public func bold() -> Text { self }

    /// This text set bold, if `isActive`.
    public func bold(_ isActive: Bool) -> Text { self }

    /// This text set in italics.
    public func italic() -> Text { self }

    /// This text set in italics, if `isActive`.
    public func italic(_ isActive: Bool) -> Text { self }

    /// This text underlined.
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { self }

    /// This text struck through.
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text { self }

    /// This text drawn in `color`.
    public func foregroundColor(_ color: Color?) -> Text { self }

    /// This text drawn in `style`.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { self }

    /// This text with fixed-width characters.
    public func monospaced(_ isActive: Bool = true) -> Text { self }

    /// This text with fixed-width digits.
    public func monospacedDigit() -> Text { self }

    /// This text's characters `kerning` points further apart.
    public func kerning(_ kerning: CGFloat) -> Text { self }

    /// This text's characters `tracking` points further apart.
    public func tracking(_ tracking: CGFloat) -> Text { self }

    /// This text raised by `baselineOffset` points.
    public func baselineOffset(_ baselineOffset: CGFloat) -> Text { self }

    /// Two texts shown as one, the second straight after the first.
    ///
    /// ```swift
    /// Text(guide.name).bold() + Text(" · \(guide.count) sightings")
    /// ```
    public static func + (lhs: Text, rhs: Text) -> Text {
        Text(verbatim: lhs.shown.description + rhs.shown.description)
    }
}
