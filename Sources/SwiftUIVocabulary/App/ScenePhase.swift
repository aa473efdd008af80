import ViewGraph

/// Where an app's scenes stand, as SwiftUI's `ScenePhase`: in front and taking
/// input, in front and not, or gone to the background. An app's views and the
/// app itself read it with `@Environment(\.scenePhase)`; a step moves it
/// (``Step/scenePhase(_:as:_:)``), as a person leaving the app and coming back
/// does, so a save in `.onChange(of: scenePhase)` is counted.
///
/// ```swift
/// WindowGroup { NoteList() }
///     .onChange(of: scenePhase) { phase in if phase == .background { store.save() } }
/// ```
public enum ScenePhase: Comparable, Hashable, Sendable {
    case background
    case inactive
    case active
}

private struct ScenePhaseKey: EnvironmentKey {
    static let defaultValue = ScenePhase.active
}

extension EnvironmentValues {
    /// The phase of the scene the view is in, `.active` outside an app.
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }
}

/// What a step moves to change an app's scene phase: the phase its root keeps.
struct ScenePhaseControl: _Control {
    static let kind = "app"
    let phase: Binding<ScenePhase>
}

/// The title a step finds an app's scene phase by.
let scenePhaseTitle = "App"

extension Step {
    /// Moves the app to `phase`, as a person does who leaves it
    /// (`.background`), pulls down the notification centre (`.inactive`) or
    /// comes back (`.active`): the views and the app that read
    /// `\.scenePhase` run, and the `onChange(of: scenePhase)` around them
    /// with them, whatever sheet or screen is on top. It moves straight to
    /// `phase`: iOS passes through `.inactive` on the way to and from the
    /// background, which a step of its own says. Named `scene-background`. A
    /// screen that is no `App` is in a scene too: the views that read
    /// `\.scenePhase` run, as they would in any app's window.
    ///
    /// ```swift
    /// Step.scenePhase(.background)
    /// ```
    public static func scenePhase(_ phase: ScenePhase, as name: String? = nil, _ explanation: String? = nil) -> Step {
        Step(name ?? "scene-\(phase)", explanation ?? "moves the app to the \(phase) phase") { _, screen in
            // The system moves it, whatever covers the screen: a sheet up is no reason not to save.
            // A screen that is no App is in a scene too: the one its views read.
            guard let control = screen.graph.anyControl(ScenePhaseControl.self) else {
                return screen.setScene(\.scenePhase, to: phase)
            }
            control.phase.wrappedValue = phase
        }
    }
}

/// A scene that runs `action` when a value the app's body made changes, as
/// SwiftUI's `Scene.onChange(of:initial:_:)` makes (R1): compared after each
/// run of the app's body, as a view's is after its maker's.
nonisolated public struct _OnChangeScene<Content: Scene, Value: Equatable>: Scene {
    public typealias Body = Never
    let content: Content
    let value: Value
    let initial: Bool
    /// Whether it is the older, one-argument form, whose action is the one
    /// made before the change.
    var capturesTheStateBefore = false
    let action: (Value, Value) -> Void

    public static func _expand(_ scene: Self, windows: Int, into expansion: inout _Expansion) {
        let action = scene.action
        expansion.react(
            .onChange(
                Watched(scene.value), initial: scene.initial, type: String(describing: Value.self),
                capturesTheStateBefore: scene.capturesTheStateBefore, action: { old, new in action(old as! Value, new as! Value) }))
        Content._expand(scene.content, windows: windows, into: &expansion)
    }
}

extension Scene {
    /// This scene, running `action` with the old and the new value each time
    /// `value` differs from the one the app's body made at its last run.
    nonisolated public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
    ) -> _OnChangeScene<Self, V> {
        _OnChangeScene(content: self, value: value, initial: initial, action: action)
    }

    /// This scene, running `action` each time `value` changes.
    nonisolated public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void)
        -> _OnChangeScene<Self, V>
    {
        _OnChangeScene(content: self, value: value, initial: initial, action: { _, _ in action() })
    }

    /// This scene, running an action with the new value each time `value`
    /// changes: SwiftUI's older form, `.onChange(of: scenePhase) { phase in ... }`,
    /// whose action is the one the app's body made before the change.
    nonisolated public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void)
        -> _OnChangeScene<Self, V>
    {
        _OnChangeScene(
            content: self, value: value, initial: false, capturesTheStateBefore: true, action: { _, new in action(new) })
    }
}
