import Foundation
import ViewGraph

// The styling modifiers SwiftUI screens use most. Each is accepted and
// passed through: it returns the view it modifies, so it has no body, costs
// nothing, and leaves a child with a body the identity it has without it
// (G12). Its arguments are evaluated where it is written, in its maker's
// body, so whatever they read is a dependency of that body, as in SwiftUI;
// how text is set, coloured, spaced or laid out is not part of what the
// harness shows, so they change no render.

extension View {
    /// This view's text set in `font`.
    ///
    /// ```swift
    /// Text(guide.title).font(.headline)
    /// ```
    @inlinable nonisolated public func font(_ font: Font?) -> some View { self }

    /// This view's text set at `weight`.
    @inlinable nonisolated public func fontWeight(_ weight: Font.Weight?) -> some View { self }

    /// This view's text set in `design`.
    @inlinable nonisolated public func fontDesign(_ design: Font.Design?) -> some View { self }

    /// This view's text set bold.
    @inlinable nonisolated public func bold(_ isActive: Bool = true) -> some View { self }

    /// This view's text set in italics.
    @inlinable nonisolated public func italic(_ isActive: Bool = true) -> some View { self }

    /// This view's text underlined.
    @inlinable nonisolated public func underline(_ isActive: Bool = true, color: Color? = nil) -> some View { self }

    /// This view's text struck through.
    @inlinable nonisolated public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> some View { self }

    /// This view's text with fixed-width digits.
    @inlinable nonisolated public func monospacedDigit() -> some View { self }

    /// This view's foreground drawn in `style`.
    ///
    /// ```swift
    /// Text(guide.note).foregroundStyle(.secondary)
    /// ```
    @inlinable nonisolated public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { self }

    /// This view's foreground levels drawn in `primary` and `secondary`.
    @inlinable nonisolated public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View { self }

    /// This view's foreground levels drawn in `primary`, `secondary` and `tertiary`.
    @inlinable nonisolated public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(
        _ primary: S1, _ secondary: S2, _ tertiary: S3
    ) -> some View { self }

    /// This view's foreground drawn in `color`.
    @inlinable nonisolated public func foregroundColor(_ color: Color?) -> some View { self }

    /// This view's controls tinted `tint`.
    @inlinable nonisolated public func tint(_ tint: Color?) -> some View { self }

    /// This view's controls tinted with `tint`.
    @inlinable nonisolated public func tint<S: ShapeStyle>(_ tint: S?) -> some View { self }

    /// This view's accent colour, `accentColor`.
    @inlinable nonisolated public func accentColor(_ accentColor: Color?) -> some View { self }

    /// This view with space of `length` (or the system's) along `edges`.
    ///
    /// ```swift
    /// Text("Robins").padding()
    /// Text("Robins").padding(.horizontal, 16)
    /// ```
    @inlinable nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { self }

    /// This view with space of `length` along every edge.
    @inlinable nonisolated public func padding(_ length: CGFloat) -> some View { self }

    /// This view with space of `insets` along its edges.
    @inlinable nonisolated public func padding(_ insets: EdgeInsets) -> some View { self }

    /// This view in a frame of `width` and `height`.
    ///
    /// ```swift
    /// Circle().frame(width: 8, height: 8)
    /// ```
    @inlinable nonisolated public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View { self }

