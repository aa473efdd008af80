import ObservationHarness
import Testing
import VocabularyScreen

// A9 and A12: an app written with every construct of the everyday vocabulary
// and both kinds of model, with one import (Tests/Pasted/Vocabulary), run as
// a person uses it. Each test pins what runs for one family of constructs,
// in every column; the last runs every step against the reference walk and
// the stale check.

@Suite("A9 and A12: an app of the whole vocabulary, with one import")
@MainActor
struct VocabularyScreenTests {
    nonisolated static let combinations = Combination.all.filter { $0.kind == .class }

    /// The app launched in `combination`: the notes tab, its list and its rows.
    func launched(_ combination: Combination) -> Session {
        let session = fieldNotesWorkload.session(combination, size: 1)
        // Only the selected tab's content is made; the sheet's content is not.
        #expect(session.launch().bodies == ["ContentView", "NotesScreen", "NoteList", "NoteRow", "NoteRow", "NoteRow"])
        return session
    }

    /// The text of the first view named `view` that shows anything.
    func shown(_ view: String, in session: Session) -> String? {
        session.rendered().first { $0.view == view && !$0.text.isEmpty }?.text
    }

    @Test(arguments: combinations)
    func aSheetsContentIsMadeWhilePresentedAndTornDownWhenDismissed(combination: Combination) {
        let session = launched(combination)
        defer { session.tearDown() }
        #expect(!session.rendered().map(\.view).contains("NewNoteForm"))
        // The toolbar's button writes the flag; the sheet reads it, the presenter does not.
        #expect(session.perform("new-note").runs.map(\.description) == ["NewNoteForm: @self, @identity, __title, __count changed."])
        #expect(session.perform("new-title").bodies == ["NewNoteForm"])
        #expect(shown("NavigationStack", in: session)?.contains("What did you see?: Kingfisher") == true)
        // Swiped away: the form and its stack are torn down, nothing runs.
        let swiped = session.perform("swipe-away")
        #expect(swiped.bodies == [])
        #expect(swiped.removed == 2)
        #expect(!session.rendered().map(\.view).contains("NewNoteForm"))
        // Presented again, it starts over: what was typed is lost.
        #expect(session.perform("new-note").bodies == ["NewNoteForm"])
        #expect(shown("NavigationStack", in: session)?.contains("What did you see?:  · ") == true)
        // Its Cancel button dismisses it through @Environment(\.dismiss).
        let cancelled = session.perform("cancel")
        #expect(cancelled.bodies == [])
        #expect(cancelled.removed == 2)
        // Saved: the journal's readers run and a row is made; the form, torn
        // down in the same update, does not run, though under the object
        // column it holds the journal too.
        _ = session.perform("new-note")
        _ = session.perform("new-title")
        let saved = session.perform("save")
        #expect(saved.bodies == ["NotesScreen", "NoteList", "NoteRow"])
        #expect(saved.removed == 2)
        #expect(session.rendered().filter { $0.view == "NoteRow" }.map(\.text).last == "leaf · Kingfisher · 1")
        #expect(session.staleViews() == [])
    }

