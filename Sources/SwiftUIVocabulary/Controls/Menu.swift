import ViewGraph

/// A button that opens a list of actions, as SwiftUI's `Menu`: it shows its
/// label (`[Actions ▾]`); its content is made with the body that makes it (what
/// the content reads, that body reads), but not shown until opened. A step
/// taps one of its buttons by its title and the menu's
/// (``Graph/tap(_:inMenu:)``), as a person opens it and taps; a menu in a
/// menu opens the same way, by its own title. A menu with a primary action is
/// also a button, tapped by its title.
///
/// ```swift
/// Menu("Actions") {
///     Button("Rename") { renaming = true }
///     Button("Delete", role: .destructive) { shelf.remove(book) }
/// }
/// ```
nonisolated public struct Menu<Label: View, Content: View>: View {
    public typealias Body = Never
    let label: Label
    let content: Content
    let primaryAction: (() -> Void)?

    /// A menu titled by what `label` shows, of what `content` makes.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        primaryAction = nil
    }

    /// A menu titled by what `label` shows, that runs `primaryAction` when tapped and opens otherwise.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void) {
        self.label = label()
        self.content = content()
        self.primaryAction = primaryAction
    }

    public static func _expand(_ view: Self, into expansion: inout _Expansion) {
        let text = expansion.labelText(of: view.label)
        let title = text.description
        expansion.show(Shown(verbatim: "[\(title) ▾]"))
        if let primaryAction = view.primaryAction {
            expansion.control(ButtonAction(action: primaryAction), titled: title, readings: text.readings)
        }
        // Its content is laid out apart: none of it shows, and its buttons are the menu's items.
        var items = _Expansion()
        Content._expand(view.content, into: &items)
        for item in items.finish().controls {
            if let button = item.control as? ButtonAction {
                let menu = [title] + text.readings
                expansion.control(MenuItem(menu: menu, action: button.action), titled: item.title, readings: item.readings)
            } else {
                // A menu's own menus keep their items; its toggles and pickers are tapped as anywhere.
                expansion.control(item.control, titled: item.title, readings: item.readings)
            }
        }
    }
}

extension Menu where Label == Text {
    /// A menu titled with a literal.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// A menu titled `title`.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }

    /// A menu titled with a literal, that runs `primaryAction` when tapped.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
        self.init(content: content, label: { Text(titleKey) }, primaryAction: primaryAction)
    }

    /// A menu titled `title`, that runs `primaryAction` when tapped.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
        self.init(content: content, label: { Text(title) }, primaryAction: primaryAction)
    }
}

/// What a step taps in an open menu: a button, and the menu it is in.
final class MenuItem: _Control {
    static var kind: String { "menu item" }
    /// The menu's title, then the other ways a person reads a label of several texts.
    let menu: [String]
    let action: () -> Void

    init(menu: [String], action: @escaping () -> Void) {
        (self.menu, self.action) = (menu, action)
    }
}

extension Screen {
    /// Opens the first menu titled `menu` that has an item titled `item`, and
    /// taps the item; false if the screen shows none, which the next flush
    /// reports with the items there are (A11).
    @discardableResult
    package func tap(_ item: String, inMenu menu: String) -> Bool {
        actOnFirst("tapped the menu item \"\(item)\" in \"\(menu)\"", plural: "menu items", none: "menu") { _, controls, items in
            for control in controls {
                guard let candidate = control.control as? MenuItem else { continue }
                guard candidate.menu.contains(menu) && control.isTitled(item) else {
                    items.pass("\"\(control.title)\" in \"\(candidate.menu[0])\"")
                    continue
                }
                items.take {
                    candidate.action()
                    return nil
                }
                return false
            }
            return true
        }
    }
}

extension Step {
    /// Opens the menu titled `menu` and taps its item `item`; named `actions-rename`.
    public static func tap(_ item: String, inMenu menu: String, as name: String? = nil, _ explanation: String? = nil) -> Step {
        Step(name ?? "\(stepName(menu))-\(stepName(item))", explanation ?? "taps \(item) in the menu \(menu)") { _, screen in
            screen.tap(item, inMenu: menu)
        }
    }
}
