import ObservationHarness

/// The app as a workload: what a person does with it, a step at a time, and
/// what the network does to its models. The app keeps its own models (its
/// `@State` and `@StateObject`), so the workload makes none and has one size.
public let fieldNotesWorkload = Workload(
    "field-notes", summary: "an app of A9's and A12's vocabulary: tabs, a split view, stacks, sheets, forms and controls",
    model: { _ in () }, app: { _ in MainActor.assumeIsolated { FieldNotesApp() } },
    steps: [
        // The notes tab, shown at launch.
        .select(id: 1, as: "select", "selects the wren: the detail shows it"),
        .type("Wren in the ivy", into: "Title", as: "rename", "renames it in the detail's field"),
        .submit("Title", as: "submit-title", "submits the title: the field lets the focus go"),
        .stepUp("Count", as: "count-up", undo: "count-down", "one more wren"),
        .stepDown("Count", as: "count-down", undo: "count-up", "one wren fewer"),
        .set(Date(timeIntervalSince1970: 1_717_200_000), in: "Seen", as: "seen", "sets the day it was seen"),
        .edit("Two, singing", as: "notes", "writes notes in the text editor"),
        .search("ro", as: "search", "searches the notes: the robin and the heron stay"),
        .search("zz", as: "search-nothing", "searches for what no note holds"),
        .search("", as: "clear-search", "clears the search"),
        .move("Heron by the river", to: 0, as: "move", "drags the heron to the top"),
        .delete(id: 1, as: "delete", "swipes the wren away"),
        .tap("New Note", as: "new-note", "opens the sheet that adds a note"),
        .type("Kingfisher", into: "What did you see?", as: "new-title", "types into the sheet's field"),
        .stepUp("Times seen", as: "seen-more", "one more kingfisher"),
        .dismiss(as: "swipe-away", "swipes the sheet away"),
        .tap("Cancel", as: "cancel", "cancels the sheet"),
        .tap("Save", as: "save", "saves the new note and dismisses the sheet"),
        // The places tab.
        .selectTab("Places", as: "places", "opens the places tab: its content is made"),
        .slide("Heading", to: 90, as: "heading", "turns the compass"),
        .tap("Reset", as: "reset", "turns the compass back, with an animation"),
        .tap("By Name", inMenu: "Sort", as: "sort", "sorts the places by name"),
        .follow("Estuary", as: "open-estuary", "pushes the estuary by value"),
        .tap("Tips", as: "tips", "shows the tips popover"),
        .dismiss(as: "dismiss", "taps outside the popover"),
        .tap("Log Visit", as: "log-visit", "presents a sheet for a visit item"),
        .stepUp("Birds", as: "birds-up", "counts a bird on the visit"),
        .tap("Done", as: "done", "dismisses the visit"),
        .tap("Full Map", as: "map", "covers the screen with the map"),
        .tap("Close", as: "close-map", "closes the map"),
        .back(as: "back", "pops the estuary"),
        // The settings tab.
        .selectTab("Settings", as: "settings", "opens the settings tab"),
        .flip("Show counts", as: "show-counts", "hides every row's count"),
        .pick("Imperial", in: "Units", as: "units", "picks imperial units"),
        .slide("Text size", to: 1.2, as: "text-size", "makes the text larger"),
        .type("hunter2", into: "Password", as: "password", "types a password"),
        .submit("Password", as: "save-password", "submits it: an alert says it was saved"),
        .tap("OK", as: "ok", "dismisses the alert"),
        .set(Date(timeIntervalSince1970: 28_800), in: "Remind me", as: "remind", "moves the reminder"),
        .tap("Advanced", as: "advanced", "expands the advanced settings"),
        .tap("As CSV", inMenu: "Export", as: "export", "exports the notes"),
        .follow("Home Place", as: "home-place", "pushes the list of places"),
        .select("Beech Wood", as: "pick-home", "picks the wood as home"),
        .swipe("Old Orchard", tapping: "Set as Home", as: "swipe-home", "swipes the orchard to make it home"),
        .refresh(as: "refresh", "pulls the list: a tag arrives"),
        .back(as: "home-back", "pops it"),
        .follow("About", as: "about", "pushes the about screen"),
        .back(as: "about-back", "pops it"),
        .tap("Sync Now", as: "sync-now", "syncs: the store sends objectWillChange itself"),
        .tap("Erase All Notes", as: "erase", "asks to erase"),
        .tap("Erase", as: "confirm-erase", "erases every note"),
        .selectTab("Notes", as: "notes-tab", "goes back to the notes tab"),
        // The models, as the network changes them.
        Step("tag", "a tag arrives") { _, screen in screen.first(Preferences.self)?.tags.append("insects") },
        Step("sync", "a sync completes") { _, screen in screen.first(Preferences.self)?.sync() },
        Step("autosave", "the journal saves itself", on: MainActor.shared) { _, screen in
            screen.first(Journal.self)?.autosaves += 1
        },
        Step("note-arrives", "a note arrives from another device", on: MainActor.shared) { _, screen in
            screen.first(Journal.self)?.add(title: "Owl at dusk", count: 1)
        },
        .openWindow(as: "new-window"),
    ])
