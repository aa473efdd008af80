import Foundation
import ViewGraph

/// An image loaded from a URL, as SwiftUI's `AsyncImage`: a view of the
/// graph's own, never counted, whose content closure runs in its own body, as
/// it runs in SwiftUI, so what the closure reads is the image's dependency and
/// not its maker's. Nothing is fetched: an image with a URL is loaded at
/// once, as from a cache, and is shown as `Image` shows the URL's last part
/// (`AsyncImage(url: product.imageURL)` shows `81fPKd-2AYL.jpg`); with no URL
/// the placeholder is shown, or the phase is `.empty`.
///
/// ```swift
/// AsyncImage(url: product.imageURL) { image in
///     image.resizable().scaledToFit()
/// } placeholder: {
///     ProgressView()
/// }
/// ```
nonisolated public struct AsyncImage<Content: View>: View, Uncounted {
    let make: () -> Content

    public var body: Content { make() }

    package var named: String { "AsyncImage" }
}

/// The image a URL names, as this harness loads it: its last part.
private func loaded(_ url: URL?, scale: CGFloat) -> Image? {
    url.map { Image($0.lastPathComponent) }
}

extension AsyncImage {
    /// The image at `url`, or nothing where there is none.
    public init(url: URL?, scale: CGFloat = 1) where Content == _ConditionalContent<Image, EmptyView> {
        let image = loaded(url, scale: scale)
        make = { image.map { ViewBuilder.buildEither(first: $0) } ?? ViewBuilder.buildEither(second: EmptyView()) }
    }

    /// What `content` makes of the image at `url`, or `placeholder` where there is none.
    public init<I: View, P: View>(
        url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I, @ViewBuilder placeholder: @escaping () -> P
    ) where Content == _ConditionalContent<I, P> {
        let image = loaded(url, scale: scale)
        make = { image.map { ViewBuilder.buildEither(first: content($0)) } ?? ViewBuilder.buildEither(second: placeholder()) }
    }

    /// What `content` makes of the loading's phase: `.success` with the image
    /// at `url`, `.empty` where there is none.
    public init(
        url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (AsyncImagePhase) -> Content
    ) {
        let phase = loaded(url, scale: scale).map(AsyncImagePhase.success) ?? .empty
        make = { content(phase) }
    }
}

/// Where an ``AsyncImage``'s loading stands, as SwiftUI's `AsyncImagePhase`.
public enum AsyncImagePhase: Sendable {
    /// Not loaded: no URL.
    case empty
    /// Loaded.
    case success(Image)
    /// The loading failed.
    case failure(any Error)

    /// The image, once loaded.
    public var image: Image? {
        if case .success(let image) = self { return image }
        return nil
    }

    /// Why the loading failed, if it did.
    public var error: (any Error)? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
