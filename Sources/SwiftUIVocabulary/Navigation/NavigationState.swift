import ViewGraph

/// What a link pushes: a view, or a value its stack's
/// `navigationDestination(for:)` makes the screen of.
enum Pushed {
    case view(AnyView)
    case value(AnyHashable)
}

/// A screen pushed on a stack by a step or by the app, and the identity it keeps there.
struct PushedScreen {
    let serial: Int
    let pushed: Pushed
    /// The path binding's values when it was pushed on top of them: a screen
    /// a view link pushed goes when the path no longer begins with them, as
    /// the app popping its path pops what was pushed above it.
    var onPath: [AnyHashable] = []
}

/// How a stack with a path binding reads and changes its path: made where the
/// binding's type is known (a `NavigationPath`, or an array of values).
struct PathSteps {
    let values: () -> [AnyHashable]
    /// Appends a value, if it is of the path's type.
    let append: (AnyHashable) -> Bool
    let removeLast: (Int) -> Void
}

/// The `navigationDestination(for:destination:)`s below a stack, by the type
/// of value each shows: kept by the stack for the life of its identity, and
/// filled in by the modifiers as their views run.
final class NavigationRules {
    private var made: [ObjectIdentifier: (Any) -> AnyView] = [:]

    /// Shows a value of type `D` with `destination`, replacing what showed it before.
    func register<D, C: View>(_ type: D.Type, _ destination: @escaping (D) -> C) {
        made[ObjectIdentifier(D.self)] = { AnyView(destination($0 as! D)) }
    }

    /// The screen for `value`, if a destination for its type is registered.
    func screen(for value: AnyHashable) -> AnyView? {
        made[ObjectIdentifier(type(of: value.base))]?(value.base)
    }

    /// The name of the view `pushed` shows, as a step that finds it in the
    /// way says what covers it: `ProvisionDetail`.
    func name(of pushed: Pushed) -> String {
        switch pushed {
        case .view(let view): viewName(of: view.view)
        case .value(let value): screen(for: value).map { viewName(of: $0.view) } ?? "the screen for \(value.base)"
        }
    }
}

private struct NavigationRulesKey: EnvironmentKey {
    static var defaultValue: NavigationRules? { nil }
}

extension EnvironmentValues {
    /// The rules of the nearest stack, for the `navigationDestination`s below it.
    var navigationRules: NavigationRules? { self[NavigationRulesKey.self] }
}

/// What a stack or a split view keeps of its own (G7): the screens pushed on
/// it that are not in a path binding, how many it has pushed, and its rules.
struct NavigationState: DynamicProperty {
    @State var pushed: [PushedScreen] = []
    /// Read only when pushing, never by a body: a new screen is a new identity.
    @State var serial = 0
    @State var rules = NavigationRules()
    /// The screens of its own a change of the path took away, which do not
    /// come back when the path does: not state a body depends on.
    @State var gone = GoneScreens()

    /// The setting that hands the rules to the views below.
    var rulesSetting: EnvironmentSetting {
        .value(Optional(rules), EnvironmentName(NavigationRulesKey.self))
    }
}

/// The serials of a stack's own screens that a change of its path popped:
/// noted when the stack next reads its screens, as SwiftUI's stack sees the
/// path only when it updates, so a path changed and changed back within one
/// transaction pops nothing.
final class GoneScreens {
    var serials: Set<Int> = []
}
