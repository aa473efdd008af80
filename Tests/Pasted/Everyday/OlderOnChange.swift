import ObservationHarness

// Edit mode in a split view's columns (at the end), and SwiftUI's older `onChange(of:perform:)` runs the action its body made before
// the change, so what the action captured is the state before it; the newer
// forms run the one made with the change. Apps use the older form's capture
// for the old value: `{ [count] new in ... }`. EverydayFormsTests runs them.

public final class ChangeLog: Model {
    public init() {}
    @Tracked var lines: [String] = []
}

/// One count watched by both forms, each capturing the count.
public struct CaptureScreen: View {
    let log: ChangeLog
    @State private var count = 0

    public init(log: ChangeLog) {
        self.log = log
    }
    public var body: some View {
        VStack {
            Button("Add") { count += 1 }
                .onChange(of: count) { [count] new in log.lines.append("older: captured \(count), handed \(new)") }
                .onChange(of: count) { [count] old, new in log.lines.append("newer: captured \(count), handed \(old) and \(new)") }
            LogLines(log: log)
        }
    }
}

public let captures = Workload(
    "captures", model: { _ in ChangeLog() }, screen: { CaptureScreen(log: $0) }, steps: [.tap("Add"), .tap("Add", as: "add-again")])

/// An app whose scene logs each move of its phase with the older form,
/// capturing the phase it moved from.
public struct PhaseLogApp: App {
    public init() {}
    @State private var log = ChangeLog()
    @Environment(\.scenePhase) private var scenePhase
    public var body: some Scene {
        WindowGroup {
            LogLines(log: log)
        }
        .onChange(of: scenePhase) { [scenePhase] phase in log.lines.append("\(scenePhase) to \(phase)") }
    }
}

public struct LogLines: View {
    let log: ChangeLog
    public var body: some View { Text(log.lines.joined(separator: "; ")) }
}

public let phaseLog = Workload(
    "phase-log", model: { _ in () }, app: { _ in PhaseLogApp() }, steps: [.scenePhase(.inactive), .scenePhase(.background)])

/// A split view with an edit button in its sidebar: each column is a stack
/// of its own, with an edit mode of its own.
public struct SplitEditor: View {
    public init() {}
    public var body: some View {
        NavigationSplitView {
            EntryList().toolbar { EditButton() }
        } detail: {
            DetailEditing()
        }
    }
}

public struct DetailEditing: View {
    @Environment(\.editMode) private var editMode
    public var body: some View { Text(editMode?.wrappedValue.isEditing == true ? "the detail edits" : "the detail shows") }
}

public let splitEditor = Workload("split-editor", model: { _ in () }, screen: { _ in SplitEditor() }, steps: [.tap("Edit"), .tap("Done")])
