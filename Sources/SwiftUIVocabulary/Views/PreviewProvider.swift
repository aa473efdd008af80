import ViewGraph

/// Views for Xcode's canvas, as SwiftUI's `PreviewProvider`: a file that
/// declares previews compiles, and the harness never makes them. (`#Preview`
/// is a macro, which needs its implementation: keep such a block behind
/// `#if canImport(SwiftUI)`.)
///
/// ```swift
/// struct GuideRow_Previews: PreviewProvider {
///     static var previews: some View {
///         GuideRow(guide: Guide(name: "Robins"))
///     }
/// }
/// ```
public protocol PreviewProvider {
    /// The type of view the previews are.
    associatedtype Previews: View
    /// The views to preview.
    @ViewBuilder @MainActor static var previews: Previews { get }
    /// The platform to preview on; nil for the one being built for.
    static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
    public static var platform: PreviewPlatform? { nil }
}

/// A platform a preview runs on, as SwiftUI's `PreviewPlatform`.
public enum PreviewPlatform: Sendable {
    case iOS, macOS, tvOS, watchOS
}

/// The size of a preview, as SwiftUI's `PreviewLayout`.
public enum PreviewLayout: Sendable {
    case device, sizeThatFits
    case fixed(width: Double, height: Double)
}

/// A device to preview on, by name, as SwiftUI's `PreviewDevice`.
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral: String) { rawValue = stringLiteral }
}

extension View {
    /// This preview, named `displayName` in the canvas.
    @inlinable nonisolated public func previewDisplayName(_ displayName: String?) -> some View { self }

    /// This preview, laid out as `layout` says.
    @inlinable nonisolated public func previewLayout(_ layout: PreviewLayout) -> some View { self }

    /// This preview, on `device`.
    @inlinable nonisolated public func previewDevice(_ device: PreviewDevice?) -> some View { self }
}