    @Test(arguments: combinations)
    func everyOtherPresentationIsMadeWhilePresentedAndTornDownWhenDismissed(combination: Combination) {
        let session = launched(combination)
        defer { session.tearDown() }
        _ = session.perform("places")
        _ = session.perform("open-estuary")
        // A popover, dismissed by a tap outside.
        #expect(session.perform("tips").runs.map(\.description) == ["TipsView: @self changed."])
        let outside = session.perform("dismiss")
        #expect(outside.bodies == [])
        #expect(outside.removed == 1)
        // A sheet of an item, with state of its own, lost when it goes.
        #expect(session.perform("log-visit").runs.map(\.description) == ["VisitForm: @self, @identity, __birds changed."])
        #expect(session.perform("birds-up").runs.map(\.description) == ["VisitForm: __birds changed."])
        #expect(session.perform("done").removed == 1)
        #expect(session.perform("log-visit").bodies == ["VisitForm"])
        #expect(shown("VisitForm", in: session) == "Visit to Estuary · Birds: 0 − + · [Done]")
        _ = session.perform("done")
        // A full-screen cover: a person cannot swipe it away; its Close can.
        #expect(session.perform("map").runs.map(\.description) == ["MapCover: @self changed."])
        #expect(session.perform("dismiss").unfoundControls.count == 1)
        let closed = session.perform("close-map")
        #expect(closed.bodies == [])
        #expect(closed.removed == 1)
        // An alert, presented by a field's onSubmit, and a confirmation dialog:
        // each reads its own flag, so the presenter does not run.
        _ = session.perform("settings")
        _ = session.perform("password")
        #expect(session.perform("save-password").bodies == [])
        #expect(session.rendered().map(\.text).contains("Password Saved · Your notes will sync with it. · [OK]"))
        #expect(session.perform("ok").bodies == [])
        #expect(session.perform("erase").bodies == [])
        #expect(session.rendered().map(\.text).contains("Erase all notes? · [Erase] · [Cancel]"))
        let erased = session.perform("confirm-erase")
        #expect(erased.bodies == ["NotesScreen", "NoteList", "SettingsScreen"])
        #expect(erased.removed == 3)
        #expect(session.staleViews() == [])
    }

    @Test(arguments: combinations)
    func aLinksDestinationIsMadeWhenFollowedAndTornDownWhenPopped(combination: Combination) {
        let session = launched(combination)
        defer { session.tearDown() }
        // A destination link in a Form: the screen's body runs when followed,
        // its onAppear after it (an action), its onDisappear when popped.
        _ = session.perform("settings")
        #expect(!session.rendered().map(\.view).contains("AboutView"))
        let about = session.perform("about")
        #expect(about.runs.map(\.description) == ["AboutView: @self changed."])
        #expect(about.actions == 1)
        #expect(shown("NavigationStack", in: session)?.hasSuffix("[Erase All Notes] · [< Back]") == true)
        let popped = session.perform("about-back")
        #expect(popped.bodies == [])
        #expect(popped.removed == 2)
        #expect(popped.actions == 1)
        #expect(!session.rendered().map(\.view).contains("AboutView"))
        // A value link: the stack's navigationDestination(for:) makes the screen.
        _ = session.perform("places")
        #expect(session.perform("open-estuary").runs.map(\.description) == ["PlaceDetail: @self, @identity, __visit, __showingTips, __showingMap changed."])
        #expect(shown("PlaceDetail", in: session)?.hasPrefix("Estuary · estuary · Estuary · Estuary") == true)
        let back = session.perform("back")
        #expect(back.bodies == [])
        #expect(back.removed == 5)
        #expect(!session.rendered().map(\.view).contains("PlaceDetail"))
        #expect(session.staleViews() == [])
    }

    @Test(arguments: combinations)
    func aSelectionChangedRunsItsReadersAndTheListsHandedItsBinding(combination: Combination) {
        let session = launched(combination)
        defer { session.tearDown() }
        // The split view's sidebar selects: the screen that reads the
        // selection to pick the detail runs, the list it hands $selection to
        // runs for the binding's new value (G8), and the detail is made.
        let first = session.perform("select")
        #expect(first.runs.map(\.description) == ["NotesScreen: __selection changed.", "NoteList: @self changed.", "NoteDetail: @self, @identity, _editingTitle changed."])
        #expect(shown("NoteList", in: session) == "Search notes:  · selected: 1")
        #expect(shown("NoteDetail", in: session)?.hasPrefix("Wren in the hedge · Sighting · Title: Wren in the hedge") == true)
        // A List(data, selection:) bound to the classic store: property-level
        // runs the list alone, which read the property making its binding;
        // object-level runs every holder of the store that is made.
        _ = session.perform("settings")
        _ = session.perform("home-place")
        let holders = ["NoteRow", "NoteRow", "NoteRow", "SettingsScreen", "DisplaySettings", "HomePlaceList"]
        #expect(session.perform("pick-home").bodies == (combination.notify == .object ? holders : ["HomePlaceList"]))
        #expect(shown("HomePlaceList", in: session)?.hasPrefix("Home Place · selected: 1") == true)
        // A row's swipe action writes the same property.
        #expect(session.perform("swipe-home").bodies == (combination.notify == .object ? holders : ["HomePlaceList"]))
        #expect(session.rendered().map(\.text).contains("house.fill · Old Orchard"))
        #expect(session.staleViews() == [])
    }

