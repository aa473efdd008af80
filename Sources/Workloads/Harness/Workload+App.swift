import Foundation
import ViewGraph
import SwiftUIVocabulary

// An app as a workload's screen (A9): `struct NotesApp: App`, its window
// groups' content the roots of the screen, over the models the app keeps.

extension Workload {
    /// A workload of one kind whose screen is an app: its `model` made for a
    /// size, the `app` made on it (or made alone: `{ _ in NotesApp() }`), and
    /// its `steps`.
    ///
    /// ```swift
    /// Workload("notes", model: { _ in () }, app: { _ in NotesApp() }, steps: [.tap("New Note"), .openWindow()])
    /// ```
    public init<Model, Root: App & SendableMetatype>(
        _ name: String, summary: String = "", size: Int? = nil, unit: String = "", kind: Kind = .class,
        model: @escaping @Sendable (_ size: Int) -> Model,
        app: @escaping @MainActor @Sendable (Model) -> Root,
        steps: [Step<Model>], watchers: [Watcher<Model>] = []
    ) {
        self.init(
            name, summary: summary, size: size, unit: unit, kind: kind, model: model,
            screen: { _AppRoot(app($0)) }, steps: steps, watchers: watchers)
    }

    /// This workload with the screen of `kind` an app, as
    /// ``kind(_:model:screen:steps:watchers:watchSteps:applying:)`` makes one
    /// of a view.
    public func kind<Model, Root: App & SendableMetatype>(
        _ kind: Kind,
        model: @escaping @Sendable (_ size: Int) -> Model,
        app: @escaping @MainActor @Sendable (Model) -> Root,
        steps: [Step<Model>], watchers: [Watcher<Model>] = [], watchSteps: [Step<Model>] = [],
        applying: (@Sendable (Model, FuzzAction) -> Void)? = nil
    ) -> Workload {
        self.kind(
            kind, model: model, screen: { _AppRoot(app($0)) }, steps: steps, watchers: watchers, watchSteps: watchSteps,
            applying: applying)
    }
}

extension Step {
    /// Opens another window of each of the app's window groups, as a person
    /// does with File, New Window: its content is made anew, a root of the
    /// screen over the app's models. Named `open-window`, or `name`.
    public static func openWindow(as name: String? = nil) -> Step {
        Step(name ?? "open-window", "opens another window") { _, screen in
            screen.act(on: NewWindow.self, titled: newWindowTitle, verb: "opened") { $0.windows.wrappedValue += 1 }
        }
    }
}

extension Workload {
    /// This workload, its screen `width` by `height` points at launch, as the
    /// device it is measured on: each `GeometryReader` hands its content that
    /// size, and the size classes are that screen's (`.regular` both ways on
    /// an iPad's 1024 by 1366). Without it, an iPhone 16's, 393 by 852.
    ///
    /// ```swift
    /// Workload("gallery", model: { _ in () }, screen: { _ in Gallery() }, steps: [.rotate()])
    ///     .onScreen(width: 1024, height: 1366)
    /// ```
    public func onScreen(width: CGFloat, height: CGFloat) -> Workload {
        var workload = self
        workload.screenSize = CGSize(width: width, height: height)
        return workload
    }
}
