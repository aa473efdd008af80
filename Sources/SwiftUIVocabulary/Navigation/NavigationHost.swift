import ViewGraph

// A9, navigation: a stack or a split view is a view of the graph's own that
// holds its root and the screens pushed on it. Following a link writes its
// state (or its path binding), so it runs, uncounted, and makes the pushed
// screen, whose body runs then and not before; popping tears the screen down,
// its state lost. The view that made the stack does not run.

/// A view of the graph's own that screens are pushed on: a stack, or a split
/// view, whose pushed screens show in its detail column.
protocol NavigationContainer {
    /// Pushes `pushed` on top, or, for a link outside the screens pushed on a
    /// split view (in its sidebar or content column), shows it in place of them.
    func follow(_ pushed: Pushed, fromPushedScreen: Bool)
}

/// What a step finds to go back with (A6): the back button of a stack that
/// has a screen pushed.
package struct BackButton: _Control {
    package static var kind: String { "back button" }
    let pop: () -> Void
}

/// A stack's pushed screens, the path binding's first and then its own, each
/// with the identity it keeps while it stays: a path value by its place and
/// value, a screen of its own by when it was pushed.
struct PushedScreens {
    let path: PathSteps?
    let navigation: NavigationState

    /// The screens, bottom first; reading them in a body depends on them.
    var all: [(key: AnyHashable, pushed: Pushed)] {
        let values = path?.values() ?? []
        return values.enumerated().map { (AnyHashable(PathKey(index: $0.offset, value: $0.element)), .value($0.element)) }
            + own(on: values).map { (AnyHashable($0.serial), $0.pushed) }
    }

    /// The stack's own screens still above the path: those pushed on a part
    /// of it the app has since popped or changed are gone with it, and stay
    /// gone when the path grows back.
    private func own(on values: [AnyHashable]) -> [PushedScreen] {
        let gone = navigation.gone
        return navigation.pushed.filter { screen in
            guard !gone.serials.contains(screen.serial) else { return false }
            guard values.starts(with: screen.onPath) else {
                gone.serials.insert(screen.serial)
                return false
            }
            return true
        }
    }

    /// Pushes `pushed`: a value onto the path binding, if it is of its type;
    /// anything else onto the stack's own screens.
    func push(_ pushed: Pushed) {
        if case .value(let value) = pushed, let path, path.append(value) { return }
        let serial = navigation.serial
        navigation.serial = serial + 1
        let values = path?.values() ?? []
        navigation.pushed = own(on: values) + [PushedScreen(serial: serial, pushed: pushed, onPath: values)]
    }

    /// Pops every screen from the one at `index` up.
    func pop(from index: Int) {
        let values = path?.values() ?? []
        let inPath = values.count
        if index < inPath {
            path?.removeLast(inPath - index)
            if !navigation.pushed.isEmpty { navigation.pushed = [] }
        } else {
            navigation.pushed = Array(own(on: values).prefix(index - inPath))
        }
    }

    /// Pops every screen.
    func popAll() {
        let values = path?.values() ?? []
        if !values.isEmpty || !own(on: values).isEmpty { pop(from: 0) }
    }
}

/// A path value's identity: its place and the value there.
nonisolated private struct PathKey: Hashable {
    let index: Int
    let value: AnyHashable
}

/// A stack's or a split view's body: the columns (a stack's root), then the
/// pushed screens, each a view of the graph's own with `dismiss` popping it,
/// and a back button while there is a screen to go back from. In a split view
/// the pushed screens take the detail column's place.
nonisolated struct NavigationContent<Leading: View, Detail: View>: View {
    typealias Body = Never
    let leading: Leading
    let detail: Detail
    let screens: PushedScreens
    /// Whether the pushed screens show in place of `detail`: a split view's.
    let replacesDetail: Bool

    static func _expand(_ view: Self, into expansion: inout _Expansion) {
        expansion.expand(Layers(content: view), setting: view.screens.navigation.rulesSetting)
    }

    /// The content, inside the setting that hands the views below the stack's rules.
    nonisolated private struct Layers: View {
        typealias Body = Never
        let content: NavigationContent

        static func _expand(_ view: Self, into expansion: inout _Expansion) {
            let content = view.content, screens = content.screens
            let all = screens.all, rules = screens.navigation.rules
            // A13: the screen on top covers the stack's root and the screens under it; a
            // split view's columns beside its detail stay on screen.
            let top = all.last.map { "\(rules.name(of: $0.pushed)), pushed on its \(content.replacesDetail ? "NavigationSplitView" : "NavigationStack")," }
            if let top, !content.replacesDetail {
                expansion.covered(by: top) { $0.expand(content.leading, at: 0) }
            } else {
                expansion.expand(content.leading, at: 0)
            }
            if all.isEmpty || !content.replacesDetail { expansion.expand(content.detail, at: 1) }
            for (index, screen) in all.enumerated() {
                let pushed = PushedScreenView(pushed: screen.pushed, rules: rules)
                let settings = EnvironmentSetting.presented(by: screen.key) { screens.pop(from: index) }
                if index < all.count - 1, let top {
                    expansion.covered(by: top) { $0.expand(pushed, at: screen.key.hashValue, settings: settings) }
                } else {
                    expansion.expand(pushed, at: screen.key.hashValue, settings: settings)
                }
            }
            // A split view's first screen is the sidebar's choice, not one to go back from.
            let bottom = content.replacesDetail ? 1 : 0
            guard all.count > bottom else { return }
            expansion.show(Shown(verbatim: "[< Back]"))
            expansion.control(BackButton { screens.pop(from: all.count - 1) }, titled: "Back")
        }
    }
}

/// A screen pushed on a stack: a view of the graph's own, whose child is the
/// link's destination, or the screen the stack's rules make of the value.
/// It counts no body; its child's body runs when it is pushed.
nonisolated struct PushedScreenView: View, Uncounted {
    let pushed: Pushed
    let rules: NavigationRules

    var named: String { "navigationDestination" }

    var body: AnyView {
        switch pushed {
        case .view(let view): return view
        // SwiftUI shows nothing for a value no navigationDestination takes.
        case .value(let value): return rules.screen(for: value) ?? AnyView(EmptyView())
        }
    }
}

/// The view of the graph's own that a `NavigationStack` is: its root, and
/// the screens pushed on it.
nonisolated struct NavigationStackHost<Data, Root: View>: View, Uncounted, NavigationContainer {
    let root: Root
    /// Held as a field, so that a view handed a model's path holds the model (A4).
    let binding: Binding<Data>?
    let path: PathSteps?
    var navigation = NavigationState()
    /// The stack's edit mode, which an `EditButton` in it turns on and off.
    @State private var editMode = EditMode.inactive

    var named: String { "NavigationStack" }

    var body: some View {
        // The binding in the environment carries the mode it shows, as a
        // binding does (G8): the stack reads the mode, so that a change sets
        // it anew for the views below, which read it through the environment.
        _ = editMode
        return NavigationContent(
            leading: root, detail: EmptyView(), screens: PushedScreens(path: path, navigation: navigation), replacesDetail: false
        )
        .environment(\.editMode, $editMode)
    }

    func follow(_ pushed: Pushed, fromPushedScreen: Bool) {
        PushedScreens(path: path, navigation: navigation).push(pushed)
    }
}
