/// What the scene a screen runs in gives every view that reads an environment
/// value no ancestor sets: its colour scheme, its size classes, its phase, as
/// a window gives them in SwiftUI. Each is a value the screen keeps, made at
/// the key's default the first time a view reads it; a step that changes it
/// (the device rotated, dark mode turned on, the app sent to the background)
/// runs the views that read it, and only those (G9).
extension _DynamicPropertyStorage {
    /// The scene's value of `name`, made at `initial` the first time.
    package func sceneValue<Value>(_ name: EnvironmentName, initial: @autoclosure () -> Value) -> StoredValue<Value> {
        graph.shared(sceneKey(name), initial: initial())
    }
}

/// The key the screen keeps the scene's value of `name` under.
private func sceneKey(_ name: EnvironmentName) -> String {
    "the scene's " + name.identity
}

extension Screen {
    /// Sets the scene's `keyPath` to `value`, as the device or the system
    /// does: the views that read it where no ancestor sets it run at the next
    /// flush, if it changed.
    ///
    /// ```swift
    /// Step("dark-mode") { _, screen in screen.setScene(\.colorScheme, to: .dark) }
    /// ```
    public func setScene<Value>(_ keyPath: KeyPath<EnvironmentValues, Value>, to value: Value) {
        let (name, initial) = EnvironmentName.of(keyPath)
        graph.shared(sceneKey(name), initial: initial).write(value)
    }

    /// The scene's `keyPath` now, as the views that read it where no ancestor sets it see it.
    public func scene<Value>(_ keyPath: KeyPath<EnvironmentValues, Value>) -> Value {
        let (name, initial) = EnvironmentName.of(keyPath)
        return graph.shared(sceneKey(name), initial: initial).peek()
    }
}