    @Test(arguments: combinations)
    func aSearchTypedRunsTheListThatFiltersByIt(combination: Combination) {
        let session = launched(combination)
        defer { session.tearDown() }
        // The list owns the query and filters by it: it runs, the wren's row goes.
        let typed = session.perform("search")
        #expect(typed.runs.map(\.description) == ["NoteList: __query changed."])
        #expect(typed.removed == 1)
        #expect(session.rendered().filter { $0.view == "NoteRow" }.map(\.text) == ["leaf · Robin at the feeder · 2", "leaf · Heron by the river · 1"])
        // Nothing found: the overlay says so, in the list's own render.
        let nothing = session.perform("search-nothing")
        #expect(nothing.bodies == ["NoteList"])
        #expect(nothing.removed == 2)
        #expect(shown("NoteList", in: session)?.contains("zz") == true)
        // Cleared: every row is made again.
        #expect(session.perform("clear-search").bodies == ["NoteList", "NoteRow", "NoteRow", "NoteRow"])
        #expect(session.staleViews() == [])
    }

    @Test(arguments: combinations)
    func aRowDeletedOrMovedRunsTheJournalsReaders(combination: Combination) {
        let session = launched(combination)
        defer { session.tearDown() }
        // onDelete, handed the wren's offset: the screen (its toolbar's count)
        // and the list read the notes; the row is torn down, the rest kept.
        let deleted = session.perform("delete")
        #expect(deleted.bodies == ["NotesScreen", "NoteList"])
        #expect(deleted.removed == 1)
        #expect(session.rendered().filter { $0.view == "NoteRow" }.map(\.text) == ["leaf · Robin at the feeder · 2", "leaf · Heron by the river · 1"])
        #expect(shown("NavigationSplitView", in: session)?.contains("2 notes") == true)
        // onMove: the same readers; the rows are kept, in their new order.
        let moved = session.perform("move")
        #expect(moved.bodies == ["NotesScreen", "NoteList"])
        #expect(moved.removed == 0)
        #expect(session.rendered().filter { $0.view == "NoteRow" }.map(\.text) == ["leaf · Heron by the river · 1", "leaf · Robin at the feeder · 2"])
        #expect(session.staleViews() == [])
    }

    @Test(arguments: combinations)
    func aStylingModifierWhoseArgumentReadsStateRunsTheBodyThatWritesItAlone(combination: Combination) {
        let session = launched(combination)
        defer { session.tearDown() }
        // The places tab, made when first selected; its forecast's task writes
        // its state after it appears, and the badge runs again.
        let places = session.perform("places")
        #expect(places.bodies == ["PlacesScreen", "CompassCard", "CompassLegend", "ForecastBadge", "TagChip", "TagChip", "ForecastBadge"])
        #expect(places.tasksStarted == 1)
        // The slider shows the heading through its binding; the compass's body
        // reads it in `.rotationEffect(.degrees(heading))`: it runs, its legend does not.
        #expect(session.perform("heading").runs.map(\.description) == ["CompassCard: __heading changed."])
        #expect(shown("CompassCard", in: session)?.contains("Heading: 90.0") == true)
        // withAnimation { } runs its body at once.
        #expect(session.perform("reset").runs.map(\.description) == ["CompassCard: __heading changed."])
        // `.disabled(title.isEmpty)` reads the sheet's title in the form's body;
        // its button is in the notes tab, under the places tab until it is selected (A13).
        _ = session.perform("notes-tab")
        _ = session.perform("new-note")
        #expect(shown("NavigationStack", in: session)?.hasSuffix("[Save] · (disabled)") == true)
        #expect(session.perform("new-title").runs.map(\.description) == ["NewNoteForm: __title changed."])
        #expect(shown("NavigationStack", in: session)?.hasSuffix("[Save]") == true)
        #expect(session.staleViews() == [])
    }

