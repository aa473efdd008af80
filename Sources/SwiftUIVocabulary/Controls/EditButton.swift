import ViewGraph

/// Whether a screen is being edited, as SwiftUI's `EditMode`. A navigation
/// stack keeps one for the views in it, which read it with
/// `@Environment(\.editMode)`; an ``EditButton`` turns it on and off.
///
/// ```swift
/// @Environment(\.editMode) private var editMode
/// var body: some View {
///     if editMode?.wrappedValue == .active { Text("Editing") }
/// }
/// ```
public enum EditMode: Hashable, Sendable {
    case inactive
    case transient
    case active

    /// Whether the screen is being edited.
    public var isEditing: Bool { self != .inactive }
}

private struct EditModeKey: EnvironmentKey {
    static var defaultValue: Binding<EditMode>? { nil }
}

extension EnvironmentValues {
    /// The edit mode of the stack the view is in, a binding to it; nil outside one.
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }
}

/// A button that turns the edit mode of the stack it is in on and off, as
/// SwiftUI's `EditButton`: it shows `[Edit]`, or `[Done]` while editing, and a
/// step taps it by that title (`Step.tap("Edit")`). The views that read the
/// edit mode run; the view that put the button there does not.
///
/// ```swift
/// List { ... }
///     .toolbar { EditButton() }
/// ```
nonisolated public struct EditButton: View, Uncounted {
    @Environment(\.editMode) private var editMode

    public init() {}

    public var body: some View {
        let editMode = self.editMode
        let isEditing = editMode?.wrappedValue.isEditing == true
        return Button(isEditing ? "Done" : "Edit") {
            editMode?.wrappedValue = isEditing ? .inactive : .active
        }
    }

    package var named: String { "EditButton" }
}
