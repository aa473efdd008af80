/// A view, as in SwiftUI: a value whose stored properties are its inputs, and
/// a body built from other views.
///
/// The graph runs a view's body under the strategy's tracking and records the
/// run with its causes. The primitives (``Text``, ``Button``, ``TextField``,
/// ``Toggle``, the stacks, ``List``, ``ForEach``) have no body: what they show
/// is part of the render of the view that made them, and they are never
/// counted. A view need not be `Equatable`: when its parent runs again, its
/// inputs are compared as SwiftUI compares them (G11, ``Inputs``).
///
/// ```swift
/// struct RobinLine: View {
///     let sightings: Sightings
///     var body: some View {
///         Text("Robins: \(sightings.robins)")
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol View {
    /// The type of view this view's body makes.
    associatedtype Body: View

    /// The views this view is made of; the graph runs it and counts the run.
    @ViewBuilder var body: Body { get }

    /// Adds what a value of this type makes to the render of the view whose
    /// body made it: a view with a body is a child of its own; a primitive adds
    /// its text, its controls, its children's views or its rows.
    nonisolated static func _expand(_ view: Self, into expansion: inout _Expansion)

    /// What `view`'s body shows and makes, as the graph keeps it: its body run
    /// once and expanded; a primitive, itself. A requirement, so that each
    /// view type's is compiled for that type, in its own module.
    nonisolated static func _render(_ view: Self) -> _Rendered
}

extension View {
    /// A view with a body is a child of the view whose body made it, with the
    /// identity of its place in that body (G12).
    nonisolated public static func _expand(_ view: Self, into expansion: inout _Expansion) {
        expansion.appendChild(view)
    }
}

extension View where Body == Never {
    /// A primitive has no body: the graph never asks for one.
    nonisolated public var body: Never {
        preconditionFailure("\(Self.self) is a primitive view and has no body; the graph shows it as part of its parent")
    }
}

extension Never: View {
    public typealias Body = Never

    /// Never has no body, as a view, a scene or a toolbar item.
    nonisolated public var body: Never {
        preconditionFailure("Never has no body")
    }

    public static func _expand(_ view: Never, into expansion: inout _Expansion) {}
}

extension View {
    /// The body run once and expanded; a primitive, itself. Inlined into the
    /// module of each view type, where its body's type is known.
    @inlinable
    nonisolated public static func _render(_ view: Self) -> _Rendered {
        // The common row, a body that is one `Text`: its text is all it shows.
        if Body.self == Text.self {
            return _Rendered(BodyContent(unsafeBitCast(_body(of: view), to: Text.self).shown))
        }
        var expansion = _Expansion()
        if Body.self == Never.self {
            Self._expand(view, into: &expansion)
        } else {
            Body._expand(_body(of: view), into: &expansion)
        }
        return expansion.rendered()
    }

    /// What this view's body shows and makes, as the graph keeps it.
    package nonisolated func _content() -> BodyContent { Self._render(self).content }

    /// Whether `other` is this view's type with the same inputs (G4, G11), as
    /// `comparison`, this type's, compares them.
    package nonisolated func hasSameInputs(as other: any View, comparedBy comparison: Comparison) -> Bool {
        func compare<Other: View>(_ other: Other) -> Bool {
            // The types are compared first, so the cast below is a no-op; it
            // avoids a dynamic cast per child on every diff.
            guard Other.self == Self.self else { return false }
            return comparison.same(self, unsafeBitCast(other, to: Self.self))
        }
        return compare(other)
    }
}

/// The name a view goes by in causes and counts: `RobinLine`, its type's name
/// without generic arguments; a view that wraps another (`.equatable()`,
/// `.id(_:)`) goes by the name of the view it wraps, and a modifier applied
/// with `.modifier(_:)` by the modifier's.
package func viewName(of view: any View) -> String {
    if let wrapper = view as? any WrapsView { return viewName(of: wrapper.wrapped) }
    if let modified = view as? any NamedByItsModifier { return modified.modifierName }
    let full = String(describing: type(of: view))
    return String(full.prefix { $0 != "<" })
}

/// A view that is its content under another comparison: the graph looks inside
/// it for the content's dynamic properties, which it holds as its stored
/// property `content`.
protocol WrapsView {
    var wrapped: any View { get }
}

/// `view`'s body, made on the graph's thread, which stands for the main actor
/// (A14): `compare` runs every body on the main thread; a test, on its own.
@inlinable
nonisolated public func _body<V: View>(of view: V) -> V.Body {
    let body: @MainActor (V) -> V.Body = { $0.body }
    return unsafeBitCast(body, to: ((V) -> V.Body).self)(view)
}

/// `make(value)`, a main-actor function, run on the graph's thread, which
/// stands for the main actor (A14): how the harness makes a screen and runs a step.
nonisolated package func onTheGraphThread<Value, Result>(_ value: Value, _ make: @MainActor (Value) -> Result) -> Result {
    withoutActuallyEscaping(make) { make in
        unsafeBitCast(make, to: ((Value) -> Result).self)(value)
    }
}