    @Test(arguments: combinations)
    func aClassicStoresChangeRunsEveryHolderUnderObjectAndItsReadersUnderProperty(combination: Combination) {
        let session = launched(combination)
        defer { session.tearDown() }
        _ = session.perform("places")
        _ = session.perform("settings")
        let object = combination.notify == .object
        // The store is an ObservableObject the app keeps in @StateObject; the
        // rows and the two tabs hold it as an @EnvironmentObject, the display
        // settings as an @ObservedObject. Under object-level, one send runs
        // every holder; under property-level (its @Observable port) the views
        // that read the property: each row, and the settings that made
        // $preferences.showsCounts.
        let holders = ["NoteRow", "NoteRow", "NoteRow", "PlacesScreen", "SettingsScreen", "DisplaySettings"]
        #expect(session.perform("show-counts").bodies == (object ? holders : ["NoteRow", "NoteRow", "NoteRow", "DisplaySettings"]))
        #expect(session.rendered().filter { $0.view == "NoteRow" }.map(\.text) == ["leaf · Robin at the feeder", "leaf · Wren in the hedge", "leaf · Heron by the river"])
        // objectWillChange.send() by hand: every holder, or no one (the port has no such call).
        #expect(session.perform("sync").bodies == (object ? holders : []))
        // A tag arrives: the places tab reads the tags and makes a chip.
        let tagged = session.perform("tag")
        #expect(tagged.bodies == (object ? ["NoteRow", "NoteRow", "NoteRow", "PlacesScreen", "TagChip", "SettingsScreen", "DisplaySettings"] : ["PlacesScreen", "TagChip"]))
        // The @Observable-shaped journal, on the main actor: its readers run
        // in every column (under object, the port holds it where they take it
        // from the environment); its @ObservationIgnored property tells no one.
        #expect(session.perform("autosave").bodies == [])
        #expect(session.perform("note-arrives").bodies == ["NotesScreen", "NoteList", "NoteRow", "SettingsScreen"])
        #expect(session.staleViews() == [])
    }

    /// Every step, in an order a person could take them, with the model
    /// changes the network makes between them.
    static let script = [
        "select", "rename", "submit-title", "count-up", "count-down", "seen", "notes", "search", "search-nothing", "clear-search", "move",
        "delete", "new-note", "new-title", "seen-more", "swipe-away", "new-note", "cancel", "new-note", "new-title", "save",
        "places", "heading", "reset", "sort", "open-estuary", "tips", "dismiss", "log-visit", "birds-up", "done", "map", "close-map", "back",
        "settings", "show-counts", "units", "text-size", "password", "save-password", "ok", "remind", "advanced", "export",
        "home-place", "pick-home", "swipe-home", "refresh", "home-back", "about", "about-back", "sync-now",
        "tag", "sync", "autosave", "note-arrives", "erase", "confirm-erase", "notes-tab", "new-window",
    ]

    @Test(arguments: combinations)
    func everyStepAgreesWithTheReferenceWalkAndLeavesNothingStale(combination: Combination) {
        #expect(Set(Self.script) == Set(fieldNotesWorkload.steps))
        let session = launched(combination)
        defer { session.tearDown() }
        let reference = session.reference()
        for step in Self.script {
            let flush = session.perform(step)
            let account = reference.account()
            #expect(flush.unfoundControls == [], "\(step)")
            #expect(session.staleViews() == [], "\(step)")
            if flush.passes > 1 {
                // The walk accounts for one pass: what the forecast's task wrote runs in a second.
                #expect(flush.bodies.starts(with: account.runs.map(\.view)), "\(step)")
                continue
            }
            #expect(flush.bodies == account.runs.map(\.view), "\(step)")
            #expect(account.difference(from: flush) == nil, "\(step)")
        }
    }
}
