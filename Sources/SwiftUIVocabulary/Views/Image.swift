import Foundation
import ViewGraph

/// An image, as SwiftUI's `Image`: a primitive that shows its name, `star`
/// for `Image(systemName: "star")`, as part of the view whose body made it.
/// The name is what a person is told the picture is (a symbol's or an
/// asset's name is its default accessibility label), and it is what a body
/// changes when a picture depends on the model (`checkmark.circle` for
/// `circle`), so the stale check compares it (G6). A decorative image shows nothing.
///
/// ```swift
/// Image(systemName: guide.isDone ? "checkmark.circle.fill" : "circle")
/// Image("logo").resizable().scaledToFit()
/// ```
nonisolated public struct Image: View, Hashable, Sendable {
    public typealias Body = Never

    /// What the image shows: its name, empty if decorative.
    let name: String

    /// A system symbol, by name.
    public init(systemName: String) { name = systemName }

    /// An image from an asset catalogue, by name.
    public init(_ name: String, bundle: Bundle? = nil) { self.name = name }

    /// An image from an asset catalogue that a person is not told of: it shows nothing.
    public init(decorative name: String, bundle: Bundle? = nil) { self.name = "" }

    public static func _expand(_ view: Image, into expansion: inout _Expansion) {
        expansion.show(Shown(verbatim: view.name))
    }

    /// This image, stretched to the space it has.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image { self }

    /// This image, drawn as `renderingMode` says.
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image { self }

    /// This image, scaled with `interpolation`.
    public func interpolation(_ interpolation: Interpolation) -> Image { self }

    /// This image, smoothed or not when scaled.
    public func antialiased(_ isAntialiased: Bool) -> Image { self }

    /// How a resizable image fills its space.
    public enum ResizingMode: Hashable, Sendable { case tile, stretch }

    /// Whether an image is drawn as it is or as a template in the foreground colour.
    public enum TemplateRenderingMode: Hashable, Sendable { case template, original }

    /// How an image is scaled.
    public enum Interpolation: Hashable, Sendable { case none, low, medium, high }

    /// The scale of a symbol image relative to the text around it.
    public enum Scale: Hashable, Sendable { case small, medium, large }
}
