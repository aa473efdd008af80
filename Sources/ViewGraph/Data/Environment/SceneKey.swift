/// The scene a view is in, where an app's window groups set it: what a
/// view's `@SceneStorage` is kept under.
package nonisolated struct SceneKey: EnvironmentKey {
    package static let defaultValue = ""
}
