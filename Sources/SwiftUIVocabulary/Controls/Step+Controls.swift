import Foundation
import ViewGraph

// Steps that act on lists, controls and fields as a person would (A6): each
// named from what it acts on unless given a name, each failing the run with a
// line naming what it looked for and what there is when that is not on
// screen (A11).
extension Step {
    /// Selects the row showing `title` in a list that selects, as a tap on it
    /// does; named `select-dune` for `Dune`.
    ///
    /// ```swift
    /// Step.select("Dune")
    /// ```
    public static func select(_ title: String, as name: String? = nil, _ explanation: String? = nil) -> Step {
        Step(name ?? "select-\(stepName(title))", explanation ?? "selects the row \(title)") { _, screen in
            screen.select(.titled(title))
        }
    }

    /// Selects the row whose id is `id` in a list that selects; named `select-3` for the id 3.
    public static func select<ID: Hashable & Sendable>(id: ID, as name: String? = nil, _ explanation: String? = nil) -> Step {
        Step(name ?? "select-\(stepName("\(id)"))", explanation ?? "selects the row with id \(id)") { _, screen in
            screen.select(.id(AnyHashable(id)))
        }
    }

    /// Deletes the row showing `title` as a person does, by a swipe to its
    /// Delete: its destructive swipe action, or its list's `onDelete`.
    public static func delete(_ title: String, as name: String? = nil, _ explanation: String? = nil) -> Step {
        Step(name ?? "delete-\(stepName(title))", explanation ?? "deletes the row \(title)") { _, screen in
            screen.delete(.titled(title))
        }
    }

    /// Deletes the row whose id is `id`, by a swipe to its Delete.
    public static func delete<ID: Hashable & Sendable>(id: ID, as name: String? = nil, _ explanation: String? = nil) -> Step {
        Step(name ?? "delete-\(stepName("\(id)"))", explanation ?? "deletes the row with id \(id)") { _, screen in
            screen.delete(.id(AnyHashable(id)))
        }
    }

    /// Drags the row showing `title` to before the row at `offset` (counted
    /// before the move, as `onMove` is handed it).
    public static func move(_ title: String, to offset: Int, as name: String? = nil, _ explanation: String? = nil) -> Step {
        Step(name ?? "move-\(stepName(title))-to-\(offset)", explanation ?? "moves the row \(title) to \(offset)") { _, screen in
            screen.move(.titled(title), to: offset)
        }
    }

    /// Swipes the row showing `title` and taps its swipe action `action`.
    public static func swipe(_ title: String, tapping action: String, as name: String? = nil, _ explanation: String? = nil) -> Step {
        Step(name ?? "swipe-\(stepName(title))-\(stepName(action))", explanation ?? "swipes \(title) and taps \(action)") { _, screen in
            screen.swipe(title, tapping: action)
        }
    }

    /// Types `text` into the search field (the first on screen, or the one
    /// prompted `prompt`), replacing what it holds; named `search-wren`.
    public static func search(_ text: String, in prompt: String? = nil, as name: String? = nil, _ explanation: String? = nil) -> Step {
        Step(name ?? "search-\(stepName(text))", explanation ?? "searches for \(text)") { _, screen in
            screen.search(text, in: prompt)
        }
    }

    /// Submits the field titled `title`, as its return key does.
    public static func submit(_ title: String, as name: String? = nil, _ explanation: String? = nil) -> Step {
        Step(name ?? "submit-\(stepName(title))", explanation ?? "submits \(title)") { _, screen in screen.submit(title) }
    }

    /// Moves the focus into the field titled `title`, as a tap into it does.
    public static func focus(_ title: String, as name: String? = nil, _ explanation: String? = nil) -> Step {
        Step(name ?? "focus-\(stepName(title))", explanation ?? "focuses \(title)") { _, screen in screen.focus(title) }
    }

    /// Types `text` into the text editor on screen, replacing what it holds.
    public static func edit(_ text: String, as name: String? = nil, _ explanation: String? = nil) -> Step {
        Step(name ?? "edit-\(stepName(text))", explanation ?? "types \(text) into the text editor") { _, screen in
            screen.edit(text)
        }
    }

    /// Picks the option showing `option` in the picker titled `picker`; named `pick-chocolate`.
    public static func pick(_ option: String, in picker: String, as name: String? = nil, _ explanation: String? = nil) -> Step {
        Step(name ?? "pick-\(stepName(option))", explanation ?? "picks \(option) in \(picker)") { _, screen in
            screen.pick(option, in: picker)
        }
    }

    /// Taps the + of the stepper titled `title`; named `quantity-up`.
    /// `undo` names the step that undoes it (its `stepDown`), for timing.
    public static func stepUp(_ title: String, as name: String? = nil, undo: String? = nil, _ explanation: String? = nil) -> Step {
        Step(name ?? "\(stepName(title))-up", explanation ?? "steps \(title) up", undo: undo) { _, screen in
            screen.step(title, up: true)
        }
    }

    /// Taps the − of the stepper titled `title`; named `quantity-down`.
    /// `undo` names the step that undoes it (its `stepUp`), for timing.
    public static func stepDown(_ title: String, as name: String? = nil, undo: String? = nil, _ explanation: String? = nil) -> Step {
        Step(name ?? "\(stepName(title))-down", explanation ?? "steps \(title) down", undo: undo) { _, screen in
            screen.step(title, up: false)
        }
    }

    /// Slides the slider titled `title` (an unlabelled one: the empty title)
    /// to `value`, kept in its range and on its steps; named `slide-speed-50`.
    public static func slide(_ title: String = "", to value: Double, as name: String? = nil, _ explanation: String? = nil) -> Step {
        let shown = value == value.rounded() && abs(value) < 1e15 ? "\(Int(value))" : "\(value)"
        return Step(name ?? stepName("slide \(title) \(shown)"), explanation ?? "slides \(title.isEmpty ? "the slider" : title) to \(shown)") {
            _, screen in screen.slide(title, to: value)
        }
    }

    /// Sets the date picker titled `title` to `date`, kept in its range; named `set-due`.
    public static func set(_ date: Date, in title: String, as name: String? = nil, _ explanation: String? = nil) -> Step {
        Step(name ?? "set-\(stepName(title))", explanation ?? "sets \(title)") { _, screen in screen.setDate(date, in: title) }
    }

    /// Opens the menu titled `menu` and taps its item `item`; named `actions-rename`.
    public static func tap(_ item: String, inMenu menu: String, as name: String? = nil, _ explanation: String? = nil) -> Step {
        Step(name ?? "\(stepName(menu))-\(stepName(item))", explanation ?? "taps \(item) in the menu \(menu)") { _, screen in
            screen.tap(item, inMenu: menu)
        }
    }

    /// Pulls the refreshable view on screen to refresh it.
    public static func refresh(as name: String = "refresh", _ explanation: String? = nil) -> Step {
        Step(name, explanation ?? "pulls to refresh") { _, screen in screen.refresh() }
    }
}
