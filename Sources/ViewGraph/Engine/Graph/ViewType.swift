#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What the graph needs to know of a view's type, worked out once per type:
/// its name comes from the runtime's description of the type, its dynamic
/// properties and the objects it holds from its layout; each costs microseconds.
package final class ViewType: @unchecked Sendable {  // immutable
    package let id: ObjectIdentifier
    package let name: String
    /// The name as a C string, for the line a crash in its body ends in: made
    /// once per type, which lives for the process, so never freed.
    let crashName: UnsafePointer<CChar>
    /// Its dynamic properties (A3), attached whenever one of its views gets a new value.
    let dynamicFields: DynamicFields
    /// Whether its views have state or read the environment.
    package var hasDynamicProperties: Bool { !dynamicFields.isEmpty }
    let isCounted: Bool
    /// The fields through which its views hold objects (A4).
    let heldFields: HeldFields
    /// Whether its views say which objects they hold (``HoldsObjects``).
    let holdsObjectsItself: Bool
    /// Whether its views present modally (``PresentsModally``): the graph keeps them at hand (A9).
    package let presents: Bool
    /// Why a view of a type with state of its own first runs, as `_printChanges`
    /// says it under the `@State` macro and under the property wrapper:
    /// `@self, @identity, __taps`; nil for a type without (`@self`).
    private let firstRunUnderMacro: [Cause]?, firstRunUnderWrapper: [Cause]?

    package init(
        id: ObjectIdentifier, name: String, dynamicFields: DynamicFields, isCounted: Bool, heldFields: HeldFields, holdsObjectsItself: Bool,
        presents: Bool = false
    ) {
        self.id = id
        self.name = name
        self.dynamicFields = dynamicFields
        self.isCounted = isCounted
        crashName = UnsafePointer(strdup(name)!)
        self.heldFields = heldFields
        self.holdsObjectsItself = holdsObjectsItself
        self.presents = presents
        func firstRun(_ declaration: StateDeclaration) -> [Cause]? {
            let names = dynamicFields.ownedStateNames(declaration)
            return names.isEmpty ? nil : [.inputs, .identity] + names.map(Cause.state)
        }
        (firstRunUnderMacro, firstRunUnderWrapper) = (firstRun(.macro), firstRun(.wrapper))
    }

    /// Why a view of this type runs for the first time, made for `causes`
    /// (nil: new inputs): a view with state of its own names it, with its new
    /// identity, as `_printChanges` does (`@self, @identity, __taps`).
    func firstRunCauses(_ causes: [Cause]?, _ declaration: StateDeclaration) -> [Cause]? {
        (declaration == .macro ? firstRunUnderMacro : firstRunUnderWrapper) ?? causes
    }

    private static let known = TypeTable<ViewType>()

    package static func of<V: View>(_ view: V) -> ViewType {
        known.entry(for: type(of: view)) {
            let uncounted = view as? any Uncounted
            // A primitive (a modifier, a container) has no body to count (A2): at
            // the root of a screen, as an app's WindowGroup content often is
            // (`NavigationStack { … }.environment(store)`), it is laid out, not run.
            let primitive = V.Body.self == Never.self
            return ViewType(
                id: ObjectIdentifier(type(of: view)), name: uncounted?.named ?? viewName(of: view),
                dynamicFields: DynamicFields.of(V.self), isCounted: uncounted == nil && !primitive,
                heldFields: HeldFields.of(type(of: view)), holdsObjectsItself: view is any HoldsObjects,
                presents: view is any PresentsModally)
        }
    }
}
