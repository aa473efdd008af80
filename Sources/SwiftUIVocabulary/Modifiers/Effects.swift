import Foundation
import ViewGraph

// The drawing effects SwiftUI screens use most: accepted and passed through,
// as the styling modifiers are (Styling.swift). An effect changes how a view
// is drawn, never what it says or what runs, so none changes a render.

extension View {
    /// This view drawn at `opacity`, from 0 (invisible) to 1.
    ///
    /// ```swift
    /// GuideRow(guide: guide).opacity(guide.isArchived ? 0.5 : 1)
    /// ```
    @inlinable nonisolated public func opacity(_ opacity: Double) -> some View { self }

    /// This view turned by `angle` about `anchor`.
    ///
    /// ```swift
    /// Image(systemName: "chevron.right").rotationEffect(.degrees(isOpen ? 90 : 0))
    /// ```
    @inlinable nonisolated public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View { self }

    /// This view turned by `angle` about `axis`, in three dimensions.
    @inlinable nonisolated public func rotation3DEffect(
        _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center, anchorZ: CGFloat = 0,
        perspective: CGFloat = 1
    ) -> some View { self }

    /// This view scaled by `s` about `anchor`.
    @inlinable nonisolated public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View { self }

    /// This view scaled by `x` and `y` about `anchor`.
    @inlinable nonisolated public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View { self }

    /// This view scaled by `scale`'s width and height about `anchor`.
    @inlinable nonisolated public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View { self }

    /// This view with a shadow of `color`, blurred by `radius`, offset by `x` and `y`.
    @inlinable nonisolated public func shadow(
        color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
    ) -> some View { self }

    /// This view clipped to `shape`.
    ///
    /// ```swift
    /// Image("cover").clipShape(RoundedRectangle(cornerRadius: 8))
    /// ```
    @inlinable nonisolated public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View { self }

    /// This view clipped to its frame.
    @inlinable nonisolated public func clipped(antialiased: Bool = false) -> some View { self }

    /// This view clipped to a rectangle with corners of `radius`.
    @inlinable nonisolated public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View { self }

    /// This view with a border of `content`, `width` wide.
    @inlinable nonisolated public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View { self }

    /// This view blurred by `radius`.
    @inlinable nonisolated public func blur(radius: CGFloat, opaque: Bool = false) -> some View { self }

    /// This view brightened by `amount`.
    @inlinable nonisolated public func brightness(_ amount: Double) -> some View { self }

    /// This view's colours turned round the colour wheel by `angle`.
    ///
    /// ```swift
    /// Circle().fill(.red).hueRotation(.degrees(hue))
    /// ```
    @inlinable nonisolated public func hueRotation(_ angle: Angle) -> some View { self }

    /// This view's colours saturated by `amount`.
    @inlinable nonisolated public func saturation(_ amount: Double) -> some View { self }

    /// This view's colours greyed by `amount`.
    @inlinable nonisolated public func grayscale(_ amount: Double) -> some View { self }

    /// This view's colours' contrast set to `amount`.
    @inlinable nonisolated public func contrast(_ amount: Double) -> some View { self }

    /// This view drawn as one layer before its effects.
    @inlinable nonisolated public func compositingGroup() -> some View { self }

    /// This view drawn off screen before it is shown.
    @inlinable nonisolated public func drawingGroup(opaque: Bool = false) -> some View { self }
}
