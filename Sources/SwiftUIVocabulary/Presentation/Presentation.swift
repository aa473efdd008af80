import ViewGraph

// A9, presentation: a sheet, a cover, a popover, an alert or a dialog is
// shown by a view of the graph's own beside the view it is attached to. That
// host reads the binding itself, so the view whose body wrote `.sheet(isPresented:
// $showing)` does not run when `showing` changes unless its body read it, and
// the content is made while presented and torn down, its state lost, when dismissed.

/// How a presentation is shown, and how a person dismisses it.
enum PresentationStyle {
    case sheet, fullScreenCover, popover, alert, confirmationDialog

    /// The host's name, in what the graph shows and in a stale finding: the modifier's.
    var name: String {
        switch self {
        case .sheet: "sheet"
        case .fullScreenCover: "fullScreenCover"
        case .popover: "popover"
        case .alert: "alert"
        case .confirmationDialog: "confirmationDialog"
        }
    }

    /// What a person calls it.
    var spoken: String {
        switch self {
        case .sheet: "sheet"
        case .fullScreenCover: "full-screen cover"
        case .popover: "popover"
        case .alert: "alert"
        case .confirmationDialog: "confirmation dialog"
        }
    }

    /// Whether a person dismisses it without its buttons: a sheet by a swipe
    /// down, a popover or a dialog by a tap outside. A cover and an alert go
    /// only through what the app does.
    var dismissesInteractively: Bool {
        switch self {
        case .sheet, .popover, .confirmationDialog: true
        case .fullScreenCover, .alert: false
        }
    }
}

/// What a step finds in a presentation on screen (A6, A11): what it is, and
/// how a person dismisses it without its own buttons.
nonisolated package struct PresentationControl: ShownPresentation {
    package static var kind: String { "presentation" }
    let style: PresentationStyle
    /// A swipe or a tap outside; nil where only the app dismisses it.
    let dismiss: (() -> Void)?
    package var spokenStyle: String { style.spoken }
}

/// A host's body: while `presented` is not nil, `content` in the environment
/// of a presentation (`dismiss`, `isPresented`), identified by `presented`, so
/// that another item is another sheet; and `onDismiss`, run after the update
/// in which the presentation ends or gives way to another (R1, R3).
nonisolated struct Presentation<Content: View>: View {
    typealias Body = Never
    let style: PresentationStyle
    /// The item's id, or `true`; nil while nothing is presented.
    let presented: AnyHashable?
    let content: Content?
    let dismiss: () -> Void
    let onDismiss: (() -> Void)?

    static func _expand(_ view: Self, into expansion: inout _Expansion) {
        if let onDismiss = view.onDismiss {
            let presented = view.presented
            expansion.react(
                .onChange(
                    Watched(presented), initial: false, type: "presentation", capturesTheStateBefore: false,
                    action: { old, _ in if (old as! AnyHashable?) != nil { onDismiss() } }))
        }
        guard let content = view.content, let presented = view.presented else { return }
        let dismiss = view.style.dismissesInteractively ? view.dismiss : nil
        expansion.control(PresentationControl(style: view.style, dismiss: dismiss), titled: view.style.spoken)
        expansion.expand(
            content, at: presented.hashValue, settings: EnvironmentSetting.presented(by: presented, dismissing: view.dismiss))
    }
}

/// `content` with `host` beside it: what a modifier that presents, or that
/// adds views of its own, makes. The content keeps its place; the host takes a
/// place of its own, told apart by the modifier's type, so that two such
/// modifiers on one view each keep theirs.
nonisolated struct Beside<Content: View, Host: View>: View {
    typealias Body = Never
    let content: Content
    let host: Host

    static func _expand(_ view: Self, into expansion: inout _Expansion) {
        Content._expand(view.content, into: &expansion)
        expansion.expand(view.host, at: ObjectIdentifier(Self.self).hashValue)
    }
}

extension _Expansion {
    /// Expands `view` at the place `component` below the one being expanded,
    /// with each of `settings` in its environment.
    mutating func expand<V: View>(_ view: V, at component: Int, settings: [EnvironmentSetting]) {
        expand(Settings(content: view, rest: settings), at: component)
    }

    /// Expands `view` with each of `settings` in its environment, the first outermost.
    mutating func expand<V: View>(_ view: V, settings: [EnvironmentSetting]) {
        guard let first = settings.first else {
            V._expand(view, into: &self)
            return
        }
        expand(Settings(content: view, rest: Array(settings.dropFirst())), setting: first)
    }
}

/// A view with environment settings still to apply, outermost first.
nonisolated private struct Settings<Content: View>: View {
    typealias Body = Never
    let content: Content
    let rest: [EnvironmentSetting]

    static func _expand(_ view: Self, into expansion: inout _Expansion) {
        expansion.expand(view.content, settings: view.rest)
    }
}

extension Screen {
    /// Dismisses the topmost presentation as a person does without its own
    /// buttons: swipes a sheet down, taps outside a popover or a dialog. False
    /// if nothing is presented or only the app can dismiss what is (an alert,
    /// a full-screen cover), which the next flush reports (A11).
    @discardableResult
    public func dismiss() -> Bool {
        guard let top = graph.topmostPresentation(),
            let shown = top.controls.first(where: { $0.control is PresentationControl }),
            let presentation = shown.control as? PresentationControl
        else {
            graph.miss("dismissed a presentation", "which is not on screen; the screen presents no sheet, popover or dialog")
            return false
        }
        guard let dismiss = presentation.dismiss else {
            let own = presentation.style == .alert ? "its buttons" : "what the app does"
            graph.miss("dismissed the \(presentation.style.spoken) \"\(shown.title)\"", "which a person cannot dismiss but through \(own)")
            return false
        }
        dismiss()
        return true
    }
}

extension Step {
    /// Dismisses the sheet, popover or dialog on top as a person does without
    /// its buttons: a swipe down, a tap outside. Its content is torn down and
    /// its `onDismiss` runs. Named `dismiss`, or `name`.
    public static func dismiss(as name: String? = nil, _ explanation: String? = nil) -> Step {
        Step(name ?? "dismiss", explanation ?? "dismisses the sheet on top") { _, screen in screen.dismiss() }
    }
}
