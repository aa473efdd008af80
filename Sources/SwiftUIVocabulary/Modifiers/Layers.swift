import Foundation
import ViewGraph

// Views layered behind or in front of another: `.background { ... }` and
// `.overlay { ... }`. What a layer shows is drawn, so it is part of its
// maker's render (a badge's count, an overlaid `ContentUnavailableView`), and
// a layer's view with a body is a child of its own (G12); the view it layers
// keeps the identity it has without it. A colour or style behind or in front
// is drawing, as `.foregroundStyle` is: accepted and passed through.

/// A view with another layered behind or in front of it: the layer shows
/// behind (before) or in front of (after) the content, in a place of its own.
nonisolated struct LayeredView<Content: View, Layer: View>: View {
    typealias Body = Never
    let content: Content
    let layer: Layer
    let inFront: Bool

    static func _expand(_ view: Self, into expansion: inout _Expansion) {
        // The layer's place is this modifier's type, so that layers stacked on
        // one view (`.overlay { A }.overlay { B }`) each have their own.
        let place = ObjectIdentifier(Self.self).hashValue
        if !view.inFront { expansion.expand(view.layer, at: place) }
        // G12: the content stays where it stands without the modifier.
        Content._expand(view.content, into: &expansion)
        if view.inFront { expansion.expand(view.layer, at: place) }
    }
}

extension View {
    /// This view with what `content` builds in front of it.
    ///
    /// ```swift
    /// List(guides) { GuideRow(guide: $0) }
    ///     .overlay { if guides.isEmpty { ContentUnavailableView("No Guides", systemImage: "book") } }
    /// ```
    nonisolated public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        LayeredView(content: self, layer: content(), inFront: true)
    }

    /// This view with `overlay` in front of it.
    @_disfavoredOverload
    nonisolated public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View {
        LayeredView(content: self, layer: overlay, inFront: true)
    }

    /// This view with what `content` builds along its `edge`, inside its safe
    /// area, as a bar of buttons below a list is: shown after the view, a
    /// layer of its own, as an overlay is.
    ///
    /// ```swift
    /// List(items) { CartRow(item: $0) }
    ///     .safeAreaInset(edge: .bottom) { Button("Send order") { store.send() } }
    /// ```
    nonisolated public func safeAreaInset<V: View>(
        edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> V
    ) -> some View {
        LayeredView(content: self, layer: content(), inFront: true)
    }

    /// This view with what `content` builds along its leading or trailing `edge`.
    nonisolated public func safeAreaInset<V: View>(
        edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> V
    ) -> some View {
        LayeredView(content: self, layer: content(), inFront: true)
    }

    /// This view with `style` drawn in front of it.
    @inlinable nonisolated public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View { self }

    /// This view with `shape` drawn in front of it in `style`.
    @inlinable nonisolated public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View { self }

    /// This view with what `content` builds behind it.
    ///
    /// ```swift
    /// Text("\(count)").padding(6).background { Capsule().fill(.red) }
    /// ```
    nonisolated public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        LayeredView(content: self, layer: content(), inFront: false)
    }

    /// This view with `background` behind it.
    @_disfavoredOverload
    nonisolated public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> some View {
        LayeredView(content: self, layer: background, inFront: false)
    }

    /// This view with `style` drawn behind it.
    ///
    /// ```swift
    /// Text("Robins").padding().background(Color.blue.opacity(0.1))
    /// ```
    @inlinable nonisolated public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View { self }

    /// This view with the background style of its context behind it.
    @inlinable nonisolated public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View { self }

    /// This view with `shape` drawn behind it in `style`.
    @inlinable nonisolated public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View { self }

    /// This view with `shape` drawn behind it in the background style.
    @inlinable nonisolated public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> some View { self }

    /// This row, in a list, with `view` behind it: a row's background is
    /// drawing (a colour, a material), passed through as a style is, so that
    /// the row stays the row it is without it.
    @inlinable nonisolated public func listRowBackground<V: View>(_ view: V?) -> some View { self }
}
