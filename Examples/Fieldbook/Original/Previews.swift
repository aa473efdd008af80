import SwiftUI

#Preview {
    ContentView()
        .environment(Fieldbook(count: 4))
        .environment(Preferences())
}
