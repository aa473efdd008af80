/// A control a step can act on as a person would (A6): a button to tap, a
/// field to type into, a toggle to flip. Found by its title, in tree order.
enum Control {
    /// A button, with the texts of its label a person may read as its title:
    /// each text alone, and all of them joined with spaces.
    case button(title: String, readings: [String], action: () -> Void)
    case field(title: String, text: Binding<String>)
    case toggle(title: String, isOn: Binding<Bool>)

    var title: String {
        switch self {
        case .button(let title, _, _), .field(let title, _), .toggle(let title, _): title
        }
    }

    /// Whether a person looking for `title` finds this control: its title, or,
    /// for a button whose label holds several texts, one of them or all of them read in turn.
    func isTitled(_ title: String) -> Bool {
        if self.title == title { return true }
        if case .button(_, let readings, _) = self { return readings.contains(title) }
        return false
    }

    /// What kind of control it is, in the words a failure names it with.
    var kind: String {
        switch self {
        case .button: "button"
        case .field: "field"
        case .toggle: "toggle"
        }
    }
}

/// A button, as SwiftUI's `Button`: it shows its label in brackets, `[Add]`, and a step taps it by
/// its title (A6). Its action runs only when tapped; a closure that captures
/// anything is new at every run of the body that makes it (G11d), which
/// matters when a button's action is handed to a child.
///
/// ```swift
/// Button("Add") { log.species.append(Species(id: log.species.count, name: "wren")) }
/// ```
public struct Button<Label: View>: View {
    public typealias Body = Never
    let label: Label
    let action: () -> Void

    /// A button showing what `label` builds.
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.action = action
    }

    public static func _expand(_ view: Self, into expansion: inout _Expansion) {
        var label = _Expansion()
        Label._expand(view.label, into: &label)
        let text = label.finish().text
        let title = text.description
        expansion.show(Shown(verbatim: "[\(title)]"))
        expansion.control(.button(title: title, readings: text.readings, action: view.action))
    }
}

extension Button where Label == Text {
    /// A button titled with a literal.
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
        self.init(action: action) { Text(titleKey) }
    }

    /// A button titled `title`.
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.init(action: action) { Text(title) }
    }
}

/// A text field, as SwiftUI's `TextField`: it shows its binding's text, read
/// when shown, so typing re-runs no body unless a body reads the text itself
/// (G8). A step types into it by its title (A6).
///
/// ```swift
/// TextField("Search", text: $query)
/// ```
public struct TextField<Label: View>: View {
    public typealias Body = Never
    let title: String
    let text: Binding<String>

    public static func _expand(_ view: Self, into expansion: inout _Expansion) {
        let (title, text) = (view.title, view.text)
        expansion.show(Shown(parts: .live { "\(title): \(text.shown)" }))
        expansion.control(.field(title: title, text: text))
    }
}

extension TextField where Label == Text {
    /// A field titled with a literal, editing `text`.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        title = titleKey.description
        self.text = text
    }

    /// A field titled `title`, editing `text`.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.title = String(title)
        self.text = text
    }
}

/// A toggle, as SwiftUI's `Toggle`: it shows whether its binding is on, read
/// when shown; a step flips it by its title (A6).
///
/// ```swift
/// Toggle("Metric", isOn: $metric)
/// ```
public struct Toggle<Label: View>: View {
    public typealias Body = Never
    let title: String
    let isOn: Binding<Bool>

    public static func _expand(_ view: Self, into expansion: inout _Expansion) {
        let (title, isOn) = (view.title, view.isOn)
        expansion.show(Shown(parts: .live { "\(title): \(isOn.shown ? "on" : "off")" }))
        expansion.control(.toggle(title: title, isOn: isOn))
    }
}

extension Toggle where Label == Text {
    /// A toggle titled with a literal, bound to `isOn`.
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        title = titleKey.description
        self.isOn = isOn
    }

    /// A toggle titled `title`, bound to `isOn`.
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.title = String(title)
        self.isOn = isOn
    }
}

/// Space that grows along a stack; it shows nothing.
public struct Spacer: View {
    public typealias Body = Never

    public init(minLength: Double? = nil) {}

    public static func _expand(_ view: Spacer, into expansion: inout _Expansion) {}
}

/// A line between views; it shows nothing.
public struct Divider: View {
    public typealias Body = Never

    public init() {}

    public static func _expand(_ view: Divider, into expansion: inout _Expansion) {}
}
