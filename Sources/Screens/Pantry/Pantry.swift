import SwiftUIVocabulary
import ViewGraph
import Workloads

extension Workload {
    /// pantry: an @Observable app, its store in the App's @State, work sent to
    /// the main actor, and a stack two screens deep.
    package static let pantry = Workload(
        "pantry", summary: "an @Observable app: its store in the App's @State, work sent to the main actor, a stack two screens deep",
        model: { _ in () }, app: { _ in PantryApp() },
        steps: [
            Step("use-flour", "one bag of flour is used: the banner counts it low") { _, screen in
                screen.first(Pantry.self)?.items[0].quantity -= 1
            },
            Step("add-salt", "the store gains an item, as a sync would") { _, screen in screen.first(Pantry.self)?.add("Salt") },
            .tap("Restock", as: "restock", "restocks in a Task on the main actor"),
            .tap("Load", as: "load", "loads through DispatchQueue.main.async"),
            .follow("Flour", as: "open-flour", "pushes the flour's detail"),
            .stepUp("Quantity", as: "more-flour", undo: "less-flour", "one more bag, in the detail's stepper"),
            .stepDown("Quantity", as: "less-flour", undo: "more-flour", "one bag fewer"),
            .follow("More like Flour", as: "open-suggestions", "follows the detail's own link"),
            .back(as: "back-to-flour"),
            .back(as: "back-to-list"),
            .tap("New Item", as: "new-item", "opens the sheet that adds an item"),
            .type("Salt", into: "Name", as: "name-salt", "names it"),
            .tap("Save", as: "save", "adds it and dismisses the sheet"),
        ])
        // Out of `compare fuzz`'s default draw, so that a seed names the script it named
        // before the app was built in; `compare fuzz pantry` fuzzes it.
        .notFuzzed()
}
