import SwiftUI

@main
struct FieldbookApp: App {
    @State private var fieldbook = Fieldbook(count: 12)
    @State private var preferences = Preferences()

    var body: some Scene {
        WindowGroup {
            ContentView()
                .environment(fieldbook)
                .environment(preferences)
        }
    }
}
