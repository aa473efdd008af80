import ObservationHarness

/// The app as a workload, `fieldbook fieldbook`: what a person does with it,
/// a step at a time. The app makes its own day of twelve sightings (its
/// `@State`), so the workload makes no model and has one size.
public let fieldbookWorkload = Workload(
    "fieldbook", summary: "an app: a split view of sightings with search and selection, a detail form, two sheets",
    size: 12, unit: "sightings", model: { _ in () }, app: { _ in FieldbookApp() },
    steps: [
        .select(id: 1, as: "select", "selects the first Wren: the detail shows it"),
        .stepUp("Count", as: "count-up", undo: "count-down", "one more Wren, in the detail's stepper"),
        .stepDown("Count", as: "count-down", undo: "count-up", "one Wren fewer"),
        .type("Winter Wren", into: "Species", as: "rename", "renames the selected sighting in the detail's field"),
        .edit("At the feeder", as: "notes", "writes notes in the detail's text editor"),
        .search("ro", as: "search", "searches the list: Robin and Sparrow stay"),
        .search("", as: "clear-search", "clears the search"),
        .tap("Add", as: "add", "opens the sheet that adds a sighting"),
        .type("Heron", into: "Species", as: "new-species", "types a species into the sheet's field"),
        .tap("Save", as: "save", "adds the sighting and dismisses the sheet"),
        .delete(id: 0, as: "delete", "swipes the first Robin away"),
        .tap("Sync", as: "sync", "syncs with the field station in a Task: two new species"),
        .tap("Settings", as: "settings", "opens the settings sheet"),
        .flip("Show counts", as: "hide-counts", "hides every row's count"),
        .pick("Species", in: "Sort by", as: "sort", "sorts the list by species"),
        .follow("About", as: "about", "pushes the about screen on the settings' stack"),
        .follow("Credits", as: "credits", "follows the about screen's own link"),
        .back(as: "credits-back", "pops the credits"),
        .back(as: "about-back", "pops the about screen"),
        .tap("Done", as: "done", "dismisses settings"),
        .openWindow(as: "new-window"),
    ])
