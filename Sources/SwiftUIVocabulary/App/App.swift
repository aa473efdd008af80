import ViewGraph

/// An app, as SwiftUI's `App`: its scenes, each a window group of views. A
/// workload's screen may be one (`screen: { _ in NotesApp() }`): each window's
/// content is a root of the screen, over the models the app keeps in its
/// `@StateObject` and `@State`, which every window shares.
///
/// ```swift
/// struct NotesApp: App {
///     @State private var store = NoteStore()
///     var body: some Scene {
///         WindowGroup { NoteList().environment(store) }
///     }
/// }
/// ```
///
/// `@main` is left out: the package's own executable is the program, and its
/// `main.swift` runs `compare` on the app (the guide says how).
@MainActor @preconcurrency
public protocol App: DynamicProperty {
    /// The type of scene this app's body makes.
    associatedtype Body: Scene

    /// The app's scenes.
    @SceneBuilder var body: Body { get }

    /// The app, as the system makes it at launch.
    init()
}

/// A part of an app's user interface, as SwiftUI's `Scene`: a window group,
/// or scenes of scenes.
@MainActor @preconcurrency
public protocol Scene {
    /// The type of scene this scene's body makes.
    associatedtype Body: Scene

    /// The scenes this one is made of.
    @SceneBuilder var body: Body { get }

    /// Adds the content of each of `windows` open windows of this scene to
    /// the app's render: each a root of the screen.
    nonisolated static func _expand(_ scene: Self, windows: Int, into expansion: inout _Expansion)
}

extension Scene {
    /// A scene made of others lays theirs out.
    nonisolated public static func _expand(_ scene: Self, windows: Int, into expansion: inout _Expansion) {
        Body._expand(_body(ofScene: scene), windows: windows, into: &expansion)
    }
}

extension Scene where Body == Never {
    /// A scene of the app's own making has no body: the graph never asks for one.
    nonisolated public var body: Never {
        preconditionFailure("\(Self.self) is a primitive scene and has no body")
    }
}

extension Never: Scene {
    nonisolated public static func _expand(_ scene: Never, windows: Int, into expansion: inout _Expansion) {}
}

/// Builds an app's body from the scenes written in it, as SwiftUI's `@SceneBuilder`.
@resultBuilder
public enum SceneBuilder {
    public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }

    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }

    public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> _TupleScene<repeat each Content> {
        _TupleScene(repeat each content)
    }
}

/// Scenes written one after another in an app's body: each window group keeps
/// the identity of its place.
nonisolated public struct _TupleScene<each Content: Scene>: Scene {
    public typealias Body = Never
    let value: (repeat each Content)

    init(_ value: repeat each Content) {
        self.value = (repeat each value)
    }

    public static func _expand(_ scene: Self, windows: Int, into expansion: inout _Expansion) {
        var index = 0
        let outer = expansion.sceneGroup
        for element in repeat each scene.value {
            expansion.sceneGroup = index
            expansion.expand(_SceneContent(scene: element, windows: windows), at: index)
            index += 1
        }
        expansion.sceneGroup = outer
    }
}

/// A group of windows of the same content, as SwiftUI's `WindowGroup`: each
/// open window shows its content, made anew for the window, a root of the
/// screen of its own. The app opens one; a step opens more (`.openWindow()`).
nonisolated public struct WindowGroup<Content: View>: Scene {
    public typealias Body = Never
    let content: Content

    /// A window group whose windows show what `content` builds.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A window group with a title, as a Mac's window menu names it.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A window group with an identifier that opens windows by it.
    public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public static func _expand(_ scene: Self, windows: Int, into expansion: inout _Expansion) {
        for window in 0..<windows {
            // Each window is a scene of its own, for its @SceneStorage.
            expansion.expand(_Window(content: scene.content, scene: "\(expansion.sceneGroup) \(window)"), at: window)
        }
    }
}

/// A window's content, its scene named in its environment: the group's
/// place in the app and the window's in the group.
nonisolated struct _Window<Content: View>: View {
    typealias Body = Never
    let content: Content
    let scene: String

    static func _expand(_ view: Self, into expansion: inout _Expansion) {
        expansion.expand(view.content, setting: .value(view.scene, EnvironmentName(SceneKey.self)))
    }
}

/// A scene among others, laid out as a part of the app's render at its place.
nonisolated struct _SceneContent<S: Scene>: View {
    typealias Body = Never
    let scene: S
    let windows: Int

    static func _expand(_ view: Self, into expansion: inout _Expansion) {
        S._expand(view.scene, windows: view.windows, into: &expansion)
    }
}

/// `scene`'s body, made on the graph's thread, which stands for the main actor (A14).
nonisolated func _body<S: Scene>(ofScene scene: S) -> S.Body {
    let body: @MainActor (S) -> S.Body = { $0.body }
    return unsafeBitCast(body, to: ((S) -> S.Body).self)(scene)
}

/// `app`'s body, made on the graph's thread, which stands for the main actor (A14).
nonisolated func _body<A: App>(ofApp app: A) -> A.Body {
    let body: @MainActor (A) -> A.Body = { $0.body }
    return unsafeBitCast(body, to: ((A) -> A.Body).self)(app)
}
