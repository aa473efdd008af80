import ViewGraph

/// An app as the root of a screen: a view of the graph's own, never counted.
/// It keeps the app's scene phase, which a step moves, and sets it in the
/// environment of the app below it (``_AppHost``), whose body is the app's
/// scenes.
nonisolated public struct _AppRoot<A: App>: View, Uncounted {
    /// The app, boxed: its dynamic properties are its host's alone, made once.
    let app: Unattached<A>
    @State private var phase = ScenePhase.active

    /// The app `app`, as a screen's root.
    public init(_ app: A) {
        self.app = Unattached(app)
    }

    public var body: some View {
        _ScenePhaseCommand(phase: $phase)
        _AppHost(app: app.value).environment(\.scenePhase, phase)
    }

    package var named: String { viewName(of: self) }
}

/// A value a view keeps where the graph does not look for dynamic
/// properties: an app's `@State` and `@StateObject` belong to the one view
/// that holds the app itself.
final class Unattached<Value> {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}

/// The app, under its scene phase: a view of the graph's own, never counted,
/// whose body is the app's scenes, each open window's content a root of its
/// own. It keeps the app's dynamic properties (`@StateObject`, `@State`,
/// `@Environment`), which every window shares, and how many windows each
/// group has open.
nonisolated struct _AppHost<A: App>: View, Uncounted {
    let app: A
    @State private var windows = 1

    var body: some View {
        _Windows(scenes: _body(ofApp: app), windows: $windows)
    }

    var named: String { String(describing: A.self) }
}

/// The objects the app holds are its host's: its `@StateObject`s, and, in its
/// screen's `ObservableObject` port, its `@State` objects, which the port
/// writes `@StateObject` in an App as in a view (A10). A change to one runs
/// the app's body again, which hands its windows' content new inputs.
extension _AppHost: HoldsObjects {
    var holdings: [Holding] { HeldFields.of(A.self).holdings(of: app) }
}

/// What a step acts on to move the app's scene phase: shows nothing.
nonisolated struct _ScenePhaseCommand: View {
    typealias Body = Never
    let phase: Binding<ScenePhase>

    static func _expand(_ view: Self, into expansion: inout _Expansion) {
        expansion.control(ScenePhaseControl(phase: view.phase), titled: scenePhaseTitle)
    }
}

/// An app's scenes laid out with `windows` windows open in each group, and a
/// control a step opens another window with.
nonisolated struct _Windows<Scenes: Scene>: View {
    typealias Body = Never
    let scenes: Scenes
    let windows: Binding<Int>

    static func _expand(_ view: Self, into expansion: inout _Expansion) {
        Scenes._expand(view.scenes, windows: view.windows.wrappedValue, into: &expansion)
        expansion.control(NewWindow(windows: view.windows), titled: newWindowTitle)
    }
}

/// The title of an app's command that opens a window, as a Mac's File menu has it.
package let newWindowTitle = "New Window"

/// What a step acts on to open a window: how many windows each group has open.
package struct NewWindow: _Control {
    package static var kind: String { "window command" }
    package let windows: Binding<Int>
}