    /// This view in a frame between its minimum and maximum sizes.
    ///
    /// ```swift
    /// Text("Robins").frame(maxWidth: .infinity, alignment: .leading)
    /// ```
    @inlinable nonisolated public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
        idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center
    ) -> some View { self }

    /// This view at its ideal size.
    @inlinable nonisolated public func fixedSize() -> some View { self }

    /// This view at its ideal size along the axes asked for.
    @inlinable nonisolated public func fixedSize(horizontal: Bool, vertical: Bool) -> some View { self }

    /// This view, given space before its siblings of lower `value`.
    @inlinable nonisolated public func layoutPriority(_ value: Double) -> some View { self }

    /// This view's width over its height, kept at `aspectRatio`.
    @inlinable nonisolated public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View { self }

    /// This view's width over its height, kept at `aspectRatio`'s.
    @inlinable nonisolated public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View { self }

    /// This view, scaled to fit its frame.
    @inlinable nonisolated public func scaledToFit() -> some View { self }

    /// This view, scaled to fill its frame.
    @inlinable nonisolated public func scaledToFill() -> some View { self }

    /// This view, drawn `x` and `y` points away from where it is laid out.
    @inlinable nonisolated public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { self }

    /// This view, drawn `offset` away from where it is laid out.
    @inlinable nonisolated public func offset(_ offset: CGSize) -> some View { self }

    /// This view, centred at `x` and `y` in its parent.
    @inlinable nonisolated public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View { self }

    /// This view, centred at `position` in its parent.
    @inlinable nonisolated public func position(_ position: CGPoint) -> some View { self }

    /// This view, drawn above its siblings of lower `value`.
    @inlinable nonisolated public func zIndex(_ value: Double) -> some View { self }

    /// This view, laid out but not drawn.
    @inlinable nonisolated public func hidden() -> some View { self }

    /// This view's text on at most `number` lines.
    @inlinable nonisolated public func lineLimit(_ number: Int?) -> some View { self }

    /// This view's text on at most `limit` lines, keeping their space if asked.
    @inlinable nonisolated public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View { self }

    /// This view's text on a number of lines in `limit`.
    @inlinable nonisolated public func lineLimit(_ limit: ClosedRange<Int>) -> some View { self }

    /// This view's text on at least `limit`'s lower bound of lines.
    @inlinable nonisolated public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View { self }

    /// This view's text on at most `limit`'s upper bound of lines.
    @inlinable nonisolated public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View { self }

    /// This view's lines of text lined up along `alignment`.
    @inlinable nonisolated public func multilineTextAlignment(_ alignment: TextAlignment) -> some View { self }

    /// This view's text cut at `mode` when too long.
    @inlinable nonisolated public func truncationMode(_ mode: Text.TruncationMode) -> some View { self }

    /// This view's text shrunk down to `factor` to fit.
    @inlinable nonisolated public func minimumScaleFactor(_ factor: CGFloat) -> some View { self }

    /// This view's lines of text `lineSpacing` apart.
    @inlinable nonisolated public func lineSpacing(_ lineSpacing: CGFloat) -> some View { self }

    /// This view's text set in `textCase`; the harness shows it as written.
    @inlinable nonisolated public func textCase(_ textCase: Text.Case?) -> some View { self }

    /// This view's symbol images at `scale`.
    @inlinable nonisolated public func imageScale(_ scale: Image.Scale) -> some View { self }

    /// This view's symbol images drawn in `mode`.
    @inlinable nonisolated public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View { self }

    /// This view's symbol images in `variant`.
    @inlinable nonisolated public func symbolVariant(_ variant: SymbolVariants) -> some View { self }

    /// This view's controls' labels hidden; a step still finds them by title.
    @inlinable nonisolated public func labelsHidden() -> some View { self }

    /// This view's controls at `controlSize`.
    @inlinable nonisolated public func controlSize(_ controlSize: ControlSize) -> some View { self }

    /// This view, drawn into the safe area's `regions` along `edges`.
    @inlinable nonisolated public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View { self }

    /// This view drawn past the safe area along `edges`: SwiftUI's older form
    /// of ``ignoresSafeArea(_:edges:)``.
    @inlinable nonisolated public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { self }

    /// This view's content, in `colorScheme`.
    @inlinable nonisolated public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View { self }

    /// This view, touched within `shape`.
    @inlinable nonisolated public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { self }

    /// This view, touched or not.
    @inlinable nonisolated public func allowsHitTesting(_ enabled: Bool) -> some View { self }

    /// This view, with `text` as the help a pointer's hover shows.
    @inlinable nonisolated public func help(_ text: LocalizedStringKey) -> some View { self }
}

/// How a symbol image's layers are coloured, as SwiftUI's `SymbolRenderingMode`.
public struct SymbolRenderingMode: Hashable, Sendable {
    let mode: Int

    public static let monochrome = SymbolRenderingMode(mode: 0)
    public static let multicolor = SymbolRenderingMode(mode: 1)
    public static let hierarchical = SymbolRenderingMode(mode: 2)
    public static let palette = SymbolRenderingMode(mode: 3)
}

/// Which variant of a symbol an image shows, as SwiftUI's `SymbolVariants`.
public struct SymbolVariants: Hashable, Sendable {
    let variant: Int

    public static let none = SymbolVariants(variant: 0)
    public static let circle = SymbolVariants(variant: 1)
    public static let square = SymbolVariants(variant: 2)
    public static let rectangle = SymbolVariants(variant: 3)
    public static let fill = SymbolVariants(variant: 4)
    public static let slash = SymbolVariants(variant: 5)
}

/// The size of a control, as SwiftUI's `ControlSize`.
public enum ControlSize: Hashable, CaseIterable, Sendable {
    case mini, small, regular, large, extraLarge
}

/// Light or dark appearance, as SwiftUI's `ColorScheme`.
public enum ColorScheme: Hashable, CaseIterable, Sendable {
    case light, dark
}
