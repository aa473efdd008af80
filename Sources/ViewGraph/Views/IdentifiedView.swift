/// A view with an explicit identity, as SwiftUI's `.id(_:)` makes (G12): while
/// the id stays the same it is its content, compared as any view is; a new id
/// is a new view, so the old one and its subtree are torn down, their state
/// dropped, and the new one's first run says `@identity`. It is its content in
/// the counts: its name, its body, its state and its holdings.
package nonisolated struct IdentifiedView<Content: View, ID: Hashable>: View, WrapsView {
    /// The view identified.
    package var content: Content
    /// Its identity.
    package let id: ID

    /// `content`, identified by `id`.
    package init(content: Content, id: ID) {
        self.content = content
        self.id = id
    }

    package var body: Content.Body { _body(of: content) }
    package var wrapped: any View { content }

    /// A primitive's views below it take the id into their place, so another
    /// id makes them anew.
    package static func _expand(_ view: Self, into expansion: inout _Expansion) {
        if Content.Body.self == Never.self { expansion.expand(view.content, at: view.id.hashValue) } else { expansion.appendChild(view) }
    }
}

extension View {
    /// This view with the explicit identity `id` (G12): another id makes it a new view.
    nonisolated public func id<ID: Hashable>(_ id: ID) -> some View { IdentifiedView(content: self, id: id) }
}

/// A view whose identity is its id as well as its place.
protocol ExplicitlyIdentified {
    var explicitID: AnyHashable { get }
}

extension IdentifiedView: ExplicitlyIdentified {
    var explicitID: AnyHashable { AnyHashable(id) }
}

/// Whether `old` and `new`, views of one type, have another explicit identity.
func identityChanged(_ old: any View, _ new: any View) -> Bool {
    guard let old = old as? any ExplicitlyIdentified, let new = new as? any ExplicitlyIdentified else { return false }
    return old.explicitID != new.explicitID
}
