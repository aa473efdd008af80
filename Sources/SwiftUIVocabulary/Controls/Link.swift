import Foundation
import ViewGraph

/// A control that opens a URL, as SwiftUI's `Link`: it shows its label and an
/// arrow (`Swift ↗`). Opening a URL leaves the app, which the harness does not
/// follow: no step acts on it.
///
/// ```swift
/// Link("Swift", destination: URL(string: "https://swift.org")!)
/// ```
nonisolated public struct Link<Label: View>: View {
    public typealias Body = Never
    let label: Label

    /// A link titled by what `label` shows.
    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    public static func _expand(_ view: Self, into expansion: inout _Expansion) {
        let label = expansion.labelText(of: view.label)
        expansion.show(Shown(verbatim: "\(label.description) ↗"))
    }
}

extension Link where Label == Text {
    /// A link titled with a literal.
    public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.init(destination: destination) { Text(titleKey) }
    }

    /// A link titled `title`.
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}
