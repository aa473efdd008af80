import ViewGraph

/// What `@Environment(\.dismiss)` gives a view, as SwiftUI's `DismissAction`:
/// called, it dismisses the presentation the view is in (a sheet, a cover, a
/// popover) or pops the screen it is on from its navigation stack; outside
/// both it does nothing.
///
/// ```swift
/// struct EditorSheet: View {
///     @Environment(\.dismiss) private var dismiss
///     var body: some View { Button("Done") { dismiss() } }
/// }
/// ```
public struct DismissAction: Equatable {
    /// Which presentation or pushed screen it dismisses: two actions for the
    /// same one are the same value, so that the presenter's runs, which make
    /// a new closure each time, do not run the views that read it (G9, G11).
    let target: AnyHashable?
    let action: () -> Void

    init(target: AnyHashable?, action: @escaping () -> Void) {
        self.target = target
        self.action = action
    }

    /// Dismisses the presentation or pops the screen.
    public func callAsFunction() { action() }

    public static func == (lhs: DismissAction, rhs: DismissAction) -> Bool { lhs.target == rhs.target }
}

private struct DismissKey: EnvironmentKey {
    static var defaultValue: DismissAction { DismissAction(target: nil) {} }
}

private struct IsPresentedKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Dismisses the presentation or pops the screen the view is in.
    public var dismiss: DismissAction { self[DismissKey.self] }

    /// Whether the view is in a presentation or on a pushed screen.
    public var isPresented: Bool { self[IsPresentedKey.self] }
}

extension EnvironmentSetting {
    /// What a presentation or a pushed screen sets for the views in it:
    /// `dismiss`, which calls `action`, and `isPresented`.
    static func presented(by target: AnyHashable, dismissing action: @escaping () -> Void) -> [EnvironmentSetting] {
        [
            .value(DismissAction(target: target, action: action), EnvironmentName(DismissKey.self)),
            .value(true, EnvironmentName(IsPresentedKey.self)),
        ]
    }
}
