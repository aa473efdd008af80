import ViewGraph

/// Whether a part of the interface is shown, as SwiftUI's `Visibility`: a
/// confirmation dialog's title, a bar's toolbar. The harness lays nothing
/// out, so it changes nothing that runs.
public enum Visibility: Hashable, CaseIterable, Sendable {
    /// As the platform shows it.
    case automatic
    /// Shown.
    case visible
    /// Hidden.
    case hidden
}
