import Foundation
import ViewGraph

/// How a change is animated, as SwiftUI's `Animation`. The harness draws no
/// frames: an animation changes nothing that runs, so it is carried and dropped.
///
/// ```swift
/// Image(systemName: "chevron.right")
///     .rotationEffect(.degrees(isOpen ? 90 : 0))
///     .animation(.easeInOut(duration: 0.2), value: isOpen)
/// ```
public struct Animation: Hashable, Sendable {
    let curve: String
    let duration: Double

    init(_ curve: String, duration: Double = 0.35) {
        self.curve = curve
        self.duration = duration
    }

    public static let `default` = Animation("default")
    public static let linear = Animation("linear")
    public static let easeIn = Animation("easeIn")
    public static let easeOut = Animation("easeOut")
    public static let easeInOut = Animation("easeInOut")
    public static let spring = Animation("spring", duration: 0.5)
    public static let bouncy = Animation("bouncy", duration: 0.5)
    public static let smooth = Animation("smooth", duration: 0.5)
    public static let snappy = Animation("snappy", duration: 0.5)
    public static let interactiveSpring = Animation("interactiveSpring", duration: 0.15)

    /// A timing curve of `duration` seconds: steady, easing in, out, or both.
    public static func linear(duration: Double) -> Animation { Animation("linear", duration: duration) }
    public static func easeIn(duration: Double) -> Animation { Animation("easeIn", duration: duration) }
    public static func easeOut(duration: Double) -> Animation { Animation("easeOut", duration: duration) }
    public static func easeInOut(duration: Double) -> Animation { Animation("easeInOut", duration: duration) }

    /// A spring by its response and damping.
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation {
        Animation("spring", duration: response)
    }

    /// A spring by its duration and bounce; `.spring()` is the other's, as the
    /// two take the same springs with no arguments.
    @_disfavoredOverload
    public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        Animation("spring", duration: duration)
    }

    /// An interpolating spring, by its physics.
    public static func interpolatingSpring(stiffness: Double, damping: Double) -> Animation {
        Animation("interpolatingSpring", duration: 0.5)
    }

    /// This animation, started after `delay` seconds.
    public func delay(_ delay: Double) -> Animation { self }

    /// This animation, run `speed` times as fast.
    public func speed(_ speed: Double) -> Animation { self }

    /// This animation, repeated `repeatCount` times.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation { self }

    /// This animation, repeated for ever.
    public func repeatForever(autoreverses: Bool = true) -> Animation { self }
}

/// Runs `body` as SwiftUI does inside an animated transaction: here, simply
/// runs it. Its writes invalidate as any write does and run at the next flush.
///
/// ```swift
/// Button("Expand") { withAnimation { isExpanded.toggle() } }
/// ```
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

/// How a view comes and goes, as SwiftUI's `AnyTransition`: carried and
/// dropped, as a view that comes and goes runs what it runs either way.
public struct AnyTransition: Sendable {
    let name: String

    public static let identity = AnyTransition(name: "identity")
    public static let opacity = AnyTransition(name: "opacity")
    public static let scale = AnyTransition(name: "scale")
    public static let slide = AnyTransition(name: "slide")

    /// A scale from `scale` about `anchor`.
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { .scale }

    /// A move in from and out to `edge`.
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(name: "move") }

    /// A push in from `edge`.
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition(name: "push") }

    /// An offset by `offset`.
    public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition(name: "offset") }

    /// An offset by `x` and `y`.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { AnyTransition(name: "offset") }

    /// One transition coming in and another going out.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition { insertion }

    /// This transition and `other` at once.
    public func combined(with other: AnyTransition) -> AnyTransition { self }

    /// This transition, animated with `animation`.
    public func animation(_ animation: Animation?) -> AnyTransition { self }
}

extension View {
    /// This view, animated with `animation` when `value` changes: carried and
    /// dropped. Reading `value` here makes the body depend on it, as in SwiftUI.
    @inlinable
    nonisolated public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { self }

    /// This view, animated with `animation` whenever it changes.
    @inlinable
    nonisolated public func animation(_ animation: Animation?) -> some View { self }

    /// This view, coming and going with `transition`.
    @inlinable
    nonisolated public func transition(_ transition: AnyTransition) -> some View { self }
}

extension Binding {
    /// This binding, its writes animated with `animation`, as SwiftUI's
    /// `Binding.animation(_:)`: the harness draws nothing, so it writes as the
    /// binding does and is the same binding (`Toggle(isOn: $on.animation())`).
    public func animation(_ animation: Animation? = .default) -> Binding<Value> { self }
}
